// The small-screen menu, without React: it runs on every page, including the pages that
// ship no React at all (see docs/decisions/0002-javascript-only-where-it-helps.md).
// Toggle opens and closes; Escape closes and returns focus to the toggle; a tapped link closes.
(function () {
  var toggle = document.querySelector("[data-menu-toggle]");
  var menu = document.getElementById("site-menu");
  if (!toggle || !menu) return;
  var label = toggle.querySelector("[data-menu-label]");

  function setOpen(open) {
    toggle.setAttribute("aria-expanded", String(open));
    menu.classList.toggle("hidden", !open);
    menu.classList.toggle("flex", open);
    if (label) label.textContent = open ? toggle.dataset.labelClose : toggle.dataset.labelOpen;
    toggle.querySelector("[data-icon-open]").classList.toggle("hidden", open);
    toggle.querySelector("[data-icon-close]").classList.toggle("hidden", !open);
  }
  function isOpen() {
    return toggle.getAttribute("aria-expanded") === "true";
  }

  toggle.addEventListener("click", function () {
    setOpen(!isOpen());
  });
  menu.addEventListener("click", function (event) {
    // The search link opens a dialog and stays, so focus can return to it when the dialog closes.
    if (event.target instanceof Element && event.target.closest("a:not([data-search-script])")) setOpen(false);
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
})();

// Search: the header link goes to /sok; with JavaScript, it and the '/' key open the search
// dialog, whose script (app/client/search.js) and markup are loaded on first use only.
(function () {
  var link = document.querySelector("[data-search-script]");
  if (!link) return;
  link.setAttribute("aria-haspopup", "dialog");
  function open(e) {
    e.preventDefault();
    if (window.kortvalgSearch) return window.kortvalgSearch.open();
    if (open.script) return;
    // The dialog's markup (/fragment/sok-dialog) and its script load side by side; search.js waits for both.
    if (window.kvFragment) window.kvFragment(link.dataset.searchFragment).catch(function () {});
    var script = (open.script = document.createElement("script"));
    script.src = link.dataset.searchScript;
    script.onerror = function () {
      location.href = link.href;
    };
    document.head.appendChild(script);
  }
  function busy(e) {
    return document.querySelector("dialog[open]") || (e.target.closest && e.target.closest("input,textarea,select,[contenteditable]"));
  }
  // Capture phase, so that a router link on a hydrated page does not navigate first.
  document.addEventListener("click", function (e) {
    if (!e.button && !(e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) && e.target.closest && e.target.closest("[data-search-script]")) open(e);
  }, true);
  function shortcutOn() {
    try {
      return localStorage.getItem("kv_sok_hurtigtast") !== "av"; // switched off in the dialog (WCAG 2.1.4)
    } catch {
      return true;
    }
  }
  document.addEventListener("keydown", function (e) {
    if (e.key === "/" && !(e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) && !busy(e) && shortcutOn()) open(e);
  });
})();
