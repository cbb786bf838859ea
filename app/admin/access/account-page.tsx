import { Field } from "~/shared/forms/field";
import { passkeyNameMax } from "~/admin/access/staff";
import { FormProblem, PasskeyForm } from "./passkey-form";
import { DoneNotice } from "~/admin/done-notice";
import { buttonClasses } from "~/shared/ui/button-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { SignatureForm } from "~/admin/enquiries/signature-form";
import { inboxText } from "~/admin/enquiries/inbox-text";

type Props = {
  member: { email: string; role: string };
  done: string | null;
  problem: string | null;
  nameError?: string;
  signature: string;
  signatureError?: string;
  passkeys: Array<{ id: string; name: string; created: string; lastUsed: string | null; synced: boolean }>;
  sessions: Array<{ id: string; device: string; started: string; lastSeen: string; current: boolean }>;
};

const doneText: Record<string, string> = {
  "passkey-lagt-til": "Passkeyen er lagt til.",
  "passkey-fjernet": "Passkeyen er fjernet.",
  "okt-avsluttet": "Økten er avsluttet.",
  "andre-avsluttet": "Alle de andre øktene dine er avsluttet.",
  "ingen-endring": "Ingenting ble endret: den fantes ikke lenger.",
  signatur: inboxText.signatureSaved,
};

const secondary = buttonClasses("secondary");

export function AccountPage({
  member,
  done,
  problem,
  nameError,
  signature,
  signatureError,
  passkeys,
  sessions,
}: Props) {
  return (
    <>
      <AdminPageTitle>Din konto</AdminPageTitle>
      <p className="mt-2">
        {member.email}, rollen {member.role}.
      </p>
      {done && doneText[done] && <DoneNotice>{doneText[done]}</DoneNotice>}
      <FormProblem message={problem} />

      <section aria-labelledby="passkeys" className="mt-8 max-w-3xl">
        <h2 id="passkeys" className="text-2xl font-bold">
          Passkeys
        </h2>
        <ul className="mt-4 space-y-3">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-300 bg-white p-4"
              data-passkey-row=""
            >
              <div>
                <p className="font-semibold">{passkey.name}</p>
                <p className="text-sm text-muted">
                  Laget {passkey.created}.{" "}
                  {passkey.lastUsed ? `Sist brukt ${passkey.lastUsed}.` : "Ikke brukt til innlogging ennå."}
                  {passkey.synced ? " Synkroniseres mellom enhetene dine." : ""}
                </p>
              </div>
              <form method="post">
                <input type="hidden" name="passkey" value={passkey.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-passkey"
                  className={secondary}
                  disabled={passkeys.length === 1}
                  aria-label={`Fjern passkeyen ${passkey.name}`}
                >
                  Fjern
                </button>
              </form>
            </li>
          ))}
        </ul>
        {passkeys.length === 1 && (
          <p className="mt-2 text-sm text-muted">Du kan ikke fjerne din eneste passkey. Legg til en ny først.</p>
        )}
        <h3 className="mt-6 text-xl font-bold">Legg til en passkey</h3>
        <p className="mt-1">For eksempel på telefonen din, så du kan logge inn om du mister den du har.</p>
        <PasskeyForm purpose="add" submitLabel="Legg til passkey">
          <Field
            label="Navn på den nye passkeyen"
            name="name"
            hint="For eksempel «Telefon»."
            required
            maxLength={passkeyNameMax}
            autoComplete="off"
            error={nameError}
          />
        </PasskeyForm>
      </section>

      <section aria-labelledby="okter" className="mt-10 max-w-3xl">
        <h2 id="okter" className="text-2xl font-bold">
          Innlogginger
        </h2>
        <p className="mt-1">En innlogging varer til 8 timer uten bruk, og høyst 7 dager.</p>
        <ul className="mt-4 space-y-3">
          {sessions.map((session) => (
            <li
              key={session.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gray-300 bg-white p-4"
              data-session-row=""
            >
              <div>
                <p className="font-semibold">
                  {session.device}
                  {session.current && " (denne nettleseren)"}
                </p>
                <p className="text-sm text-muted">
                  Logget inn {session.started}. Sist aktiv {session.lastSeen}.
                </p>
              </div>
              <form method="post">
                <input type="hidden" name="session" value={session.id} />
                <button type="submit" name="intent" value="end-session" className={secondary}>
                  {session.current ? "Logg ut her" : "Avslutt"}
                </button>
              </form>
            </li>
          ))}
        </ul>
        {sessions.length > 1 && (
          <form method="post" className="mt-4">
            <button type="submit" name="intent" value="end-others" className={secondary}>
              Logg ut alle andre steder
            </button>
          </form>
        )}
      </section>
      <SignatureForm signature={signature} error={signatureError} />
    </>
  );
}
