// Form helpers without React: no page hydrates (docs/decisions/0002-javascript-only-where-it-helps.md).
// Loaded after the first paint (AfterPaintScript, each URL once) where a page needs it: error
// summaries, a calculator's result after a submit, forms checked in the browser, the contact page's
// thank-you state. Everything here is an extra: the forms work the same without it.
if (!window.kortvalgForms) {
  window.kortvalgForms = true;
  start();
}

type Errors = Record<string, string>;
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function start() {
  // After a submit the server marks the error summary, or a calculator's result, with autofocus.
  // Browsers skip autofocus when the URL's #fragment names an element (the calculators return to their
  // answer), and Chrome clears focus when it scrolls to the fragment, so focus it once the page has
  // loaded, unless the visitor has already moved focus.
  function focusFirst() {
    const first = document.querySelector<HTMLElement>("[autofocus]");
    const active = document.activeElement;
    if (first && (!active || active === document.body)) first.focus();
  }
  if (document.readyState === "complete") focusFirst();
  else window.addEventListener("load", focusFirst);

  // A link in an error summary focuses the field itself (not only scrolls to it), so the
  // visitor can type at once; the field's label is scrolled into view with it.
  document.addEventListener("click", function (e) {
    const link = e.target instanceof Element && e.target.closest('[data-error-summary] a[href^="#"]');
    const field = link && (document.getElementById((link.getAttribute("href") as string).slice(1)) as Field | null);
    if (!field) return;
    e.preventDefault();
    const label = field.labels && field.labels[0];
    (label || field).scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
  });

  // The contact page's thank-you toast: in the server's HTML, hidden. Shown empty first, then
  // filled, so screen readers announce it; it goes away by itself after eight seconds.
  function showToast() {
    const toast = document.querySelector<HTMLElement>("[data-toast]");
    if (!toast) return;
    const text = toast.textContent;
    toast.textContent = "";
    toast.hidden = false;
    setTimeout(function () {
      toast.textContent = text;
    }, 100);
    setTimeout(function () {
      toast.hidden = true;
    }, 8000);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", showToast);
  else showToast();
  // Checking in the browser before posting, with the form's own zod schema: the schemas run in a
  // worker (app/site/forms/form-validation.worker.ts), fetched on the first submit. Messages use the
  // server's own markup (templates in the page). If the worker is missing, slow or broken, the form
  // simply posts and the server answers as always; the server checks every post regardless.
  let worker: Worker | null = null;
  let failed = false;
  let waiting: Record<number, (errors: Errors | null) => void> = {};
  let nextId = 1;
  function validator(url: string) {
    if (!worker) {
      try {
        worker = new Worker(url);
      } catch {
        return null; // no workers here: the server checks the post
      }
      worker.onmessage = function (e: MessageEvent<{ id: number; errors: Errors | null }>) {
        const done = waiting[e.data.id];
        delete waiting[e.data.id];
        if (done) done(e.data.errors);
      };
      worker.onerror = function () {
        failed = true;
        for (const id in waiting) waiting[id]?.(null);
        waiting = {};
      };
    }
    return failed ? null : worker;
  }

  function post(form: HTMLFormElement) {
    form.setAttribute("data-checked", "");
    HTMLFormElement.prototype.submit.call(form);
  }

  document.addEventListener("submit", function (e) {
    const form = e.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-validate") || form.hasAttribute("data-checked"))
      return;
    const check = validator(form.getAttribute("data-validation-worker") as string);
    if (!check) return;
    e.preventDefault();
    const values: Record<string, string> = {};
    new FormData(form).forEach(function (value, name) {
      if (typeof value === "string") values[name] = value;
    });
    const id = nextId++;
    let finished = false;
    const timer = setTimeout(function () {
      finish(null);
    }, 4000);
    function finish(errors: Errors | null) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      delete waiting[id];
      if (errors && Object.keys(errors).length > 0) showErrors(form as HTMLFormElement, errors);
      else post(form as HTMLFormElement);
    }
    waiting[id] = finish;
    check.postMessage({ id: id, form: form.getAttribute("data-validate"), values: values });
  });

  function clearErrors(form: HTMLFormElement) {
    for (const node of form.querySelectorAll("[data-field-error], [data-error-summary]")) node.remove();
    for (const field of form.querySelectorAll("[aria-invalid]")) {
      field.removeAttribute("aria-invalid");
      const described = (field.getAttribute("aria-describedby") || "").replace(/\S+-feil\b/g, "").trim();
      if (described) field.setAttribute("aria-describedby", described);
      else field.removeAttribute("aria-describedby");
      field.classList.remove("border-2", "border-red-700");
      field.classList.add("border-gray-400");
    }
  }

  function showErrors(form: HTMLFormElement, errors: Errors) {
    clearErrors(form);
    const fieldTemplate = document.querySelector<HTMLTemplateElement>("[data-field-error-template]");
    const summaryTemplate = document.querySelector<HTMLTemplateElement>("[data-summary-template]");
    const items: Array<[string, string]> = [];
    for (const element of form.elements) {
      const field = element as Field;
      const message = field.name && errors[field.name];
      const shell = field.labels && field.labels[0] && field.labels[0].parentElement;
      if (!message || !shell || !fieldTemplate) continue;
      const note = (fieldTemplate.content.firstElementChild as Element).cloneNode(true) as Element;
      note.id = field.id + "-feil";
      (note.querySelector("[data-message]") as Element).textContent = message;
      let slot: Element = field;
      while (slot.parentElement && slot.parentElement !== shell) slot = slot.parentElement;
      shell.insertBefore(note, slot);
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", ((field.getAttribute("aria-describedby") || "") + " " + note.id).trim());
      field.classList.remove("border-gray-400");
      field.classList.add("border-2", "border-red-700");
      items.push([field.id, message]);
    }
    const first = items[0];
    if (!first) return post(form);
    // One field: focus it (its message is read with it). Several: the summary, as after a post.
    if (!form.hasAttribute("data-summary") || !summaryTemplate) return document.getElementById(first[0])?.focus();
    const summary = (summaryTemplate.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
    summary.removeAttribute("autofocus");
    for (const node of summary.querySelectorAll("script")) node.remove();
    const list = summary.querySelector("ul") as HTMLUListElement;
    const row = list.firstElementChild as Element;
    list.textContent = "";
    for (const [fieldId, message] of items) {
      const entry = row.cloneNode(true) as Element;
      const link = entry.querySelector("a") as HTMLAnchorElement;
      link.setAttribute("href", "#" + fieldId);
      link.textContent = message;
      list.appendChild(entry);
    }
    form.insertBefore(summary, form.firstChild);
    summary.focus();
  }
}

// A module: its names are its own (the build wraps it in a function).
export {};
