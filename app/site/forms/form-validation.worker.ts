/// <reference lib="webworker" />
// The forms' own zod schemas, checked in the browser before a post: the same rules and the same
// Norwegian messages as the server, which still checks every post itself (its check is the one that
// counts). A worker, so zod is fetched only when someone sends a form and never touches the page's
// main thread; app/shared/forms/forms.client.ts shows the answer.
import { contactFields, contactFormSchema } from "~/site/contact/contact-form";
import { validateValues, type FormValues } from "~/shared/forms/form-validation";
import { newsletterFields, newsletterFormSchema } from "~/site/newsletter/newsletter-form";

const forms = {
  contact: (values: FormValues<string>) => validateValues(contactFormSchema, contactFields, values),
  newsletter: (values: FormValues<string>) => validateValues(newsletterFormSchema, newsletterFields, values),
};

self.onmessage = (event: MessageEvent<{ id: number; form: string; values: FormValues<string> }>) => {
  const { id, form, values } = event.data;
  const validate = forms[form as keyof typeof forms];
  if (!validate) return;
  const result = validate(values);
  self.postMessage({ id, errors: result.ok ? {} : result.errors });
};
