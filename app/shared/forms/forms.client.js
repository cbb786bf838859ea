// Form helpers without React: no page hydrates (docs/decisions/0002-javascript-only-where-it-helps.md).
// Loaded after the first paint (AfterPaintScript, each URL once) where a page needs it: error
// summaries, a calculator's result after a submit, forms checked in the browser, the contact page's
// thank-you state. Everything here is an extra: the forms work the same without it.
(function () {
  if (window.kortvalgForms) return;
  window.kortvalgForms = true;

  // After a submit the server marks the error summary, or a calculator's result, with autofocus.
  // Browsers skip autofocus when the URL's #fragment names an element (the calculators return to their
  // answer), and Chrome clears focus when it scrolls to the fragment, so focus it once the page has
  // loaded, unless the visitor has already moved focus.
  function focusFirst() {
    var first = document.querySelector("[autofocus]");
    var active = document.activeElement;
    if (first && (!active || active === document.body)) first.focus();
  }
  if (document.readyState === "complete") focusFirst();
  else window.addEventListener("load", focusFirst);

  // A link in an error summary focuses the field itself (not only scrolls to it), so the
  // visitor can type at once; the field's label is scrolled into view with it.
  document.addEventListener("click", function (e) {
    var link = e.target.closest && e.target.closest('[data-error-summary] a[href^="#"]');
    var field = link && document.getElementById(link.getAttribute("href").slice(1));
    if (!field) return;
    e.preventDefault();
    var label = field.labels && field.labels[0];
    (label || field).scrollIntoView({ block: "center" });
    field.focus({ preventScroll: true });
  });

  // The contact page's thank-you toast: in the server's HTML, hidden. Shown empty first, then
  // filled, so screen readers announce it; it goes away by itself after eight seconds.
  function showToast() {
    var toast = document.querySelector("[data-toast]");
    if (!toast) return;
    var text = toast.textContent;
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
  // worker (app/shared/forms/form-validation.worker.ts), fetched on the first submit. Messages use the
  // server's own markup (templates in the page). If the worker is missing, slow or broken, the form
  // simply posts and the server answers as always; the server checks every post regardless.
  var worker = null;
  var waiting = {};
  var nextId = 1;
  function validator(url) {
    if (!worker) {
      try {
        worker = new Worker(url);
      } catch {
        return null; // no workers here: the server checks the post
      }
      worker.onmessage = function (e) {
        var done = waiting[e.data.id];
        delete waiting[e.data.id];
        if (done) done(e.data.errors);
      };
      worker.onerror = function () {
        worker.failed = true;
        for (var id in waiting) waiting[id](null);
        waiting = {};
      };
    }
    return worker.failed ? null : worker;
  }

  function post(form) {
    form.setAttribute("data-checked", "");
    HTMLFormElement.prototype.submit.call(form);
  }

  document.addEventListener("submit", function (e) {
    var form = e.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-validate") || form.hasAttribute("data-checked")) return;
    var check = validator(form.getAttribute("data-validation-worker"));
    if (!check) return;
    e.preventDefault();
    var values = {};
    new FormData(form).forEach(function (value, name) {
      if (typeof value === "string") values[name] = value;
    });
    var id = nextId++;
    var finished = false;
    var timer = setTimeout(function () {
      finish(null);
    }, 4000);
    function finish(errors) {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      delete waiting[id];
      if (errors && Object.keys(errors).length > 0) showErrors(form, errors);
      else post(form);
    }
    waiting[id] = finish;
    check.postMessage({ id: id, form: form.getAttribute("data-validate"), values: values });
  });

  function clearErrors(form) {
    Array.prototype.forEach.call(form.querySelectorAll("[data-field-error], [data-error-summary]"), function (node) {
      node.remove();
    });
    Array.prototype.forEach.call(form.querySelectorAll("[aria-invalid]"), function (field) {
      field.removeAttribute("aria-invalid");
      var described = (field.getAttribute("aria-describedby") || "").replace(/\S+-feil\b/g, "").trim();
      if (described) field.setAttribute("aria-describedby", described);
      else field.removeAttribute("aria-describedby");
      field.classList.remove("border-2", "border-red-700");
      field.classList.add("border-gray-400");
    });
  }

  function showErrors(form, errors) {
    clearErrors(form);
    var fieldTemplate = document.querySelector("[data-field-error-template]");
    var summaryTemplate = document.querySelector("[data-summary-template]");
    var items = [];
    Array.prototype.forEach.call(form.elements, function (field) {
      var message = field.name && errors[field.name];
      var shell = field.labels && field.labels[0] && field.labels[0].parentElement;
      if (!message || !shell || !fieldTemplate) return;
      var note = fieldTemplate.content.firstElementChild.cloneNode(true);
      note.id = field.id + "-feil";
      note.querySelector("[data-message]").textContent = message;
      var slot = field;
      while (slot.parentElement && slot.parentElement !== shell) slot = slot.parentElement;
      shell.insertBefore(note, slot);
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", ((field.getAttribute("aria-describedby") || "") + " " + note.id).trim());
      field.classList.remove("border-gray-400");
      field.classList.add("border-2", "border-red-700");
      items.push([field.id, message]);
    });
    if (items.length === 0) return post(form);
    // One field: focus it (its message is read with it). Several: the summary, as after a post.
    if (!form.hasAttribute("data-summary") || !summaryTemplate) return document.getElementById(items[0][0]).focus();
    var summary = summaryTemplate.content.firstElementChild.cloneNode(true);
    summary.removeAttribute("autofocus");
    Array.prototype.forEach.call(summary.querySelectorAll("script"), function (node) {
      node.remove();
    });
    var list = summary.querySelector("ul");
    var row = list.firstElementChild;
    list.textContent = "";
    items.forEach(function (item) {
      var entry = row.cloneNode(true);
      var link = entry.querySelector("a");
      link.setAttribute("href", "#" + item[0]);
      link.textContent = item[1];
      list.appendChild(entry);
    });
    form.insertBefore(summary, form.firstChild);
    summary.focus();
  }
})();
