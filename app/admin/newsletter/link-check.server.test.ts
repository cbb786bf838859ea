import { describe, expect, it } from "vitest";
import { allCards } from "#content/cards";
import { brokenLinksMessage, checkIssueLinks, issueLinkTargets } from "./link-check.server";

const origin = "http://localhost:3000";
const sitePages = ["/", "/kredittkort", "/guider", "/kontakt"];
const onSale = allCards.find((card) => card.retiredOn === undefined)!;

describe("an issue's links, checked before it is sent", () => {
  it("finds each http(s) link once, paths made absolute, and leaves mailto and non-links out", () => {
    expect(
      issueLinkTargets(
        "[Kort](/kredittkort) og [igjen](/kredittkort), <https://bank.example/vilkar>, [skriv](mailto:post@kortvalg.no), [js](javascript:alert(1)) og [anker](#topp).",
        origin,
      ),
    ).toEqual([`${origin}/kredittkort`, "https://bank.example/vilkar"]);
  });

  it("stops on a page of ours that does not exist, at our origin or the canonical one, and lists others' for a look", () => {
    const report = checkIssueLinks(
      [
        "[Alle kort](/kredittkort/) og [guidene](https://kortvalg.no/guider?fra=brev#topp).",
        `[Kortet](/kort/${onSale.urlSlug}) og [søk](/go/${onSale.urlSlug}?plassering=nyhetsbrev).`,
        "[Borte](/kort/finnes-ikke), [feil](https://kortvalg.no/guidr) og [PDF](/guider/spar-ti-tusen-kroner-aarlig.pdf).",
        "[Banken](https://bank.example/vilkar).",
      ].join("\n\n"),
      { origin, sitePages },
    );
    expect(report.broken).toEqual([`${origin}/kort/finnes-ikke`, "https://kortvalg.no/guidr"]);
    expect(report.internal.filter((link) => link.exists).map((link) => link.path)).toEqual([
      "/kredittkort",
      "/guider",
      `/kort/${onSale.urlSlug}`,
      `/go/${onSale.urlSlug}`,
      "/guider/spar-ti-tusen-kroner-aarlig.pdf",
    ]);
    expect(report.external).toEqual(["https://bank.example/vilkar"]);
    expect(brokenLinksMessage(report.broken)).toBe(
      `Disse lenkene går til sider som ikke finnes hos oss: ${origin}/kort/finnes-ikke, https://kortvalg.no/guidr. Rett eller fjern dem i utkastet før du sender.`,
    );
  });

  it("says a static page cannot be checked without the build's list, but still knows cards", () => {
    const report = checkIssueLinks("[Guider](/guider) og [borte](/kort/finnes-ikke)", { origin, sitePages: null });
    expect(report.internal).toEqual([
      { url: `${origin}/guider`, path: "/guider", exists: null },
      { url: `${origin}/kort/finnes-ikke`, path: "/kort/finnes-ikke", exists: false },
    ]);
    expect(brokenLinksMessage(report.broken)).toBe(
      `Lenken ${origin}/kort/finnes-ikke går til en side som ikke finnes hos oss. Rett eller fjern den i utkastet før du sender.`,
    );
  });
});
