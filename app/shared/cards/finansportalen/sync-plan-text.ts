/** The words of a sync plan: shown to editors under «Til godkjenning» and printed by `npm run cards -- sync`. */
const nb = new Intl.NumberFormat("nb-NO", { maximumFractionDigits: 2 });
const percent = (value: number) => `${nb.format(Math.round(value * 10) / 10)}\u00a0%`;
const points = (value: number) => `${nb.format(Math.round(value * 10) / 10)} prosentpoeng`;

export const syncText = {
  /** The source of every version a sync writes. */
  source: (date: string) => `Finansportalen, hentet ${date}`,
  // Refusals of the whole run: nothing is changed.
  empty: "Feeden har ingen produkter. Ingenting er endret.",
  duplicateIds: (ids: string[]) =>
    `Feeden har samme produktnummer i flere produkter (${ids.slice(0, 10).join(", ")}${ids.length > 10 ? " …" : ""}). Ingenting er endret.`,
  tooManyNew: (adding: number, bound: number, cards: number) =>
    `Feeden ville ta inn ${adding} nye produkter på én gang (som nye kort eller til godkjenning), flere enn grensen på ${bound} (en femtedel av ${cards} kort i salg, minst 20). Ingenting er endret. Sjekk feeden hos Finansportalen: har produktene fått nye numre, eller er det kommet med noe som ikke er kredittkort, si fra til dem. Er de nye kortene ekte, ta dem inn med «npm run cards -- sync --godta-nye».`,
  tooManyProducts: (products: number, most: number) =>
    `Feeden har ${nb.format(products)} produkter, flere enn ${nb.format(most)}: langt flere enn kredittkortene som selges i Norge. Ingenting er endret: sjekk feeden hos Finansportalen.`,
  tooManyRetired: (retiring: number, cards: number) =>
    `Feeden ville fjerne ${retiring} av ${cards} kort på én gang (mer enn en femtedel). Ingenting er endret: sjekk feeden.`,
  // Why a change waits for an editor.
  effectiveRateJump: (from: number, to: number) =>
    `Den effektive renten i eksempelet endres fra ${percent(from)} til ${percent(to)}, mer enn 3 prosentpoeng.`,
  feeDoubled: (label: string, from: string, to: string) => `${label} går fra ${from} til ${to}, mer enn det dobbelte.`,
  feedRateDisagrees: (ours: number, feeds: number) =>
    `Vår effektive rente (${percent(ours)}) og Finansportalens (${percent(feeds)}) skiller seg med ${points(Math.abs(ours - feeds))}. Begge tallene er vist; én av dem er feil.`,
  item: (number: number) => `punkt ${number}`,
  schemaRefused: (label: string, message: string) => `${label} ${message}.`,
  nameChanged: (from: string, to: string) => `Finansportalen kaller nå kortet «${to}» (hos oss «${from}»).`,
  unreadable: (field: string | undefined, message: string) =>
    field ? `Feltet ${field} i feeden ${message}.` : `Produktet i feeden kan ikke leses: ${message}.`,
  noExample: "Feeden oppgir ikke nominell rente og årsgebyr, så vi kan ikke regne ut et representativt eksempel.",
  returned: "Kortet var tatt ut av salg, men står i feeden igjen.",
  // Notes in the plan.
  missingOnce:
    "Produktet mangler i feeden. Kortet tas ut av salg hvis det fortsatt mangler ved en synkronisering minst 20 timer senere.",
  missingSoon:
    "Produktet mangler i feeden igjen, men det er under 20 timer siden det manglet første gang. Kortet tas ut av salg hvis det fortsatt mangler ved en synkronisering minst 20 timer etter den første.",
  retired: (syncs: number) => `Produktet har manglet i feeden ${syncs} ganger på rad. Kortet tas ut av salg.`,
  missingUncounted:
    "Produktet mangler i feeden, men feeden har produkter uten lesbart nummer. Vi teller ikke dette som et fravær.",
  match: (card: string, product: string) =>
    `Produktet «${product}» ser ut til å være vårt kort «${card}». En redaktør kobler dem.`,
} as const;
