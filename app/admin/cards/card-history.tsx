import { ErrorSummary } from "~/shared/forms/error-summary";
import { cardSourceHint, restoreSourceField } from "~/admin/cards/card-edit-fields";
import type { HistoryRow, SourceFormAnswer } from "~/admin/cards/card-editing.server";
import { adminText } from "../admin-text";
import { CardFormProblem, ChangeList } from "../form-problem";
import { CardSourceForm } from "./card-source-form";
import { TextLink } from "~/shared/ui/text-link";

const text = adminText.cards;

/** Every version of the card, newest first, each but the current one with a way to publish it again. */
export function CardHistory({
  history,
  current,
  answer,
}: {
  history: HistoryRow[];
  current: number;
  answer: SourceFormAnswer | null;
}) {
  return (
    <ol className="mt-4 space-y-4">
      {history.map((entry) => {
        const mine = answer?.kind === "restore" && answer.version === entry.version ? answer : null;
        return (
          <li
            key={entry.version}
            data-version={entry.version}
            className="rounded-lg border border-gray-300 bg-white p-4"
          >
            <h3 className="text-lg font-bold">
              Versjon {entry.version}: {text.versionKind[entry.kind]}
              {entry.version === current && " (gjelder nå)"}
            </h3>
            <p className="text-muted">{entry.at}</p>
            <p className="mt-2 break-words">
              <span className="font-semibold">Kilde: </span>
              {/^https:\/\//.test(entry.source) ? (
                <TextLink href={entry.source} rel="noreferrer">
                  {entry.source}
                </TextLink>
              ) : (
                entry.source
              )}
            </p>
            {entry.changes.length > 0 ? (
              <ChangeList changes={entry.changes} className="mt-2" />
            ) : (
              <p className="mt-2">
                {entry.kind === "first"
                  ? "Kortet slik det var da kortdataene ble flyttet til databasen."
                  : "Ingen opplysninger endret."}
              </p>
            )}
            {entry.version !== current && (
              <div className="mt-4 border-t border-gray-200 pt-4">
                {mine?.error && <ErrorSummary items={[{ fieldId: `felt-${mine.field}`, message: mine.error }]} />}
                {mine && <CardFormProblem problem={mine.problem} kind="restore" version={entry.version} />}
                <CardSourceForm
                  intent="restore"
                  field={restoreSourceField(entry.version)}
                  label="Kilde eller merknad"
                  about={`(versjon ${entry.version})`}
                  hint={`Hvorfor versjon ${entry.version} skal gjelde igjen. ${cardSourceHint}`}
                  button="Gjenopprett denne versjonen"
                  hidden={{ version: entry.version, baseVersion: current }}
                  value={mine?.value ?? ""}
                  error={mine?.error}
                />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
