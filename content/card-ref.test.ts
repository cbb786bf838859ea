import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cardIdSchema, labelByCard } from "./card-ref";
import { parseContent } from "./validate";

// Content names a card by its id (decision 0015, stop 47): an id no card has fails with the entry and the field named.
describe("a card named by content", () => {
  const schema = z.object({ cardId: cardIdSchema }).strict();

  it("accepts one of the cards' ids", () => {
    expect(parseContent("Liste", schema, [{ cardId: 6 }], labelByCard())).toEqual([{ cardId: 6 }]);
  });

  it("refuses an id no card has, naming the list, the entry and the field", () => {
    expect(() => parseContent("Liste", schema, [{ cardId: 6 }, { cardId: 404 }], labelByCard())).toThrow(
      "Liste kort 404: feltet «cardId» må være id-en til et av kortene i content/cards.ts",
    );
  });

  it("refuses a card named by its address", () => {
    expect(() => parseContent("Liste", schema, [{ cardId: "trumf-kredittkort" }], labelByCard())).toThrow(
      /Liste nr\. 1: feltet «cardId» må være et tall/,
    );
  });

  it("labels an entry by its card's name and id", () => {
    expect(labelByCard()({ cardId: 6 }, 0)).toBe("«Trumf Visa» (kort 6)");
  });
});
