import { count, gte } from "drizzle-orm";
import type { Route } from "./+types/dashboard.route";
import { adminText } from "~/admin/admin-text";
import { STALE_AFTER_DAYS } from "~/shared/cards/data-freshness";
import { formatNumber } from "~/shared/format/format";
import { applyClicks } from "~/shared/db/schema";
import { requireStaff } from "~/admin/access/guard.server";
import { enquiryCounts, overdueCount } from "~/admin/enquiries/enquiries.server";
import { confirmedSubscriberCount } from "~/admin/newsletter/newsletter-send.server";
import { overdueCards } from "~/admin/cards/card-editing.server";
import { syncState } from "~/shared/cards/finansportalen/feed-sync.server";
import { syncAge } from "~/admin/cards/feed-sync-panel";
import { DoneNotice } from "~/admin/done-notice";
import { TextLink } from "~/shared/ui/text-link";
import { AdminPageTitle } from "~/admin/admin-page-title";
import { servicesOf } from "~/shared/server/load-context.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStaff(request, context, "oversikt");
  const db = servicesOf(context).database.db;
  const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  const [enquiries, overdue, subscribers, [clicks], sync] = await Promise.all([
    enquiryCounts(db),
    overdueCount(db),
    confirmedSubscriberCount(db),
    db.select({ n: count() }).from(applyClicks).where(gte(applyClicks.clickedAt, weekAgo)),
    syncState(db),
  ]);
  return {
    email: session.member.email,
    welcome: new URL(request.url).searchParams.has("velkommen"),
    figures: {
      newEnquiries: enquiries.new,
      overdue,
      subscribers,
      clicks: clicks?.n ?? 0,
      uncheckedCards: overdueCards(servicesOf(context).cardSync.current()),
    },
    lastGoodSync: sync.lastGood?.startedAt.toISOString() ?? null,
    lastSyncFailed: sync.last?.status === "failed",
  };
}

export const meta: Route.MetaFunction = () => [
  { title: `Oversikt | ${adminText.siteName}` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { figures } = loaderData;
  const tiles = [
    {
      label: "Nye henvendelser",
      value: figures.newEnquiries,
      href: "/admin/henvendelser",
      note: figures.overdue > 0 ? `${formatNumber(figures.overdue)} over fristen` : "Ingen over fristen",
      warn: figures.overdue > 0,
    },
    {
      label: "Kort som må kontrolleres",
      value: figures.uncheckedCards,
      href: "/admin/kort",
      note:
        figures.uncheckedCards > 0
          ? adminText.cards.overdue
          : `Alle er kontrollert de siste ${STALE_AFTER_DAYS} dagene`,
      warn: figures.uncheckedCards > 0,
    },
    {
      label: "Bekreftede abonnenter",
      value: figures.subscribers,
      href: "/admin/nyhetsbrev",
      note: "Får neste nyhetsbrev",
      warn: false,
    },
    {
      label: "Klikk på søknadslenker",
      value: figures.clicks,
      href: "/admin/statistikk",
      note: "Siste 7 dager",
      warn: false,
    },
  ];
  return (
    <>
      <AdminPageTitle>Oversikt</AdminPageTitle>
      {loaderData.welcome && <DoneNotice>Passkeyen er laget, og du er logget inn som {loaderData.email}.</DoneNotice>}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map((tile) => (
          <li key={tile.label} className="rounded-lg border border-gray-300 bg-white p-5">
            <TextLink strong href={tile.href}>
              {tile.label}
            </TextLink>
            <p className="mt-2 text-4xl font-bold">{formatNumber(tile.value)}</p>
            <p className={`mt-1 ${tile.warn ? "font-semibold text-red-800" : "text-muted"}`}>{tile.note}</p>
          </li>
        ))}
      </ul>
      <p className={`mt-6 ${loaderData.lastSyncFailed ? "font-semibold text-red-800" : ""}`}>
        Siste vellykkede synkronisering med Finansportalen: {syncAge(loaderData.lastGoodSync).toLowerCase()}
        {loaderData.lastSyncFailed ? ". Den siste feilet; se " : ". Se "}
        <TextLink href="/admin/kort#synkroniseringer">kjøringene</TextLink>.
      </p>
    </>
  );
}
