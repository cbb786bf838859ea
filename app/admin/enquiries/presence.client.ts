// The warning above an enquiry's reply (app/admin/enquiries/enquiry-thread.tsx), kept current while the page
// is open: every PRESENCE_POLL_SECONDS it tells the server the page is still open and shows what the server
// says now (colleagues with it open, replies sent since the page was shown). The server draws the same
// warning on every page load, so without JavaScript it is only as fresh as the page.
import { PRESENCE_POLL_SECONDS } from "./inbox-rules";

const region = document.querySelector<HTMLElement>("[data-presence-url]");

if (region) {
  const box = region.querySelector<HTMLElement>("[data-presence-box]");
  const others = region.querySelector<HTMLElement>("[data-presence-others]");
  const replied = region.querySelector<HTMLElement>("[data-presence-replied]");
  const seenReply = () =>
    document.querySelector<HTMLInputElement>("form[data-reply-form] input[name=seenReply]")?.value;

  async function poll() {
    try {
      const url = `${region!.dataset.presenceUrl}?svar=${encodeURIComponent(seenReply() ?? "0")}`;
      const response = await fetch(url, { redirect: "manual", credentials: "same-origin", cache: "no-store" });
      if (!response.ok) return;
      const now = (await response.json()) as { others: string | null; replied: string[] };
      // Only what changed is written, so a screen reader hears a change once.
      if (others && others.textContent !== (now.others ?? "")) {
        others.textContent = now.others ?? "";
        others.hidden = !now.others;
      }
      if (replied && replied.dataset.lines !== now.replied.join("\n")) {
        replied.dataset.lines = now.replied.join("\n");
        replied.replaceChildren(
          ...now.replied.map((line) => Object.assign(document.createElement("p"), { textContent: line })),
        );
        replied.hidden = now.replied.length === 0;
      }
      if (box) box.hidden = !now.others && now.replied.length === 0;
    } catch {
      // Offline for a moment: the next round tries again.
    }
  }

  setInterval(() => void poll(), PRESENCE_POLL_SECONDS * 1000);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void poll();
  });
}
