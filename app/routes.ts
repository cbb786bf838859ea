import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every URL of the site. Static pages are prerendered at build (react-router.config.ts); what is rendered
 * per request instead is listed in app/site/route-paths.ts.
 */
export default [
  // The public site: every page in its frame (header, footer, cookie banner), errors included.
  layout("site/site-layout.route.tsx", [
    index("site/card-list/home.route.tsx"),
    route("kredittkort", "site/card-list/cards.route.tsx"),
    route("kort/:urlSlug", "site/card-page/card.route.tsx"),
    route("sammenlign", "site/compare/compare.route.tsx"),
    route("kortvelger", "site/card-finder/card-finder.route.tsx"),
    route("sok", "site/search/search.route.tsx"),

    route("guider", "site/guides/guides.route.tsx"),
    ...prefix("guider", [
      route("nybegynnerguiden-til-kredittkort", "site/guides/beginner/beginner-guide.route.tsx"),
      route("beste-cashback-kredittkort", "site/guides/cashback/cashback-guide.route.tsx"),
      route("spar-ti-tusen-kroner-aarlig", "site/guides/savings/savings-guide.route.tsx"),
      route("sparestrategier-maaned-for-maaned", "site/guides/savings/savings-strategies.route.tsx"),
      route("kredittsjekk-og-kredittscore", "site/guides/credit-score/credit-score-guide.route.tsx"),
      route("reisekredittkort-fordeler-fallgruver", "site/guides/travel/travel-guide.route.tsx"),
    ]),
    route("kredittkort-gjeld-guide", "site/guides/debt/debt-guide.route.tsx"),

    route("beste-kredittkort", "site/articles/best-cards/best-cards.route.tsx"),
    route("beste-cashback-kredittkort", "site/articles/best-cashback/best-cashback.route.tsx"),
    route("beste-kredittkort-i-test", "site/articles/best-in-test/best-in-test.route.tsx"),
    // Their addresses once had a year (…-2025): host/app.js and the not-found route redirect those (decision 0028).
    route("kredittkort-sikkerhet-netthandel", "site/articles/online-safety/online-safety.route.tsx"),
    route("kredittkort-vs-bankkort", "site/articles/card-vs-debit/card-vs-debit.route.tsx"),

    route("om", "site/about/about.route.tsx"),
    route("om/data", "site/open-data/open-data.route.tsx"),
    route("personvern", "site/privacy/privacy.route.tsx"),
    route("cookies", "site/consent/cookies.route.tsx"),
    route("tilgjengelighet", "site/accessibility/accessibility.route.tsx"),
    route("slik-rangerer-og-tjener-vi", "site/ranking-method/ranking-method.route.tsx"),
    route("samtykke", "site/consent/consent.route.tsx"),
    route("kontakt", "site/contact/contact.route.tsx"),
    ...prefix("nyhetsbrev", [
      route("bekreft", "site/newsletter/confirm.route.tsx"),
      route("avmeld", "site/newsletter/unsubscribe.route.tsx"),
      route("lenke/:id", "site/newsletter/link.route.tsx"),
    ]),
    // Card alerts for readers (docs/decisions/0031): the form's post, the mail's links and the reader's page.
    route("varsler", "site/card-alerts/alerts.route.tsx"),
    ...prefix("varsler", [
      route("bekreft", "site/card-alerts/alerts-confirm.route.tsx"),
      route("avmeld", "site/card-alerts/alerts-unsubscribe.route.tsx"),
      route("mine", "site/card-alerts/alerts-manage.route.tsx"),
    ]),

    // Files and endpoints (no component): inside the layout only so that their errors (an unknown
    // /go/… link, say) render in the site's frame.
    route("go/:urlSlug", "site/tracking/go.route.tsx"),
    route("api/sidevisning", "site/tracking/page-view.route.ts"),
    // Conversion callbacks from the affiliate networks (docs/decisions/0022).
    route("api/provisjon/:network", "site/commission/commission-callback.route.ts"),
    route("sok.json", "site/search/search-json.route.ts"),
    route("fragment/:name", "site/fragments/fragment.route.ts"),
    route("guider/spar-ti-tusen-kroner-aarlig.pdf", "site/guides/savings/savings-guide-pdf.route.ts"),
    route("kredittkort-gjeld-guide/plan.pdf", "site/guides/debt/debt-plan-pdf.route.ts"),
    // Open data (documented at /om/data)
    route("api/kort.json", "site/open-data/open-cards-json.route.ts"),
    route("kort/endringer.xml", "site/open-data/card-changes-feed.route.ts"),

    route("*", "site/not-found/not-found.route.tsx"),
  ]),

  // The back office: rendered per request for signed-in staff, never prerendered, in its own frame.
  ...prefix("admin", [
    layout("admin/admin-layout.route.tsx", [
      index("admin/dashboard.route.tsx"),
      route("logg-inn", "admin/access/sign-in.route.tsx"),
      route("logg-ut", "admin/access/sign-out.route.tsx"),
      route("invitasjon", "admin/access/invitation.route.tsx"),
      route("passkey-valg", "admin/access/passkey-options.route.ts"),
      route("konto", "admin/access/account.route.tsx"),
      route("ansatte", "admin/access/staff.route.tsx"),
      route("kort", "admin/cards/cards.route.tsx"),
      route("kort/nytt", "admin/cards/card-new.route.tsx"),
      route("kort/:id", "admin/cards/card-edit.route.tsx"),
      route("kort/:id/salg", "admin/cards/card-sale.route.tsx"),
      route("kort/:id/adresse", "admin/cards/card-address.route.tsx"),
      route("henvendelser", "admin/enquiries/enquiries.route.tsx"),
      route("henvendelser/svarmaler", "admin/enquiries/saved-replies.route.tsx"),
      route("henvendelser/svarmaler/:id", "admin/enquiries/saved-reply.route.tsx"),
      route("henvendelser/:id", "admin/enquiries/enquiry.route.tsx"),
      // The enquiry page's scripts: who has it open (GET, JSON) and the draft as typed (POST, JSON).
      route("henvendelser/:id/tilstede", "admin/enquiries/presence.route.ts"),
      route("henvendelser/:id/utkast", "admin/enquiries/draft.route.ts"),
      route("nyhetsbrev", "admin/newsletter/newsletter.route.tsx"),
      route("nyhetsbrev/ny", "admin/newsletter/newsletter-new.route.tsx"),
      route("nyhetsbrev/abonnenter", "admin/newsletter/subscribers.route.tsx"),
      route("nyhetsbrev/abonnenter.csv", "admin/newsletter/subscribers-csv.route.ts"),
      // The draft page's script: the preview of the text as typed (POST, an HTML fragment).
      route("nyhetsbrev/forhandsvisning", "admin/newsletter/issue-preview.route.ts"),
      route("nyhetsbrev/:id", "admin/newsletter/newsletter-issue.route.tsx"),
      route("statistikk", "admin/statistics/statistics.route.tsx"),
      route("statistikk.csv", "admin/statistics/statistics-csv.route.ts"),
      route("statistikk/provisjonshenting", "admin/statistics/commission-pulls.route.tsx"),
      route("statistikk/last-opp", "admin/statistics/report-upload.route.tsx"),
      route("logg", "admin/audit-log/audit-log.route.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
