// Loads the page's enhancement scripts once the page has been painted: every
// <template data-after-paint="<script URL>"> (app/components/after-paint-script.tsx) names one, each URL once. Until they run, the page works as it does
// without JavaScript (the banner's and the tiles' forms and links), so nothing the reader needs waits
// for them, and the first paint waits for nothing but the document (docs/decisions/0004-serving-fast.md).
(function () {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var seen = {};
    var hosts = document.querySelectorAll("[data-after-paint]");
    for (var i = 0; i < hosts.length; i += 1) {
      var src = hosts[i].getAttribute("data-after-paint");
      if (!src || seen[src]) continue;
      seen[src] = true;
      var script = document.createElement("script");
      script.src = src;
      document.head.appendChild(script);
    }
  }
  // The first contentful paint where the browser reports it; otherwise the load event.
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName("first-contentful-paint").length) setTimeout(load, 0);
    }).observe({ type: "paint", buffered: true });
  } catch {
    // no paint timing: the load event below does it
  }
  window.addEventListener("load", load);
})();
