// The small-screen menu is a <details> element (app/site/frame/site-header.tsx): it opens and closes
// without JavaScript. Loaded after the first paint, this adds what only a script can: Escape closes it
// and returns focus to its button; a tap on a link (a same-page one such as /#faq too) or outside closes it.
const menu = document.querySelector<HTMLDetailsElement>("details[data-menu]");
if (menu) {
  const close = () => {
    menu.open = false;
  };
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && menu.open) {
      close();
      menu.querySelector("summary")?.focus();
    }
  });
  document.addEventListener("click", function (event) {
    if (!menu.open || !(event.target instanceof Element)) return;
    // The search link opens a dialog and stays, so focus can return to it when the dialog closes.
    if (!menu.contains(event.target) || event.target.closest("a:not([data-search-script])")) close();
  });
}

// Search: the header link goes to /sok; with JavaScript, it and the '/' key open the search
// dialog, whose script (app/site/search/search.client.ts) and markup are loaded on first use only.
const links = document.querySelectorAll<HTMLAnchorElement>("[data-search-script]");
const link = links[0];
if (link) {
  for (const each of links) each.setAttribute("aria-haspopup", "dialog");
  let script: HTMLScriptElement | undefined;
  const open = (e: Event) => {
    e.preventDefault();
    if (window.kortvalgSearch) return window.kortvalgSearch.open();
    if (script) return;
    // The dialog's markup (/fragment/sok-dialog) and its script load side by side; search.client.ts waits for both.
    if (window.kvFragment) window.kvFragment(link.dataset.searchFragment as string).catch(function () {});
    script = document.createElement("script");
    script.src = link.dataset.searchScript as string;
    script.onerror = function () {
      location.href = link.href;
    };
    document.head.appendChild(script);
  };
  const busy = (e: Event) =>
    document.querySelector("dialog[open]") ||
    (e.target instanceof Element && e.target.closest("input,textarea,select,[contenteditable]"));
  // Capture phase, so that a router link on a hydrated page does not navigate first.
  document.addEventListener(
    "click",
    function (e) {
      if (
        !e.button &&
        !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) &&
        e.target instanceof Element &&
        e.target.closest("[data-search-script]")
      )
        open(e);
    },
    true,
  );
  const shortcutOn = () => {
    try {
      return localStorage.getItem("kv_sok_hurtigtast") !== "av"; // switched off in the dialog (WCAG 2.1.4)
    } catch {
      return true;
    }
  };
  document.addEventListener("keydown", function (e) {
    if (e.key === "/" && !(e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) && !busy(e) && shortcutOn())
      open(e);
  });
}

// A module: its names are its own (the build wraps it in a function).
export {};
