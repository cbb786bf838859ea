import { ScrollRegion } from "~/shared/ui/scroll-region";

/** Whose text the preview shows: the form's as typed (live, or posted with «Forhåndsvis»), the last save, or the mail sent. */
export type PreviewSource = "form" | "saved" | "sent";

/** The preview's words, apart from the markup: the page and the live fragment say the same. */
const sourceText: Record<PreviewSource, string> = {
  form: "Slik blir e-posten med teksten i skjemaet. Den er ikke lagret ennå",
  saved: "Slik blir e-posten etter siste lagring",
  sent: "Slik ble e-posten",
};

/**
 * The inside of the preview beside the editor: the mail's HTML in a sandboxed frame and its plain text, or why it
 * cannot be shown. Drawn in the page, and alone as the fragment the live preview answers
 * (issue-preview-fragment.server.tsx), so both are one markup around the same rendered mail.
 */
export function IssuePreviewBody({
  preview,
  problem,
  source,
  announce = false,
}: {
  preview: { html: string; text: string } | null;
  problem: string | null;
  source: PreviewSource;
  /** After a «Forhåndsvis» post the page's answer says what the preview is now (a status); a live update does not. */
  announce?: boolean;
}) {
  if (!preview)
    return (
      <div
        id="forhandsvisning-problem"
        className="mt-2 space-y-2 rounded-lg border-4 border-red-700 bg-white p-4 font-semibold text-red-800"
        data-preview-problem=""
      >
        <p>Forhåndsvisningen kan ikke vises. {problem}.</p>
        {source !== "sent" && (
          <p>
            Rett innholdet i utkastet over og lagre, eller slett utkastet. Det kan ikke prøvesendes eller sendes slik
            det er.
          </p>
        )}
      </div>
    );
  return (
    <>
      <p className="mt-2" role={announce ? "status" : undefined}>
        {sourceText[source]}. Lenken for å melde seg av er personlig i hver e-post; her går den til siden uten kode.
      </p>
      <h3 className="mt-4 text-xl font-bold">HTML</h3>
      {/* sandbox="": the mail's HTML runs no script and reaches nothing of the back office. */}
      <iframe
        title="E-posten som HTML"
        sandbox=""
        srcDoc={preview.html}
        className="mt-2 h-[36rem] w-full rounded-lg border border-gray-300 bg-white"
      />
      <h3 className="mt-6 text-xl font-bold">Ren tekst</h3>
      <ScrollRegion
        label="E-posten som ren tekst"
        className="mt-2 max-h-[36rem] overflow-y-auto rounded-lg border border-gray-300 bg-white"
      >
        <pre className="p-4 font-mono text-sm break-words whitespace-pre-wrap">{preview.text}</pre>
      </ScrollRegion>
    </>
  );
}
