import { creditCardSchema, type CreditCard } from "#content/card-schema";
import {
  cardEditSchema,
  cardFormValues,
  editedCard,
  issueErrors,
  newCardSchema,
  rebaseEdit,
  unsupportedFactErrors,
  type CardFormValues,
} from "~/admin/cards/card-edit-form";
import { cardKeyFacts } from "~/shared/cards/card-key-facts";
import {
  cardInputNames,
  checkSourceField,
  newCardInputNames,
  restoreSourceField,
} from "~/admin/cards/card-edit-fields";
import { cardChanges, cardHistory, type CardFieldChange, type CardVersion } from "~/shared/cards/card-versions";
import { isCheckOverdue, osloDate } from "~/shared/cards/data-freshness";
import { checkedOn } from "~/shared/cards/feed-status";
import { validateValues, formValues } from "~/shared/forms/form-validation";
import { formatDate, formatDateTime } from "~/shared/format/format";
import {
  checkSource,
  createCard,
  publishCard,
  readVersions,
  recordCheck,
  restoreVersion,
  type CardSnapshot,
} from "../../shared/cards/card-store.server";
import type { Actor } from "../../shared/db/audit.server";
import { eq } from "drizzle-orm";
import { isReviewed } from "~/shared/cards/card-review";
import { cardFeedLinks } from "~/shared/db/schema";
import { feedOwnedFields } from "~/shared/cards/finansportalen/feed-card.server";
import { cardInputGroups, cardInputs } from "~/admin/cards/card-edit-fields";
import { servicesOf, type LoadContext } from "~/shared/server/load-context.server";

/**
 * The card editor's server side (/admin/kort): the list, one card's page, and each of its forms turned
 * into a call to the card store (app/shared/cards/card-store.server.ts), which validates, versions, audits and
 * notifies. The routes stay thin; every write here is followed by the caller's cardSync.refresh().
 */

/** The facts creditCardSchema has today: a form value for any other is refused by name, not by .strict(). */
const knownFactKeys = Object.keys(creditCardSchema.shape);

/** A card id or version number from the URL or a form: digits only, else null. */
export const numberParam = (value: string | null | undefined) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) : null;
const versionParam = (value: FormDataEntryValue | null) => (typeof value === "string" ? numberParam(value) : null);

export type CardRow = {
  id: number;
  name: string;
  urlSlug: string;
  version: number;
  lastChecked: string;
  checked: string;
  overdue: boolean;
};

/** Every card as published, those not checked for over STALE_AFTER_DAYS first (the longest unchecked first), then the site's order. */
export function cardRows(snapshot: CardSnapshot, now = new Date()): CardRow[] {
  const today = osloDate(now);
  const rows = snapshot.cards.map((card) => {
    const checked = checkedOn(card, snapshot.feed);
    return {
      id: card.id,
      name: card.name,
      urlSlug: card.urlSlug,
      version: snapshot.versions.get(card.id) ?? 1,
      lastChecked: checked,
      checked: formatDate(checked),
      overdue: isCheckOverdue(checked, today),
    };
  });
  return rows.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      (a.overdue ? a.lastChecked.localeCompare(b.lastChecked) : 0) ||
      a.id - b.id,
  );
}

/** How many cards have gone unchecked for over STALE_AFTER_DAYS (the dashboard's figure). */
export function overdueCards(snapshot: CardSnapshot, now = new Date()): number {
  const today = osloDate(now);
  return snapshot.cards.filter((card) => isCheckOverdue(checkedOn(card, snapshot.feed), today)).length;
}

export type HistoryRow = {
  version: number;
  kind: CardVersion["kind"];
  at: string;
  source: string;
  changes: CardFieldChange[];
};

