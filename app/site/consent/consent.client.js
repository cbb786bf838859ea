// Cookie consent without React, on every page, loaded after the first paint (after-paint.js).
// Saves a choice from the banner without a page load, keeps the optional cookies in line with the
// choice, counts the page view (first party, analytics consent only) and opens the settings dialog,
// whose markup (/fragment/cookievalg) and code (consent-settings.js) load on first use.
// Format and lifetimes: app/site/consent/consent.ts. Without JavaScript the same forms post to /samtykke,
// and the server leaves the banner out once there is a choice (host/html-policy.js).
(function () {
  var CONSENT = "kv_samtykke";
  var STATS = "kv_statistikk";
  var CAMPAIGN = "kv_kampanje";
  var status = document.querySelector("[data-consent-status]");
  if (!status) return;
  var config = status.dataset;
  var banner = document.querySelector("[data-consent-banner]");
  var secure = location.protocol === "https:" ? "; Secure" : "";
  var counted = false;
  var viewedPath = location.pathname;

  function read(name) {
    var parts = document.cookie ? document.cookie.split("; ") : [];
    for (var i = 0; i < parts.length; i += 1) {
      var at = parts[i].indexOf("=");
      if (parts[i].slice(0, at) === name) return parts[i].slice(at + 1);
    }
    return null;
  }
  function write(name, value, maxAge) {
    document.cookie = name + "=" + value + "; Max-Age=" + maxAge + "; Path=/; SameSite=Lax" + secure;
  }
  function current() {
    var match = /^v1-a([01])-m([01])$/.exec(read(CONSENT) || "");
    return match ? { analytics: match[1] === "1", marketing: match[2] === "1" } : null;
  }

  // "<utm_source>/<utm_campaign>", URL-encoded, at most 100 characters, cut between characters.
  function campaign() {
    var params = new URLSearchParams(location.search);
    var source = (params.get("utm_source") || "").trim();
    var name = (params.get("utm_campaign") || "").trim();
    if (!source || !name) return null;
    var raw = source + "/" + name;
    while (encodeURIComponent(raw).length > 100) {
      raw = raw.slice(0, -1);
      if (/[\ud800-\udbff]$/.test(raw)) raw = raw.slice(0, -1);
    }
    return encodeURIComponent(raw);
  }

  // Optional cookies follow the choice: a refused (or expired) consent removes them.
  function apply(choice) {
    if (choice && choice.analytics) {
      var returning = read(STATS) === "1";
      if (!returning) write(STATS, "1", config.statsMaxAge);
      if (!counted && navigator.sendBeacon) {
        counted = true;
        var view = JSON.stringify({ path: location.pathname, returning: returning });
        navigator.sendBeacon("/api/sidevisning", new Blob([view], { type: "application/json" }));
      }
    } else if (read(STATS) !== null) write(STATS, "", 0);
    var value = choice && choice.marketing ? campaign() : null;
    if (value) write(CAMPAIGN, value, config.campaignMaxAge);
    else if (!(choice && choice.marketing) && read(CAMPAIGN) !== null) write(CAMPAIGN, "", 0);
  }

  function removeBanner() {
    if (banner) banner.remove();
    banner = null;
  }

  var statusTimer;
  function announce() {
    clearTimeout(statusTimer);
    status.textContent = status.getAttribute("data-message");
    statusTimer = setTimeout(function () {
      status.textContent = "";
    }, 5000);
  }

  function save(analytics, marketing) {
    write(CONSENT, "v1-a" + (analytics ? 1 : 0) + "-m" + (marketing ? 1 : 0), config.maxAge);
    apply({ analytics: analytics, marketing: marketing });
    removeBanner();
    announce();
  }

  // Focus goes to the start of the content rather than being lost with the banner.
  function focusMain() {
    var main = document.getElementById("main");
    if (main) main.focus({ preventScroll: true });
  }

  if (banner)
    banner.addEventListener("submit", function (event) {
      var value = event.submitter && event.submitter.value;
      if (value !== "alle" && value !== "ingen") return;
      event.preventDefault();
      save(value === "alle", value === "alle");
      focusMain();
    });

  // The dialog's markup and script are fetched together the first time; the settings page does the
  // same job if either fails.
  var pending = null;
  function here() {
    return location.pathname + location.search;
  }
  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement("script");
      script.src = src;
      script.onload = resolve;
      script.onerror = reject;
      document.head.appendChild(script);
    });
  }
  function loadDialog() {
    return Promise.all([
      window.kvFragment(config.settingsFragment),
      window.kvSamtykkeDialog ? null : loadScript(config.settingsScript),
    ]).then(function (loaded) {
      return loaded[0];
    });
  }
  function openSettings(opener) {
    if (pending) return;
    var existing = document.querySelector("[data-consent-dialog]");
    pending = existing && window.kvSamtykkeDialog ? Promise.resolve(existing) : loadDialog();
    pending
      .then(function (dialog) {
        pending = null;
        var back = dialog.querySelector('input[name="tilbake"]');
        if (back) back.value = here();
        window.kvSamtykkeDialog(dialog, opener);
      })
      .catch(function () {
        location.assign("/samtykke?tilbake=" + encodeURIComponent(here()));
      });
  }

  // Capture phase: runs before a router link would navigate, so the dialog replaces the page visit.
  document.addEventListener(
    "click",
    function (event) {
      var opener = event.target instanceof Element ? event.target.closest("[data-consent-open]") : null;
      if (!opener || typeof HTMLDialogElement !== "function" || !window.kvFragment) return;
      event.preventDefault();
      openSettings(opener);
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

  var choice = current();
  apply(choice);
  if (choice) {
    // A page served with the banner (from a cache, say) although a choice is stored.
    removeBanner();
    // The settings page is prerendered: tick its boxes from the stored choice.
    var boxes = document.querySelectorAll("[data-consent-page] [data-consent-box]");
    for (var i = 0; i < boxes.length; i += 1) {
      boxes[i].checked = boxes[i].getAttribute("data-consent-box") === "analyse" ? choice.analytics : choice.marketing;
    }
  }
})();
