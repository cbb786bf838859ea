import { describe, expect, it } from "vitest";
import { validateForm } from "../../shared/forms/form-validation";
import { emailMessages, newsletterFields, newsletterFormSchema } from "./newsletter-form";

function submit(email: string) {
  const data = new FormData();
  data.set("email", email);
  return validateForm(newsletterFormSchema, newsletterFields, data);
}

describe("newsletter form", () => {
  it.each([
    ["", emailMessages.missing],
    ["   ", emailMessages.missing],
    ["navn", emailMessages.invalid],
    ["navn@domene", emailMessages.invalid],
    ["navn domene.no", emailMessages.invalid],
    [`${"n".repeat(250)}@domene.no`, emailMessages.tooLong],
  ])("rejects %j with %j", (email, message) => {
    const result = submit(email);
    expect(result.ok ? null : result.errors.email).toBe(message);
  });

  it.each([
    ["navn@domene.no", "navn@domene.no"],
    ["  ola.nordmann+kort@example.com ", "ola.nordmann+kort@example.com"],
  ])("accepts %j as %j", (email, expected) => {
    const result = submit(email);
    expect(result.ok && result.data.email).toBe(expected);
  });

  it("gives the example address in the message at the field", () => {
    expect(emailMessages.invalid).toBe("Skriv inn en gyldig e-postadresse, for eksempel navn@domene.no");
  });
});
