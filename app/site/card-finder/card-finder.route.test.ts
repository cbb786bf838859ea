import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { replacePayingCards } from "~/shared/commission/paying-cards";
import { cards } from "#content/cards";
import { finderMessages } from "./finder-query";
import { formatKr } from "~/shared/format/format";
import CardFinder, { loader } from "./card-finder.route";
import { earningRules } from "#content/earning-rules";
import { rankForProfile, toFinderCard } from "./card-finder";
import { CardFinderRanking, CardFinderSummary } from "./card-finder-results";

const PATH = "/kortvelger";

/** The loader's answer for a URL: its status and data, as the server would render them. */
function load(query: string) {
  const result = loader({ request: new Request(`http://localhost${PATH}${query}`), params: {}, context: {} } as never);
  return { status: result.init?.status ?? 200, data: result.data };
}

function render(query: string): string {
  const { data } = load(query);
  const page = createElement(CardFinder as never, { loaderData: data } as never);
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [`${PATH}${query}`] }, page));
}

const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ");
const ranked = (markup: string) => {
  const list = markup.slice(markup.indexOf('aria-label="Kortene rangert etter verdi for deg"'));
  return [...list.matchAll(/<h3[^>]*>.*?href="\/kort\/([a-z0-9-]+)"/g)].map((match) => match[1]);
};

const family =
  "?beregn=1&betaling=hele&saldo=&dagligvarer=14000&kjede=14000&drivstoff=1000&annet=3000&reiser=&flyreiser=";
const carrier =
  "?beregn=1&betaling=som-regel&saldo=20+000&dagligvarer=6000&kjede=&drivstoff=1500&annet=10000&reiser=20000&flyreiser=2";

