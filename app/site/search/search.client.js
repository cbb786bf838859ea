// The header search dialog, loaded on demand by app/site/frame/menu.client.js the first time someone opens
// the search, so pages where nobody searches pay nothing for it. Results come from /sok.json, the
// same ranking as the /sok page. ARIA combobox pattern: focus stays in the field, the arrow keys
// move aria-activedescendant through the options, Enter opens one, Escape closes the dialog and
// focus returns to the header link. Enter with no option chosen submits to /sok?q=… instead.
// When a word of the query is mistyped, the live region also offers «Mente du …?»: a link to
// /sok?q=… that, clicked here, searches for the corrected query in the dialog.
(function () {
  var trigger = document.querySelector("[data-search-script]");
  // Without <dialog> or fetch, or when the dialog cannot load, the search page does the same job.
  function searchPage() {
    if (trigger) location.href = trigger.href;
  }
  if (typeof HTMLDialogElement !== "function" || typeof AbortController !== "function" || !window.kvFragment) return searchPage();
  var existing = document.getElementById("sok-dialog");
  if (existing) return start(existing);
  // The dialog's markup is not in the page (app/shared/ui/after-paint.client.js fetches it; menu.js has
  // usually started that already).
  window.kvFragment(trigger.getAttribute("data-search-fragment")).then(start, searchPage);

  function start(dialog) {
    var form = dialog.querySelector("form");
    var input = document.getElementById("sok-dialog-q");
    var status = document.getElementById("sok-dialog-status");
    var listbox = document.getElementById("sok-dialog-results");
    var empty = dialog.querySelector("[data-search-empty]");
    var more = dialog.querySelector("[data-search-more]");
    var moreLink = more.querySelector("a");
    var text = dialog.dataset;
    var endpoint = form.getAttribute("data-endpoint");
    var DEBOUNCE_MS = 150;
    var timer = 0;
    var controller = null;
    var active = -1;

    function fill(template, n, q) {
      return template.replace("{n}", String(n)).replace("{q}", q);
    }

    // For a URL: a lone half of a surrogate pair (pasted text) would make encodeURIComponent throw.
    function encode(value) {
      return encodeURIComponent(
        value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, function (unit) {
          return unit.length === 2 ? unit : "\uFFFD";
        }),
      );
    }

    function pageUrl(query) {
      return form.getAttribute("action") + "?q=" + encode(query);
    }

    function options() {
      return listbox.querySelectorAll("[role=option]");
    }

    function setActive(index) {
      var list = options();
      if (list[active]) list[active].setAttribute("aria-selected", "false");
      active = list[index] ? index : -1;
      if (active === -1) {
        input.removeAttribute("aria-activedescendant");
        return;
      }
      list[active].setAttribute("aria-selected", "true");
      input.setAttribute("aria-activedescendant", list[active].id);
      list[active].scrollIntoView({ block: "nearest" });
    }

    function option(result, index) {
      var item = document.createElement("li");
      item.id = "sok-dialog-option-" + index;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      item.setAttribute("data-href", result.href);
      item.className =
        "cursor-pointer rounded-lg border border-transparent px-3 py-2 hover:bg-brand-50 aria-selected:border-brand-600 aria-selected:bg-brand-50";
      var kind = document.createElement("span");
      kind.className = "mr-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-900";
      kind.textContent = result.kind === "card" ? text.kindCard : text.kindGuide;
      var title = document.createElement("span");
      title.className = "font-semibold text-brand-800";
      title.textContent = result.title;
      var detail = document.createElement("span");
      detail.className = "mt-0.5 block text-sm text-muted";
      detail.textContent = result.text;
      item.appendChild(kind);
      item.appendChild(title);
      item.appendChild(detail);
      return item;
    }

    function show(data) {
      setActive(-1);
      listbox.textContent = "";
      var results = data ? data.results : [];
      for (var i = 0; i < results.length; i++) listbox.appendChild(option(results[i], i));
      listbox.hidden = results.length === 0;
      input.setAttribute("aria-expanded", String(results.length > 0));
      empty.hidden = !data || data.total > 0;
      more.hidden = !data || data.total <= results.length;
      if (data) {
        moreLink.href = pageUrl(data.query);
        moreLink.textContent = fill(text.showAll, data.total, data.query);
      }
      // The live region: screen readers hear the count once the results are in, and the suggestion.
      status.textContent = !data ? "" : fill(data.total > 0 ? text.count : text.noHits, data.total, data.query);
      if (data && data.suggestion) {
        var suggestion = document.createElement("a");
        suggestion.href = pageUrl(data.suggestion);
        suggestion.setAttribute("data-suggestion", data.suggestion);
        suggestion.className = "mt-1 block w-fit text-base font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
        suggestion.textContent = fill(text.didYouMean, data.total, data.suggestion);
        status.appendChild(suggestion);
      }
    }

    function search() {
      var query = input.value.replace(/\s+/g, " ").trim();
      if (controller) controller.abort();
      controller = null;
      if (!query) return show(null);
      var current = (controller = new AbortController());
      fetch(endpoint + "?q=" + encode(query), { signal: current.signal, headers: { Accept: "application/json" } })
        .then(function (response) {
          if (!response.ok) throw new Error("HTTP " + response.status);
          return response.json();
        })
        .then(function (data) {
          if (current === controller) show(data);
        })
        .catch(function (error) {
          if (error.name === "AbortError" || current !== controller) return;
          show(null);
          status.textContent = text.failed;
        });
    }

    function go(item) {
      var href = item.getAttribute("data-href");
      dialog.close();
      location.assign(href);
    }

    // The '/' shortcut can be switched off here; app/site/frame/menu.client.js reads the same setting.
    var shortcut = dialog.querySelector("[data-search-shortcut]");
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
      var count = options().length;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        if (count === 0) return;
        var next = active + (event.key === "ArrowDown" ? 1 : -1);
        // Down past the last wraps to the first; up from no option goes to the last.
        setActive(next >= count ? 0 : next < -1 ? count - 1 : next);
      } else if (event.key === "Enter" && !event.isComposing) {
        if (active >= 0) {
          event.preventDefault();
          go(options()[active]);
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
      var item = event.target instanceof Element ? event.target.closest("[role=option]") : null;
      if (item) go(item);
    });

    // «Mente du …?»: a plain click searches for the suggestion here; with a modifier key the link opens /sok.
    status.addEventListener("click", function (event) {
      var link = event.target instanceof Element ? event.target.closest("a[data-suggestion]") : null;
      if (!link || event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      input.value = link.getAttribute("data-suggestion");
      input.focus();
      search();
    });

    dialog.addEventListener("click", function (event) {
      if (event.defaultPrevented) return; // handled above
      if (event.target === dialog) dialog.close(); // the backdrop
      // A link in the dialog: close first, as a hydrated page navigates without reloading.
      else if (event.target instanceof Element && event.target.closest("a")) dialog.close();
    });
    dialog.querySelector("[data-search-close]").addEventListener("click", function () {
      dialog.close();
    });

    dialog.addEventListener("close", function () {
      clearTimeout(timer);
      if (controller) controller.abort();
      controller = null;
      // Back to the header link shown at this width (the header has one for each); with the small
      // screen's menu closed none is, and the browser's own return to the previously focused element stands.
      var links = document.querySelectorAll("[data-search-script]");
      for (var i = 0; i < links.length; i += 1) if (links[i].getClientRects().length > 0) return links[i].focus();
    });

    window.kortvalgSearch = { open: open };
    open();
  }
})();
