import { buttonClasses } from "~/shared/ui/button-link";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { cardInputNames, cardSourceHint, checkSourceField } from "~/admin/cards/card-edit-fields";
import type { EditAnswer, HistoryRow, SourceFormAnswer } from "~/admin/cards/card-editing.server";
import { adminText } from "../admin-text";
import { CardFields, CardSourceField } from "./card-fields";
import { CardFormProblem, ChangeList, ProblemBox } from "../form-problem";
import { CardHistory } from "./card-history";
import { OverdueFlag } from "./card-list";
import { CardPreview } from "./card-preview";
import { CardSourceForm } from "./card-source-form";
import { DoneNotice } from "../done-notice";
import { BackLink } from "~/admin/back-link";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";

const text = adminText.cards;

/** The edit form's state: the card's own facts when the page opens, the editor's after a post. */
export type EditState = Omit<EditAnswer, "kind">;

type Props = {
  card: {
    id: number;
    name: string;
    urlSlug: string;
    image?: string;
    lastChecked: string;
    overdue: boolean;
    /** The date it went out of sale, as printed; null while on sale. */
    retiredOn: string | null;
    reviewed: boolean;
  };
  version: number;
  history: HistoryRow[];
  done: { kind: string; version: number; from: number | null } | null;
  edit: EditState;
  answer: SourceFormAnswer | null;
};

