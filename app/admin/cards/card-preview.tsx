import { RepresentativeExample, RepresentativeExampleExplainer } from "~/shared/cards/representative-example-box";
import type { CardPreview as Preview } from "~/admin/cards/card-editing.server";
import { ChangeList } from "../form-problem";

/**
 * «Forhåndsvis»: the card as it would be published, computed from the edited facts (nothing is stored):
 * what changes, the figures its page shows, and its representative example with the new effective rate.
 */
export function CardPreview({ preview }: { preview: Preview }) {
  return (
    <section
      id="forhandsvisning"
      aria-labelledby="forhandsvisning-tittel"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the preview is what the editor asked for: focus moves there after the post.
      autoFocus
      data-card-preview=""
      className="space-y-4 rounded-lg border-2 border-brand-700 bg-white p-4 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5"
    >
      <h2 id="forhandsvisning-tittel" className="text-2xl font-bold">
        Forhåndsvisning
      </h2>
      <p>Slik blir kortet når du trykker «Publiser». Ingenting er lagret ennå.</p>
      <div>
        <h3 className="text-lg font-bold">Dette endres:</h3>
        {preview.changes.length === 0 ? (
          <p className="mt-1">Ingen opplysninger er endret ennå.</p>
        ) : (
          <ChangeList changes={preview.changes} className="mt-1" />
        )}
      </div>
      <div>
        <h3 className="text-lg font-bold">Kortet i tall</h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {preview.keyFacts.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-brand-50 p-3">
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-1 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <RepresentativeExample card={preview.terms} full />
      <RepresentativeExampleExplainer />
    </section>
  );
}
