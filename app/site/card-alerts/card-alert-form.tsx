import { Honeypot } from "~/shared/forms/honeypot";
import { EMAIL_MAX_LENGTH } from "~/site/newsletter/newsletter-form";
import { cardAlertsText } from "./card-alerts-text";

/** Where the form posts (card-alerts.route.tsx); kept here so the form needs no server module. */
export const CARD_ALERTS_ACTION = "/varsler";

/**
 * «Varsle meg når vilkårene endres»: a plain form (no JavaScript) posting the address and the cards to /varsler, which
 * answers with a redirect; the page itself stays the same for every visitor, so it is served from memory.
 */
export function CardAlertForm({
  cardIds,
  page,
  id,
  email,
}: {
  cardIds: readonly number[];
  page: string;
  id: string;
  /** What the reader wrote, when the form comes back with a message. */
  email?: string;
}) {
  const text = cardAlertsText.form;
  return (
    <form method="post" action={CARD_ALERTS_ACTION} aria-labelledby={`${id}-h`} className="mt-10 max-w-3xl space-y-2">
      <h2 id={`${id}-h`} className="text-xl font-bold">
        {text.heading}
      </h2>
      <p className="text-muted">{text.text}</p>
      <label htmlFor={`${id}-e`} className="block font-semibold">
        {text.label}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-e`}
          name="email"
          type="email"
          autoComplete="email"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={email}
          className="min-h-11 min-w-0 flex-1 basis-48 rounded-lg border border-gray-200 px-3"
        />
        <button type="submit" className="min-h-11 cursor-pointer rounded-lg border border-gray-200 px-4 font-semibold">
          {text.submit}
        </button>
      </div>
      {cardIds.map((cardId) => (
        <input key={cardId} type="hidden" name="kort" value={cardId} />
      ))}
      <input type="hidden" name="side" value={page} />
      <Honeypot />
    </form>
  );
}
