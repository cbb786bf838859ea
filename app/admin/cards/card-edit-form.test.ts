import { describe, expect, it } from "vitest";
import { creditCardSchema, type CreditCard } from "#content/card-schema";
import { firstCards } from "#content/cards";
import { cardInputNames, cardInputs } from "./card-edit-fields";
import {
  cardEditSchema,
  cardFormValues,
  editedCard,
  issueErrors,
  rebaseEdit,
  unsupportedFactErrors,
  type CardFacts,
} from "./card-edit-form";
import { validateValues } from "../../shared/forms/form-validation";

const byName = (name: string) => firstCards.find((card) => card.name === name) as CreditCard;
const gold = byName("re:member Gold");
const tf = byName("TF Bank Mastercard");
const sas = byName("SAS EuroBonus World Mastercard");

/** The form as the editor opened it for `card`, with some inputs typed over. */
const formFor = (card: CreditCard, typed: Record<string, string> = {}) => ({ ...cardFormValues(card), ...typed });
const read = (values: Record<string, string>) => validateValues(cardEditSchema, cardInputNames, values);
/** The card the form gives, merged with the facts the form does not edit. */
const edited = (card: CreditCard, typed: Record<string, string>) => {
  const result = read(formFor(card, typed));
  if (!result.ok) throw new Error(`not accepted: ${JSON.stringify(result.errors)}`);
  return editedCard(card, result.data) as CardFacts & CreditCard;
};
const errorsFor = (card: CreditCard, typed: Record<string, string>) => {
  const result = read(formFor(card, typed));
  return result.ok ? {} : result.errors;
};

describe("the card form's inputs", () => {
  it("have a name, a label and a kind each, names unique, and cover every editable fact of the schema", () => {
    expect(new Set(cardInputNames).size).toBe(cardInputNames.length);
    const topLevel = new Set(cardInputNames.map((name) => name.split(".")[0]));
    const editable = Object.keys(creditCardSchema.shape).filter(
      // retiredOn is the sync's: a product back in the feed clears it (decision record 0015). rating and
      // recommended are retired: computed by the rating method (decision record 0029), read only from old versions.
      // mergedInto is the merge's (decision record 0033), written with the link on the card's feed-link form.
      // bankDescriptions are the bank's words, written by the sync alone (decision record 0012, stop 49).
      (key) =>
        ![
          "id",
          "urlSlug",
          "image",
          "lastChecked",
          "retiredOn",
          "mergedInto",
          "rating",
          "recommended",
          "bankDescriptions",
        ].includes(key),
    );
    for (const key of editable) expect(topLevel, key).toContain(key);
    const extras = new Set(
      cardInputNames.filter((name) => name.startsWith("extras.")).map((name) => name.split(".")[1]),
    );
    expect([...extras].sort()).toEqual(Object.keys(creditCardSchema.shape.extras.shape).sort());
  });

  it("include the optional facts being added to the schema, each optional", () => {
    for (const name of [
      "interestFreeDays",
      "currencyMarkupPercent",
      "cashWithdrawalFee.percent",
      "cashWithdrawalFee.minKr",
      "cashWithdrawalAbroadFee.percent",
      "cashWithdrawalAbroadFee.minKr",
      "minimumAge",
      "minimumIncomeKr",
    ]) {
      expect(cardInputNames, name).toContain(name);
    }
    expect(
      cardInputs
        .filter((input) =>
          ["interestFreeDays", "currencyMarkupPercent", "minimumAge", "minimumIncomeKr"].includes(input.name),
        )
        .every((input) => input.optional),
    ).toBe(true);
  });
});

