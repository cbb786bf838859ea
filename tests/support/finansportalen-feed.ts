// Finansportalen's credit-card feed for tests: a writer of the documented format (Atom 1.0, the product's
// fields in Finansportalen's namespace), a generator of a market of N products from a seed, and a local
// HTTP server with Basic authentication that serves a feed, started by the tests themselves on port 0.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { CreditCard } from "../../content/card-schema";
import { effectiveRate, monthlyInstalmentCashFlows } from "../../app/shared/finance/effective-rate";

export const ATOM_NS = "http://www.w3.org/2005/Atom";
export const FEED_NS = "http://www.finansportalen.no/feed/ns/1.0";

/** One product as the feed writes it: each field's text; null writes an empty element, undefined none. */
export type FeedEntry = {
  id: string | number;
  title?: string;
  updated?: string;
  fields: Record<string, string | null | undefined>;
};

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A feed document with these entries; `prefix` is the namespace's prefix (any prefix is the same namespace). */
export function feedXml(entries: readonly FeedEntry[], options: { prefix?: string; updated?: string } = {}): string {
  const prefix = options.prefix ?? "fp";
  const updated = options.updated ?? "2026-11-27T04:00:00+01:00";
  const entryXml = (entry: FeedEntry) => {
    const fields = Object.entries(entry.fields)
      .filter((field): field is [string, string | null] => field[1] !== undefined)
      .map(([name, value]) =>
        value === null ? `    <${prefix}:${name}/>` : `    <${prefix}:${name}>${escape(value)}</${prefix}:${name}>`,
      );
    return [
      "  <entry>",
      `    <id>urn:finansportalen:kredittkort:${escape(String(entry.id))}</id>`,
      `    <title>${escape(entry.title ?? entry.fields.navn ?? "")}</title>`,
      `    <updated>${escape(entry.updated ?? updated)}</updated>`,
      ...fields,
      "  </entry>",
    ].join("\n");
  };
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NS}" xmlns:${prefix}="${FEED_NS}">`,
    "  <title>Kredittkort</title>",
    "  <id>urn:finansportalen:kredittkort</id>",
    `  <updated>${updated}</updated>`,
    ...entries.map(entryXml),
    "</feed>",
    "",
  ].join("\n");
}

/** Figures of a generated product, as numbers, for tests to check against. */
export type MarketProduct = {
  id: number;
  bank: string;
  name: string;
  nominalRate: number;
  annualFee: number;
  monthlyFee: number;
  /** The feed's `effektiv_rente`, computed here on the 15 000 kr / 12 months model, two decimals. */
  effectiveRate: number;
  entry: FeedEntry;
};

const BANKS = [
  "Sparebanken Sør",
  "Sparebank 1 Østlandet",
  "Sparebanken Møre",
  "Bank Norwegian",
  "Komplett Bank",
  "Santander Consumer Bank",
  "Høland og Setskog Sparebank",
  "Skagerrak Sparebank",
  "Sparebanken Vest",
  "Lillestrøm Bank",
  "Ørland Sparebank",
  "Åseral Sparebank",
  "Trøndelag Kredittbank",
  "Bærum Finans",
  "Fjordbank Ålesund",
  "Nordlys Kreditt",
];
const LINES = ["Gull", "Classic", "Platinum", "Reise", "Fordel", "Ung", "Bonus", "Kjøp", "Premium", "Hverdag"];
const NETWORKS = ["Mastercard", "Visa"];
const ANNUAL_FEES = [0, 0, 0, 0, 195, 295, 395, 495, 695, 995];
const MONTHLY_FEES = [0, 0, 0, 0, 0, 25, 35, 45];

/** A small deterministic generator (mulberry32): the same seed gives the same market everywhere. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number as the feed may write it: a decimal comma, or a point. */
const written = (value: number, comma: boolean) => (comma ? String(value).replace(".", ",") : String(value));

/**
 * The effective rate of the representative example (15 000 kr drawn at once, repaid in 12 equal monthly
 * instalments, interest at the nominal rate's twelfth as an annuity rounded to whole kroner, the annual
 * fee and twelve monthly fees added to the cost), solved here from the cash flow with effectiveRate:
 * independent of the code that maps the feed.
 */
export function feedEffectiveRate(nominal: number, annualFee: number, monthlyFee: number): number {
  return feedExample(nominal, annualFee, monthlyFee).effectiveRate;
}

/** The whole representative example of a product's figures, on the model above: what a card page must print. */
export function feedExample(nominal: number, annualFee: number, monthlyFee: number) {
  const principal = 15_000;
  const months = 12;
  const monthly = nominal / 1200;
  const annuity = monthly === 0 ? principal / months : (principal * monthly) / (1 - Math.pow(1 + monthly, -months));
  const interest = Math.round(annuity * months - principal);
  const cost = interest + annualFee + months * monthlyFee;
  const total = principal + cost;
  const rate = effectiveRate(monthlyInstalmentCashFlows(principal, total / months, months));
  return { principal, months, cost, total, instalment: total / months, effectiveRate: rate };
}

