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
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && isOpen()) {
      setOpen(false);
      toggle.focus();
    }
  });
})();