/** One card's versions from the database (never a stale copy: the form's base version comes from here). */
export async function cardEditor(db: Parameters<typeof readVersions>[0], cardId: number, now = new Date()) {
  const versions = await readVersions(db, cardId);
  const head = versions[versions.length - 1];
  if (!head) return null;
  return {
    card: {
      id: head.facts.id,
      name: head.facts.name,
      urlSlug: head.facts.urlSlug,
      image: head.facts.image,
      lastChecked: formatDate(checkedOn(head.facts)),
      overdue: isCheckOverdue(checkedOn(head.facts), osloDate(now)),
      retiredOn: head.facts.retiredOn === undefined ? null : formatDate(head.facts.retiredOn),
      reviewed: isReviewed(head.facts),
    },
    version: head.version,
    values: cardFormValues(head.facts),
    history: cardHistory(versions)
      .reverse()
      .map((entry): HistoryRow => ({
        version: entry.version,
        kind: entry.kind,
        at: formatDateTime(entry.publishedAt),
        source: entry.source,
        changes: entry.changes,
      })),
  };
}

export type CardPreview = {
  keyFacts: Array<[string, string]>;
  terms: { interestRate: number; annualFee: number; monthlyFeeKr?: number };
  changes: CardFieldChange[];
};

/** The card as it would read on its page, from the edited facts: its key figures and representative example. */
function previewOf(current: CreditCard, card: CreditCard): CardPreview {
  return {
    keyFacts: cardKeyFacts(card),
    terms: { interestRate: card.interestRate, annualFee: card.annualFee, monthlyFeeKr: card.monthlyFeeKr },
    changes: cardChanges(current, card),
  };
}

/** A value as JSON with its keys in order: the form builds an object in its inputs' order, the feed in its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** The facts Finansportalen's feed carries (feedOwnedFields, and the least payment made of two of its elements). */
const feedFacts: ReadonlySet<string> = new Set([...feedOwnedFields, "minimumPayment"]);

/**
 * What an edit may not change (decision 0033): on a card linked to its product in the feed, the facts the feed
 * carries (the next sync would put the feed's back); on a card out of sale, the same facts, kept as they were
 * when it left the market. The rest (the review, category, apply page) stays the editors' in both. One message
 * per fact, at its first input.
 */
export function lockedFactErrors(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  lock: "feed" | "retired" | null,
): Record<string, string> {
  if (lock === null) return {};
  const errors: Record<string, string> = {};
  for (const key of feedFacts) {
    if (canonical(before[key]) === canonical(after[key])) continue;
    const input = cardInputs.find((entry) => entry.name === key || entry.name.startsWith(`${key}.`));
    if (!input) continue;
    const group = cardInputGroups.find((entry) => entry.optionalObject === key);
    const label = group?.legend ?? input.range?.label ?? input.label;
    errors[input.name] =
      lock === "feed"
        ? `${label} kommer fra Finansportalen for dette kortet. Fjern koblingen under «Kobling til Finansportalen» for å endre det selv`
        : `${label} kan ikke endres: kortet er ikke lenger i salg, og vilkårene står som de var da det ble tatt ut`;
  }
  return errors;
}

/** Why a form was not published, for the page to say in words (adminText.cards). */
export type CardFormProblem =
  /** The hidden version is missing or garbled: an old or hand-made form. */
  | { code: "no-version" }
  /** Nothing differs from the card as it is (for a check: it is already checked today). */
  | { code: "unchanged" }
  /** Someone published since the page was shown. */
  | { code: "conflict"; version: number; changes: CardFieldChange[] }
  /** An old version that today's schema refuses. */
  | { code: "not-restorable"; reasons: string[] };

/** What the edit form's action answers when it does not redirect: always the editor's own values back. */
export type EditAnswer = {
  kind: "edit";
  values: CardFormValues;
  source: string;
  baseVersion: number;
  errors: Record<string, string>;
  general: string[];
  preview: CardPreview | null;
  problem: CardFormProblem | null;
  /** After a conflict: the labels of what was taken into the form, and of what both changed. */
  rebased: { taken: string[]; both: string[] } | null;
};

