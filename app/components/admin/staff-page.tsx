import { ErrorSummary } from "~/components/ui/error-summary";
import { Field } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { FormProblem } from "./passkey-form";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { DoneNotice } from "~/components/admin/done-notice";
import { buttonClasses } from "~/components/ui/button-link";

type Props = {
  me: string;
  roles: readonly string[];
  done: string | null;
  who: string | null;
  problem: string | null;
  errors: { email?: string; role?: string };
  values: { email: string; role: string };
  members: Array<{ email: string; role: string; created: string; revoked: string | null; passkeys: number; sessions: number }>;
};

export function StaffPage({ me, roles, done, who, problem, errors, values, members }: Props) {
  const summary = [
    ...(errors.email ? [{ fieldId: "email", message: errors.email }] : []),
    ...(errors.role ? [{ fieldId: "role", message: errors.role }] : []),
  ];
  return (
    <>
      <h1 className="text-3xl font-bold">Ansatte</h1>
      {done === "invitert" && who && (
        <DoneNotice>
          Invitasjonen til {who} er sendt på e-post. Lenken virker én gang i 48 timer.
        </DoneNotice>
      )}
      {done === "fjernet" && who && (
        <DoneNotice>
          Tilgangen til {who} er fjernet, og alle innloggingene deres er avsluttet.
        </DoneNotice>
      )}
      <FormProblem message={problem} />
      <ScrollRegion label="Ansatte" className="mt-6 rounded-lg border border-gray-300 bg-white">
        <table className="w-full text-left">
          <caption className="sr-only">Alle med tilgang til bakrommet</caption>
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className="p-3">E-post</th>
              <th scope="col" className="p-3">Rolle</th>
              <th scope="col" className="p-3">Passkeys</th>
              <th scope="col" className="p-3">Innlogginger</th>
              <th scope="col" className="p-3">Tilgang</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.email} className="border-t border-gray-200">
                <td className="p-3">{member.email}</td>
                <td className="p-3">{member.role}</td>
                <td className="p-3">{member.passkeys}</td>
                <td className="p-3">{member.sessions}</td>
                <td className="p-3">
                  {member.revoked ? (
                    `Fjernet ${member.revoked}`
                  ) : member.email === me ? (
                    "Deg"
                  ) : (
                    <form method="post">
                      <input type="hidden" name="email" value={member.email} />
                      <button type="submit" name="intent" value="revoke" className="min-h-11 rounded-md border border-red-800 bg-white px-3 font-semibold text-red-800" aria-label={`Fjern tilgangen til ${member.email}`}>
                        Fjern tilgang
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <section aria-labelledby="inviter" className="mt-10 max-w-xl">
        <h2 id="inviter" className="text-2xl font-bold">
          Inviter
        </h2>
        <p className="mt-1">Også for den som har mistet passkeyen sin, eller har fått tilgangen fjernet: en ny invitasjon lar dem lage en ny.</p>
        <form method="post" noValidate className="mt-4 space-y-4">
          <ErrorSummary items={summary} />
          <Field label="E-postadresse" name="email" type="email" autoComplete="off" defaultValue={values.email} error={errors.email} required />
          <SelectField label="Rolle" name="role" defaultValue={values.role} error={errors.role} options={roles.map((role) => ({ value: role, label: role }))} />
          <button type="submit" name="intent" value="invite" className={buttonClasses("primary")}>
            Send invitasjon
          </button>
        </form>
      </section>
    </>
  );
}
