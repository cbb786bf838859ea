// The header search dialog, loaded on demand by app/site/frame/menu.client.ts the first time someone opens
// the search, so pages where nobody searches pay nothing for it. Results come from /sok.json, the
// same ranking as the /sok page. ARIA combobox pattern: focus stays in the field, the arrow keys
// move aria-activedescendant through the options, Enter opens one, Escape closes the dialog and
// focus returns to the header link. Enter with no option chosen submits to /sok?q=… instead.
// When a word of the query is mistyped, the live region also offers «Mente du …?»: a link to
// /sok?q=… that, clicked here, searches for the corrected query in the dialog.
type Result = { kind: string; href: string; title: string; text: string };
type Answer = { query: string; total: number; results: Result[]; suggestion?: string | null; feedSourced?: boolean };

const trigger = document.querySelector<HTMLAnchorElement>("[data-search-script]");
// Without <dialog> or fetch, or when the dialog cannot load, the search page does the same job.
function searchPage() {
  if (trigger) location.href = trigger.href;
}
const existing = document.getElementById("sok-dialog");
if (typeof HTMLDialogElement !== "function" || typeof AbortController !== "function" || !window.kvFragment)
  searchPage();
else if (existing) start(existing);
// The dialog's markup is not in the page (app/shared/ui/after-paint.client.ts fetches it; menu.client.ts has
// usually started that already).
else window.kvFragment(trigger?.getAttribute("data-search-fragment") as string).then(start, searchPage);

