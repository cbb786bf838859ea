import { Field } from "~/shared/forms/field";
import { SelectField } from "~/shared/forms/select-field";
import { buttonClasses } from "~/shared/ui/button-link";
import { affiliateNetworks, isAffiliateNetwork } from "~/shared/commission/affiliate-networks";
import type { AffiliateLinkAnswer } from "./affiliate-link.server";
import { affiliateLinkText as text } from "./affiliate-link-text";

const example = "https://track.adtraction.com/t/t?a=123&as=456&t=2&tk=1&epi={klikkId}&url=https://banken.no/kort";

/**
 * A card's apply-link template (network and URL with {klikkId}), beside the card editor: its own form, its own
 * table (affiliate_links), so the card's facts and its commission never share a version.
 */
export function AffiliateLinkForm({
  stored,
  answer,
}: {
  stored: { network: string; template: string } | null;
  answer: AffiliateLinkAnswer | null;
}) {
  const values = answer?.values ?? stored ?? { network: "", template: "" };
  const result = answer?.result;
  const errors = result?.status === "invalid" ? result.errors : {};
  const done =
    result?.status === "saved"
      ? text.saved
      : result?.status === "removed"
        ? text.removed
        : result?.status === "unchanged"
          ? text.unchanged
          : null;
  const paying = stored && isAffiliateNetwork(stored.network) ? affiliateNetworks[stored.network].name : null;
  return (
    <section aria-labelledby="soknadslenke" className="mt-10 rounded-lg border border-gray-300 p-4 sm:p-6">
      <h2 id="soknadslenke" className="text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{text.intro}</p>
      <p className="mt-2 font-medium">{paying ? text.paysNow(paying) : text.paysNothing}</p>
      {done && (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 font-semibold text-green-900">
          {done}
        </p>
      )}
      {errors.general && (
        <div role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          {errors.general.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <form method="post" noValidate className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="affiliate-link" />
        <SelectField
          label={text.network}
          name="affiliateNetwork"
          options={text.networks}
          placeholder={text.networkPlaceholder}
          defaultValue={values.network}
          error={errors.network}
        />
        <Field
          label={text.template}
          name="affiliateTemplate"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          hint={text.templateHint(example)}
          defaultValue={values.template}
          error={errors.template}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClasses("primary")}>
            {text.save}
          </button>
          {stored && (
            <button type="submit" name="remove" value="1" className={buttonClasses("secondary")}>
              {text.remove}
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
