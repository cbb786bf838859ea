import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Every URL of the site. Static routes are prerendered at build (react-router.config.ts). */
export default [
  index("routes/home.tsx"),
  route("kredittkort", "routes/cards.tsx"),
  route("kort/:urlSlug", "routes/card.tsx"),
  route("go/:urlSlug", "routes/go.tsx"),

  // Site pages
  route("guider", "routes/guides.tsx"),
  route("om", "routes/about.tsx"),
  route("om/data", "routes/open-data.tsx"),
  route("personvern", "routes/privacy.tsx"),
  route("cookies", "routes/cookies.tsx"),
  route("kontakt", "routes/contact.tsx"),
  // (end site pages)

  // Articles
  route("beste-kredittkort-2025", "routes/article-best-cards.tsx"),
  route("beste-cashback-kredittkort-2025", "routes/article-best-cashback.tsx"),
  route("beste-kredittkort-i-test-2025", "routes/article-best-in-test.tsx"),
  route("kredittkort-sikkerhet-netthandel", "routes/article-online-safety.tsx"),
  route("kredittkort-vs-bankkort", "routes/article-card-vs-debit.tsx"),
  // (end articles)

  // Guides
  route("guider/nybegynnerguiden-til-kredittkort", "routes/guide-beginner.tsx"),
  route("guider/beste-cashback-kredittkort", "routes/guide-cashback.tsx"),
  route("guider/spar-ti-tusen-kroner-aarlig", "routes/guide-savings.tsx"),
  route("guider/spar-ti-tusen-kroner-aarlig.pdf", "routes/guide-savings-pdf.ts"),
  route("guider/sparestrategier-maaned-for-maaned", "routes/guide-savings-strategies.tsx"),
  route("guider/kredittsjekk-og-kredittscore", "routes/guide-credit-score.tsx"),
  route("guider/reisekredittkort-fordeler-fallgruver", "routes/guide-travel.tsx"),
  // (end guides)

  // Debt guide
  route("kredittkort-gjeld-guide", "routes/guide-debt.tsx"),
  route("kredittkort-gjeld-guide/plan.pdf", "routes/guide-debt-plan-pdf.ts"),
  // (end debt guide)

  // Compare and sort
  route("sammenlign", "routes/compare.tsx"),
  route("kortvelger", "routes/card-finder.tsx"),
  // (end compare and sort)

  // Search
  route("sok", "routes/search.tsx"),
  route("sok.json", "routes/search-json.ts"),
  // (end search)

  // Open data (documented at /om/data): rendered per request (app/route-paths.ts)
  route("api/kort.json", "routes/open-cards-json.ts"),
  route("kort/endringer.xml", "routes/card-changes-feed.ts"),
  // (end open data)

  // Consent
  route("samtykke", "routes/consent.tsx"),
  // (end consent)

  // Forms and tracking
  route("nyhetsbrev/bekreft", "routes/newsletter-confirm.tsx"),
  route("nyhetsbrev/avmeld", "routes/newsletter-unsubscribe.tsx"),
  route("api/sidevisning", "routes/page-view.ts"),
  route("fragment/:name", "routes/fragment.ts"),
  // (end forms and tracking)

  // The back office: rendered per request for signed-in staff, never prerendered (app/route-paths.ts)
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("logg-inn", "routes/admin/sign-in.tsx"),
    route("logg-ut", "routes/admin/sign-out.tsx"),
    route("invitasjon", "routes/admin/invitation.tsx"),
    route("passkey-valg", "routes/admin/passkey-options.ts"),
    route("konto", "routes/admin/account.tsx"),
    route("kort", "routes/admin/cards.tsx"),
    route("kort/:id", "routes/admin/card-edit.tsx"),
    route("henvendelser", "routes/admin/enquiries.tsx"),
    route("henvendelser/:id", "routes/admin/enquiry.tsx"),
    route("nyhetsbrev", "routes/admin/newsletter.tsx"),
    route("nyhetsbrev/ny", "routes/admin/newsletter-new.tsx"),
    route("nyhetsbrev/:id", "routes/admin/newsletter-issue.tsx"),
    route("statistikk", "routes/admin/statistics.tsx"),
    route("statistikk.csv", "routes/admin/statistics-csv.ts"),
    route("ansatte", "routes/admin/staff.tsx"),
    route("logg", "routes/admin/audit-log.tsx"),
  ]),
  // (end back office)

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