/** /admin/kort/:id: the card's facts to edit, preview and publish; «Kontrollert i dag»; its history with restore. */
export function CardEditor({ card, version, history, done, edit, answer }: Props) {
  const publicPath = `/kort/${card.urlSlug}`;
  const summary = [
    ...[...cardInputNames, "source"].flatMap((name) =>
      edit.errors[name] ? [{ fieldId: `felt-${name}`, message: edit.errors[name] }] : [],
    ),
    ...(edit.general.length > 0 ? [{ fieldId: "kortskjema", message: edit.general.join(" ") }] : []),
  ];
  const checkAnswer = answer?.kind === "check" ? answer : null;
  return (
    <>
      <BackLink href="/admin/kort">Tilbake til kortene</BackLink>
      <AdminPageTitle className="mt-4">{card.name}</AdminPageTitle>
      {done && (
        <DoneNotice>
          {done.kind === "publisert"
            ? text.published(done.version)
            : done.kind === "opprettet"
              ? text.created
              : done.kind === "gjenopprettet"
                ? text.restored(done.from ?? 0, done.version)
                : text.checked(done.version)}{" "}
          {done.kind !== "kontrollert" && (
            <a href={publicPath} className="text-green-900 underline">
              Se kortsiden ({publicPath})
            </a>
          )}
        </DoneNotice>
      )}
      {card.retiredOn && (
        <p data-card-state="retired" className="mt-4 max-w-prose rounded-md border border-gray-400 p-3">
          <strong className="font-semibold">{text.retired(card.retiredOn)}</strong> {text.retiredEdit}
        </p>
      )}
      {!card.reviewed && (
        <p data-card-state="unreviewed" className="mt-4 max-w-prose rounded-md border border-gray-400 p-3">
          <strong className="font-semibold">{text.unreviewed}</strong> {text.unreviewedEdit}
        </p>
      )}
      <dl className="mt-4 grid max-w-2xl grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">Versjon</dt>
        <dd>{version}</dd>
        <dt className="font-semibold">Sist kontrollert</dt>
        <dd>
          {card.lastChecked}
          {card.overdue && <OverdueFlag />}
        </dd>
        <dt className="font-semibold">Kortside</dt>
        <dd>
          <TextLink href={publicPath}>{publicPath}</TextLink> (
          <TextLink href={`/admin/kort/${card.id}/adresse`}>Endre adresse</TextLink>)
        </dd>
        <dt className="font-semibold">Salg</dt>
        <dd>
          {card.retiredOn ? "Ikke lenger i salg" : "I salg"} (
          <TextLink href={`/admin/kort/${card.id}/salg`}>{card.retiredOn ? "Ta inn igjen" : "Trekk tilbake"}</TextLink>)
        </dd>
        <dt className="font-semibold">Kortbilde</dt>
        <dd className="break-all">{card.image ?? "Tegnet fra bank og kortnettverk"}</dd>
        <dt className="font-semibold">Id</dt>
        <dd>{card.id}</dd>
      </dl>
      <p className="mt-2 max-w-prose text-sm text-muted">Id og kortbilde endres i koden, ikke her.</p>

      <section aria-labelledby="endre-tittel" className="mt-8 max-w-4xl">
        <h2 id="endre-tittel" className="text-2xl font-bold">
          Endre opplysningene
        </h2>
        <p className="mt-2 max-w-prose">
          «Forhåndsvis» viser hvordan kortet blir, uten å lagre noe. «Publiser» lagrer endringen som en ny versjon, og
          nettstedet viser den med en gang. Datoen for siste kontroll blir dagens.
        </p>
        <form id="kortskjema" method="post" noValidate className="mt-4 flex flex-col gap-6">
          <input type="hidden" name="baseVersion" value={edit.baseVersion} />
          <ErrorSummary items={summary} />
          {edit.problem?.code === "conflict" ? (
            <ProblemBox id="konflikt">
              <p>{text.conflict(edit.problem.version)}</p>
              <ChangeList changes={edit.problem.changes} />
              {edit.rebased && edit.rebased.taken.length > 0 && <p>{text.conflictMerged(edit.rebased.taken)}</p>}
              {edit.rebased && edit.rebased.both.length > 0 && <p>{text.conflictBoth(edit.rebased.both)}</p>}
              <p>{text.conflictKept}</p>
            </ProblemBox>
          ) : (
            <CardFormProblem problem={edit.problem} kind="edit" version={null} />
          )}
          <CardFields values={edit.values} errors={edit.errors} />
          <CardSourceField value={edit.source} error={edit.errors.source} />
          {edit.preview && <CardPreview preview={edit.preview} />}
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="preview" className={buttonClasses("secondary")}>
              Forhåndsvis
            </button>
            <button type="submit" name="intent" value="publish" className={buttonClasses("primary")}>
              Publiser
            </button>
          </div>
        </form>
      </section>

      <section aria-labelledby="kontroll-tittel" className="mt-10 max-w-4xl">
        <h2 id="kontroll-tittel" className="text-2xl font-bold">
          Kontrollert i dag
        </h2>
        <p className="mt-2 max-w-prose">
          Har du sjekket kortet mot bankens vilkår, og alt stemmer? Registrer kontrollen med kilden. Ingen opplysninger
          endres.
        </p>
        <div className="mt-4 space-y-4">
          {checkAnswer?.error && (
            <ErrorSummary items={[{ fieldId: `felt-${checkAnswer.field}`, message: checkAnswer.error }]} />
          )}
          <CardFormProblem problem={checkAnswer?.problem ?? null} kind="check" version={null} />
          <CardSourceForm
            intent="check"
            field={checkSourceField(card.id)}
            label="Kilde for kontrollen"
            hint={cardSourceHint}
            button="Kontrollert i dag"
            hidden={{ baseVersion: version }}
            value={checkAnswer?.value ?? ""}
            error={checkAnswer?.error}
          />
        </div>
      </section>

      <section aria-labelledby="historikk-tittel" className="mt-10 max-w-4xl">
        <h2 id="historikk-tittel" className="text-2xl font-bold">
          Historikk
        </h2>
        <p className="mt-2 max-w-prose">
          Alle versjonene, nyeste først. En gjenoppretting publiserer en gammel versjons opplysninger som en ny versjon;
          historikken endres aldri.
        </p>
        <CardHistory history={history} current={version} answer={answer} />
      </section>
    </>
  );
}
