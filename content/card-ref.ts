import { z } from "zod";
import type { CreditCard } from "./card-schema";
import { cardById } from "./cards";

/**
 * How editorial content names a card: by its id, which never changes, never by its address, which an editor
 * may move (decision 0015, stop 47). Where a content file names a card, the address may follow as a comment,
 * for the reader of the file only. An id no card has fails the content's validation, naming the entry.
 */
export const cardIdSchema = z
  .number()
  .int()
  .positive()
  .refine((id) => cardById(id) !== undefined, "må være id-en til et av kortene i content/cards.ts");

/** An entry's label in a content error: the card its `field` names, by name and id, or its position. */
export const labelByCard =
  (field = "cardId") =>
  (raw: unknown, index: number): string => {
    const id = typeof raw === "object" && raw !== null ? (raw as Record<string, unknown>)[field] : undefined;
    if (typeof id !== "number") return `nr. ${index + 1}`;
    const card = cardById(id);
    return card ? `«${card.name}» (kort ${id})` : `kort ${id}`;
  };

/** A card of `list` by id; how a content check names the card it is about («Trumf Visa», or «kort 6» if gone). */
export const cardIn = (list: readonly CreditCard[], id: number) => list.find((card) => card.id === id);
export const cardLabel = (list: readonly CreditCard[], id: number) => `«${cardIn(list, id)?.name ?? `kort ${id}`}»`;
