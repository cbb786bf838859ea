import { cards } from "#content/cards";
import { payingCards } from "~/shared/commission/paying-cards";
import { site } from "#content/site";
import { monthLabel } from "~/site/guides/savings/monthly-plan";
import { premiumPointsText } from "~/site/guides/savings/savings-fee-section";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { checkedDates } from "~/shared/cards/data-freshness";
import { checkedOn } from "~/shared/cards/feed-status";
import {
  formatCardFees,
  formatDate,
  formatDuration,
  formatKr,
  formatMonthYear,
  formatPercent,
} from "~/shared/format/format";
import {
  representativeExampleText,
  standardInformationText,
  type CreditTerms,
} from "~/shared/cards/representative-example";
import type { loader as savingsGuideLoader } from "~/site/guides/savings/savings-guide.route";
import { canonicalUrl } from "~/shared/seo";
import { uiText } from "~/site/site-text";
import { PdfWriter } from "../../../shared/pdf/pdf.server";

/** What the savings guide's page is rendered from: its loader's data. The PDF prints the same figures. */
export type SavingsGuideData = ReturnType<typeof savingsGuideLoader>;

/** The representative example with the standard information, as the card pages print them. */
const creditCost = (terms: CreditTerms) => `${representativeExampleText(terms)} ${standardInformationText(terms)}`;

/**
 * «Last ned spareguide (PDF)»: the savings guide on paper, built from the page's own loader data
 * (content/savings-guide.ts and the cards), so every figure is the page's. The calculator stays
 * on the web; the PDF says where. Where a rate or a card's cost appears, so does the representative
 * example, as on the site (docs/decisions/0005-effective-rate.md).
 */
