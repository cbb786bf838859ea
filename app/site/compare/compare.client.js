// The card comparison, without React (docs/decisions/0002-javascript-only-where-it-helps.md).
// Keeps the chosen cards ({slug, name}, at most data-max) in localStorage, turns the tiles'
// "Sammenlign" links into toggle buttons, runs the fixed tray (CompareTray), and makes every
// link to /sammenlign carry the selection. On /sammenlign it keeps the stored selection in step
// with the page, but asks before a link from elsewhere replaces another one (CompareSharedNotice).
// Without JavaScript the links and GET forms do all of this.
(function () {
  var KEY = "kortvalg-sammenligning";
  var tray = document.querySelector("[data-compare-tray]");
  var page = document.querySelector("[data-compare-page]");
  var status = document.querySelector("[data-compare-status]");
  var max = Number((tray || page || document.body).getAttribute("data-max")) || 3;
  var links = document.querySelectorAll('a[href="/sammenlign"]');
  var memory = [];

  function load() {
    var list;
    try {
      list = JSON.parse(window.localStorage.getItem(KEY) || "[]");
    } catch {
      list = memory;
    }
    if (!Array.isArray(list)) return [];
    return list
      .filter(function (card) {
        return card && /^[a-z0-9-]+$/.test(card.slug) && typeof card.name === "string";
      })
      .slice(0, max);
  }
  function save(list) {
    memory = list;
    try {
      window.localStorage.setItem(KEY, JSON.stringify(list));
    } catch {
      // Private mode or storage off: the selection lives for this page only.
    }
  }
  function indexOf(list, slug) {
    for (var i = 0; i < list.length; i += 1) if (list[i].slug === slug) return i;
    return -1;
  }
  function each(selector, fn) {
    Array.prototype.forEach.call(document.querySelectorAll(selector), fn);
  }
  function fill(text, name) {
    return text.replace("{name}", name).replace("{max}", String(max));
  }
  function slugsOf(list) {
    return list.map(function (card) {
      return card.slug;
    });
  }
  /** The same cards, in any order. */
  function sameCards(a, b) {
    return (
      a.length === b.length &&
      a.every(function (slug) {
        return b.indexOf(slug) !== -1;
      })
    );
  }
  /** The cards of the comparison page the reader came from (?kort=a,b or ?kort=a&kort=b), or null. */
  function cameFrom() {
    var from;
    try {
      from = new URL(document.referrer);
    } catch {
      return null;
    }
    if (from.origin !== location.origin || from.pathname !== "/sammenlign") return null;
    var slugs = [];
    from.searchParams.getAll("kort").forEach(function (value) {
      value.split(",").forEach(function (part) {
        var slug = part.trim().toLowerCase();
        if (slug && slugs.indexOf(slug) === -1) slugs.push(slug);
      });
    });
    return slugs;
  }
  function announce(text) {
    if (!status) return;
    // Cleared first, so the same message twice is read out twice.
    status.textContent = "";
    window.setTimeout(function () {
      status.textContent = text;
    }, 50);
  }
  function showNote(text) {
    var note = tray && tray.querySelector("[data-compare-note]");
    if (!note) return;
    note.textContent = text;
    note.hidden = !text;
  }

  function render() {
    var list = load();
    var href = list.length
      ? "/sammenlign?kort=" + list.map(function (card) { return card.slug; }).join(",")
      : "/sammenlign";
    Array.prototype.forEach.call(links, function (link) {
      link.setAttribute("href", href);
    });
    each("[data-compare-toggle]", function (button) {
      button.setAttribute("aria-pressed", String(indexOf(list, button.getAttribute("data-slug")) !== -1));
    });
    each("[data-compare-resume]", function (element) {
      element.hidden = list.length === 0;
    });
    if (!tray) return;
    var ul = tray.querySelector("[data-compare-list]");
    var template = tray.querySelector("[data-compare-item]");
    ul.textContent = "";
    list.forEach(function (card) {
      var item = template.content.cloneNode(true);
      Array.prototype.forEach.call(item.querySelectorAll("[data-compare-name]"), function (span) {
        span.textContent = card.name;
      });
      item.querySelector("[data-compare-remove]").setAttribute("data-slug", card.slug);
      ul.appendChild(item);
    });
    tray.querySelector("[data-compare-count]").textContent = String(list.length);
    if (list.length < max) showNote("");
    tray.hidden = list.length === 0;
    layout();
  }
  // The tray is fixed at the bottom, just above the cookie banner while that is shown (the banner
  // sticks to the bottom, consent-banner.tsx). The page end gets room for the tray (before the banner,
  // which ends the page), so neither ever covers the end of the page or a focused element for good.
  function layout() {
    var banner = document.querySelector("[data-consent-banner]");
    // A hidden tray needs no room and no place: nothing is measured (each measurement lays out the page).
    var own = tray.hidden ? 0 : tray.offsetHeight;
    var below = own && banner ? banner.offsetHeight : 0;
    var root = document.documentElement.style;
    if (own) tray.style.bottom = below + "px";
    if (banner) banner.style.marginTop = own ? own + "px" : "";
    root.paddingBottom = own && !banner ? own + "px" : "";
    root.scrollPaddingBottom = own ? own + below + "px" : "";
  }

  function toggle(slug, name) {
    var list = load();
    var at = indexOf(list, slug);
    if (at !== -1) {
      list.splice(at, 1);
      announce(fill(tray.getAttribute("data-text-removed"), name));
    } else if (list.length >= max) {
      var full = fill(tray.getAttribute("data-text-full"), name);
      showNote(full);
      announce(full);
      render();
      return;
    } else {
      list.push({ slug: slug, name: name });
      announce(fill(tray.getAttribute("data-text-added"), name));
    }
    save(list);
    render();
  }

  // A comparison opened from a link, with other cards than the kept ones: ask which to keep.
  function ask(kept, shown) {
    var notice = page.querySelector("[data-compare-shared]");
    if (!notice) return;
    var text = notice.querySelector("[data-compare-shared-text]");
    var names = new Intl.ListFormat("nb").format(
      kept.map(function (card) {
        return card.name;
      }),
    );
    function say(template) {
      text.textContent = notice.getAttribute(template).replace("{names}", names);
    }
    function answer(template, use) {
      if (use) {
        save(shown);
        render();
      }
      say(template);
      notice.querySelector("[data-compare-shared-choices]").hidden = true;
      notice.querySelector("[data-compare-own]").hidden = use;
      // The pressed button is gone: the answer takes focus and is read out.
      text.focus();
    }
    say("data-text-ask");
    notice.hidden = false;
    announce(text.textContent);
    notice.querySelector("[data-compare-keep]").addEventListener("click", function () {
      answer("data-text-kept", false);
    });
    notice.querySelector("[data-compare-use]").addEventListener("click", function () {
      answer("data-text-used", true);
    });
  }

  if (page) {
    // A URL with ?kort= is a comparison (also after "Fjern" on the last card). It becomes the stored
    // one when nothing else is kept, when it has the same cards, or when the reader changed their own
    // (Fjern, the add form: they came from the comparison that is kept). A link from elsewhere (shared,
    // a suggestion) with other cards never replaces the reader's own without asking.
    if (page.getAttribute("data-explicit") === "true") {
      var shown = [];
      each("[data-compare-card]", function (cell) {
        shown.push({ slug: cell.getAttribute("data-slug"), name: cell.getAttribute("data-name") });
      });
      var kept = load();
      var own = slugsOf(kept);
      var from = cameFrom();
      if (!own.length || sameCards(own, slugsOf(shown)) || (from && sameCards(from, own))) save(shown);
      else if (shown.length) ask(kept, shown);
      // The add form's ?kort=a&kort=b shows as the canonical ?kort=a,b, the address to share.
      var canonical = document.querySelector('link[rel="canonical"]');
      if (canonical && new URLSearchParams(location.search).getAll("kort").length > 1 && !page.querySelector("[data-compare-notes]")) {
        var url = new URL(canonical.href);
        history.replaceState(history.state, "", url.pathname + url.search + location.hash);
      }
    }
    render();
    return;
  }
  if (!tray) return;

  // Each tile's link becomes a toggle button with the same content and look (CompareToggle).
  each("[data-compare-link]", function (link) {
    var button = document.createElement("button");
    button.type = "button";
    button.className = "cursor-pointer " + link.className;
    button.setAttribute("aria-pressed", "false");
    button.setAttribute("data-compare-toggle", "");
    button.setAttribute("data-slug", link.getAttribute("data-slug"));
    button.setAttribute("data-name", link.getAttribute("data-name"));
    while (link.firstChild) button.appendChild(link.firstChild);
    link.replaceWith(button);
  });

  document.addEventListener("click", function (event) {
    var target = event.target instanceof Element ? event.target : null;
    var button = target && target.closest("[data-compare-toggle]");
    if (button) {
      toggle(button.getAttribute("data-slug"), button.getAttribute("data-name"));
      return;
    }
    var remove = target && target.closest("[data-compare-remove]");
    if (!remove) return;
    var slug = remove.getAttribute("data-slug");
    var list = load();
    var at = indexOf(list, slug);
    if (at === -1) return;
    toggle(slug, list[at].name);
    // The pressed button is gone: move focus to the card's own toggle, or stay in the tray.
    var next =
      document.querySelector('[data-compare-toggle][data-slug="' + slug + '"]') ||
      tray.querySelector("[data-compare-remove]") ||
      (tray.hidden ? null : tray.querySelector("a"));
    if (next) next.focus();
  });
  window.addEventListener("storage", function (event) {
    if (event.key === KEY) render();
  });
  window.addEventListener("resize", layout);
  // A choice on the banner removes it (consent.js).
  var banner = document.querySelector("[data-consent-banner]");
  if (banner && banner.parentNode && window.MutationObserver) new MutationObserver(layout).observe(banner.parentNode, { childList: true });
  render();
})();
