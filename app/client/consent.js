// Cookie consent without React, on every page (docs/decisions/0002-javascript-only-where-it-helps.md).
// Shows the banner while there is no valid choice, saves a choice from the banner itself, keeps the
// optional cookies in line with the choice, counts the page view (first party, analytics consent
// only) and opens the settings dialog, whose code (consent-settings.js) loads on first use.
// Format and lifetimes: app/domain/consent.ts. Without JavaScript the same forms post to /samtykke.
(function () {
  var CONSENT = "kv_samtykke";
  var STATS = "kv_statistikk";
  var CAMPAIGN = "kv_kampanje";
  var banner = document.querySelector("[data-consent-banner]");
  if (!banner) return;
  var config = banner.dataset;
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

  // Fixed to the bottom, so nothing moves. The page end gets room, so the banner never hides the footer
  // or a focused element. A constructed style sheet leaves the attributes of <html> and <body> alone,
  // which React compares when it hydrates a page.
  var room = null;
  function showBanner(visible) {
    banner.hidden = !visible;
    // Measured after the first paint, so showing the banner never forces an extra layout of the page
    // before it is drawn; the room below is added a frame later, out of view at the page end.
    if (visible) requestAnimationFrame(function () {
      setTimeout(function () {
        if (!banner.hidden) makeRoom(banner.offsetHeight + "px");
      }, 0);
    });
    else makeRoom("");
  }
  function makeRoom(px) {
    var css = px ? "html{scroll-padding-bottom:" + px + "}body{padding-bottom:" + px + "}" : "";
    try {
      if (!room) {
        room = new CSSStyleSheet();
        document.adoptedStyleSheets = document.adoptedStyleSheets.concat([room]);
      }
      room.replaceSync(css);
    } catch {
      document.body.style.paddingBottom = px;
      document.documentElement.style.scrollPaddingBottom = px;
    }
  }

  var status = document.querySelector("[data-consent-status]");
  var statusTimer;
  function announce() {
    if (!status) return;
    clearTimeout(statusTimer);
    status.textContent = status.getAttribute("data-message");
    statusTimer = setTimeout(function () {
      status.textContent = "";
    }, 5000);
  }

  function save(analytics, marketing) {
    write(CONSENT, "v1-a" + (analytics ? 1 : 0) + "-m" + (marketing ? 1 : 0), config.maxAge);
    apply({ analytics: analytics, marketing: marketing });
    showBanner(false);
    announce();
  }

  // Focus goes to the start of the content rather than being lost with the hidden banner.
  function focusMain() {
    var main = document.getElementById("main");
    if (main) main.focus({ preventScroll: true });
  }

  banner.addEventListener("submit", function (event) {
    var value = event.submitter && event.submitter.value;
    if (value !== "alle" && value !== "ingen") return;
    event.preventDefault();
    save(value === "alle", value === "alle");
    focusMain();
  });

  var pending = null;
  function openSettings(dialog, opener) {
    if (window.kvSamtykkeDialog) return window.kvSamtykkeDialog(dialog, opener);
    if (pending) return;
    pending = document.createElement("script");
    pending.src = dialog.getAttribute("data-script");
    pending.onload = function () {
      window.kvSamtykkeDialog(dialog, opener);
    };
    // If the dialog cannot load, the settings page does the same job.
    pending.onerror = function () {
      location.assign("/samtykke?tilbake=" + encodeURIComponent(location.pathname + location.search));
    };
    document.head.appendChild(pending);
  }

  // Capture phase: runs before a router link would navigate, so the dialog replaces the page visit.
  document.addEventListener(
    "click",
    function (event) {
      var opener = event.target instanceof Element ? event.target.closest("[data-consent-open]") : null;
      var dialog = document.querySelector("[data-consent-dialog]");
      if (!opener || !dialog || typeof dialog.showModal !== "function") return;
      event.preventDefault();
      openSettings(dialog, opener);
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
    // The settings page is prerendered: tick its boxes from the stored choice.
    var boxes = document.querySelectorAll("[data-consent-page] [data-consent-box]");
    for (var i = 0; i < boxes.length; i += 1) {
      boxes[i].checked = boxes[i].getAttribute("data-consent-box") === "analyse" ? choice.analytics : choice.marketing;
    }
  } else if (!document.querySelector("[data-consent-page]")) {
    showBanner(true);
    window.addEventListener("resize", function () {
      if (!banner.hidden) showBanner(true);
    });
  }
})();
