// The reply form on an enquiry's page (app/admin/enquiries/reply-form.tsx), made better where JavaScript runs:
// the draft is saved as it is typed (a while after the last key, and when the page is left), and «Sett inn»
// puts the saved reply where the cursor is instead of posting. Without it the form's own buttons do both.
import { replyFormText as words } from "./reply-form-text";

const form = document.querySelector<HTMLFormElement>("form[data-reply-form]");
const field = form?.querySelector<HTMLTextAreaElement>("textarea[name=body]");
const status = form?.querySelector<HTMLElement>("[data-draft-status]");

if (form && field && status) {
  const url = form.dataset.draftUrl ?? "";
  const wait = Number(form.dataset.draftDebounce ?? "1500");
  let saved = field.value;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let submitted = false;

  const body = () => {
    const data = new URLSearchParams();
    data.set("body", field.value);
    data.set("seenReply", form.querySelector<HTMLInputElement>("input[name=seenReply]")?.value ?? "0");
    return data;
  };

  async function save() {
    timer = undefined;
    const text = field!.value;
    if (text === saved || sending) return;
    sending = true;
    let kept = false;
    try {
      // A redirect is the sign-in page (the session ended): said as such, never followed.
      const response = await fetch(url, {
        method: "POST",
        body: body(),
        redirect: "manual",
        credentials: "same-origin",
      });
      if (response.type === "opaqueredirect") status!.textContent = words.draftSessionEnded;
      else {
        const { message } = (await response.json().catch(() => ({}))) as { message?: string };
        if (response.ok) [saved, kept] = [text, true];
        status!.textContent = message ?? (response.ok ? words.draftSavedNow : words.draftNotSaved);
      }
    } catch {
      status!.textContent = words.draftNotSaved;
    } finally {
      sending = false;
      // Typed on while this was on its way: saved in turn. A refused save waits for the next keystroke.
      if (kept && field!.value !== saved && timer === undefined) timer = setTimeout(save, wait);
    }
  }

  field.addEventListener("input", () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(save, wait);
  });

  // Leaving the page (a link, a reload, closing the tab) with unsaved text: sent once more, kept alive by the browser.
  window.addEventListener("pagehide", () => {
    if (field.value === saved || submitted) return;
    void fetch(url, { method: "POST", body: body(), keepalive: true, redirect: "manual", credentials: "same-origin" });
  });
  form.addEventListener("submit", () => {
    submitted = true;
    if (timer !== undefined) clearTimeout(timer);
  });

  // «Sett inn»: the saved reply (its text already filled in by the server) at the cursor, without posting.
  const picker = form.querySelector<HTMLSelectElement>("select[name=savedReply]");
  form.querySelector<HTMLButtonElement>("button[data-insert]")?.addEventListener("click", (event) => {
    const option = picker?.selectedOptions[0];
    const insert = option?.dataset.text;
    if (!insert) return; // nothing chosen: the post says so, as without JavaScript
    event.preventDefault();
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? start;
    const before = field.value.slice(0, start);
    const after = field.value.slice(end);
    const lead = before === "" || before.endsWith("\n") ? "" : "\n";
    const text = `${lead}${insert}${after.startsWith("\n") || after === "" ? "" : "\n"}`;
    field.setRangeText(text, start, end, "end");
    field.focus();
    status.textContent = words.inserted(option.textContent ?? "");
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
