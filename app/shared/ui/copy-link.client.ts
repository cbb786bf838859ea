// «Kopier lenke» (app/shared/ui/copy-link-button.tsx), without React. The box is hidden in the
// server's HTML, so without JavaScript there is no dead button; this shows it. A click copies the link
// in data-copy-link (made by the server: the URL that reproduces the result) and says so in the box's
// status region. Where the browser will not copy (no clipboard, not allowed), the status shows the
// link, selected, to copy by hand.
if (!window.kvCopyLink) {
  window.kvCopyLink = true;
  start();
}

function start() {
  function show() {
    for (const box of document.querySelectorAll<HTMLElement>("[data-copy-link]")) box.hidden = false;
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", show);
  else show();

  document.addEventListener("click", function (e) {
    const button = e.target instanceof Element && e.target.closest("[data-copy-link] button");
    if (!button) return;
    const box = button.closest("[data-copy-link]") as Element;
    const status = box.querySelector("[role=status]") as Element;
    const url = new URL(box.getAttribute("data-copy-link") as string, window.location.href).href;
    // Cleared first, so the same message after a second click is read out again.
    function say(text: string | null, link: boolean) {
      status.textContent = "";
      window.setTimeout(function () {
        status.textContent = text;
        if (!link) return;
        const span = document.createElement("span");
        span.className = "block select-all break-all font-normal";
        span.textContent = url;
        status.appendChild(span);
        const selection = window.getSelection && window.getSelection();
        if (selection) selection.selectAllChildren(span);
      }, 50);
    }
    const clipboard = navigator.clipboard;
    const copied =
      clipboard && clipboard.writeText ? clipboard.writeText(url) : Promise.reject(new Error("no clipboard"));
    copied.then(
      function () {
        say(box.getAttribute("data-copied"), false);
      },
      function () {
        say(box.getAttribute("data-failed"), true);
      },
    );
  });
}

// A module: its names are its own (the build wraps it in a function).
export {};
