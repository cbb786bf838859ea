import type { ReactNode } from "react";
import type { CardFieldChange } from "~/shared/cards/card-versions";
import type { CardFormProblem as Problem } from "~/admin/cards/card-editing.server";
import { adminText } from "./admin-text";

const text = adminText.cards;

/**
 * Why a card form did not publish, shown once after the post and given focus (as an error summary is):
 * an old form, nothing to change, someone else's change meanwhile, an old version today's rules refuse.
 */
export function CardFormProblem({
  problem,
  kind,
  version,
  card,
}: {
  problem: Problem | null;
  kind: "edit" | "check" | "restore";
  version: number | null;
  /** The card's name, where the page lists several (the list's checks). */
  card?: string;
}) {
  if (!problem) return null;
  const about = card ? `${card}: ` : "";
  switch (problem.code) {
    case "no-version":
      return <ProblemBox>{about + text.noVersion}</ProblemBox>;
    case "unchanged":
      return (
        <ProblemBox>
          {about + (kind === "restore" ? text.unchanged.restore(version ?? 0) : text.unchanged[kind])}
        </ProblemBox>
      );
    case "not-restorable":
      return <ProblemBox>{about + text.notRestorable(version, problem.reasons)}</ProblemBox>;
    case "conflict":
      return (
        <ProblemBox>
          <p>{about + (kind === "edit" ? text.conflict(problem.version) : text.conflictOther(problem.version))}</p>
          <ChangeList changes={problem.changes} />
        </ProblemBox>
      );
  }
}

/** A box that takes focus after the post (GOV.UK's pattern for a problem with the whole form). */
export function ProblemBox({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div
      id={id}
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- GOV.UK pattern: focus moves to the problem after a failed submit.
      autoFocus
      role="alert"
      data-card-problem=""
      className="mt-6 space-y-2 rounded-lg border-4 border-red-700 bg-white p-4 font-semibold text-red-800 focus:outline-none focus-visible:outline-3 focus-visible:outline-brand-600"
    >
      {children}
    </div>
  );
}

/** "Årsgebyr: 0 kr → 495 kr", one line each. */
export function ChangeList({ changes, className = "" }: { changes: readonly CardFieldChange[]; className?: string }) {
  if (changes.length === 0) return null;
  return (
    <ul className={`list-disc space-y-1 pl-6 ${className}`}>
      {changes.map((change) => (
        <li key={change.field} className="break-words whitespace-pre-line">
          {text.change(change)}
        </li>
      ))}
    </ul>
  );
}