describe("cardEditSchema: what the editor typed → the card's facts", () => {
  it.each(firstCards.map((card) => [card.name, card] as const))(
    "gives %s back unchanged from its own form",
    (_, card) => {
      expect(edited(card, {})).toEqual(card);
    },
  );

  it.each([
    { input: "annualFee", typed: "495", want: 495 },
    { input: "annualFee", typed: "1 000", want: 1000 },
    { input: "annualFee", typed: "1\u00a0000", want: 1000 },
    { input: "annualFee", typed: "1.500", want: 1500 },
    { input: "annualFee", typed: "2 500,-", want: 2500 },
    { input: "annualFee", typed: " 0 ", want: 0 },
    { input: "creditLimitMax", typed: "150 000 kr", want: 150_000 },
    { input: "interestRate", typed: "19,9", want: 19.9 },
    { input: "interestRate", typed: "19.9", want: 19.9 },
    { input: "interestRate", typed: "21,25 %", want: 21.25 },
    { input: "extras.loungeCount", typed: "1 400", want: 1400 },
  ])("reads $input «$typed» as $want (Norwegian numbers)", ({ input, typed, want }) => {
    const card = edited(gold, { [input]: typed });
    const [top, key] = input.split(".") as [string, string | undefined];
    expect(key ? (card[top] as CardFacts)[key] : card[top]).toBe(want);
  });

  it.each([
    {
      name: "highlights, one per line (blank lines and spaces dropped)",
      input: "highlights",
      typed: " Ingen årsgebyr \r\n\r\n  Enkelt kort\n",
      field: "highlights",
      want: ["Ingen årsgebyr", "Enkelt kort"],
    },
    {
      name: "editorial, paragraphs split by a blank line, lines inside one joined",
      input: "editorial",
      typed: "Første avsnitt\nfortsetter her.\n\nAndre avsnitt.\n \t\nTredje.",
      field: "editorial",
      want: ["Første avsnitt fortsetter her.", "Andre avsnitt.", "Tredje."],
    },
  ])("reads $name", ({ input, typed, field, want }) => {
    expect(edited(gold, { [input]: typed })[field]).toEqual(want);
  });

  it("reads ranges as min and max", () => {
    const card = edited(gold, {
      "cashbackRate.min": "0,5",
      "cashbackRate.max": "1,5",
      "processingDays.min": "2",
      "processingDays.max": "4",
    });
    expect(card.cashbackRate).toEqual({ min: 0.5, max: 1.5 });
    expect(card.processingDays).toEqual({ min: 2, max: 4 });
  });

  it("reads check boxes: ticked is true, absent is false", () => {
    expect(edited(gold, { travelInsurance: "ja", cashbackInPoints: "" })).toMatchObject({
      travelInsurance: true,
      cashbackInPoints: false,
    });
  });

  it.each([
    { name: "empty: the fact is absent (unknown), never 0", typed: { "extras.loungeCount": "" }, want: undefined },
    { name: "filled in", typed: { "extras.loungeCount": "12" }, want: 12 },
  ])("reads an optional fact $name", ({ typed, want }) => {
    const card = edited(gold, typed);
    expect(card.extras.loungeCount).toBe(want);
    if (want === undefined) expect("loungeCount" in card.extras).toBe(false);
  });

  it("leaves the optional facts out when their inputs are empty (no interestFreeDays: 0)", () => {
    const result = read(formFor(gold));
    expect(result.ok && Object.keys(result.data)).not.toContain("interestFreeDays");
    expect(result.ok && Object.keys(result.data)).not.toContain("cashWithdrawalFee");
    const filled = read(
      formFor(gold, { interestFreeDays: "45", "cashWithdrawalFee.percent": "1,75", "cashWithdrawalFee.minKr": "35" }),
    );
    expect(filled.ok && filled.data).toMatchObject({
      interestFreeDays: 45,
      cashWithdrawalFee: { percent: 1.75, minKr: 35 },
    });
  });

  it("reads the abroad withdrawal fee apart from the own bank's, and names a half-filled one in Norwegian", () => {
    const card = edited(gold, { "cashWithdrawalAbroadFee.percent": "2", "cashWithdrawalAbroadFee.minKr": "40" });
    expect(card.cashWithdrawalAbroadFee).toEqual({ percent: 2, minKr: 40 });
    expect(card.cashWithdrawalFee).toBeUndefined();
    expect(errorsFor(gold, { "cashWithdrawalAbroadFee.percent": "2" })).toEqual({
      "cashWithdrawalAbroadFee.minKr":
        "Fyll ut kontantuttak i utlandet, minst også, eller tøm alle feltene under «Gebyr for kontantuttak i utlandet» hvis kortet ikke har dette",
    });
  });

  describe("optional groups: all or nothing", () => {
    it("leaves out a group whose inputs are all empty", () => {
      const card = edited(sas, {
        "extras.travelInsurance.travelCoverKr": "",
        "extras.travelInsurance.baggageKr": " ",
        "extras.travelInsurance.cancellationKr": "",
      });
      expect(card.extras.travelInsurance).toBeUndefined();
    });

    it("builds a group whose inputs are all filled in", () => {
      const card = edited(gold, {
        "extras.partnerDiscounts.programme": "DealPass",
        "extras.partnerDiscounts.rate.min": "2",
        "extras.partnerDiscounts.rate.max": "20",
        "extras.partnerDiscounts.minShops": "500",
      });
      expect(card.extras.partnerDiscounts).toEqual({ programme: "DealPass", rate: { min: 2, max: 20 }, minShops: 500 });
    });

    it("names each input left empty in a group partly filled in", () => {
      expect(errorsFor(gold, { "extras.travelInsurance.travelCoverKr": "1 000 000" })).toEqual({
        "extras.travelInsurance.baggageKr":
          "Fyll ut bagasje inntil også, eller tøm alle feltene under «Reiseforsikringens dekning» hvis kortet ikke har dette",
        "extras.travelInsurance.cancellationKr":
          "Fyll ut avbestilling inntil også, eller tøm alle feltene under «Reiseforsikringens dekning» hvis kortet ikke har dette",
      });
    });
  });

  it.each<{ typed: Record<string, string>; field: string; message: string }>([
    { typed: { annualFee: "abc" }, field: "annualFee", message: "Årsgebyr må være et tall, for eksempel 495" },
    { typed: { annualFee: "" }, field: "annualFee", message: "Skriv inn årsgebyr, for eksempel 495" },
    { typed: { annualFee: "-5" }, field: "annualFee", message: "Årsgebyr kan ikke være under 0" },
    {
      typed: { annualFee: "12,5" },
      field: "annualFee",
      message: "Årsgebyr må være et helt antall kroner, for eksempel 495",
    },
    { typed: { annualFee: "1e9" }, field: "annualFee", message: "Årsgebyr må være et tall, for eksempel 495" },
    { typed: { creditLimitMax: "0" }, field: "creditLimitMax", message: "Høyeste kredittgrense må være minst 1" },
    {
      typed: { interestRate: "101" },
      field: "interestRate",
      message: "Rente før gebyrer (årlig) kan ikke være over 100 %",
    },
    {
      typed: { interestRate: "19,999" },
      field: "interestRate",
      message: "Rente før gebyrer (årlig) kan ha høyst 2 desimaler, for eksempel 19,9",
    },
    {
      typed: { "processingDays.min": "0" },
      field: "processingDays.min",
      message: "Behandlingstid, fra må være minst 1",
    },
    {
      typed: { "processingDays.max": "2,5" },
      field: "processingDays.max",
      message: "Behandlingstid, til må være et helt tall, for eksempel 3",
    },
    {
      typed: { interestFreeDays: "mange" },
      field: "interestFreeDays",
      message: "Rentefrie dager må være et tall, for eksempel 45",
    },
    { typed: { name: "  " }, field: "name", message: "Skriv inn navn" },
    {
      typed: { name: "Gold\u0007" },
      field: "name",
      message: "Navn inneholder et usynlig kontrolltegn. Skriv teksten inn på nytt",
    },
    { typed: { name: "x".repeat(501) }, field: "name", message: "Navn kan ha høyst 500 tegn" },
    { typed: { type: "Diamond" }, field: "type", message: "Velg korttype i listen" },
    {
      typed: { editorial: "Avsnitt\u0000" },
      field: "editorial",
      message: "Omtale på kortsiden inneholder et usynlig kontrolltegn. Lim teksten inn som ren tekst",
    },
  ])("refuses $typed with a message naming the field", ({ typed, field, message }) => {
    expect(errorsFor(gold, typed)).toEqual({ [field]: message });
  });

  it("says everything wrong at once", () => {
    expect(
      Object.keys(
        errorsFor(gold, { annualFee: "abc", interestRate: "101", "extras.groceryRule.chain": "Kiwi" }),
      ).sort(),
    ).toEqual(["annualFee", "extras.groceryRule.everyday", "extras.groceryRule.thursday", "interestRate"].sort());
  });

  it("keeps every typed value for the form shown again", () => {
    const typed = formFor(gold, { annualFee: "abc", bestFor: "Alle" });
    expect(read(typed).values).toEqual(typed);
  });
});

