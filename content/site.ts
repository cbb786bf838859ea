/**
 * Site-wide facts: brand, contact details, claims, navigation and footer links.
 * Footer hrefs carry 19 anchors; each leads to a page or a section with that id.
 */
export const site = {
  name: "Kortvalg",
  tagline: "Sammenligning av kredittkort i Norge",
  origin: "https://kortvalg.no",
  email: "post@kortvalg.no",
  phone: "+47 22 80 40 00",
  phoneDisplay: "22 80 40 00",
  city: "Oslo",
  foundedYear: 2010,
} as const;

export type NavLink = { href: string; label: string };
/**
 * A link to the card list whose words say what it holds, true in every state: «Alle kredittkort» only while
 * Finansportalen's daily sync holds, otherwise «Oversikt over kortene» (coverageText.listLink).
 */
export type ListLink = { href: string; listLink: true };

export const mainNav: NavLink[] = [
  { href: "/kredittkort", label: "Kredittkort" },
  { href: "/guider", label: "Guider" },
  { href: "/#faq", label: "FAQ" },
  { href: "/kontakt", label: "Kontakt" },
];

export const footerColumns: Array<{ heading: string; links: Array<NavLink | ListLink> }> = [
  {
    heading: "Om oss",
    links: [
      { href: "/om#about", label: "Om Kortvalg" },
      { href: "/om#how-we-work", label: "Slik jobber vi" },
      { href: "/om#partners", label: "Samarbeidspartnere" },
      { href: "/om#news", label: "Nyheter" },
    ],
  },
  {
    heading: "Kredittkort",
    links: [
      { href: "/kredittkort#all-cards", listLink: true },
      { href: "/kredittkort#cashback", label: "Cashback-kort" },
      { href: "/kredittkort#travel", label: "Reisekort" },
      { href: "/kredittkort#no-fee", label: "Kort uten årsgebyr" },
    ],
  },
  {
    heading: "Hjelp og guider",
    links: [
      { href: "/guider#guide", label: "Kredittkortguider" },
      { href: "/#faq", label: "Ofte stilte spørsmål" },
      { href: "/guider/nybegynnerguiden-til-kredittkort#how-to-apply", label: "Slik søker du" },
      { href: "/guider/kredittsjekk-og-kredittscore#credit-info", label: "Kredittinformasjon" },
    ],
  },
  {
    heading: "Kontakt",
    links: [
      { href: "/kontakt#support", label: "Kundeservice" },
      { href: "/kontakt#feedback", label: "Gi tilbakemelding" },
      { href: "/om#press", label: "Presse" },
      { href: "/om#careers", label: "Jobb hos oss" },
    ],
  },
];

export const footerLegalLinks: NavLink[] = [
  { href: "/personvern#privacy", label: "Personvern" },
  { href: "/cookies#cookies", label: "Cookies" },
  { href: "/om#terms", label: "Vilkår for bruk" },
  { href: "/tilgjengelighet", label: "Tilgjengelighet" },
  { href: "/slik-rangerer-og-tjener-vi", label: "Slik rangerer og tjener vi" },
];
