import type { Route } from "./+types/guide-savings-pdf";
import { pdfFile, pdfResponse, type PdfFile } from "~/server/pdf.server";
import { savingsGuidePdf } from "~/server/savings-guide-pdf.server";
import { loader as savingsGuideLoader } from "./guide-savings";

/**
 * /guider/spar-ti-tusen-kroner-aarlig.pdf, «Last ned spareguide (PDF)»: the guide made from its page's
 * own loader data. The content changes only with a deploy, so the file is made once per process, on
 * the first request (about 11 kB kept in memory), and is the same bytes on every instance (fixed
 * creation date): browsers and proxies may keep it for an hour and revalidate it by its ETag.
 */
let made: Promise<PdfFile> | undefined;

export async function loader({ request }: Route.LoaderArgs) {
  made ??= savingsGuidePdf(savingsGuideLoader())
    .then(pdfFile)
    .catch((error: unknown) => {
      made = undefined; // a failure is not kept: the next request tries again
      throw error;
    });
  return pdfResponse(request, await made, { filename: "kortvalg-spareguide.pdf", cacheControl: "public, max-age=3600" });
}
