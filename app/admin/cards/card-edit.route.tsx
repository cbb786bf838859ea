import { data, redirect } from "react-router";
import type { Route } from "./+types/card-edit.route";
import { adminText } from "~/admin/admin-text";
import { CardEditor } from "~/admin/cards/card-editor";
import { requireStaff } from "~/admin/access/guard.server";
import { cardEditor, numberParam, submitEdit, submitSourceForm } from "~/admin/cards/card-editing.server";
import { AffiliateLinkForm } from "~/admin/cards/affiliate-link-form";
import { affiliateLinkOf, submitAffiliateLink } from "~/admin/cards/affiliate-link.server";
import { FeedLinkForm } from "~/admin/cards/feed-link-form";
import {
  FEED_MERGE_FIELD,
  FEED_PRODUCT_FIELD,
  feedLinkOf,
  linkCardToProduct,
  mergeCardWithProduct,
  unlinkCard,
} from "~/admin/cards/feed-link.server";
import { servicesOf } from "~/shared/server/load-context.server";

const doneKinds = ["publisert", "opprettet", "kontrollert", "gjenopprettet"];

/** One card: its facts to edit (from the database, with the version the form builds on), its checks and history. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context, "kort");
  const id = numberParam(params.id);
  const editor = id === null ? null : await cardEditor(servicesOf(context).database.db, id);
  if (!editor) throw data(null, { status: 404 });
  const feedLink = await feedLinkOf(servicesOf(context).database.db, id as number);
  if (!feedLink) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const kind = url.searchParams.get("utfort") ?? "";
  const version = numberParam(url.searchParams.get("versjon"));
  return {
    ...editor,
    affiliateLink: await affiliateLinkOf(servicesOf(context).database.db, id as number),
    feedLink,
    feedLinkDone:
      kind === "koblet"
        ? { what: "linked" as const, productId: url.searchParams.get("produkt") ?? "" }
        : kind === "slatt-sammen"
          ? {
              what: "merged" as const,
              productId: url.searchParams.get("produkt") ?? "",
              retiredSlug: url.searchParams.get("fra") ?? "",
            }
          : kind === "frakoblet"
            ? { what: "unlinked" as const }
            : null,
    done:
      doneKinds.includes(kind) && version !== null
        ? { kind, version, from: numberParam(url.searchParams.get("fra")) }
        : null,
  };
}

/**
 * intent=preview (nothing written), publish, check, restore, affiliate-link (the card's link template), or feed-link,
 * feed-merge and feed-unlink (its product in Finansportalen's feed). Each answers with the editor's own values
 * when it does not redirect: 400 for bad input, 409 when someone else published meanwhile.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const session = await requireStaff(request, context, "kort");
  const id = numberParam(params.id);
  if (id === null) throw data(null, { status: 404 });
  const actor = { staffId: session.member.id, email: session.member.email };
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "affiliate-link") {
    const outcome = await submitAffiliateLink(context, actor, id, formData);
    if ("notFound" in outcome) throw data(null, { status: 404 });
    return data(outcome.answer, { status: outcome.status });
  }
  if (intent === "feed-link" || intent === "feed-merge" || intent === "feed-unlink") {
    const db = servicesOf(context).database.db;
    const result =
      intent === "feed-link"
        ? await linkCardToProduct(db, actor, id, String(formData.get(FEED_PRODUCT_FIELD) ?? ""))
        : intent === "feed-merge"
          ? await mergeCardWithProduct(db, actor, id, String(formData.get(FEED_MERGE_FIELD) ?? ""))
          : await unlinkCard(db, actor, id);
    if (result.status === "not-found") throw data(null, { status: 404 });
    if (result.status === "linked")
      return redirect(
        `/admin/kort/${id}?utfort=koblet&produkt=${encodeURIComponent(result.productId)}#finansportalen-kobling`,
        303,
      );
    if (result.status === "merged")
      return redirect(
        `/admin/kort/${id}?utfort=slatt-sammen&produkt=${encodeURIComponent(result.productId)}&fra=${encodeURIComponent(result.retiredSlug)}#finansportalen-kobling`,
        303,
      );
    if (result.status === "unlinked") return redirect(`/admin/kort/${id}?utfort=frakoblet#finansportalen-kobling`, 303);
    return data({ kind: "feed-link" as const, result }, { status: 400 });
  }
  if (intent === "check" || intent === "restore") {
    const outcome = await submitSourceForm(context, actor, id, formData, intent);
    if ("notFound" in outcome) throw data(null, { status: 404 });
    if ("published" in outcome) {
      const done = intent === "check" ? "kontrollert" : `gjenopprettet&fra=${String(formData.get("version"))}`;
      return redirect(`/admin/kort/${id}?utfort=${done}&versjon=${outcome.published}`, 303);
    }
    return data(outcome.answer, { status: outcome.status });
  }
  if (intent !== "preview" && intent !== "publish") throw data(null, { status: 400 });
  const outcome = await submitEdit(context, actor, id, formData, intent);
  if ("notFound" in outcome) throw data(null, { status: 404 });
  if ("redirect" in outcome) return redirect(outcome.redirect, 303);
  return data(outcome.answer, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData ? loaderData.card.name : "Kort"} | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function CardEdit({ loaderData, actionData }: Route.ComponentProps) {
  const edit =
    actionData?.kind === "edit"
      ? actionData
      : {
          values: loaderData.values,
          source: "",
          baseVersion: loaderData.version,
          errors: {},
          general: [],
          preview: null,
          problem: null,
          rebased: null,
        };
  const linkAnswer = actionData?.kind === "affiliate-link" ? actionData : null;
  const feedAnswer = actionData?.kind === "feed-link" ? actionData : null;
  const answer =
    actionData && actionData.kind !== "edit" && actionData.kind !== "affiliate-link" && actionData.kind !== "feed-link"
      ? actionData
      : null;
  return (
    <>
      <CardEditor
        card={loaderData.card}
        version={loaderData.version}
        history={loaderData.history}
        done={actionData ? null : loaderData.done}
        edit={edit}
        answer={answer}
      />
      <FeedLinkForm
        state={loaderData.feedLink}
        answer={feedAnswer}
        done={actionData ? null : loaderData.feedLinkDone}
      />
      <AffiliateLinkForm stored={loaderData.affiliateLink} answer={linkAnswer} />
    </>
  );
}
