import { describe, expect, it } from "vitest";
import { contactFields, contactFormSchema, contactMessages, isNorwegianPhone } from "./contact-form";
import { validateForm } from "../../shared/forms/form-validation";
import { emailMessages } from "../newsletter/newsletter-form";

const valid = {
  firstName: "Kari",
  lastName: "Nordmann",
  email: "kari@example.no",
  phone: "",
  subject: "general",
  message: "Hvilket kort passer for meg som reiser mye?",
};

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("contact form schema", () => {
  it.each([
    ["all required fields, no phone", {}],
    ["an 8-digit phone", { phone: "91234567" }],
    ["a phone with spaces", { phone: "912 34 567" }],
    ["a phone with +47", { phone: "+47 912 34 567" }],
    ["a phone with 0047", { phone: "0047 91234567" }],
    ["names of 100 characters", { firstName: "a".repeat(100), lastName: "b".repeat(100) }],
    ["a message of exactly 10 characters", { message: "0123456789" }],
    ["a message of 5000 characters", { message: "x".repeat(5000) }],
    ["a message with line breaks and a tab", { message: "Hei!\r\n\tJeg lurer på\nnoe om kort." }],
    ["e-mail with surrounding spaces", { email: "  kari@example.no  " }],
    ...["card-recommendation", "comparison", "application-help", "general", "partnership", "other"].map(
      (subject) => [`subject ${subject}`, { subject }] as [string, Record<string, string>],
    ),
  ])("accepts %s", (_, change) => {
    expect(contactFormSchema.safeParse({ ...valid, ...change }).success).toBe(true);
  });

  it.each([
    ["firstName", "", contactMessages.firstNameMissing],
    ["firstName", "   ", contactMessages.firstNameMissing],
    ["firstName", "a".repeat(101), contactMessages.firstNameTooLong],
    ["lastName", "", contactMessages.lastNameMissing],
    ["lastName", "b".repeat(101), contactMessages.lastNameTooLong],
    ["email", "", emailMessages.missing],
    ["email", "kari", emailMessages.invalid],
    ["email", "kari@", emailMessages.invalid],
    ["email", "kari@example", emailMessages.invalid],
    ["email", `${"k".repeat(250)}@example.no`, emailMessages.tooLong],
    ["phone", "1234567", contactMessages.phoneInvalid],
    ["phone", "123456789", contactMessages.phoneInvalid],
    ["phone", "+46 912 34 567", contactMessages.phoneInvalid],
    ["phone", "912-34-567", contactMessages.phoneInvalid],
    ["phone", "telefon", contactMessages.phoneInvalid],
    ["subject", "", contactMessages.subjectMissing],
    ["subject", "loan", contactMessages.subjectMissing],
    ["message", "", contactMessages.messageMissing],
    ["message", "Hei hei", contactMessages.messageTooShort],
    ["message", "   kort   ", contactMessages.messageTooShort],
    ["message", "x".repeat(5001), contactMessages.messageTooLong],
    // Control characters: PostgreSQL refuses NUL, and none is typed on purpose.
    ["firstName", "Ka\u0000ri", contactMessages.firstNameControl],
    ["lastName", "Nord\u001bmann", contactMessages.lastNameControl],
    ["firstName", "Kari\nOla", contactMessages.firstNameControl],
    ["message", "Hei, jeg lurer\u0000 på noe om kort", contactMessages.messageControl],
    ["message", "Hei, jeg lurer\u007f på noe om kort", contactMessages.messageControl],
  ])("rejects %s = %j with its message", (field, value, message) => {
    const result = validateForm(contactFormSchema, contactFields, formData({ ...valid, [field]: value }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({ [field]: message });
  });

  it("reports every wrong field once, keeping what the visitor typed", () => {
    const typed = { firstName: "", lastName: "Nordmann", email: "kari@", phone: "12", subject: "", message: "Hei" };
    const result = validateForm(contactFormSchema, contactFields, formData(typed));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(["firstName", "email", "phone", "subject", "message"]);
    expect(result.values).toEqual(typed);
  });

  it("treats a missing field as empty and an empty phone as no phone", () => {
    const missing = validateForm(contactFormSchema, contactFields, new FormData());
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.errors.firstName).toBe(contactMessages.firstNameMissing);

    const result = validateForm(contactFormSchema, contactFields, formData({ ...valid, phone: "  " }));
    expect(result.ok && result.data.phone).toBeUndefined();
  });

  it("names the field and says what to do in every message", () => {
    const fieldWords = ["fornavn", "etternavn", "e-post", "telefon", "henvendelsen", "melding"];
    for (const message of [...Object.values(contactMessages), ...Object.values(emailMessages)]) {
      expect(
        fieldWords.some((word) => message.toLowerCase().includes(word)),
        message,
      ).toBe(true);
    }
  });

  it.each([
    ["91234567", true],
    ["+4791234567", true],
    ["  22 80 40 00 ", true],
    ["4791234567", false],
    ["+47 9123 456", false],
  ])("isNorwegianPhone(%j) = %s", (value, expected) => {
    expect(isNorwegianPhone(value)).toBe(expected);
  });
});
