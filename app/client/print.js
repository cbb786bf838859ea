// The «save as PDF» button, without React: pages with this button ship no React (see
// docs/decisions/0002-javascript-only-where-it-helps.md). The button is rendered hidden, so
// without JavaScript it is simply not there; this script shows it and opens the print
// dialog, where the reader can choose «Lagre som PDF».
(function () {
  var buttons = document.querySelectorAll("[data-print-button]");
  for (var i = 0; i < buttons.length; i += 1) {
    buttons[i].hidden = false;
    buttons[i].addEventListener("click", function () {
      window.print();
    });
  }
})();