function start(element: Element) {
  const dialog = element as HTMLDialogElement;
  const form = dialog.querySelector("form") as HTMLFormElement;
  const input = document.getElementById("sok-dialog-q") as HTMLInputElement;
  const status = document.getElementById("sok-dialog-status") as HTMLElement;
  const listbox = document.getElementById("sok-dialog-results") as HTMLElement;
  const empty = dialog.querySelector("[data-search-empty]") as HTMLElement;
  const more = dialog.querySelector("[data-search-more]") as HTMLElement;
  const feedNote = dialog.querySelector("[data-search-feed]") as HTMLElement;
  const moreLink = more.querySelector("a") as HTMLAnchorElement;
  // The dialog's words, from its data-* attributes (app/site/search/search-dialog.tsx).
  const text = dialog.dataset as {
    [key in "kindCard" | "kindGuide" | "showAll" | "count" | "noHits" | "didYouMean" | "failed"]: string;
  };
  const endpoint = form.getAttribute("data-endpoint");
  const DEBOUNCE_MS = 150;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | null = null;
  let active = -1;

  function fill(template: string, n: number, q: string) {
    return template.replace("{n}", String(n)).replace("{q}", q);
  }

  // For a URL: a lone half of a surrogate pair (pasted text) would make encodeURIComponent throw.
  function encode(value: string) {
    return encodeURIComponent(
      value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, function (unit) {
        return unit.length === 2 ? unit : "\uFFFD";
      }),
    );
  }

  function pageUrl(query: string) {
    return form.getAttribute("action") + "?q=" + encode(query);
  }

  function options() {
    return listbox.querySelectorAll<HTMLElement>("[role=option]");
  }

  function setActive(index: number) {
    const list = options();
    list[active]?.setAttribute("aria-selected", "false");
    const chosen = list[index];
    active = chosen ? index : -1;
    if (!chosen) {
      input.removeAttribute("aria-activedescendant");
      return;
    }
    chosen.setAttribute("aria-selected", "true");
    input.setAttribute("aria-activedescendant", chosen.id);
    chosen.scrollIntoView({ block: "nearest" });
  }

  function option(result: Result, index: number) {
    const item = document.createElement("li");
    item.id = "sok-dialog-option-" + index;
    item.setAttribute("role", "option");
    item.setAttribute("aria-selected", "false");
    item.setAttribute("data-href", result.href);
    item.className =
      "cursor-pointer rounded-lg border border-transparent px-3 py-2 hover:bg-brand-50 aria-selected:border-brand-600 aria-selected:bg-brand-50";
    const kind = document.createElement("span");
    kind.className = "mr-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900";
    kind.textContent = result.kind === "card" ? text.kindCard : text.kindGuide;
    const title = document.createElement("span");
    title.className = "font-semibold text-brand-800";
    title.textContent = result.title;
    const detail = document.createElement("span");
    detail.className = "mt-0.5 block text-sm text-muted";
    detail.textContent = result.text;
    item.appendChild(kind);
    item.appendChild(title);
    item.appendChild(detail);
    return item;
  }

  function show(data: Answer | null) {
    setActive(-1);
    listbox.textContent = "";
    const results = data ? data.results : [];
    results.forEach((result, i) => listbox.appendChild(option(result, i)));
    listbox.hidden = results.length === 0;
    input.setAttribute("aria-expanded", String(results.length > 0));
    empty.hidden = !data || data.total > 0;
    more.hidden = !data || data.total <= results.length;
    feedNote.hidden = !data || !data.feedSourced;
    if (data) {
      moreLink.href = pageUrl(data.query);
      moreLink.textContent = fill(text.showAll, data.total, data.query);
    }
    // The live region: screen readers hear the count once the results are in, and the suggestion.
    status.textContent = !data ? "" : fill(data.total > 0 ? text.count : text.noHits, data.total, data.query);
    if (data && data.suggestion) {
      const suggestion = document.createElement("a");
      suggestion.href = pageUrl(data.suggestion);
      suggestion.setAttribute("data-suggestion", data.suggestion);
      suggestion.className =
        "mt-1 block w-fit text-base font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
      suggestion.textContent = fill(text.didYouMean, data.total, data.suggestion);
      status.appendChild(suggestion);
    }
  }

  function search() {
    const query = input.value.replace(/\s+/g, " ").trim();
    if (controller) controller.abort();
    controller = null;
    if (!query) return show(null);
    const current = (controller = new AbortController());
    fetch(endpoint + "?q=" + encode(query), { signal: current.signal, headers: { Accept: "application/json" } })
      .then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      })
      .then(function (data: Answer) {
        if (current === controller) show(data);
      })
      .catch(function (error: Error) {
        if (error.name === "AbortError" || current !== controller) return;
        show(null);
        status.textContent = text.failed;
      });
  }

  function go(item: Element) {
    const href = item.getAttribute("data-href") as string;
    dialog.close();
    location.assign(href);
  }

  // The '/' shortcut can be switched off here; app/site/frame/menu.client.ts reads the same setting.
  const shortcut = dialog.querySelector<HTMLInputElement>("[data-search-shortcut]");
  if (shortcut) {
    shortcut.addEventListener("change", function () {
      try {
        if (shortcut.checked) localStorage.removeItem("kv_sok_hurtigtast");
        else localStorage.setItem("kv_sok_hurtigtast", "av");
      } catch {
        // storage blocked: keep the default
      }
    });
  }

  function open() {
    if (dialog.open) return;
    if (shortcut) {
      try {
        shortcut.checked = localStorage.getItem("kv_sok_hurtigtast") !== "av";
      } catch {
        // storage blocked: keep the default
      }
    }
    dialog.showModal();
    input.focus();
    input.select();
    // A search left unanswered when the dialog last closed is asked again.
    if (input.value.trim()) search();
  }

  input.addEventListener("input", function () {
    clearTimeout(timer);
    timer = setTimeout(search, DEBOUNCE_MS);
  });

  input.addEventListener("keydown", function (event) {
    const count = options().length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (count === 0) return;
      const next = active + (event.key === "ArrowDown" ? 1 : -1);
      // Down past the last wraps to the first; up from no option goes to the last.
      setActive(next >= count ? 0 : next < -1 ? count - 1 : next);
    } else if (event.key === "Enter" && !event.isComposing) {
      if (active >= 0) {
        event.preventDefault();
        go(options()[active] as HTMLElement);
      } else if (!input.value.trim()) {
        event.preventDefault();
      }
    }
  });

  // Escape anywhere in the dialog closes it; kept from the menu script's own Escape handling.
  dialog.addEventListener("keydown", function (event) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    dialog.close();
  });

  // Pressing an option must not move focus out of the field; the click then opens it.
  listbox.addEventListener("mousedown", function (event) {
    event.preventDefault();
  });
  listbox.addEventListener("click", function (event) {
    const item = event.target instanceof Element ? event.target.closest("[role=option]") : null;
    if (item) go(item);
  });

  // «Mente du …?»: a plain click searches for the suggestion here; with a modifier key the link opens /sok.
  status.addEventListener("click", function (event) {
    const link = event.target instanceof Element ? event.target.closest("a[data-suggestion]") : null;
    if (!link || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    input.value = link.getAttribute("data-suggestion") as string;
    input.focus();
    search();
  });

  dialog.addEventListener("click", function (event) {
    if (event.defaultPrevented) return; // handled above
    if (event.target === dialog)
      dialog.close(); // the backdrop
    // A link in the dialog: close first, as a hydrated page navigates without reloading.
    else if (event.target instanceof Element && event.target.closest("a")) dialog.close();
  });
  dialog.querySelector("[data-search-close]")?.addEventListener("click", function () {
    dialog.close();
  });

  dialog.addEventListener("close", function () {
    clearTimeout(timer);
    if (controller) controller.abort();
    controller = null;
    // Back to the header link shown at this width (the header has one for each); with the small
    // screen's menu closed none is, and the browser's own return to the previously focused element stands.
    for (const link of document.querySelectorAll<HTMLElement>("[data-search-script]"))
      if (link.getClientRects().length > 0) return link.focus();
  });

  window.kortvalgSearch = { open: open };
  open();
}

// A module: its names are its own (the build wraps it in a function).
export {};
