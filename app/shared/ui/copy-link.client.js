// «Kopier lenke» (app/shared/ui/copy-link-button.tsx), without React. The box is hidden in the
// server's HTML, so without JavaScript there is no dead button; this shows it. A click copies the link
// in data-copy-link (made by the server: the URL that reproduces the result) and says so in the box's
// status region. Where the browser will not copy (no clipboard, not allowed), the status shows the
// link, selected, to copy by hand.
(function () {
  if (window.kvCopyLink) return;
  window.kvCopyLink = true;

  function show() {
    Array.prototype.forEach.call(document.querySelectorAll("[data-copy-link]"), function (box) {
      box.hidden = false;
    });
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();

  document.addEventListener("click", function (e) {
    var button = e.target.closest && e.target.closest("[data-copy-link] button");
    if (!button) return;
    var box = button.closest("[data-copy-link]");
    var status = box.querySelector("[role=status]");
    var url = new URL(box.getAttribute("data-copy-link"), window.location.href).href;
    // Cleared first, so the same message after a second click is read out again.
    function say(text, link) {
      status.textContent = "";
      window.setTimeout(function () {
        status.textContent = text;
        if (!link) return;
        var span = document.createElement("span");
        span.className = "block select-all break-all font-normal";
        span.textContent = url;
        status.appendChild(span);
        var selection = window.getSelection && window.getSelection();
        if (selection) selection.selectAllChildren(span);
      }, 50);
    }
    var clipboard = navigator.clipboard;
    var copied = clipboard && clipboard.writeText ? clipboard.writeText(url) : Promise.reject(new Error("no clipboard"));
    copied.then(
      function () {
        say(box.getAttribute("data-copied"), false);
      },
      function () {
        say(box.getAttribute("data-failed"), true);
      },
    );
  });
})();
