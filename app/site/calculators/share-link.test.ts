import { describe, expect, it } from "vitest";
import { shareHref } from "./share-link";

describe("shareHref", () => {
  it.each<[string, string, string, Parameters<typeof shareHref>[2], string]>([
    ["no query", "/kortvelger", "", {}, "/kortvelger"],
    ["only the marker", "/kortvelger", "?beregn=1", { drop: ["beregn"] }, "/kortvelger"],
    [
      "the marker goes, the fields stay in their order",
      "/kredittkort-gjeld-guide",
      "?beregn=1&gjeld=50+000&rente=19%2C9&betaling=2+500&ekstra=",
      { drop: ["beregn"], fragment: "gjeldskalkulator-svar" },
      "/kredittkort-gjeld-guide?gjeld=50+000&rente=19%2C9&betaling=2+500&ekstra=#gjeldskalkulator-svar",
    ],
    ["the marker anywhere", "/g", "?a=1&beregn=1&b=2", { drop: ["beregn"] }, "/g?a=1&b=2"],
    ["repeated parameters are kept", "/sammenlign", "?kort=a&kort=b", {}, "/sammenlign?kort=a&kort=b"],
    ["the comma form is kept as the same value", "/sammenlign", "?kort=a,b", {}, "/sammenlign?kort=a%2Cb"],
    ["a search without the question mark", "/g", "a=1", { fragment: "x" }, "/g?a=1#x"],
  ])("%s", (_case, pathname, search, options, expected) => {
    expect(shareHref(pathname, search, options)).toBe(expected);
  });
});
