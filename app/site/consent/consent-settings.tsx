import type { ConsentChoice } from "~/site/consent/consent";
import { consentText } from "~/site/consent/consent-text";
import { consentButtonClass } from "./consent-banner";
import { CloseIcon } from "../../shared/ui/close-icon";

type CategoryId = keyof typeof consentText.categories;

/** Extra lines per category, e.g. which cookie and for how long (the /samtykke page passes them). */
export type ConsentDetails = Partial<Record<CategoryId, string>>;

/**
 * The category choices and the three answers, posted to /samtykke as valg=tilpass|alle|ingen with
 * analyse=on / markedsforing=on. Used by the settings dialog and by the /samtykke page; each passes
 * its own id prefix so both can sit on one page. Optional categories are off unless chosen.
 */
export function ConsentFields({
  idPrefix,
  current,
  details = {},
}: {
  idPrefix: string;
  current?: ConsentChoice | null;
  details?: ConsentDetails;
}) {
  const { categories } = consentText;
  const optional = [
    { id: "analytics", name: "analyse", checked: current?.analytics ?? false },
    { id: "marketing", name: "markedsforing", checked: current?.marketing ?? false },
  ] as const;

  return (
    <>
      <fieldset>
        <legend className="text-lg font-semibold">{consentText.legend}</legend>
        <ul className="mt-3 space-y-3">
          <li className="rounded-xl border border-gray-300 p-4">
            <p className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold">{categories.necessary.label}</span>
              <span className="rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
                {consentText.alwaysOn}
              </span>
            </p>
            <p className="mt-1 text-sm leading-6 text-muted">
              {categories.necessary.description}
              {details.necessary && ` ${details.necessary}`}
            </p>
          </li>
          {optional.map((category) => {
            const id = `${idPrefix}-${category.name}`;
            return (
              <li key={category.id} className="rounded-xl border border-gray-300 p-4">
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    id={id}
                    name={category.name}
                    defaultChecked={category.checked}
                    aria-describedby={`${id}-hjelp`}
                    data-consent-box={category.name}
                    className="mt-0.5 size-6 shrink-0 accent-brand-700"
                    suppressHydrationWarning
                  />
                  <div>
                    <label htmlFor={id} className="font-semibold">
                      {categories[category.id].label}
                    </label>
                    <p id={`${id}-hjelp`} className="mt-1 text-sm leading-6 text-muted">
                      {categories[category.id].description}
                      {details[category.id] && ` ${details[category.id]}`}
                    </p>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="mt-5 grid gap-2 sm:grid-cols-3">
        <button type="submit" name="valg" value="tilpass" className={consentButtonClass}>
          {consentText.save}
        </button>
        <button type="submit" name="valg" value="alle" className={consentButtonClass}>
          {consentText.acceptAll}
        </button>
        <button type="submit" name="valg" value="ingen" className={consentButtonClass}>
          {consentText.rejectAll}
        </button>
      </div>
    </>
  );
}

/**
 * The settings dialog. Not in the pages: app/site/consent/consent.client.ts fetches it from /fragment/cookievalg
 * and its script (consent-settings.js) the first time someone opens it, from the banner's «Tilpass» or
 * «Endre cookievalg» on /cookies, sets where to return, and opens it with showModal(). Escape closes
 * it (native <dialog>).
 */
export function ConsentDialog() {
  return (
    <dialog
      data-consent-dialog=""
      aria-labelledby="samtykke-dialog-tittel"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-night/60"
    >
      <form method="post" action="/samtykke" className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id="samtykke-dialog-tittel" className="text-xl font-bold sm:text-2xl">
            {consentText.settingsHeading}
          </h2>
          <button
            type="button"
            data-consent-close=""
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg border border-gray-400 px-3 font-semibold text-brand-800 hover:bg-brand-50"
          >
            <CloseIcon size={16} />
            {consentText.close}
          </button>
        </div>
        <p className="mt-2 leading-7 text-muted">{consentText.settingsIntro}</p>
        <input type="hidden" name="tilbake" value="/" />
        <div className="mt-4">
          <ConsentFields idPrefix="samtykke-dialog" />
        </div>
      </form>
    </dialog>
  );
}