describe("editedCard: the facts the form does not edit are kept", () => {
  it("keeps id, address, art, last check, and facts the form does not know yet; drops a cleared optional fact", () => {
    const current = {
      ...tf,
      futureFact: "beholdes",
      extras: { ...tf.extras, futureExtra: 3, loungeCount: 10 },
    } as CardFacts;
    const result = read(formFor(tf, { "extras.loungeCount": "" }));
    if (!result.ok) throw new Error("not accepted");
    const card = editedCard(current, result.data);
    expect(card).toMatchObject({
      id: tf.id,
      urlSlug: tf.urlSlug,
      image: tf.image,
      lastChecked: tf.lastChecked,
      futureFact: "beholdes",
    });
    expect(card.extras).toEqual({ partnerDiscounts: tf.extras.partnerDiscounts, futureExtra: 3 });
  });
});

describe("unsupportedFactErrors: a value for a fact the schema does not have yet", () => {
  it.each([
    {
      known: ["annualFee"],
      want: {
        interestFreeDays: "Rentefrie dager kan ikke lagres ennå: kortdataene har ikke dette feltet. La feltet stå tomt",
      },
    },
    { known: ["annualFee", "interestFreeDays"], want: {} },
  ])("with the schema knowing $known", ({ known, want }) => {
    expect(unsupportedFactErrors({ annualFee: 0, interestFreeDays: 45 }, known)).toEqual(want);
  });
});

