import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/database.server";
import { conversions } from "../db/schema";
import type { AffiliateNetwork } from "./affiliate-networks";

export type ConversionStatus = "pending" | "approved" | "rejected";
export type Conversion = {
  network: AffiliateNetwork;
  transactionId: string;
  /** The sub-id the network echoes: our click id, or anything else it sends (kept, shown as unattributed). */
  clickId: string | null;
  status: ConversionStatus;
  /** The commission in øre. */
  amountMinor: number;
  currency: string;
  source: "callback" | "api" | "csv";
};

/** What storing a conversion did: new, a change of status or amount, or a repeat of what we hold. */
export type ConversionOutcome = "new" | "updated" | "repeat";

/**
 * Stores a conversion, idempotent by network and transaction id: a repeat changes nothing; a later report
 * updates status and amount as the network does (pending → approved or rejected, an amended amount). A
 * pending report arriving after the network's decision (callbacks are not ordered) does not undo it.
 */
export async function recordConversion(db: Database, conversion: Conversion): Promise<ConversionOutcome> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(conversions)
      .values(conversion)
      .onConflictDoNothing({ target: [conversions.network, conversions.transactionId] })
      .returning({ id: conversions.id });
    if (inserted.length > 0) return "new";
    const [held] = await tx
      .select()
      .from(conversions)
      .where(and(eq(conversions.network, conversion.network), eq(conversions.transactionId, conversion.transactionId)))
      .for("update");
    if (!held) throw new Error("conversion neither inserted nor found");
    const merged = mergedConversion(held, conversion);
    if (!merged) return "repeat";
    await tx
      .update(conversions)
      .set({ ...merged, updatedAt: sql`now()` })
      .where(eq(conversions.id, held.id));
    return "updated";
  });
}

type HeldFields = Pick<Conversion, "status" | "amountMinor" | "currency" | "clickId">;

/**
 * What a report changes in a held conversion, or null for a repeat (recordConversion; the CSV upload's
 * preview tells the same in advance). A pending report after the network's decision changes nothing.
 */
export function mergedConversion(held: HeldFields, conversion: HeldFields): HeldFields | null {
  const stale = held.status !== "pending" && conversion.status === "pending";
  const status = stale ? held.status : conversion.status;
  const amountMinor = stale ? held.amountMinor : conversion.amountMinor;
  const currency = stale ? held.currency : conversion.currency;
  const clickId = held.clickId ?? conversion.clickId;
  if (
    status === held.status &&
    amountMinor === held.amountMinor &&
    currency === held.currency &&
    clickId === held.clickId
  )
    return null;
  return { status, amountMinor, currency, clickId };
}

/**
 * The networks that call us back, each with its documented parameter names as we register them in the
 * callback URL (docs/decisions/0022): the sub-id, the transaction, the commission, its status and currency.
 * Tradedoubler and Partner-ads report by file (the CSV upload) in this version.
 */
export const callbackParameters = {
  adtraction: {
    clickId: "epi",
    transactionId: "transactionid",
    amount: "commissiondecimal",
    status: "status",
    currency: "currency",
  },
  awin: {
    clickId: "clickRef",
    transactionId: "transactionId",
    amount: "commission",
    status: "transactionStatus",
    currency: "transactionCurrency",
  },
} as const satisfies Partial<Record<AffiliateNetwork, Record<string, string>>>;

export type CallbackNetwork = keyof typeof callbackParameters;
export const isCallbackNetwork = (value: string): value is CallbackNetwork => Object.hasOwn(callbackParameters, value);

/** The environment variable holding a network's callback secret. */
export const callbackSecretVariable = (network: CallbackNetwork) => `COMMISSION_SECRET_${network.toUpperCase()}`;
/** A secret shorter than this is no secret: the network's callbacks are then refused as not set up. */
export const MIN_SECRET_LENGTH = 32;

/**
 * Whether `given` is the network's secret, compared in constant time (the networks sign nothing, so the
 * secret in the URL we register is the only proof; digests first, so the length is not compared either).
 */
export function secretMatches(expected: string | undefined, given: string | null): boolean {
  if (!expected || expected.length < MIN_SECRET_LENGTH || given === null) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(expected), digest(given));
}

const STATUS_WORDS: Record<string, ConversionStatus> = {
  pending: "pending",
  approved: "approved",
  accepted: "approved",
  confirmed: "approved",
  rejected: "rejected",
  declined: "rejected",
  deleted: "rejected",
};

/** A conversion from a callback's parameters, or the Norwegian message naming what is wrong. */
export function conversionFromCallback(
  network: CallbackNetwork,
  params: URLSearchParams,
): { conversion: Conversion } | { problem: string } {
  const names = callbackParameters[network];
  const read = (name: string) => params.get(name)?.trim() ?? "";
  const transactionId = read(names.transactionId);
  if (!/^[\w.:-]{1,100}$/.test(transactionId))
    return { problem: `«${names.transactionId}» (transaksjonens id) mangler eller har ugyldige tegn.` };
  const status = STATUS_WORDS[read(names.status).toLowerCase()];
  if (!status)
    return { problem: `«${names.status}» må være pending, approved eller rejected (eller declined/deleted).` };
  const amountText = read(names.amount);
  if (!/^\d{1,9}(?:[.,]\d{1,2})?$/.test(amountText))
    return { problem: `«${names.amount}» (provisjonen) må være et beløp som 125.50.` };
  const [whole = "0", fraction = ""] = amountText.split(/[.,]/);
  const amountMinor = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  const currency = read(names.currency).toUpperCase() || "NOK";
  if (!/^[A-Z]{3}$/.test(currency)) return { problem: `«${names.currency}» må være en valutakode som NOK.` };
  const clickText = read(names.clickId);
  // An id that is no id of ours (or a placeholder the network left unfilled) is kept as sent, if printable.
  const clickId = /^[\w.:-]{1,128}$/.test(clickText) ? clickText : null;
  return { conversion: { network, transactionId, clickId, status, amountMinor, currency, source: "callback" } };
}
