import { describe, expect, it } from "vitest";
import { MINIMUM_PAYMENT_FLOOR_KR, MINIMUM_PAYMENT_PERCENT, payoffSchedule } from "~/domain/debt-repayment";
import { debtGuideFacts, debtHelpContacts, helpContactSchema, repaymentStrategies } from "./debt-guide";

describe("debt guide content", () => {
  it("holds the spec's figures as numbers", () => {
    expect(debtGuideFacts).toEqual({ averageCreditRatePercent: 20, comparison: { balanceKr: 50_000, ratePercent: 20, fixedPaymentKr: 2_500 } });
  });

  it.each([
    // plan, months, total interest (kr, rounded), total paid (kr, rounded): the figures the page shows
    ["minimum", 169, 54_718, 104_718],
    ["fixed", 25, 11_330, 61_330],
  ] as const)("the comparison's %s plan: %s months, %s kr interest, %s kr paid", (kind, months, interest, paid) => {
    const { balanceKr, ratePercent, fixedPaymentKr } = debtGuideFacts.comparison;
    const payment =
      kind === "minimum"
        ? ({ kind, percent: MINIMUM_PAYMENT_PERCENT, floorKr: MINIMUM_PAYMENT_FLOOR_KR } as const)
        : ({ kind, amount: fixedPaymentKr } as const);
    const plan = payoffSchedule({ balance: balanceKr, annualRatePercent: ratePercent, payment });
    expect(plan.kind).toBe("paid-off");
    if (plan.kind !== "paid-off") return;
    expect([plan.months, Math.round(plan.totalInterest), Math.round(plan.totalPaid)]).toEqual([months, interest, paid]);
  });

  it("has the three strategies in order: snowball, avalanche, consolidation", () => {
    expect(repaymentStrategies.map((s) => s.id)).toEqual(["snoballmetoden", "skredmetoden", "refinansiering"]);
  });

  it("lists NAV's debt-advice line with a dialable number", () => {
    expect(debtHelpContacts[0]?.phone).toEqual({ display: "55 55 33 39", tel: "+4755553339" });
  });

  it.each([
    [{ name: "X", description: "Y", phone: { display: "55 55 33 39", tel: "55553339" } }, "phone.tel"],
    [{ name: "X", description: "Y", link: { href: "http://example.no", label: "Z" } }, "link.href"],
    [{ name: "", description: "Y" }, "name"],
  ])("rejects a contact %o at %s", (raw, path) => {
    const result = helpContactSchema.safeParse(raw);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toContain(path);
  });
});
