// The back office's passkey forms (sign in, and register from an invitation or the account page). The
// form posts the authenticator's answer in a hidden field, so the server's action does the checking and
// answers with a redirect or a page of errors, as every form here does. This script only fetches the
// options, asks the browser for the passkey and fills the field (app/admin/access/).
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from "@simplewebauthn/browser";

type Purpose = "sign-in" | "register" | "add";

function say(form: HTMLFormElement, message: string) {
  const status = form.querySelector<HTMLElement>("[data-passkey-status]");
  if (status) status.textContent = message;
}

function why(error: unknown): string {
  const name =
    error instanceof WebAuthnError
      ? (error.cause as Error | undefined)?.name
      : error instanceof Error
        ? error.name
        : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "Du avbrøt, eller tiden gikk ut. Trykk på knappen for å prøve igjen.";
  if (name === "InvalidStateError")
    return "Denne enheten har allerede en passkey for deg her. Bruk den til å logge inn, eller velg en annen enhet.";
  if (name === "SecurityError")
    return "Nettleseren godtar ikke passkeys på denne adressen. Åpne bakrommet på adressen i invitasjonen.";
  return "Det gikk ikke å bruke passkeyen. Prøv igjen, eller be en administrator om en ny invitasjon.";
}

async function run(form: HTMLFormElement, purpose: Purpose) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) button.disabled = true;
  say(form, "Venter på passkeyen …");
  try {
    const token = form.querySelector<HTMLInputElement>("input[name=token]")?.value;
    const response = await fetch("/admin/passkey-valg", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify({ purpose, token }),
    });
    const body = (await response.json()) as { options?: unknown; message?: string };
    if (!response.ok || !body.options) throw new Error(body.message ?? "Fikk ikke startet passkeyen.");
    const answer =
      purpose === "sign-in"
        ? await startAuthentication({
            optionsJSON: body.options as Parameters<typeof startAuthentication>[0]["optionsJSON"],
          })
        : await startRegistration({
            optionsJSON: body.options as Parameters<typeof startRegistration>[0]["optionsJSON"],
          });
    const field = form.querySelector<HTMLInputElement>("input[name=credential]");
    if (!field) return;
    field.value = JSON.stringify(answer);
    say(form, "Sjekker passkeyen …");
    form.submit();
  } catch (error) {
    say(
      form,
      error instanceof Error && !(error instanceof WebAuthnError) && error.name === "Error"
        ? error.message
        : why(error),
    );
    if (button) button.disabled = false;
  }
}

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-passkey]")) {
  const purpose = form.dataset.passkey as Purpose;
  if (!browserSupportsWebAuthn()) {
    say(form, "Denne nettleseren kan ikke bruke passkeys. Bruk en nyere utgave av Chrome, Edge, Firefox eller Safari.");
    continue;
  }
  form.addEventListener("submit", (event) => {
    const field = form.querySelector<HTMLInputElement>("input[name=credential]");
    if (field?.value) return;
    event.preventDefault();
    // The name field (register) must be filled before the browser's dialog opens.
    if (!form.reportValidity()) return;
    void run(form, purpose);
  });
}
