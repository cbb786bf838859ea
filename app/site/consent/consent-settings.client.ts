// The cookie settings dialog, loaded by consent.client.ts the first time a visitor opens it (the banner's
// «Tilpass» or «Endre cookievalg» on /cookies), so pages do not carry this code up front.
// The boxes show the stored choice; «Lagre valg», «Godta alle» and «Avvis alle» save it without a
// page load. Escape and «Lukk» close without saving; focus returns to the button that opened it.
const api = window.kvSamtykke;
if (api) start(api);

function start(api: NonNullable<Window["kvSamtykke"]>) {
  let opener: HTMLElement | null = null;
  const wired: HTMLDialogElement[] = [];

  function box(dialog: HTMLDialogElement, name: string) {
    return dialog.querySelector('[data-consent-box="' + name + '"]') as HTMLInputElement;
  }

  function wire(dialog: HTMLDialogElement) {
    wired.push(dialog);
    dialog.addEventListener("submit", function (event) {
      const value = ((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
      if (value !== "alle" && value !== "ingen" && value !== "tilpass") return;
      event.preventDefault();
      const custom = value === "tilpass";
      api.save(
        value === "alle" || (custom && box(dialog, "analyse").checked),
        value === "alle" || (custom && box(dialog, "markedsforing").checked),
      );
      dialog.close();
    });
    dialog.addEventListener("click", function (event) {
      if (event.target instanceof Element && event.target.closest("[data-consent-close]")) dialog.close();
    });
    dialog.addEventListener("close", function () {
      // The banner's «Tilpass» is gone once a choice is saved: then focus moves to the content.
      if (opener && opener.offsetParent !== null) opener.focus();
      else api.focusMain();
      opener = null;
    });
  }

  window.kvSamtykkeDialog = function (dialog, from) {
    if (dialog.open) return;
    if (wired.indexOf(dialog) === -1) wire(dialog);
    opener = from;
    const choice = api.current();
    box(dialog, "analyse").checked = !!(choice && choice.analytics);
    box(dialog, "markedsforing").checked = !!(choice && choice.marketing);
    dialog.showModal();
    box(dialog, "analyse").focus();
  };
}

// A module: its names are its own (the build wraps it in a function).
export {};
