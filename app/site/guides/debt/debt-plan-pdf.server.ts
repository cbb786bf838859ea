import { debtHelpContacts } from "#content/debt-guide";
import { site } from "#content/site";
import { kr } from "~/site/calculators/calculator-kit";
import { debtResultText } from "~/site/calculators/debt-calculator";
import { termsOfNominalRate, type DebtPlan } from "~/site/guides/debt/debt-plan";
import type { PayoffResult } from "~/shared/finance/debt-repayment";
import { formatDateTime, formatDuration, formatKrOre, formatPercent } from "~/shared/format/format";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { representativeExampleText, standardInformationText } from "~/shared/cards/representative-example";
import { canonicalUrl } from "~/shared/seo";
import { PdfWriter } from "../../../shared/pdf/pdf.server";

/** The debt guide's page: the PDF's footer and its "made with" line point there. */
export const DEBT_GUIDE_PATH = "/kredittkort-gjeld-guide";

/** What the reader typed, echoed to the øre, as the calculator echoes it. */
const typed = formatKrOre;

/**
 * «Last ned plan»: the reader's own plan from the debt guide's calculator, with the figures the
 * page shows (the same functions, the same rounding) and every month of the plan they follow.
 * Their rate appears with the representative example the site computes for it, no fees assumed;
 * the cost (interest, all paid) is printed as plainly as the saving, and nothing offers credit.
 */
export async function debtPlanPdf(plan: DebtPlan, created: Date): Promise<Uint8Array<ArrayBuffer>> {
  const { balance, nominalRatePercent: rate, payment, extra } = plan.input;
  const pdf = await PdfWriter.open({
    title: `Nedbetalingsplan for ${typed(balance)} i kredittkortgjeld`,
    subject: "Nedbetalingsplan fra kalkulatoren i Kortvalgs guide om kredittkortgjeld",
    path: DEBT_GUIDE_PATH,
    created,
  });
  const guideUrl = canonicalUrl(DEBT_GUIDE_PATH);

  pdf.title(`Nedbetalingsplan for ${typed(balance)} i kredittkortgjeld`, [
    `Laget ${formatDateTime(created)} med kalkulatoren i ${site.name}s guide om kredittkortgjeld: ${guideUrl}`,
    "Et regnestykke med tallene du fylte inn, ikke et tilbud om kreditt.",
  ]);

  pdf.heading("Tallene dine");
  await pdf.figures([
    { label: "Total gjeld", value: typed(balance) },
    { label: "Årlig rente (nominell, fra kredittavtalen)", value: formatPercent(rate) },
    { label: "Månedlig innbetaling", value: typed(payment) },
    { label: "Ekstra innbetaling per måned", value: typed(extra) },
  ]);
  const terms = termsOfNominalRate(rate);
  pdf.subheading("Renten din i et representativt eksempel");
  pdf.paragraph(cardFactText.borrowingCostsMoney, { bold: true });
  pdf.paragraph(`${representativeExampleText(terms)} ${standardInformationText(terms)}`);
  pdf.paragraph(
    "Regnet med renten du fylte inn og uten gebyrer. Har kortet ditt årsgebyr eller andre gebyrer, blir den effektive renten høyere; den står i kredittavtalen din.",
    { small: true },
  );

  pdf.heading("Hva gjelden koster deg");
  pdf.paragraph(debtResultText.assumptions(balance, rate));
  await planSummary(pdf, plan.withoutExtra, debtResultText.planLabel(payment), payment, plan.input);
  if (extra > 0) {
    await planSummary(pdf, plan.withExtra, debtResultText.extraPlanLabel(payment, extra), payment + extra, plan.input);
    if (plan.saving) pdf.paragraph(debtResultText.saving(plan.saving));
  }

  if (plan.followed.kind === "paid-off") {
    const followed = plan.followed;
    pdf.heading("Måned for måned");
    pdf.paragraph(
      `Med ${typed(payment + extra)} i måneden. Rentene er regnet på restgjelden ved starten av måneden og avrundet til hele øre; siste innbetaling er bare det som er igjen.`,
    );
    await pdf.table(
      [
        { header: "Måned", width: 0.12 },
        { header: "Innbetaling", width: 0.22, align: "right" },
        { header: "Renter", width: 0.2, align: "right" },
        { header: "Avdrag", width: 0.22, align: "right" },
        { header: "Restgjeld", width: 0.24, align: "right" },
      ],
      plan.schedule.map((row) => [
        String(row.month),
        typed(row.payment),
        typed(row.interest),
        typed(row.principal),
        typed(row.balance),
      ]),
      { totals: ["Totalt", typed(followed.totalPaid), typed(followed.totalInterest), typed(balance), typed(0)] },
    );
  }

  pdf.heading("Gratis hjelp med gjeld");
  pdf.bullets(
    debtHelpContacts.map((contact) =>
      [
        `${contact.name}${contact.phone ? `, telefon ${contact.phone.display}` : ""}.`,
        contact.description,
        contact.link ? `${contact.link.label}: ${contact.link.href}` : "",
      ]
        .filter(Boolean)
        .join(" "),
    ),
  );
  pdf.paragraph(
    `Regnet av ${site.name} med samme kalkulator som i guiden, ${guideUrl}. Planen tar ikke med gebyrer, nye kjøp eller endringer i renten.`,
    { small: true },
  );
  return pdf.bytes();
}

/** One plan's result as the page shows it: time, interest and all paid; or why it never ends. */
async function planSummary(
  pdf: PdfWriter,
  result: PayoffResult,
  label: string,
  monthly: number,
  input: DebtPlan["input"],
) {
  if (result.kind === "paid-off") {
    pdf.subheading(label);
    await pdf.figures([
      { label: "Nedbetalingstid", value: formatDuration(result.months) },
      { label: "Renter totalt", value: kr(result.totalInterest) },
      { label: "Betalt totalt", value: kr(result.totalPaid) },
    ]);
  } else {
    // The headline says which payment: "Med 500 kr i måneden blir gjelden aldri nedbetalt."
    const { headline, detail } = debtResultText.never(result, monthly, input.balance, input.nominalRatePercent);
    pdf.subheading(headline);
    pdf.paragraph(detail);
  }
}

/** The Norwegian page for a link the plan cannot be made from (400). */
export function debtPlanRefusal(errors: string[] | null): { title: string; text: string } {
  const fix =
    "Gå tilbake til kalkulatoren i guiden om kredittkortgjeld, fyll inn gjelden, renten og den månedlige innbetalingen, og last ned planen derfra.";
  return errors === null
    ? { title: "Planen mangler tallene dine", text: `Planen lages av tallene i kalkulatoren. ${fix}` }
    : { title: "Planen kunne ikke lages", text: `Tallene kan ikke brukes: ${errors.join(" ")} ${fix}` };
}
