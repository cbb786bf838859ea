// Form helpers without React: no page hydrates (docs/decisions/0002-javascript-only-where-it-helps.md).
// Loaded by the error summaries and the contact page's thank-you state as `<script async>`, which
// React puts once in <head> however many components ask for it; so it may run before the page is
// parsed. Everything here is an extra: the forms work the same without it.
(function () {
  if (window.kortvalgForms) return;
  window.kortvalgForms = true;

  // After a failed submit the server marks the error summary with autofocus. Browsers skip
  // autofocus when the URL's #fragment names an element (the calculators return to #kalkulator),
  // and Chrome clears focus when it scrolls to the fragment, so focus it once the page has loaded,
  // unless the visitor has already moved focus.
  function focusFirst() {
    var first = document.querySelector("[autofocus]");
    var active = document.activeElement;
    if (first && (!active || active === document.body)) first.focus();
  }
  if (document.readyState === "complete") focusFirst();
  else window.addEventListener("load", focusFirst);

  // A link in an error summary focuses the field itself (not only scrolls to it), so the
  // visitor can type at once; the field's label is scrolled into view with it.
  document.addEventListener("click", function (e) {
    var link = e.target.closest && e.target.closest('[data-error-summary] a[href^="#"]');
    var field = link && document.getElementById(link.getAttribute("href").slice(1));
    if (!field) return;
    e.preventDefault();
    var label = field.labels && field.labels[0];
    (label || field).scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
  });

  // The contact page's thank-you toast: in the server's HTML, hidden. Shown empty first, then
  // filled, so screen readers announce it; it goes away by itself after eight seconds.
  function showToast() {
    var toast = document.querySelector("[data-toast]");
    if (!toast) return;
    var text = toast.textContent;
    toast.textContent = "";
    toast.hidden = false;
    setTimeout(function () {
      toast.textContent = text;
    }, 100);
    setTimeout(function () {
      toast.hidden = true;
    }, 8000);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", showToast);
  else showToast();
})();