describe("the answers in the URL", () => {
  it("without answers: the empty form, no result, status 200", () => {
    const { status, data } = load("");
    expect(status).toBe(200);
    expect(data.query.result).toBeNull();
    expect(data.outcome).toBeNull();
  });

  it.each<[string, string, string]>([
    ["no payment answer", "?beregn=1&dagligvarer=5000&annet=5000", finderMessages.paymentMissing],
    ["an unknown payment answer", "?betaling=av-og-til&dagligvarer=5000&annet=5000", finderMessages.paymentMissing],
    [
      "a balance missing while carrying one",
      "?betaling=noen-ganger&dagligvarer=5000&annet=5000",
      "Saldo etter forfall må være mer enn 0 kr når du ikke alltid betaler hele fakturaen.",
    ],
    [
      "a balance above the highest credit limit",
      "?betaling=som-regel&saldo=500000&dagligvarer=5000&annet=5000",
      `Saldo etter forfall kan ikke være over ${formatKr(Math.max(...cards.map((c) => c.creditLimitMax)))}.`,
    ],
    [
      "more in the chain than on groceries",
      "?betaling=hele&dagligvarer=5000&kjede=6000&annet=5000",
      `Dagligvarer i NorgesGruppen per måned kan ikke være mer enn dagligvarer per måned (${formatKr(5000)}).`,
    ],
    [
      "groceries that are not a number",
      "?betaling=hele&dagligvarer=mye&annet=5000",
      "Dagligvarer per måned må være et tall",
    ],
    ["a negative amount", "?betaling=hele&dagligvarer=5000&annet=-1", "Annet forbruk per måned kan ikke være under 0."],
    [
      "flights with decimals",
      "?betaling=hele&dagligvarer=5000&annet=5000&flyreiser=2,5",
      "Flyreiser per år må være et helt tall",
    ],
    ["a tampered check box", "?betaling=hele&dagligvarer=5000&annet=5000&lounge=kanskje", finderMessages.loungeInvalid],
    [
      "thirteen months with a balance",
      "?betaling=som-regel&saldo=5000&maneder=13&dagligvarer=5000&annet=5000",
      "Måneder i året med saldo kan ikke være over 12.",
    ],
    [
      "more SAS flights than travel",
      "?betaling=hele&dagligvarer=5000&annet=5000&reiser=1000&partnerfly=2000",
      `Flybilletter hos SAS per år kan ikke være mer enn reiser per år (${formatKr(1000)}).`,
    ],
    [
      "an age that is not a number",
      "?betaling=hele&dagligvarer=5000&annet=5000&alder=ung",
      "Din alder må være et tall",
    ],
    [
      "a negative income",
      "?betaling=hele&dagligvarer=5000&annet=5000&inntekt=-5",
      "Din årsinntekt før skatt kan ikke være under 0.",
    ],
  ])("%s: 400 with a message naming the field", (_, query, message) => {
    const { status, data } = load(query);
    expect(status).toBe(400);
    expect(data.outcome).toBeNull();
    const errors = data.query.result && !data.query.result.ok ? Object.values(data.query.result.errors) : [];
    expect(errors.join(" ").replace(/[\u00a0\u202f]/g, " ")).toContain(message.replace(/[\u00a0\u202f]/g, " "));
  });

  it("a bad number and a rule between two other fields at once: every message shows, never a crash", () => {
    const { status, data } = load("?betaling=som-regel&saldo=&dagligvarer=x&kjede=100&drivstoff=50&annet=");
    expect(status).toBe(400);
    const errors = data.query.result && !data.query.result.ok ? data.query.result.errors : {};
    // The chain cannot be checked against groceries that could not be read; the balance can be checked against the answer.
    expect(Object.keys(errors).sort()).toEqual(["annet", "dagligvarer", "saldo"]);
    const both = load("?betaling=hele&dagligvarer=100&kjede=200&annet=mye");
    const bothErrors = both.data.query.result && !both.data.query.result.ok ? both.data.query.result.errors : {};
    expect(Object.keys(bothErrors).sort()).toEqual(["annet", "kjede"]);
    expect(bothErrors.kjede?.replace(/[\u00a0\u202f]/g, " ")).toBe(
      "Dagligvarer i NorgesGruppen per måned kan ikke være mer enn dagligvarer per måned (100 kr).",
    );
  });

  it("reads Norwegian numbers and the boxes into the profile", () => {
    const { status, data } = load(`${carrier}&lounge=ja`);
    expect(status).toBe(200);
    expect(data.outcome?.profile).toEqual({
      payment: "usually",
      balanceKr: 20_000,
      // Not told: «som regel» is a balance every month (content/card-finder.ts).
      monthsCarried: 12,
      spending: { monthlyGroceries: 6000, monthlyFuel: 1500, monthlyOther: 10_000, travelPerYear: 20_000 },
      monthlyChainGroceriesKr: 0,
      partnerFlightsKr: 0,
      flightsPerYear: 2,
      wantsLounge: true,
      wantsTravelInsurance: false,
      circumstances: {},
    });
    const told = load(`${carrier}&maneder=5&partnerfly=5+000&alder=24&inntekt=380+000`).data.outcome?.profile;
    expect(told).toMatchObject({
      monthsCarried: 5,
      partnerFlightsKr: 5000,
      circumstances: { age: 24, yearlyIncomeKr: 380_000 },
    });
    // Paying in full: months typed anyway count for nothing.
    expect(load(`${family}&maneder=6`).data.outcome?.profile.monthsCarried).toBe(0);
  });
});

