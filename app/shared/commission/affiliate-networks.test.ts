import { describe, expect, it } from "vitest";
import { affiliateNetworks, affiliateUrl, templateProblem } from "./affiliate-networks";

const adtraction = "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi={klikkId}&url=https://www.remember.no/";
const awin = "https://www.awin1.com/cread.php?awinmid=1&awinaffid=2&clickref={klikkId}&ued=https%3A%2F%2Fbank.no";
const tradedoubler = "https://clk.tradedoubler.com/click?p=1&a=2&g=3&epi={klikkId}&url=https://bank.no/";
const partnerAds =
  "https://www.partner-ads.com/no/klikbanner.php?partnerid=1&bannerid=2&uid={klikkId}&htmlurl=https://bank.no/";

describe("a card's link template", () => {
  it.each([
    ["adtraction", adtraction],
    ["awin", awin],
    ["tradedoubler", tradedoubler],
    ["partner-ads", partnerAds],
  ])("accepts %s's own link with {klikkId} as its sub-id", (network, template) => {
    expect(templateProblem(network, template)).toBeNull();
  });

  it.each([
    ["an unknown network", "cj", adtraction, "network", "Velg et av nettverkene i listen."],
    ["an empty template", "adtraction", "  ", "template", "Skriv inn lenkemalen fra nettverket."],
    [
      "not a URL",
      "adtraction",
      "track.adtraction.com/t?epi={klikkId}",
      "template",
      "Lenkemalen må være en hel adresse som begynner med https://.",
    ],
    [
      "http",
      "adtraction",
      adtraction.replace("https:", "http:"),
      "template",
      "Lenkemalen må begynne med https:// (kryptert forbindelse).",
    ],
    [
      "another host",
      "adtraction",
      adtraction.replace("track.adtraction.com", "track.adtraction.com.evil.no"),
      "template",
      "Lenkemalen går til track.adtraction.com.evil.no, som ikke er en adresse hos Adtraction.",
    ],
    [
      "the network's host for another network",
      "awin",
      adtraction,
      "template",
      "Lenkemalen går til track.adtraction.com, som ikke er en adresse hos Awin.",
    ],
    [
      "no {klikkId}",
      "awin",
      awin.replace("{klikkId}", "fast"),
      "template",
      "Lenkemalen må ha clickref={klikkId} én gang, som egen parameter (Awin sin parameter for under-id).",
    ],
    [
      "{klikkId} twice",
      "tradedoubler",
      `${tradedoubler}&epi2={klikkId}`,
      "template",
      "Lenkemalen må ha epi={klikkId} én gang, som egen parameter (Tradedoubler sin parameter for under-id).",
    ],
    [
      "{klikkId} in another parameter",
      "adtraction",
      adtraction.replace("epi=", "sub="),
      "template",
      "Lenkemalen må ha epi={klikkId} én gang, som egen parameter (Adtraction sin parameter for under-id).",
    ],
    [
      "Partner-ads' uid after htmlurl",
      "partner-ads",
      "https://www.partner-ads.com/no/klikbanner.php?partnerid=1&htmlurl=https://bank.no/&uid={klikkId}",
      "template",
      "Hos Partner-ads må uid={klikkId} stå før htmlurl= i lenken.",
    ],
  ])("refuses %s, naming the field", (_, network, template, field, message) => {
    expect(templateProblem(network, template)).toEqual({ field, message });
  });

  it("puts the click id in the sub-id, or leaves the parameter out for an uncounted click", () => {
    expect(affiliateUrl({ network: "adtraction", template: adtraction }, "AbC_-1")).toBe(
      "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&epi=AbC_-1&url=https://www.remember.no/",
    );
    expect(affiliateUrl({ network: "adtraction", template: adtraction }, null)).toBe(
      "https://track.adtraction.com/t/t?a=1&as=2&t=2&tk=1&url=https://www.remember.no/",
    );
    expect(affiliateUrl({ network: "partner-ads", template: partnerAds }, null)).toBe(
      "https://www.partner-ads.com/no/klikbanner.php?partnerid=1&bannerid=2&htmlurl=https://bank.no/",
    );
    expect(
      affiliateUrl({ network: "awin", template: "https://www.awin1.com/cread.php?clickref={klikkId}&awinmid=1" }, null),
    ).toBe("https://www.awin1.com/cread.php?awinmid=1");
  });

  it("refuses a click id longer than the network takes", () => {
    const limit = affiliateNetworks.tradedoubler.subIdMaxLength;
    expect(() => affiliateUrl({ network: "tradedoubler", template: tradedoubler }, "a".repeat(limit + 1))).toThrow(
      "click id does not fit Tradedoubler's sub-id",
    );
    expect(affiliateUrl({ network: "tradedoubler", template: tradedoubler }, "a".repeat(limit))).toContain(
      `epi=${"a".repeat(limit)}&`,
    );
  });
});
