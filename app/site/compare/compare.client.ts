// The card comparison, without React (docs/decisions/0002-javascript-only-where-it-helps.md).
// Keeps the chosen cards ({slug, name}, at most MAX_COMPARED) in localStorage, turns the tiles'
// "Sammenlign" links into toggle buttons, runs the fixed tray (CompareTray), and makes every
// link to /sammenlign carry the selection. On /sammenlign it keeps the stored selection in step
// with the page, but asks before a link from elsewhere replaces another one (CompareSharedNotice).
// Without JavaScript the links and GET forms do all of this. The marks, key and limit: compare-contract.ts.
import {
  CARD_NAME,
  CARD_SLUG,
  COMPARE_STORAGE_KEY,
  EXPLICIT,
  MAX_COMPARED,
  compareAttribute,
  compareSelector,
  compareTemplates,
  fillCompareText,
  type CompareTemplate,
  type StoredCard,
} from "./compare-contract";

const tray = document.querySelector<HTMLElement>(compareSelector("tray"));
const page = document.querySelector<HTMLElement>(compareSelector("page"));
const status = document.querySelector(compareSelector("status"));
const links = document.querySelectorAll('a[href="/sammenlign"]');
let memory: StoredCard[] = [];

function load(): StoredCard[] {
  let list: unknown;
  try {
    list = JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) || "[]");
  } catch {
    list = memory;
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter(function (card) {
      return card && /^[a-z0-9-]+$/.test(card.slug) && typeof card.name === "string";
    })
    .slice(0, MAX_COMPARED);
}
function save(list: StoredCard[]) {
  memory = list;
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Private mode or storage off: the selection lives for this page only.
  }
}
function indexOf(list: StoredCard[], slug: string | null) {
  return list.findIndex((card) => card.slug === slug);
}
function each<T extends Element = HTMLElement>(selector: string, fn: (element: T) => void) {
  document.querySelectorAll<T>(selector).forEach(fn);
}
/** A template from the element's data-text-* attribute, filled in. */
function say(element: Element, template: CompareTemplate, values: { name?: string; names?: string }) {
  return fillCompareText(element.getAttribute(compareTemplates[template]) ?? "", values);
}
function slugsOf(list: StoredCard[]) {
  return list.map(function (card) {
    return card.slug;
  });
}
/** The same cards, in any order. */
function sameCards(a: string[], b: string[]) {
  return (
    a.length === b.length &&
    a.every(function (slug) {
      return b.indexOf(slug) !== -1;
    })
  );
}
/** The cards of the comparison page the reader came from (?kort=a,b or ?kort=a&kort=b), or null. */
function cameFrom() {
  let from: URL;
  try {
    from = new URL(document.referrer);
  } catch {
    return null;
  }
  if (from.origin !== location.origin || from.pathname !== "/sammenlign") return null;
  const slugs: string[] = [];
  from.searchParams.getAll("kort").forEach(function (value) {
    value.split(",").forEach(function (part) {
      const slug = part.trim().toLowerCase();
      if (slug && slugs.indexOf(slug) === -1) slugs.push(slug);
    });
  });
  return slugs;
}
function announce(text: string | null) {
  if (!status) return;
  // Cleared first, so the same message twice is read out twice.
  status.textContent = "";
  window.setTimeout(function () {
    status.textContent = text;
  }, 50);
}
function showNote(text: string) {
  const note = tray && tray.querySelector<HTMLElement>(compareSelector("note"));
  if (!note) return;
  note.textContent = text;
  note.hidden = !text;
}

function render() {
  const list = load();
  const href = list.length
    ? "/sammenlign?kort=" +
      list
        .map(function (card) {
          return card.slug;
        })
        .join(",")
    : "/sammenlign";
  links.forEach(function (link) {
    link.setAttribute("href", href);
  });
  each(compareSelector("toggle"), function (button) {
    button.setAttribute("aria-pressed", String(indexOf(list, button.getAttribute(CARD_SLUG)) !== -1));
  });
  each(compareSelector("resume"), function (element) {
    element.hidden = list.length === 0;
  });
  if (!tray) return;
  const ul = tray.querySelector(compareSelector("list")) as Element;
  const template = tray.querySelector(compareSelector("item")) as HTMLTemplateElement;
  ul.textContent = "";
  list.forEach(function (card) {
    const item = template.content.cloneNode(true) as DocumentFragment;
    item.querySelectorAll(compareSelector("name")).forEach(function (span) {
      span.textContent = card.name;
    });
    item.querySelector(compareSelector("remove"))?.setAttribute(CARD_SLUG, card.slug);
    ul.appendChild(item);
  });
  (tray.querySelector(compareSelector("count")) as Element).textContent = String(list.length);
  if (list.length < MAX_COMPARED) showNote("");
  tray.hidden = list.length === 0;
  layout();
}
// The tray is fixed at the bottom, just above the cookie banner while that is shown (the banner
// sticks to the bottom, consent-banner.tsx). The page end gets room for the tray (before the banner,
// which ends the page), so neither ever covers the end of the page or a focused element for good.
function layout() {
  if (!tray) return;
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  // A hidden tray needs no room and no place: nothing is measured (each measurement lays out the page).
  const own = tray.hidden ? 0 : tray.offsetHeight;
  const below = own && banner ? banner.offsetHeight : 0;
  const root = document.documentElement.style;
  if (own) tray.style.bottom = below + "px";
  if (banner) banner.style.marginTop = own ? own + "px" : "";
  root.paddingBottom = own && !banner ? own + "px" : "";
  root.scrollPaddingBottom = own ? own + below + "px" : "";
}

