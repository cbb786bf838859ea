// What the browser scripts (*.client.ts) share through `window`: each is a file of its own, loaded at
// its own time (after the first paint, or on first use), so they cannot import one another's state.
import type { ConsentChoice } from "./site/consent/consent";

declare global {
  interface Window {
    /** Fetches a fragment's markup once and inserts it (app/shared/ui/after-paint.client.ts). */
    kvFragment?: (url: string) => Promise<Element>;
    /** Set once copy-link.client.ts has run, so two «Kopier lenke» boxes load it once. */
    kvCopyLink?: boolean;
    /** Set once forms.client.ts has run (several parts of a page may load it). */
    kortvalgForms?: boolean;
    /** The search dialog once its script has run (app/site/search/search.client.ts). */
    kortvalgSearch?: { open(): void };
    /** The consent script's functions (app/site/consent/consent.client.ts) for the settings dialog and React pages. */
    kvSamtykke?: {
      current(): ConsentChoice | null;
      save(analytics: boolean, marketing: boolean): void;
      focusMain(): void;
      pageView(): void;
    };
    /** Opens the consent settings dialog (app/site/consent/consent-settings.client.ts). */
    kvSamtykkeDialog?: (dialog: HTMLDialogElement, opener: HTMLElement | null) => void;
  }
}
