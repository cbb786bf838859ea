// The preview beside a newsletter draft's form (newsletter-issue-page.tsx), kept live where JavaScript runs: a pause
// in typing posts the subject and body to the preview endpoint (issue-preview.route.ts), whose answer is the preview
// made by the mail's own renderer, put in place of the old one. No Markdown is rendered here. Without JavaScript
// «Forhåndsvis» posts the form and the page answers with the same preview.
import { issuePreviewText as words } from "./issue-preview-text";

const form = document.querySelector<HTMLFormElement>("form[data-live-preview]");
const region = document.querySelector<HTMLElement>("[data-preview-body]");
const status = document.querySelector<HTMLElement>("[data-preview-status]");

if (form && region && status) {
  const url = form.dataset.livePreview ?? "";
  const wait = Number(form.dataset.livePreviewDebounce ?? "300");
  const gap = Number(form.dataset.livePreviewGap ?? "1000");
  const valueOf = (name: string) =>
    form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)?.value ?? "";
  const draft = () => ({ subject: valueOf("subject"), markdown: valueOf("markdown") });
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Each request is numbered; an answer is shown only if no later request was sent meanwhile.
  let asked = 0;
  let lastAsked = 0;
  let pending: AbortController | undefined;
  let shownFor = JSON.stringify(draft());
  let state: "shown" | "problem" | "failed" = region.querySelector("[data-preview-problem]") ? "problem" : "shown";

  const failed = (text: string) => {
    state = "failed";
    if (status.textContent !== text) status.textContent = text;
  };

  /** The server's fragment in place of the old preview; its stylesheet link once (the page carries only its own CSS). */
  const place = (html: string) => {
    const template = document.createElement("template");
    template.innerHTML = html;
    for (const link of template.content.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")) {
      const href = link.getAttribute("href") ?? "";
      if (!href || document.querySelector(`link[rel=stylesheet][href="${CSS.escape(href)}"]`)) link.remove();
      else document.head.append(link);
    }
    region.replaceChildren(template.content);
  };

  const refresh = async () => {
    timer = undefined;
    const typed = draft();
    const key = JSON.stringify(typed);
    if (key === shownFor && state !== "failed") return;
    const ticket = ++asked;
    lastAsked = Date.now();
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    try {
      const response = await fetch(url, {
        method: "POST",
        body: new URLSearchParams(typed),
        redirect: "manual",
        credentials: "same-origin",
        cache: "no-store",
        signal: controller.signal,
      });
      const answer = await response.text();
      if (ticket !== asked) return;
      if (!response.ok) {
        let message: unknown;
        try {
          message = (JSON.parse(answer) as { message?: unknown }).message;
        } catch {
          message = undefined;
        }
        failed(typeof message === "string" ? words.notUpdated(message) : words.failed);
        return;
      }
      place(answer);
      shownFor = key;
      // Said only when it changes (back after a failure, or a body that cannot be shown), never at each update.
      const now = region.querySelector("[data-preview-problem]") ? "problem" : "shown";
      if (now !== state) status.textContent = now === "problem" ? words.cannotShow : words.updated;
      state = now;
    } catch {
      // Aborted for a newer request (its answer will come), or offline: the next pause tries again.
      if (ticket === asked) failed(words.failed);
    }
  };

  // A pause of `wait` after the last key, and never sooner than `gap` after the last request.
  form.addEventListener("input", () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => void refresh(), Math.max(wait, lastAsked + gap - Date.now()));
  });
}