function toggle(tray: HTMLElement, slug: string, name: string) {
  const list = load();
  const at = indexOf(list, slug);
  if (at !== -1) {
    list.splice(at, 1);
    announce(say(tray, "removed", { name }));
  } else if (list.length >= MAX_COMPARED) {
    const full = say(tray, "full", { name });
    showNote(full);
    announce(full);
    render();
    return;
  } else {
    list.push({ slug: slug, name: name });
    announce(say(tray, "added", { name }));
  }
  save(list);
  render();
}

// A comparison opened from a link, with other cards than the kept ones: ask which to keep.
function ask(page: HTMLElement, kept: StoredCard[], shown: StoredCard[]) {
  const notice = page.querySelector<HTMLElement>(compareSelector("shared"));
  if (!notice) return;
  const text = notice.querySelector(compareSelector("shared-text")) as HTMLElement;
  const names = new Intl.ListFormat("nb").format(
    kept.map(function (card) {
      return card.name;
    }),
  );
  function tell(template: CompareTemplate) {
    text.textContent = say(notice as HTMLElement, template, { names });
  }
  function answer(template: CompareTemplate, use: boolean) {
    if (use) {
      save(shown);
      render();
    }
    tell(template);
    (notice?.querySelector(compareSelector("shared-choices")) as HTMLElement).hidden = true;
    (notice?.querySelector(compareSelector("own")) as HTMLElement).hidden = use;
    // The pressed button is gone: the answer takes focus and is read out.
    text.focus();
  }
  tell("ask");
  notice.hidden = false;
  announce(text.textContent);
  notice.querySelector(compareSelector("keep"))?.addEventListener("click", function () {
    answer("kept", false);
  });
  notice.querySelector(compareSelector("use"))?.addEventListener("click", function () {
    answer("used", true);
  });
}

if (page) {
  // A URL with ?kort= is a comparison (also after "Fjern" on the last card). It becomes the stored
  // one when nothing else is kept, when it has the same cards, or when the reader changed their own
  // (Fjern, the add form: they came from the comparison that is kept). A link from elsewhere (shared,
  // a suggestion) with other cards never replaces the reader's own without asking.
  if (page.getAttribute(EXPLICIT) === "true") {
    const shown: StoredCard[] = [];
    each(compareSelector("card"), function (cell) {
      shown.push({ slug: cell.getAttribute(CARD_SLUG) as string, name: cell.getAttribute(CARD_NAME) as string });
    });
    const kept = load();
    const own = slugsOf(kept);
    const from = cameFrom();
    if (!own.length || sameCards(own, slugsOf(shown)) || (from && sameCards(from, own))) save(shown);
    else if (shown.length) ask(page, kept, shown);
    // The add form's ?kort=a&kort=b shows as the canonical ?kort=a,b, the address to share.
    const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (
      canonical &&
      new URLSearchParams(location.search).getAll("kort").length > 1 &&
      !page.querySelector(compareSelector("notes"))
    ) {
      const url = new URL(canonical.href);
      history.replaceState(history.state, "", url.pathname + url.search + location.hash);
    }
  }
  render();
} else if (tray) {
  enhanceTiles(tray);
}

function enhanceTiles(tray: HTMLElement) {
  // Each tile's link becomes a toggle button with the same content and look (CompareToggle).
  each(compareSelector("link"), function (link) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "cursor-pointer " + link.className;
    button.setAttribute("aria-pressed", "false");
    button.setAttribute(compareAttribute("toggle"), "");
    button.setAttribute(CARD_SLUG, link.getAttribute(CARD_SLUG) as string);
    button.setAttribute(CARD_NAME, link.getAttribute(CARD_NAME) as string);
    while (link.firstChild) button.appendChild(link.firstChild);
    link.replaceWith(button);
  });

  document.addEventListener("click", function (event) {
    const target = event.target instanceof Element ? event.target : null;
    const button = target && target.closest(compareSelector("toggle"));
    if (button) {
      toggle(tray, button.getAttribute(CARD_SLUG) as string, button.getAttribute(CARD_NAME) as string);
      return;
    }
    const remove = target && target.closest(compareSelector("remove"));
    if (!remove) return;
    const slug = remove.getAttribute(CARD_SLUG) as string;
    const list = load();
    const card = list[indexOf(list, slug)];
    if (!card) return;
    toggle(tray, slug, card.name);
    // The pressed button is gone: move focus to the card's own toggle, or stay in the tray.
    const next =
      document.querySelector<HTMLElement>(compareSelector("toggle") + "[" + CARD_SLUG + '="' + slug + '"]') ||
      tray.querySelector<HTMLElement>(compareSelector("remove")) ||
      (tray.hidden ? null : tray.querySelector("a"));
    if (next) next.focus();
  });
  window.addEventListener("storage", function (event) {
    if (event.key === COMPARE_STORAGE_KEY) render();
  });
  window.addEventListener("resize", layout);
  // A choice on the banner removes it (consent.client.ts).
  const banner = document.querySelector("[data-consent-banner]");
  if (banner && banner.parentNode && window.MutationObserver)
    new MutationObserver(layout).observe(banner.parentNode, { childList: true });
  render();
}