describe("the page as the server renders it", () => {
  it("the empty page: the questions in fieldsets with legends, and the assumptions, no ranking", () => {
    const markup = render("");
    expect(markup).toMatch(/<form[^>]*action="\/kortvelger#kortvelger" method="get"/);
    expect(markup).toMatch(/<fieldset[^>]*><legend[^>]*>Hvordan betaler du kortregningen\?<\/legend>/);
    expect(markup).toMatch(/<legend[^>]*>Hvilke reisefordeler vil du ha\?<\/legend>/);
    expect(markup).toContain('id="felt-betaling"');
    expect(markup).toContain("Slik regner vi");
    expect(markup).not.toContain("Kortene rangert etter verdi for deg");
    expect(markup).not.toContain("data-error-summary");
  });

  it("a grocery family's link: all cards ranked, Trumf first, each with its representative example and an apply link", () => {
    const markup = render(family);
    const order = ranked(markup);
    expect(order).toHaveLength(cards.length);
    expect(order[0]).toBe("trumf-kredittkort");
    expect(markup.match(/Representativt eksempel: <\/strong>Eff\. rente/g)).toHaveLength(cards.length);
    // No card pays here: every apply link is the bank's own page, none marked as advertising.
    expect(markup.match(/href="https:\/\/[^"]+" rel="nofollow"/g)).toHaveLength(cards.length);
    expect(markup).not.toContain('href="/go/');
    expect(text(markup)).toContain("Best for deg");
    expect(markup).not.toContain("/kredittkort-gjeld-guide");
    // The answers are kept in the form.
    expect(markup).toMatch(/id="felt-betaling"[^>]*checked=""/);
    expect(markup).toMatch(/name="dagligvarer"[^>]*value="14000"/);
  });

  it("someone carrying a balance: the warning first, plainly, with the debt guide, and interest in every breakdown", () => {
    const markup = render(carrier);
    const live = markup.slice(
      markup.indexOf('aria-live="polite"'),
      markup.indexOf('aria-label="Kortene rangert etter verdi for deg"'),
    );
    expect(text(live)).toContain("Gjeld på kortet koster mer enn noen bonus");
    expect(live).toContain('href="/kredittkort-gjeld-guide"');
    expect(text(live)).toContain("Ingen av kortene gir deg noe igjen etter gebyrer og renter.");
    expect(markup.match(/Renter på saldoen, hele året/g)).toHaveLength(cards.length);
    expect(markup.match(/Renter på nye kjøp \(uten rentefri periode\)/g)).toHaveLength(cards.length);
    // Net figures: what the best card gives after its fees, and what it comes to after the interest.
    const { rows, warning } = load(carrier).data.outcome!;
    expect(text(live)).toContain(
      `Det kortet som gir deg mest, gir ${formatKr(Math.round(warning!.mostAfterFees)).replace(/\u00a0/g, " ")} i året etter gebyrene, før renter.`,
    );
    expect(text(live)).toContain(
      `Etter rentene koster selv det beste kortet deg ${formatKr(Math.round(-rows[0]!.net)).replace(/\u00a0/g, " ")} i året.`,
    );
  });

  it("the reader's own months: the breakdown and the warning say them", () => {
    const markup = text(render(`${carrier}&maneder=4`));
    expect(markup).toContain("20 000 kr i gjeld 4 måneder i året koster");
    expect(markup.match(/Renter på saldoen, 4 måneder i året/g)).toHaveLength(cards.length);
  });

  it("a balance carried: the lost interest-free period is counted on every card, and the page says why every card alike", () => {
    const markup = text(render(`${carrier}&maneder=4`));
    expect(markup.match(/Renter på nye kjøp \(uten rentefri periode\)/g)).toHaveLength(cards.length);
    // The card data holds no card's own clause, so the page says the usual rule is applied to all of them.
    expect(markup).toContain(
      "Det er den vanlige regelen i norske kortvilkår, men kortdataene våre har ikke hvert korts egen regel, så vi bruker den på alle kortene.",
    );
  });

  it("lounges and insurance ticked: the footnotes never say what the rows count is not counted", () => {
    const markup = render(`${family}&flyreiser=10&reiser=50000&lounge=ja&forsikring=ja`);
    const notes = [...markup.matchAll(/data-not-counted="">([^<]*)</g)].map((match) => match[1]);
    expect(notes.length).toBeGreaterThan(0);
    for (const note of notes) expect(note).not.toMatch(/lounge|forsikring/i);
    // Without the boxes, the card with lounges says its lounges are not counted.
    expect(render(`${family}&flyreiser=10&reiser=50000`)).toContain(
      "Loungetilgangen og reiseforsikringen er ikke regnet med.",
    );
  });

  it("a reader who does not fly: points are not counted, and each points card says so", () => {
    const markup = text(render(family));
    expect(markup).toContain("EuroBonus-poengene er ikke regnet med, fordi du ikke oppgir flyreiser å bruke dem på.");
    expect(markup).toContain("Membership Rewards-poengene er ikke regnet med");
  });

  it("age and income told: «Dette er ikke en kredittvurdering», and no card hidden", () => {
    const markup = render(`${family}&alder=30&inntekt=450000`);
    expect(ranked(markup)).toHaveLength(cards.length);
    expect(text(markup)).toContain("Dette er ikke en kredittvurdering.");
    expect(text(markup)).toContain("Du oppfyller de publiserte kravene til alder og inntekt for alle kortene.");
    // The questions themselves say it too, with or without answers.
    expect(text(render(""))).toContain("Dette er ikke en kredittvurdering.");
    expect(render("")).toMatch(/<legend[^>]*>Alder og inntekt \(valgfritt\)<\/legend>/);
  });

  it("a failed try from the form: the summary first, marked to take focus, each link to its field", () => {
    const markup = render("?beregn=1&betaling=&dagligvarer=mye&annet=5000");
    const summary = /<div[^>]*data-error-summary[^>]*>.*?<\/ul>/.exec(markup)?.[0] ?? "";
    expect(summary).toContain("autofocus");
    expect(summary).toContain('href="#felt-betaling"');
    expect(summary).toContain('href="#felt-dagligvarer"');
    expect(markup).toMatch(/<input id="felt-dagligvarer" aria-invalid="true"[^>]*value="mye"/);
    expect(markup).toMatch(/<fieldset aria-describedby="felt-betaling-gruppe-feil"/);
  });

  it("a shared link to a failed try shows the errors but leaves focus alone", () => {
    const markup = render("?betaling=&dagligvarer=mye&annet=5000");
    expect(/<div[^>]*data-error-summary[^>]*>/.exec(markup)?.[0]).not.toContain("autofocus");
  });
});

describe("the finder's apply links and notice follow which cards pay", () => {
  afterEach(() => replacePayingCards([]));
  it("marks a paying card's link as advertising, through /go/ with its placement, and names it in the notice", () => {
    const trumf = cards.find((card) => card.urlSlug === "trumf-kredittkort")!;
    replacePayingCards([trumf.id]);
    const markup = render(family);
    expect(markup.match(/href="\/go\/[a-z0-9-]+\?plassering=kortvelger" rel="sponsored nofollow"/g)).toEqual([
      'href="/go/trumf-kredittkort?plassering=kortvelger" rel="sponsored nofollow"',
    ]);
    expect(text(markup)).toContain(
      `Annonse: Kortvalg får provisjon når du søker om ${trumf.name} via lenkene merket «Annonse». Lenkene til de andre kortene går rett til banken, uten provisjon.`,
    );
  });

  it("says no card here pays when none does", () => {
    expect(text(render(family))).toContain(
      "Annonse: Ingen av kortene her gir Kortvalg provisjon: søknadslenkene går rett til banken.",
    );
  });
});

describe("the cards outside the bank's published rules", () => {
  it("are shown apart with the requirement and «Dette er ikke en kredittvurdering», never hidden", () => {
    const { data } = load(`${family}&alder=19&inntekt=200000`);
    const { profile } = data.outcome!;
    // No card in today's data states a minimum age or income; one is given both here.
    const list = cards
      .map(toFinderCard)
      .map((card) =>
        card.urlSlug === "trumf-kredittkort" ? { ...card, minimumAge: 20, minimumIncomeKr: 250_000 } : card,
      );
    const rows = rankForProfile(list, earningRules, profile, data.settings);
    const markup = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(CardFinderSummary, { rows, warning: null, profile }),
        createElement(CardFinderRanking, {
          rows,
          profile,
          thursdayShareOfGroceries: data.settings.thursdayShareOfGroceries,
        }),
      ),
    );
    const main = ranked(markup.slice(0, markup.indexOf("data-outside-requirements")));
    expect(main).toHaveLength(cards.length - 1);
    expect(main).not.toContain("trumf-kredittkort");
    const apart = markup.slice(markup.indexOf("data-outside-requirements"));
    expect(text(apart)).toContain("1 kort der du ikke oppfyller bankens krav");
    expect(text(apart)).toContain(
      "Du oppfyller ikke bankens krav til alder og inntekt (minst 20 år og minst 250 000 kr i årsinntekt). Dette er ikke en kredittvurdering.",
    );
    expect(apart).toContain('href="/kort/trumf-kredittkort"');
    expect(apart).toMatch(/Representativt eksempel: <\/strong>Eff\. rente/);
    // The best card is the best the reader meets the rules of (Morrow, when Trumf is apart).
    expect(text(markup)).toContain("Med svarene dine gir Morrow Bank Mastercard mest");
  });
});
