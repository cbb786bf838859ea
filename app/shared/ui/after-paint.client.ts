// Loads the page's enhancement scripts once the page has been painted: every
// <template data-after-paint="<script URL>"> (app/shared/ui/after-paint-script.tsx) names one, each
// URL once. Until they run, the page works as it does without JavaScript (the banner's and the tiles'
// forms and links), so nothing the reader needs waits for them, and the first paint waits for nothing
// but the document (docs/decisions/0004-serving-fast.md).

// Markup that only some visitors need (the search and cookie dialogs) is fetched on first use:
// kvFragment(url) resolves to the inserted element, once the stylesheet the fragment names (the
// whole site sheet, app/site/fragments/fragments.server.tsx) has loaded. Each URL is fetched once.
const fragments: Record<string, Promise<Element>> = {};
const sheets: Record<string, Promise<unknown>> = {};
function sheetLoaded(link: HTMLLinkElement) {
  const href = link.getAttribute("href") as string;
  if (!sheets[href]) {
    sheets[href] = new Promise(function (resolve, reject) {
      link.onload = resolve;
      link.onerror = reject;
    });
    document.head.appendChild(link);
  }
  return sheets[href];
}
window.kvFragment = function (url) {
  let fragment = fragments[url];
  if (!fragment) {
    fragment = fragments[url] = fetch(url)
      .then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.text();
      })
      .then(function (html) {
        const holder = document.createElement("div");
        holder.innerHTML = html;
        const sheet = holder.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
        if (sheet) holder.removeChild(sheet);
        const element = holder.firstElementChild as Element;
        return (sheet ? sheetLoaded(sheet) : Promise.resolve()).then(function () {
          document.body.appendChild(element);
          return element;
        });
      });
    fragment.catch(function () {
      delete fragments[url];
    });
  }
  return fragment;
};

function load() {
  // The web manifest too: browsers fetch it as soon as it is linked (app/shared/site-icons.ts).
  const manifest = document.querySelector("[data-after-paint-manifest]");
  if (manifest && !document.querySelector('link[rel="manifest"]')) {
    const link = document.createElement("link");
    link.rel = "manifest";
    link.href = manifest.getAttribute("data-after-paint-manifest") as string;
    document.head.appendChild(link);
  }
  const seen: Record<string, boolean> = {};
  const hosts = document.querySelectorAll("[data-after-paint]");
  for (let i = 0; i < hosts.length; i += 1) {
    const src = hosts[i]?.getAttribute("data-after-paint");
    if (!src || seen[src]) continue;
    seen[src] = true;
    const script = document.createElement("script");
    script.src = src;
    document.head.appendChild(script);
  }
}
// After the first contentful paint. The load event is no substitute where paint timing exists: a
// page without images is loaded before it is painted. Elsewhere the load event does it.
const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
if (types.indexOf("paint") === -1) {
  if (document.readyState === "complete") load();
  else window.addEventListener("load", load);
} else {
  new PerformanceObserver(function (list, observer) {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    setTimeout(load, 0);
  }).observe({ type: "paint", buffered: true });
}

// A module: its names are its own (the build wraps it in a function).
export {};