export async function savingsGuidePdf(data: SavingsGuideData): Promise<Uint8Array<ArrayBuffer>> {
  const { article, allFour, sections, potential, cardExample, interestExample, feeComparison } = data;
  const strategy = (id: keyof typeof potential) => data.strategies.find((s) => s.id === id)!;
  const heading = (number: number, id: keyof typeof potential) =>
    `${number}. ${strategy(id).strategy}: spar ${formatKr(potential[id])}`;
  const fourth = strategy("fordelsprogram");
  const updated = formatMonthYear(article.updated);
  const pdf = await PdfWriter.open({
    title: article.title,
    subject: article.description,
    path: article.path,
    created: new Date(`${article.updated}T00:00:00Z`),
  });

  pdf.title(article.title, [
    `En guide fra ${site.name}, oppdatert ${updated}.`,
    `Nettversjonen, med sparekalkulatoren: ${canonicalUrl(article.path)}`,
  ]);
  pdf.paragraph(
    `Fire grep gir i regneeksemplene våre til sammen ${formatKr(allFour.totalKr)} i året (${allFour.text}). Summen er anslag for en husholdning som bruker kortet til det meste av forbruket, ikke et snitt av hva andre har spart. Hva du sparer, avhenger av forbruket, gjelden og kortene du har.`,
  );

  pdf.heading("Oppsummering: fire grep");
  await pdf.table(
    [
      { header: "Grep", width: 0.42 },
      { header: "Per år", width: 0.14, align: "right" },
      { header: "Vanskelighetsgrad", width: 0.23 },
      { header: "Tid", width: 0.21 },
    ],
    data.strategies.map((s) => [s.strategy, formatKr(s.potential), s.difficulty, s.time]),
  );
  pdf.paragraph(
    `Tre av grepene står i denne guiden, til sammen ${formatKr(sections.totalKr)} (${sections.text}). Det fjerde, «${fourth.strategy}», står i artikkelen «${data.strategyArticle.title}»: ${canonicalUrl(data.strategyArticle.path)}`,
  );

  pdf.heading(heading(1, "riktig-kort"));
  pdf.paragraph(strategy("riktig-kort").description);
  pdf.subheading("Eksempel: et år med riktig kort");
  await pdf.figures([
    { label: "Forbruk på kortet i året", value: formatKr(cardExample.yearlySpendKr) },
    {
      label: `Cashback i året (${formatPercent(cardExample.cashbackPercent)} av kjøpene)`,
      value: formatKr(cardExample.cashbackKr),
    },
    { label: "Årsgebyr", value: formatKr(cardExample.annualFeeKr) },
    { label: "Netto i lomma", value: formatKr(cardExample.netKr) },
  ]);
  pdf.subheading("Handlingsplan");
  pdf.steps(data.actionPlan);

  pdf.heading(heading(2, "ingen-renter"));
  pdf.paragraph(strategy("ingen-renter").description);
  pdf.subheading(`Regneeksempel: ${formatKr(interestExample.debtKr)} i kortgjeld`);
  pdf.paragraph(
    `Et regneeksempel, ikke et tilbud. Vi regner med en effektiv rente på ${formatPercent(interestExample.effectivePercent)} og ingen gebyrer: hver måned legges ${formatPercent(interestExample.monthlyRatePercent)} av gjelden til, og med renter på renter blir det ${formatPercent(interestExample.effectivePercent)} på et år (${formatPercent(interestExample.nominalPercent)} som nominell rente). Betaler du ingenting på et år, vokser gjelden med ${formatKr(interestExample.yearlyInterestKr)} i renter.`,
  );
  pdf.paragraph(
    `Betaler du bare minstebeløpet, ${formatPercent(interestExample.minimumPaymentPercent)} av gjelden og minst ${formatKr(interestExample.floorKr)}, går det slik:`,
  );
  await pdf.figures([
    { label: "Første månedlige innbetaling", value: formatKr(interestExample.firstMinimumKr) },
    { label: "Tid til gjelden er borte", value: formatDuration(interestExample.months) },
    { label: "Renter totalt", value: formatKr(interestExample.totalInterestKr) },
    { label: "Betalt totalt", value: formatKr(interestExample.totalPaidKr) },
  ]);
  pdf.paragraph(cardFactText.borrowingCostsMoney, { bold: true });
  pdf.paragraph(
    `Samme rente i et representativt eksempel: ${creditCost({ interestRate: interestExample.effectivePercent, annualFee: 0 })}`,
  );
  pdf.subheading("Vaner som holder rentene borte");
  pdf.tips(data.interestTips.map((tip) => ({ title: tip.tip, text: tip.text })));

  const { premium, free } = feeComparison;
  pdf.heading(heading(3, "kutt-gebyrer"));
  pdf.paragraph(strategy("kutt-gebyrer").description);
  // What the two cards give and what their credit costs stay on one page, equally prominent.
  pdf.keepTogether(260);
  await pdf.table(
    [
      { header: "Kort", width: 0.4 },
      { header: "Gebyrer", width: 0.2, align: "right" },
      { header: "Laveste sats", width: 0.18, align: "right" },
      { header: "Netto i året", width: 0.22, align: "right" },
    ],
    [premium, free].map((card) => [
      card.name,
      formatCardFees(card),
      formatPercent(card.ratePercent),
      formatKr(card.netAtExampleSpend),
    ]),
    { caption: `${premium.name} mot ${free.name} ved ${formatKr(feeComparison.exampleSpendKr)} i årlig forbruk` },
  );
  pdf.subheading("Hva kreditten koster");
  pdf.bullets(
    [premium, free].map((summary) => {
      const card = cards.find((candidate) => candidate.urlSlug === summary.urlSlug);
      if (!card) throw new Error(`Spareguidens PDF: kortet ${summary.urlSlug} finnes ikke i content/cards.ts`);
      return `${card.name}: ${cardFactText.borrowingCostsMoney} ${creditCost(card)}`;
    }),
  );
  pdf.paragraph(
    feeComparison.breakEvenKr === null
      ? `${premium.name} gir aldri mer tilbake enn ${free.name} på cashback og poeng alene.`
      : `${premium.name} gir først mer tilbake enn ${free.name} når du bruker mer enn ${formatKr(Math.ceil(feeComparison.breakEvenKr))} på kortet i året.`,
  );
  const points = premiumPointsText(feeComparison);
  if (points) pdf.paragraph(points);

  pdf.heading(`Plan for de neste ${data.plan.at(-1)?.months.max ?? 12} månedene`);
  pdf.paragraph(`Ett grep om gangen. Beløpet per måned er anslagene for grepene du har gjort så langt, delt på tolv.`);
  for (const step of data.plan) {
    pdf.subheading(`${monthLabel(step.months)}: ${step.action}`);
    pdf.paragraph(
      step.savingsPerMonthKr > 0
        ? `Spart fra nå: ${formatKr(step.savingsPerMonthKr)} per måned`
        : "Ingen besparelse ennå",
      { small: true },
    );
    pdf.bullets(step.tasks);
  }

  pdf.heading("Kilder og forbehold");
  pdf.paragraph(
    `Beløpene er anslag fra regneeksemplene i guiden, ikke løfter. Kortenes årsgebyr, satser og renter er sist kontrollert mot bankenes vilkår ${formatDate(checkedDates(cards.map((card) => checkedOn(card))).latest)}. Guiden er oppdatert ${updated}; den nyeste versjonen står på ${canonicalUrl(article.path)}.`,
    { small: true },
  );
  pdf.paragraph(uiText.commissionNotice(payingCards().map((card) => card.name)), { small: true });
  return pdf.bytes();
}
