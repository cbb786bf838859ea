// Cookie consent without React, on every page, loaded after the first paint (after-paint.client.ts).
// Saves a choice from the banner without a page load, keeps the optional cookies in line with the
// choice, counts the page view (first party, analytics consent only) and opens the settings dialog,
// whose markup (/fragment/cookievalg) and code (consent-settings.client.ts) load on first use.
// Names, format and lifetimes: app/site/consent/consent.ts. Without JavaScript the same forms post to
// /samtykke, and the server leaves the banner out once there is a choice (withoutConsentBanner).
import {
  ANALYTICS_COOKIE,
  ANALYTICS_MAX_AGE_SECONDS,
  CAMPAIGN_COOKIE,
  CAMPAIGN_MAX_AGE_SECONDS,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  campaignCookieValue,
  parseConsent,
  serializeConsent,
  type ConsentChoice,
} from "./consent";

const status = document.querySelector<HTMLElement>("[data-consent-status]");
if (status) start(status);

function start(status: HTMLElement) {
  const config = status.dataset;
  let banner = document.querySelector("[data-consent-banner]");
  const secure = location.protocol === "https:" ? "; Secure" : "";
  let counted = false;
  let viewedPath = location.pathname;

  function read(name: string) {
    const parts = document.cookie ? document.cookie.split("; ") : [];
    for (const part of parts) {
      const at = part.indexOf("=");
      if (part.slice(0, at) === name) return part.slice(at + 1);
    }
    return null;
  }
  function write(name: string, value: string, maxAge: number) {
    document.cookie = name + "=" + value + "; Max-Age=" + maxAge + "; Path=/; SameSite=Lax" + secure;
  }
  function current() {
    return parseConsent(read(CONSENT_COOKIE));
  }

  // Optional cookies follow the choice: a refused (or expired) consent removes them.
  function apply(choice: ConsentChoice | null) {
    if (choice && choice.analytics) {
      const returning = read(ANALYTICS_COOKIE) === "1";
      if (!returning) write(ANALYTICS_COOKIE, "1", ANALYTICS_MAX_AGE_SECONDS);
      if (!counted && navigator.sendBeacon) {
        counted = true;
        const view = JSON.stringify({ path: location.pathname, returning: returning });
        navigator.sendBeacon("/api/sidevisning", new Blob([view], { type: "application/json" }));
      }
    } else if (read(ANALYTICS_COOKIE) !== null) write(ANALYTICS_COOKIE, "", 0);
    const value = choice && choice.marketing ? campaignCookieValue(location.search) : null;
    if (value) write(CAMPAIGN_COOKIE, value, CAMPAIGN_MAX_AGE_SECONDS);
    else if (!(choice && choice.marketing) && read(CAMPAIGN_COOKIE) !== null) write(CAMPAIGN_COOKIE, "", 0);
  }

  function removeBanner() {
    if (banner) banner.remove();
    banner = null;
  }

  let statusTimer: ReturnType<typeof setTimeout> | undefined;
  function announce() {
    clearTimeout(statusTimer);
    status.textContent = status.getAttribute("data-message");
    statusTimer = setTimeout(function () {
      status.textContent = "";
    }, 5000);
  }

  function save(analytics: boolean, marketing: boolean) {
    write(CONSENT_COOKIE, serializeConsent({ analytics, marketing }), CONSENT_MAX_AGE_SECONDS);
    apply({ analytics: analytics, marketing: marketing });
    removeBanner();
    announce();
  }

  // Focus goes to the start of the content rather than being lost with the banner.
  function focusMain() {
    const main = document.getElementById("main");
    if (main) main.focus({ preventScroll: true });
  }

  if (banner)
    banner.addEventListener("submit", function (event) {
      const value = ((event as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
      if (value !== "alle" && value !== "ingen") return;
      event.preventDefault();
      save(value === "alle", value === "alle");
      focusMain();
    });

  // The dialog's markup and script are fetched together the first time; the settings page does the
  // same job if either fails.
  let pending: Promise<Element> | null = null;
  function here() {
    return location.pathname + location.search;
  }
  function loadScript(src: string) {
    return new Promise(function (resolve, reject) {
      const script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = reject;
      document.head.appendChild(script);
    });
  }
  function loadDialog(kvFragment: (url: string) => Promise<Element>) {
    return Promise.all([
      kvFragment(config.settingsFragment as string),
      window.kvSamtykkeDialog ? null : loadScript(config.settingsScript as string),
    ]).then(function (loaded) {
      return loaded[0];
    });
  }
  function openSettings(opener: HTMLElement, kvFragment: (url: string) => Promise<Element>) {
    if (pending) return;
    const existing = document.querySelector("[data-consent-dialog]");
    pending = existing && window.kvSamtykkeDialog ? Promise.resolve(existing) : loadDialog(kvFragment);
    pending
      .then(function (dialog) {
        pending = null;
        const back = dialog.querySelector<HTMLInputElement>('input[name="tilbake"]');
        if (back) back.value = here();
        window.kvSamtykkeDialog?.(dialog as HTMLDialogElement, opener);
      })
      .catch(function () {
        location.assign("/samtykke?tilbake=" + encodeURIComponent(here()));
      });
  }

  // Capture phase: runs before a router link would navigate, so the dialog replaces the page visit.
  document.addEventListener(
    "click",
    function (event) {
      const opener = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-consent-open]") : null;
      if (!opener || typeof HTMLDialogElement !== "function" || !window.kvFragment) return;
      event.preventDefault();
      openSettings(opener, window.kvFragment);
    },
    true,
  );

  // pageView: a page changed without a page load (React Router on hydrated pages, see consent-banner.tsx).
  window.kvSamtykke = {
    current: current,
    save: save,
    focusMain: focusMain,
    pageView: function () {
      if (location.pathname === viewedPath) return;
      viewedPath = location.pathname;
      counted = false;
      apply(current());
    },
  };

  const choice = current();
  apply(choice);
  if (choice) {
    // A page served with the banner (from a cache, say) although a choice is stored.
    removeBanner();
    // The settings page is prerendered: tick its boxes from the stored choice.
    const boxes = document.querySelectorAll<HTMLInputElement>("[data-consent-page] [data-consent-box]");
    for (const box of boxes) {
      box.checked = box.getAttribute("data-consent-box") === "analyse" ? choice.analytics : choice.marketing;
    }
  }
}