describe("issueErrors: the card schema's and the store's messages back at their inputs", () => {
  it.each([
    { path: "annualFee", message: "kan ikke være negativ", field: "annualFee", want: "Årsgebyr kan ikke være negativ" },
    {
      path: "cashbackRate.min",
      message: "kan ikke være over 100",
      field: "cashbackRate.min",
      want: "Bonus på vanlige kjøp, fra kan ikke være over 100",
    },
    {
      path: "cashbackRate",
      message: "min kan ikke være større enn max",
      field: "cashbackRate.min",
      want: "Bonus på vanlige kjøp har en fra-verdi som er større enn til-verdien",
    },
    {
      path: "extras.loungeCount",
      message: "må være positiv",
      field: "extras.loungeCount",
      want: "Antall lounger må være positiv",
    },
    {
      path: "highlights.1",
      message: "kan ikke være tom",
      field: "highlights",
      want: "Hovedfordeler kan ikke være tom",
    },
    {
      path: "extras.partnerDiscounts.rate",
      message: "min kan ikke være større enn max",
      field: "extras.partnerDiscounts.rate.min",
      want: "Partnerrabatt har en fra-verdi som er større enn til-verdien",
    },
    {
      path: "extras.travelInsurance",
      message: "er ugyldig",
      field: "extras.travelInsurance.travelCoverKr",
      want: "Reiseforsikringens dekning er ugyldig",
    },
    { path: "source", message: "må fylles ut", field: "source", want: "Kilden må fylles ut" },
  ])("$path → $field", ({ path, message, field, want }) => {
    expect(issueErrors([{ path, message }])).toEqual({ errors: { [field]: want }, general: [] });
  });

  it("keeps what names no input as general, and the first message per input", () => {
    expect(
      issueErrors([
        { path: "urlSlug", message: "kan ikke endres" },
        { path: "", message: "Kort «X»: feltet «id» er det samme som for «Y»" },
        { path: "annualFee", message: "først" },
        { path: "annualFee", message: "andre" },
      ]),
    ).toEqual({
      errors: { annualFee: "Årsgebyr først" },
      general: ["Adresse kan ikke endres", "Kort «X»: feltet «id» er det samme som for «Y»"],
    });
  });

  it("maps a real refusal of creditCardSchema: a range the wrong way round, a benefit that names the rate", () => {
    const card = edited(gold, {
      "cashbackRate.min": "2",
      "cashbackRate.max": "1",
      highlights: "Lav rente\nIngen årsgebyr",
    });
    const parsed = creditCardSchema.safeParse(card);
    expect(parsed.success).toBe(false);
    const { errors } = issueErrors(
      parsed.error?.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })) ?? [],
    );
    expect(errors).toEqual({
      "cashbackRate.min": "Bonus på vanlige kjøp har en fra-verdi som er større enn til-verdien",
      highlights:
        "Hovedfordeler kan ikke nevne rente, kredittgrense, søknaden eller hvor raskt eller lett kreditten gis",
    });
  });
});

