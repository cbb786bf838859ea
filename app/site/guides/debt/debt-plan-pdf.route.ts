import type { Route } from "./+types/debt-plan-pdf.route";
import { readCalculatorParams } from "~/site/calculators/calculator-kit";
import { debtFields } from "~/site/calculators/debt-calculator";
import { debtPlan } from "~/site/guides/debt/debt-plan";
import { debtPlanPdf, debtPlanRefusal } from "~/site/guides/debt/debt-plan-pdf.server";
import { pdfFile, pdfResponse, pdfTurns } from "~/shared/pdf/pdf.server";
import { httpErrorText } from "~/site/site-text";
import { ERROR_PAGE_POLICY, errorPage } from "~/shared/http/error-page.server";

/**
 * /kredittkort-gjeld-guide/plan.pdf?gjeld=…&rente=…&betaling=…&ekstra=…, «Last ned plan»: the reader's
 * own plan, from the debt calculator's fields, validated by the calculator's own rules and messages
 * (readCalculatorParams with debtFields). A link it cannot be made from gets 400 and a Norwegian page
 * saying what to fix. The plan is bounded by the domain (at most MAX_MONTHS months), made per request,
 * two at a time per process, and never stored: the figures are the reader's, so no cache keeps them either.
 */
const inTurn = pdfTurns(2);

export async function loader({ request }: Route.LoaderArgs) {
  const { result } = readCalculatorParams(debtFields, new URL(request.url).searchParams);
  if (!result?.ok) {
    const { title, text } = debtPlanRefusal(result ? Object.values(result.errors) : null);
    return new Response(errorPage(title, text, httpErrorText.home), {
      status: 400,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": ERROR_PAGE_POLICY,
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      },
    });
  }
  const { gjeld, rente, betaling, ekstra } = result.values;
  const plan = debtPlan({ balance: gjeld, nominalRatePercent: rente, payment: betaling, extra: ekstra });
  const file = pdfFile(await inTurn(() => debtPlanPdf(plan, new Date())));
  return pdfResponse(request, file, {
    filename: "kortvalg-nedbetalingsplan.pdf",
    cacheControl: "private, no-store",
    noindex: true,
  });
}