/** An answer shown on the page (not a redirect), with its HTTP status. */
type Answer<T> = { status: number; answer: T };

/**
 * The edit form, for «Forhåndsvis» (nothing written) and «Publiser»: read as the form schema says, merged
 * with the facts the form does not edit, then checked by creditCardSchema (preview) or published.
 */
export async function submitEdit(
  context: LoadContext,
  actor: Actor,
  cardId: number,
  formData: FormData,
  intent: "preview" | "publish",
): Promise<Answer<EditAnswer> | { redirect: string } | { notFound: true }> {
  const db = servicesOf(context).database.db;
  const typed = formValues(formData, cardInputNames);
  const source = String(formData.get("source") ?? "");
  const baseVersion = versionParam(formData.get("baseVersion"));
  const versions = await readVersions(db, cardId);
  const head = versions[versions.length - 1];
  if (!head) return { notFound: true };
  const answer: EditAnswer = {
    kind: "edit",
    values: typed,
    source,
    baseVersion: baseVersion ?? head.version,
    errors: {},
    general: [],
    preview: null,
    problem: null,
    rebased: null,
  };
  const invalid = (errors: Partial<Record<string, string>>, general: string[] = []) => ({
    status: 400,
    answer: {
      ...answer,
      errors: Object.fromEntries(
        Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      general,
    },
  });
  if (baseVersion === null) return { status: 400, answer: { ...answer, problem: { code: "no-version" } } };

  const form = validateValues(cardEditSchema, cardInputNames, typed);
  const sourceIssue = intent === "publish" ? checkSource(source) : null;
  const sourceErrors = sourceIssue ? issueErrors([sourceIssue]).errors : {};
  if (!form.ok) return invalid({ ...form.errors, ...sourceErrors });
  const facts = editedCard(head.facts, form.data);
  const unsupported = unsupportedFactErrors(facts, knownFactKeys);
  if (Object.keys(unsupported).length > 0 || sourceIssue) return invalid({ ...unsupported, ...sourceErrors });
  const [link] = await db.select().from(cardFeedLinks).where(eq(cardFeedLinks.cardId, cardId));
  const lock = head.facts.retiredOn !== undefined || link?.retired ? "retired" : link ? "feed" : null;
  const locked = lockedFactErrors(head.facts as Record<string, unknown>, facts, lock);
  if (Object.keys(locked).length > 0) return invalid(locked);

  if (intent === "preview") {
    const parsed = creditCardSchema.safeParse(facts);
    if (!parsed.success) {
      const { errors, general } = issueErrors(
        parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
      );
      return invalid(errors, general);
    }
    return { status: 200, answer: { ...answer, preview: previewOf(head.facts, parsed.data) } };
  }

  const result = await publishCard(db, actor, { cardId, baseVersion, facts, source });
  switch (result.status) {
    case "published":
      await servicesOf(context).cardSync.refresh();
      return { redirect: `/admin/kort/${cardId}?utfort=publisert&versjon=${result.version}` };
    case "unchanged":
      return { status: 200, answer: { ...answer, problem: { code: "unchanged" } } };
    case "not-found":
      return { notFound: true };
    case "invalid": {
      const { errors, general } = issueErrors(result.issues);
      return invalid(errors, general);
    }
    case "conflict": {
      // Someone published since this editor opened the card: their changes come into the form where this
      // editor left the fact alone, this editor's own values stay, and the next «Publiser» builds on the new version.
      const base = versions.find((version) => version.version === baseVersion)?.facts ?? head.facts;
      const rebased = rebaseEdit({ base, current: result.current.facts, mine: facts, values: typed });
      return {
        status: 409,
        answer: {
          ...answer,
          values: rebased.values,
          baseVersion: result.current.version,
          problem: { code: "conflict", version: result.current.version, changes: result.changesSince },
          rebased: { taken: rebased.taken, both: rebased.both },
        },
      };
    }
  }
}

/** What a check or restore form answers when it does not redirect: its message and the text typed in its field. */
export type SourceFormAnswer = {
  kind: "check" | "restore";
  cardId: number;
  /** The version a restore asked for. */
  version: number | null;
  field: string;
  value: string;
  error: string | null;
  problem: CardFormProblem | null;
};

/**
 * «Kontrollert i dag» (from the list or the card's page) and «Gjenopprett denne versjonen»: a source, the
 * version the page showed, and for a restore the version to publish again.
 */
export async function submitSourceForm(
  context: LoadContext,
  actor: Actor,
  cardId: number,
  formData: FormData,
  kind: "check" | "restore",
): Promise<Answer<SourceFormAnswer> | { published: number } | { notFound: true }> {
  const version = versionParam(formData.get("version"));
  const field = kind === "check" ? checkSourceField(cardId) : restoreSourceField(version ?? 0);
  const value = String(formData.get(field) ?? "");
  const baseVersion = versionParam(formData.get("baseVersion"));
  const answer = (status: number, error: string | null, problem: CardFormProblem | null = null) => ({
    status,
    answer: { kind, cardId, version, field, value, error, problem },
  });
  if (baseVersion === null || (kind === "restore" && version === null))
    return answer(400, null, { code: "no-version" });
  const db = servicesOf(context).database.db;
  const input = { cardId, baseVersion, source: value };
  const result =
    kind === "check"
      ? await recordCheck(db, actor, input)
      : await restoreVersion(db, actor, { ...input, version: version ?? 0 });
  switch (result.status) {
    case "published":
      await servicesOf(context).cardSync.refresh();
      return { published: result.version };
    case "not-found":
      return { notFound: true };
    case "unchanged":
      return answer(200, null, { code: "unchanged" });
    case "invalid": {
      const { errors, general } = issueErrors(result.issues, "Kilden");
      if (errors.source) return answer(400, errors.source);
      return answer(400, null, { code: "not-restorable", reasons: [...Object.values(errors), ...general] });
    }
    case "conflict":
      return answer(409, null, { code: "conflict", version: result.current.version, changes: result.changesSince });
  }
}

/** What «Nytt kort» answers when it does not redirect: the editor's own values back, with the messages. */
export type NewCardAnswer = {
  values: CardFormValues;
  source: string;
  errors: Record<string, string>;
  general: string[];
};

/**
 * «Nytt kort» (/admin/kort/nytt): the form read by its one schema (newCardSchema), then made and published by the
 * card store as every new card is (createCard: its id and address given there, its art drawn, no review), with
 * the same checks and render as an edit. Published: to the new card's own editor page.
 */
export async function submitNewCard(
  context: LoadContext,
  actor: Actor,
  formData: FormData,
): Promise<Answer<NewCardAnswer> | { redirect: string }> {
  const values = formValues(formData, newCardInputNames);
  const source = String(formData.get("source") ?? "");
  const invalid = (errors: Partial<Record<string, string>>, general: string[] = []) => ({
    status: 400,
    answer: {
      values,
      source,
      errors: Object.fromEntries(
        Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
      ),
      general,
    },
  });
  const form = validateValues(newCardSchema, newCardInputNames, values);
  const sourceIssue = checkSource(source);
  const sourceErrors = sourceIssue ? issueErrors([sourceIssue]).errors : {};
  if (!form.ok) return invalid({ ...form.errors, ...sourceErrors });
  const unsupported = unsupportedFactErrors(form.data, knownFactKeys);
  if (Object.keys(unsupported).length > 0 || sourceIssue) return invalid({ ...unsupported, ...sourceErrors });
  const result = await createCard(servicesOf(context).database.db, actor, { facts: form.data, source });
  if (result.status === "invalid") {
    const { errors, general } = issueErrors(result.issues);
    return invalid(errors, general);
  }
  await servicesOf(context).cardSync.refresh();
  return { redirect: `/admin/kort/${result.cardId}?utfort=opprettet&versjon=${result.version}` };
}