/** A market of `count` products, the same for the same seed: realistic banks, rates from 15 to 30 %, fees. */
export function generateMarket(count: number, seed = 30): MarketProduct[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const names = new Set<string>();
  const market: MarketProduct[] = [];
  for (let index = 0; index < count; index++) {
    const bank = pick(BANKS);
    let name = `${bank} ${pick(LINES)} ${pick(NETWORKS)}`;
    for (let variant = 2; names.has(name); variant++) name = `${bank} ${pick(LINES)} ${pick(NETWORKS)} ${variant}`;
    names.add(name);
    const nominalRate = Math.round((15 + next() * 15) * 100) / 100;
    const annualFee = pick(ANNUAL_FEES);
    const monthlyFee = pick(MONTHLY_FEES);
    const rate = Math.round(feedEffectiveRate(nominalRate, annualFee, monthlyFee) * 100) / 100;
    const comma = next() < 0.5;
    const id = 100_000 + index * 7;
    market.push({
      id,
      bank,
      name,
      nominalRate,
      annualFee,
      monthlyFee,
      effectiveRate: rate,
      entry: {
        id,
        fields: {
          leverandor_tekst: bank,
          navn: name,
          kredittkort_nominell_rente: written(nominalRate, comma),
          effektiv_rente: written(rate, comma),
          eksempel_rente: written(rate, comma),
          kredittkort_kort_arsgebyr: String(annualFee),
          kredittkort_termingebyr: String(monthlyFee),
          kredittkort_min_inntekt: pick(["150 000", "200000", "250\u00a0000", null]),
          kredittkort_min_ramme: "5000",
          kredittkort_maks_ramme: pick(["50000", "100 000", "150000"]),
          kredittkort_minstebelop: written(pick([2.5, 3, 3.5]), comma),
          kredittkort_minstebelop_kr: pick(["300", "400", "500"]),
          kredittkort_rentefri_periode: pick(["45", "50", "52", null]),
          kredittkort_reiseforsikring: pick(["true", "false", "1", "0", "ja", "nei"]),
          kredittkort_reiseforsikring_beskrivelse: "Reiseforsikring når minst halve reisen er betalt med kortet.",
          kredittkort_andre_fordeler: pick(["true", "false"]),
          kredittkort_andre_fordeler_beskrivelse: null,
          min_alder: pick(["18", "20", "23"]),
          maks_alder: pick(["75", "80", null]),
          kredittkort_uttak_utland_valutapaslag: written(pick([1.5, 1.75, 2]), comma),
          kredittkort_uttak_utland_transgebyr: pick(["40", "2 % min. 35 kr", null]),
          kredittkort_uttak_egen_bank_i_apningstid_transgebyr: pick(["35", "3 %, minst 40 kr", "0"]),
          spesielle_betingelser: next() < 0.2 ? "Krever fast inntekt og ingen betalingsanmerkninger." : null,
        },
      },
    });
  }
  return market;
}

export type FeedServer = {
  url: string;
  /** Requests seen, with whether they carried the right credentials. */
  requests: Array<{ authorized: boolean; authorization?: string }>;
  close(): Promise<void>;
};

/**
 * A feed server on loopback: Basic authentication with `user`/`password` (401 otherwise), then `respond`
 * writes the answer (default: the body as application/atom+xml).
 */
export async function startFeedServer(options: {
  user: string;
  password: string;
  body?: () => string;
  respond?: (request: IncomingMessage, response: ServerResponse) => void;
}): Promise<FeedServer> {
  const requests: FeedServer["requests"] = [];
  const expected = `Basic ${Buffer.from(`${options.user}:${options.password}`).toString("base64")}`;
  const server = createServer((request, response) => {
    const authorization = request.headers.authorization;
    const authorized = authorization === expected;
    requests.push({ authorized, authorization });
    if (!authorized) {
      response.writeHead(401, { "www-authenticate": 'Basic realm="Finansportalen"', "content-type": "text/plain" });
      response.end("Unauthorized");
      return;
    }
    if (options.respond) return options.respond(request, response);
    const body = options.body?.() ?? feedXml([]);
    response.writeHead(200, { "content-type": "application/atom+xml; charset=utf-8" });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/services/feed/v3/bank/kredittkort.atom`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A number as the feed may write it, with a decimal comma. */
export const withDecimalComma = (value: number) => String(value).replace(".", ",");

/** The product id the tests give one of our cards in the feed. */
export const productIdOf = (card: Pick<CreditCard, "id">) => String(70_000 + card.id);

/** The nominal rate a bank states for a rate before fees: 12 × ((1 + r)^(1/12) − 1), two decimals. */
export const nominalOf = (rate: number) => Math.round(12 * (Math.pow(1 + rate / 100, 1 / 12) - 1) * 10_000) / 100;

/** The feed's entry for one of our cards, stating its facts as they are (the feed's rate solved independently). */
export function feedEntryFor(card: CreditCard, fields: Record<string, string | null> = {}): FeedEntry {
  const nominal = nominalOf(card.interestRate);
  return {
    id: productIdOf(card),
    fields: {
      leverandor_tekst: card.bank,
      navn: card.name,
      kredittkort_nominell_rente: withDecimalComma(nominal),
      effektiv_rente: withDecimalComma(Math.round(feedEffectiveRate(nominal, card.annualFee, 0) * 100) / 100),
      kredittkort_kort_arsgebyr: String(card.annualFee),
      kredittkort_termingebyr: card.monthlyFeeKr === undefined ? null : String(card.monthlyFeeKr),
      kredittkort_maks_ramme: String(card.creditLimitMax),
      kredittkort_reiseforsikring: card.travelInsurance ? "true" : "false",
      kredittkort_rentefri_periode: null,
      ...fields,
    },
  };
}
