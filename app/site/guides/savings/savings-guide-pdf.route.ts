import type { Route } from "./+types/savings-guide-pdf.route";
import { cardsRevision } from "#content/cards";
import { pdfFile, pdfResponse, type PdfFile } from "~/shared/pdf/pdf.server";
import { savingsGuidePdf } from "~/site/guides/savings/savings-guide-pdf.server";
import { loader as savingsGuideLoader } from "./savings-guide.route";

/**
 * /guider/spar-ti-tusen-kroner-aarlig.pdf, «Last ned spareguide (PDF)»: the guide made from its page's
 * own loader data. The guide's text changes only with a deploy, its cards' figures when card data is
 * published: the file is made on the first request after either (about 11 kB kept in memory), and is
 * the same bytes on every instance holding the same cards (fixed creation date): browsers and proxies
 * may keep it for an hour and revalidate it by its ETag.
 */
let made: { revision: number; file: Promise<PdfFile> } | undefined;

export async function loader({ request }: Route.LoaderArgs) {
  const revision = cardsRevision();
  if (made?.revision !== revision) {
    const attempt = {
      revision,
      file: savingsGuidePdf(savingsGuideLoader())
        .then(pdfFile)
        .catch((error: unknown) => {
          if (made === attempt) made = undefined; // a failure is not kept: the next request tries again
          throw error;
        }),
    };
    made = attempt;
  }
  return pdfResponse(request, await made.file, {
    filename: "kortvalg-spareguide.pdf",
    cacheControl: "public, max-age=3600",
  });
}
