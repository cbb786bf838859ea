import { data, redirect } from "react-router";
import { requireStaff } from "~/admin/access/guard.server";
import { changeCardSlug, readVersions, setCardOnSale } from "../../shared/cards/card-store.server";
import type { Actor } from "../../shared/db/audit.server";
import { cardHistory, formerSlugs } from "~/shared/cards/card-versions";
import { formatDate } from "~/shared/format/format";
import { adminText } from "~/admin/admin-text";
import { numberParam } from "~/admin/cards/card-editing.server";
import { lifecycleText } from "~/admin/cards/card-lifecycle-text";
import { servicesOf, type LoadContext } from "~/shared/server/load-context.server";

/**
 * «Trekk tilbake», «Ta inn igjen» and «Endre adresse» (/admin/kort/:id/salg and /adresse): each form turned
 * into one call to the card store, which validates, versions, renders, audits and notifies (decision 0015, stop 46).
 */

export type LifecycleCard = {
  id: number;
  name: string;
  urlSlug: string;
  /** The date it went out of sale, as printed; null while on sale. */
  retiredOn: string | null;
  merged: boolean;
  version: number;
  /** The addresses it had before, oldest first: each sends readers here. */
  formerSlugs: string[];
};

/** One card as these pages need it, from the database (the forms build on its version). */
export async function lifecycleCard(
  db: Parameters<typeof readVersions>[0],
  cardId: number,
): Promise<LifecycleCard | null> {
  const versions = await readVersions(db, cardId);
  const head = versions.at(-1);
  if (!head) return null;
  return {
    id: head.facts.id,
    name: head.facts.name,
    urlSlug: head.facts.urlSlug,
    retiredOn: head.facts.retiredOn === undefined ? null : formatDate(head.facts.retiredOn),
    merged: head.facts.mergedInto !== undefined,
    version: head.version,
    formerSlugs: [...new Set(formerSlugs(cardHistory(versions)))].filter((slug) => slug !== head.facts.urlSlug),
  };
}

export type LifecycleAction = "retire" | "unretire" | "slug";
type FieldName = keyof typeof lifecycleText.fieldNames;

/** What a form answers when it does not redirect: the editor's own text back, each message at its field. */
export type LifecycleAnswer = {
  values: Record<FieldName, string>;
  errors: Partial<Record<FieldName, string>>;
  general: string[];
};

const fieldOf: Record<string, FieldName> = { reason: "begrunnelse", urlSlug: "adresse" };

/** A post to one of the pages: the new version's number, or the answer to show with its HTTP status. */
export async function submitLifecycle(
  context: LoadContext,
  actor: Actor,
  cardId: number,
  formData: FormData,
  action: LifecycleAction,
): Promise<{ published: number } | { notFound: true } | { status: number; answer: LifecycleAnswer }> {
  const values = {
    begrunnelse: String(formData.get("begrunnelse") ?? ""),
    adresse: String(formData.get("adresse") ?? ""),
  };
  const answer = (status: number, errors: LifecycleAnswer["errors"], general: string[] = []) => ({
    status,
    answer: { values, errors, general },
  });
  const baseVersion = numberParam(String(formData.get("baseVersion") ?? ""));
  if (baseVersion === null) return answer(400, {}, [adminText.cards.noVersion]);
  const db = servicesOf(context).database.db;
  const input = { cardId, baseVersion, reason: values.begrunnelse };
  const result =
    action === "slug"
      ? await changeCardSlug(db, actor, { ...input, slug: values.adresse })
      : await setCardOnSale(db, actor, { ...input, onSale: action === "unretire" });
  switch (result.status) {
    case "published":
      await servicesOf(context).cardSync.refresh();
      return { published: result.version };
    case "not-found":
      return { notFound: true };
    case "unchanged":
      return answer(409, {}, [lifecycleText.unchanged[action]]);
    case "conflict":
      return answer(409, {}, [lifecycleText.conflict(result.current.version)]);
    case "invalid": {
      const errors: LifecycleAnswer["errors"] = {};
      const general: string[] = [];
      for (const issue of result.issues) {
        const field = fieldOf[issue.path];
        if (field) errors[field] ??= `${lifecycleText.fieldNames[field]} ${issue.message}`;
        else general.push(issue.message);
      }
      return answer(400, errors, general);
    }
  }
}

/** A page's card (404 when there is none) and its query's notice of what was just done. */
export async function loadLifecycle(request: Request, context: LoadContext, params: { id?: string }) {
  await requireStaff(request, context, "kort");
  const id = numberParam(params.id);
  const card = id === null ? null : await lifecycleCard(servicesOf(context).database.db, id);
  if (!card) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  return {
    card,
    done: query.get("utfort") ?? "",
    version: numberParam(query.get("versjon")),
    from: query.get("fra") ?? "",
  };
}

/**
 * A page's post: one of `intents`, through submitLifecycle; on success a 303 to `doneUrl` (given the card as it
 * was before), else the answer with its status (400 for bad input, 409 when nothing changed or someone else did).
 */
export async function postLifecycle<Intent extends LifecycleAction>(
  request: Request,
  context: LoadContext,
  params: { id?: string },
  intents: readonly Intent[],
  doneUrl: (intent: Intent, version: number, before: LifecycleCard) => string,
) {
  const session = await requireStaff(request, context, "kort");
  const id = numberParam(params.id);
  const before = id === null ? null : await lifecycleCard(servicesOf(context).database.db, id);
  if (id === null || !before) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = intents.find((entry) => entry === formData.get("intent"));
  if (!intent) throw data(null, { status: 400 });
  const actor = { staffId: session.member.id, email: session.member.email };
  const outcome = await submitLifecycle(context, actor, id, formData, intent);
  if ("notFound" in outcome) throw data(null, { status: 404 });
  if ("published" in outcome) return redirect(doneUrl(intent, outcome.published, before), 303);
  return data(outcome.answer, { status: outcome.status });
}