describe("rebaseEdit: after a conflict, nobody's change is lost", () => {
  const base = gold as CardFacts;
  const current = { ...gold, annualFee: 295, bestFor: "Alle som vil ha et enkelt kort." } as CardFacts;

  it("takes the other editor's change into the form where this editor left the fact alone, and keeps this editor's own", () => {
    const values = formFor(gold, { interestRate: "18,9" });
    const mine = edited(gold, { interestRate: "18,9" });
    const rebased = rebaseEdit({ base, current, mine, values });
    expect(rebased.values).toEqual({ ...values, annualFee: "295", bestFor: "Alle som vil ha et enkelt kort." });
    expect(rebased).toMatchObject({ taken: ["Årsgebyr", "Passer for"], both: [] });
  });

  it("keeps this editor's value where both changed the same fact, and says so", () => {
    const values = formFor(gold, { annualFee: "495" });
    const rebased = rebaseEdit({ base, current, mine: edited(gold, { annualFee: "495" }), values });
    expect(rebased.values.annualFee).toBe("495");
    expect(rebased).toMatchObject({ taken: ["Passer for"], both: ["Årsgebyr"] });
  });
});

describe("a card from Finansportalen's feed, not reviewed", () => {
  // The feed's facts only: no review, no category, network, apply page, bonus or processing time.
  const feedCard = {
    id: 4_001,
    name: "Nordlys Kredittkort",
    bank: "Nordlys Kreditt",
    urlSlug: "nordlys-kreditt-nordlys-kredittkort",
    lastChecked: "2026-11-27",
    interestRate: 21.9,
    annualFee: 0,
    monthlyFeeKr: 25,
    creditLimitMax: 50_000,
    travelInsurance: false,
    minimumAge: 20,
    maximumAge: 75,
    minimumPayment: { percent: 3, minKr: 300 },
    extras: {},
  } as unknown as CreditCard;

  it("is read as it is: what the feed does not state stays unknown, never required or 0", () => {
    expect(creditCardSchema.safeParse(feedCard).success).toBe(true);
    const card = edited(feedCard, { annualFee: "195" });
    expect(card.annualFee).toBe(195);
    expect(card.bestFor).toBeUndefined();
    expect(card.category).toBeUndefined();
    expect(card.processingDays).toBeUndefined();
    expect(card.minimumPayment).toEqual({ percent: 3, minKr: 300 });
    expect(creditCardSchema.safeParse(card).success).toBe(true);
  });

  it("gets its review only whole: a part of it asks for the rest, and for what a reviewed card must have", () => {
    const errors = errorsFor(feedCard, { bestFor: "Deg som vil ha et enkelt kort uten årsgebyr." });
    expect(errors.category).toBe("Velg kategori i listen");
    expect(errors.applyUrl).toBe("Skriv inn søknadsside");
    expect(errors["processingDays.min"]).toBeDefined();
    expect(errors.annualFee).toBeUndefined();
    // The lists of the review are read as given (empty), and the card schema refuses them by name.
    const withTheRest = formFor(feedCard, {
      bestFor: "Deg som vil ha et enkelt kort uten årsgebyr.",
      type: "Standard",
      network: "Visa",
      category: "Cashback",
      applyUrl: "https://nordlys.example/kort",
      bonusPoints: "Ingen",
      "cashbackRate.min": "0",
      "cashbackRate.max": "0",
      "processingDays.min": "1",
      "processingDays.max": "3",
    });
    const result = read(withTheRest);
    expect(result.ok ? {} : result.errors).toEqual({});
    const parsed = creditCardSchema.safeParse(editedCard(feedCard, result.ok ? result.data : {}));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toEqual(
      expect.arrayContaining(["highlights", "editorial"]),
    );
  });

  it("still asks a reviewed card for every part of its review", () => {
    expect(errorsFor(gold, { bestFor: "" }).bestFor).toBe("Skriv inn passer for");
  });
});
