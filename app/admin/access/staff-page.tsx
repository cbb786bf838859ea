import { ErrorSummary } from "~/shared/forms/error-summary";
import { Field } from "~/shared/forms/field";
import { SelectField } from "~/shared/forms/select-field";
import { FormProblem } from "./passkey-form";
import { AdminTable } from "~/admin/admin-table";
import { DoneNotice } from "~/admin/done-notice";
import { buttonClasses } from "~/shared/ui/button-link";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";

type Passkey = { id: string; name: string; created: string; lastUsed: string | null };

type Props = {
  me: string;
  roles: readonly string[];
  done: string | null;
  who: string | null;
  /** The role or the passkey's name the last action was about. */
  what: string | null;
  problem: string | null;
  errors: { email?: string; role?: string };
  values: { email: string; role: string };
  members: Array<{
    email: string;
    role: string;
    created: string;
    revoked: string | null;
    passkeys: Passkey[];
    sessions: number;
  }>;
};

const smallButton = "min-h-11 rounded-md border bg-white px-3 font-semibold";

export function StaffPage({ me, roles, done, who, what, problem, errors, values, members }: Props) {
  const summary = [
    ...(errors.email ? [{ fieldId: "email", message: errors.email }] : []),
    ...(errors.role ? [{ fieldId: "role", message: errors.role }] : []),
  ];
  return (
    <>
      <AdminPageTitle>Ansatte</AdminPageTitle>
      {done === "invitert" && who && (
        <DoneNotice>Invitasjonen til {who} er sendt på e-post. Lenken virker én gang i 48 timer.</DoneNotice>
      )}
      {done === "invitert-rolle-beholdt" && who && (
        <DoneNotice>
          Invitasjonen til {who} er sendt på e-post. {who} har fortsatt rollen {what}: en invitasjon endrer ikke rollen.
          Endre den i tabellen under.
        </DoneNotice>
      )}
      {done === "fjernet" && who && (
        <DoneNotice>
          Tilgangen til {who} er fjernet, alle innloggingene deres er avsluttet og passkeyene deres slettet. En ny
          invitasjon lar dem lage en ny passkey.
        </DoneNotice>
      )}
      {done === "rolle-endret" && who && (
        <DoneNotice>
          {who} har nå rollen {what}. Det gjelder fra neste side de åpner.
        </DoneNotice>
      )}
      {(done === "passkey-fjernet" || done === "siste-passkey-fjernet") && who && (
        <DoneNotice>
          Passkeyen «{what}» til {who} er slettet, og innloggingene med den er avsluttet.
          {done === "siste-passkey-fjernet" &&
            ` ${who} har ingen passkey igjen og trenger en ny invitasjon for å logge inn.`}
        </DoneNotice>
      )}
      {done === "ingen-endring" && who && <DoneNotice>Ingenting er endret for {who}.</DoneNotice>}
      <FormProblem message={problem} />
      <AdminTable
        label="Ansatte"
        caption="Alle med tilgang til bakrommet"
        columns={["E-post", "Rolle", "Passkeys", "Innlogginger", "Tilgang"]}
      >
        {members.map((member) => (
          <tr key={member.email} className="border-t border-gray-200 align-top" data-staff={member.email}>
            <td className="p-3">{member.email}</td>
            <td className="p-3">
              {member.revoked || member.email === me ? (
                member.role
              ) : (
                <form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="email" value={member.email} />
                  <label className="sr-only" htmlFor={`rolle-${member.email}`}>
                    Rolle for {member.email}
                  </label>
                  <select
                    id={`rolle-${member.email}`}
                    name="role"
                    defaultValue={member.role}
                    className="min-h-11 rounded-md border border-gray-500 bg-white px-3"
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <button
                    type="submit"
                    name="intent"
                    value="role"
                    className={`${smallButton} border-brand-700 text-brand-700`}
                    aria-label={`Endre rollen til ${member.email}`}
                  >
                    Endre rolle
                  </button>
                </form>
              )}
            </td>
            <td className="p-3">
              {member.passkeys.length === 0 ? (
                "Ingen"
              ) : (
                <ul className="space-y-2">
                  {member.passkeys.map((passkey) => (
                    <li
                      key={passkey.id}
                      className="flex flex-wrap items-center gap-x-3 gap-y-1"
                      data-passkey={passkey.name}
                    >
                      <span>
                        <span className="font-semibold">{passkey.name}</span>
                        <span className="block text-sm text-muted">
                          {passkey.lastUsed ? `Sist brukt ${passkey.lastUsed}` : "Aldri brukt til innlogging"}
                        </span>
                      </span>
                      {member.email !== me && (
                        <form method="post">
                          <input type="hidden" name="email" value={member.email} />
                          <input type="hidden" name="passkey" value={passkey.id} />
                          <button
                            type="submit"
                            name="intent"
                            value="remove-passkey"
                            className={`${smallButton} border-red-800 text-red-800`}
                            aria-label={`Fjern passkeyen ${passkey.name} til ${member.email}`}
                          >
                            Fjern
                          </button>
                        </form>
                      )}
                    </li>
                  ))}
                </ul>
              )}
              {member.email === me && member.passkeys.length > 0 && (
                <TextLink strong className="mt-1 block text-sm" href="/admin/konto">
                  Dine egne endrer du under Din konto
                </TextLink>
              )}
            </td>
            <td className="p-3">{member.sessions}</td>
            <td className="p-3">
              {member.revoked ? (
                `Fjernet ${member.revoked}`
              ) : member.email === me ? (
                "Deg"
              ) : (
                <form method="post">
                  <input type="hidden" name="email" value={member.email} />
                  <button
                    type="submit"
                    name="intent"
                    value="revoke"
                    className={`${smallButton} border-red-800 text-red-800`}
                    aria-label={`Fjern tilgangen til ${member.email}`}
                  >
                    Fjern tilgang
                  </button>
                </form>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
      <section aria-labelledby="inviter" className="mt-10 max-w-xl">
        <h2 id="inviter" className="text-2xl font-bold">
          Inviter
        </h2>
        <p className="mt-1">
          Også for den som har mistet passkeyen sin (fjern den mistede i tabellen først), eller har fått tilgangen
          fjernet: en ny invitasjon lar dem lage en ny. Rollen gjelder nye personer; en invitasjon endrer aldri rollen
          til noen som allerede finnes.
        </p>
        <form method="post" noValidate className="mt-4 space-y-4">
          <ErrorSummary items={summary} />
          <Field
            label="E-postadresse"
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={values.email}
            error={errors.email}
            required
          />
          <SelectField
            label="Rolle"
            name="role"
            defaultValue={values.role}
            error={errors.role}
            options={roles.map((role) => ({ value: role, label: role }))}
          />
          <button type="submit" name="intent" value="invite" className={buttonClasses("primary")}>
            Send invitasjon
          </button>
        </form>
      </section>
    </>
  );
}
