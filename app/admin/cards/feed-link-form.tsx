import { SelectField } from "~/shared/forms/select-field";
import { buttonClasses } from "~/shared/ui/button-link";
import type { FeedLinkResult, FeedLinkState } from "./feed-link.server";
import { FEED_MERGE_FIELD, FEED_PRODUCT_FIELD, feedLinkText as text } from "./feed-link-text";

export type FeedLinkAnswer = { kind: "feed-link"; result: FeedLinkResult };

/**
 * The card's link to its product in Finansportalen's feed, beside the card editor: the link and «Fjern
 * koblingen», or the sync's proposed match to confirm and a list of the products it has read without a card.
 */
export function FeedLinkForm({
  state,
  answer,
  done,
}: {
  state: FeedLinkState;
  answer: FeedLinkAnswer | null;
  done:
    | { what: "linked"; productId: string }
    | { what: "merged"; productId: string; retiredSlug: string }
    | { what: "unlinked" }
    | null;
}) {
  const invalid = answer?.result.status === "invalid" ? answer.result : null;
  const field = invalid?.field ?? FEED_PRODUCT_FIELD;
  const error = invalid && field === FEED_PRODUCT_FIELD ? invalid.message : undefined;
  const chosen = invalid && field === FEED_PRODUCT_FIELD ? invalid.value : "";
  const mergeError = invalid && field === FEED_MERGE_FIELD ? invalid.message : undefined;
  const mergeChosen = invalid && field === FEED_MERGE_FIELD ? invalid.value : "";
  return (
    <section aria-labelledby="finansportalen-kobling" className="mt-10 rounded-lg border border-gray-300 p-4 sm:p-6">
      <h2 id="finansportalen-kobling" className="text-xl font-semibold">
        {text.heading}
      </h2>
      <p className="mt-2 text-sm text-muted">{text.intro}</p>
      {done && (
        <p role="status" className="mt-3 rounded-md bg-green-50 p-3 font-semibold text-green-900">
          {done.what === "linked"
            ? text.done.linked(done.productId)
            : done.what === "merged"
              ? text.done.merged(done.productId, done.retiredSlug)
              : text.done.unlinked}
        </p>
      )}
      {invalid && (
        <div role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 p-3 text-red-900">
          <a href={`#felt-${field}`} className="font-semibold underline">
            {invalid.message}
          </a>
        </div>
      )}
      {state.linked ? (
        <form method="post" noValidate className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="feed-unlink" />
          <p className="font-medium">
            {text.linked(state.linked.productId, state.linked.since)} {state.linked.retired && text.linkedRetired}
          </p>
          <p className="text-sm text-muted">{text.unlinkHint}</p>
          <div>
            <button type="submit" className={buttonClasses("secondary")}>
              {text.unlink}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p className="mt-3 font-medium">{state.retired ? text.retired : text.notLinked}</p>
          {state.proposed && (
            <form method="post" noValidate className="mt-4 flex flex-col gap-3" data-proposed-match="">
              <input type="hidden" name="intent" value="feed-link" />
              <input type="hidden" name={FEED_PRODUCT_FIELD} value={state.proposed.productId} />
              <p>{text.proposed(state.proposed.name, state.proposed.productId)}</p>
              <div>
                <button type="submit" className={buttonClasses("primary")}>
                  {text.confirm}
                </button>
              </div>
            </form>
          )}
          {!state.retired &&
            (state.candidates.length > 0 ? (
              <form method="post" noValidate className="mt-4 flex flex-col gap-3">
                <input type="hidden" name="intent" value="feed-link" />
                <SelectField
                  label={text.product}
                  name={FEED_PRODUCT_FIELD}
                  hint={text.productHint}
                  placeholder={text.productPlaceholder}
                  options={state.candidates.map((product) => ({
                    value: product.productId,
                    label: `${product.name} (produkt ${product.productId})`,
                  }))}
                  defaultValue={chosen}
                  error={error}
                  className="max-w-xl"
                />
                <div>
                  <button type="submit" className={buttonClasses("secondary")}>
                    {text.link}
                  </button>
                </div>
              </form>
            ) : (
              <p className="mt-2 text-sm text-muted">{text.noCandidates}</p>
            ))}
          {!state.retired && state.merges.length > 0 && (
            <form method="post" noValidate className="mt-6 flex flex-col gap-3" data-feed-merge="">
              <input type="hidden" name="intent" value="feed-merge" />
              <h3 className="text-lg font-semibold">{text.mergeHeading}</h3>
              <p className="text-sm text-muted">{text.mergeIntro}</p>
              <SelectField
                label={text.merge}
                name={FEED_MERGE_FIELD}
                hint={text.mergeHint}
                placeholder={text.productPlaceholder}
                options={state.merges.map((product) => ({
                  value: product.productId,
                  label: text.mergeOption(product),
                }))}
                defaultValue={mergeChosen}
                error={mergeError}
                className="max-w-xl"
              />
              <div>
                <button type="submit" className={buttonClasses("secondary")}>
                  {text.mergeSubmit}
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
