import { z } from "zod";
import { formatNumber } from "../../shared/format/format";
import { emailField } from "../newsletter/newsletter-form";

/** Limits of the contact form; the page reads them too (maxLength), via the route loader. */
export const contactLimits = {
  nameMax: 100,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Subject values with the labels shown in the dropdown. */
export const contactSubjects = [
  { value: "card-recommendation", label: "Anbefaling av kort" },
  { value: "comparison", label: "Sammenligning" },
  { value: "application-help", label: "Hjelp med søknad" },
  { value: "general", label: "Generelt" },
  { value: "partnership", label: "Samarbeid" },
  { value: "other", label: "Annet" },
] as const;

export type ContactSubject = (typeof contactSubjects)[number]["value"];
const subjectValues = contactSubjects.map((subject) => subject.value) as [ContactSubject, ...ContactSubject[]];

/** The form's fields, in the order they appear on the page (and in the error summary). */
export const contactFields = ["firstName", "lastName", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];

/** A Norwegian number: 8 digits, optionally after +47 or 0047; spaces are ignored. */
const NORWEGIAN_PHONE = /^(?:\+47|0047)?\d{8}$/;
export function isNorwegianPhone(value: string): boolean {
  return NORWEGIAN_PHONE.test(value.replace(/\s+/g, ""));
}

/**
 * Control characters cannot be stored (PostgreSQL refuses NUL in text) and are never typed on purpose.
 * A name is one line; a message may keep tab and line breaks.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const contactMessages = {
  firstNameControl: "Fornavnet inneholder et usynlig kontrolltegn. Skriv fornavnet på nytt uten å lime det inn",
  lastNameControl: "Etternavnet inneholder et usynlig kontrolltegn. Skriv etternavnet på nytt uten å lime det inn",
  messageControl:
    "Meldingen inneholder et usynlig kontrolltegn som ikke kan lagres. Skriv meldingen på nytt, eller lim den inn som ren tekst",
  firstNameMissing: "Skriv inn fornavnet ditt",
  firstNameTooLong: `Fornavnet kan ha høyst ${contactLimits.nameMax} tegn. Skriv et kortere fornavn`,
  lastNameMissing: "Skriv inn etternavnet ditt",
  lastNameTooLong: `Etternavnet kan ha høyst ${contactLimits.nameMax} tegn. Skriv et kortere etternavn`,
  phoneInvalid:
    "Skriv inn telefonnummeret med 8 sifre, for eksempel 912 34 567, eventuelt med +47 foran. Telefon er valgfritt, så du kan også la feltet stå tomt",
  subjectMissing: "Velg hva henvendelsen gjelder",
  messageMissing: "Skriv en melding til oss",
  messageTooShort: `Meldingen må ha minst ${contactLimits.messageMin} tegn. Skriv litt mer om hva du lurer på`,
  messageTooLong: `Meldingen kan ha høyst ${formatNumber(contactLimits.messageMax)} tegn. Gjør den kortere`,
} as const;

/**
 * The contact form: one schema for every place the form is checked. Each
 * rule has a Norwegian message that names the field and says what to do.
 */
export const contactFormSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(1, contactMessages.firstNameMissing)
    .max(contactLimits.nameMax, contactMessages.firstNameTooLong)
    .refine((value) => !LINE_CONTROL.test(value), contactMessages.firstNameControl),
  lastName: z
    .string()
    .trim()
    .min(1, contactMessages.lastNameMissing)
    .max(contactLimits.nameMax, contactMessages.lastNameTooLong)
    .refine((value) => !LINE_CONTROL.test(value), contactMessages.lastNameControl),
  email: emailField,
  // Optional: an empty field is no phone number.
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || isNorwegianPhone(value), contactMessages.phoneInvalid)
    .transform((value) => (value === "" ? undefined : value)),
  subject: z.enum(subjectValues, { error: contactMessages.subjectMissing }),
  message: z
    .string()
    .trim()
    .min(1, contactMessages.messageMissing)
    .min(contactLimits.messageMin, contactMessages.messageTooShort)
    .max(contactLimits.messageMax, contactMessages.messageTooLong)
    .refine((value) => !TEXT_CONTROL.test(value), contactMessages.messageControl),
});

export type ContactForm = z.output<typeof contactFormSchema>;
