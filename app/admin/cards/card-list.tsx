import { checkSourceField } from "~/admin/cards/card-edit-fields";
import { STALE_AFTER_DAYS } from "~/shared/cards/data-freshness";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { AdminTable } from "~/admin/admin-table";
import type { CardRow, SourceFormAnswer } from "~/admin/cards/card-editing.server";
import { adminText } from "../admin-text";
import { CardFormProblem } from "../form-problem";
import { CardSourceForm } from "./card-source-form";
import { DoneNotice } from "../done-notice";
import { TextLink } from "~/shared/ui/text-link";
import { buttonClasses } from "~/shared/ui/button-link";
import { AdminPageTitle } from "~/admin/admin-page-title";

const text = adminText.cards;

/** /admin/kort: every card with its version and last check, those not checked for too long first. */
export function CardList({
  rows,
  done,
  answer,
}: {
  rows: CardRow[];
  done: { name: string; version: number } | null;
  answer: SourceFormAnswer | null;
}) {
  const overdue = rows.filter((row) => row.overdue).length;
  const answered = rows.find((row) => row.id === answer?.cardId)?.name;
  return (
    <>
      <AdminPageTitle>Kort</AdminPageTitle>
      <p className="mt-2 max-w-prose">
        Opplysningene om kortene slik nettstedet viser dem. Har du sjekket et kort mot bankens vilkår uten å finne noe
        nytt, trykk «Kontrollert i dag» med adressen til vilkårene som kilde. Kort som ikke er kontrollert på over{" "}
        {STALE_AFTER_DAYS} dager, står først.
      </p>
      <p className="mt-4">
        <a href="/admin/kort/nytt" className={buttonClasses("primary")}>
          Nytt kort
        </a>
      </p>
      <p className="mt-4 font-semibold">
        {overdue === 0
          ? `Alle kortene er kontrollert de siste ${STALE_AFTER_DAYS} dagene.`
          : `${overdue} av ${rows.length} kort må kontrolleres.`}
      </p>
      {done && <DoneNotice>{text.checkedCard(done.name, done.version)}</DoneNotice>}
      {answer?.error && (
        <div className="mt-4">
          <ErrorSummary
            items={[
              { fieldId: `felt-${answer.field}`, message: answered ? `${answered}: ${answer.error}` : answer.error },
            ]}
          />
        </div>
      )}
      <CardFormProblem
        problem={answer?.problem ?? null}
        kind="check"
        version={answer?.version ?? null}
        card={answered}
      />
      <AdminTable
        label="Kort"
        caption="Alle kortene, de som ikke er kontrollert på lenge først"
        columns={["Kort", "Versjon", "Sist kontrollert", "Kontroll"]}
      >
        {rows.map((row) => {
          const field = checkSourceField(row.id);
          const mine = answer?.cardId === row.id ? answer : null;
          return (
            <tr key={row.id} data-card={row.id} className="border-t border-gray-200 align-top">
              <td className="p-3">
                <TextLink strong href={`/admin/kort/${row.id}`}>
                  {row.name}
                </TextLink>
              </td>
              <td className="p-3">{row.version}</td>
              <td className="p-3">
                <span className="whitespace-nowrap">{row.checked}</span>
                {row.overdue && <OverdueFlag />}
              </td>
              <td className="p-3">
                <CardSourceForm
                  intent="check"
                  field={field}
                  label="Kilde"
                  about={`(${row.name})`}
                  button="Kontrollert i dag"
                  hidden={{ cardId: row.id, baseVersion: row.version }}
                  value={mine?.value ?? ""}
                  error={mine?.error}
                />
              </td>
            </tr>
          );
        })}
      </AdminTable>
    </>
  );
}

/** Said in words, not by colour alone. */
export function OverdueFlag() {
  return (
    <strong className="mt-1 block w-max rounded-md bg-red-50 px-2 py-1 text-sm font-semibold text-red-900">
      {text.overdue}
    </strong>
  );
}
