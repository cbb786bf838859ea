import type { MetaDescriptor } from "react-router";
import { CheckedOn } from "~/site/frame/checked-on";
import type { CardRecord, ChangeSource } from "~/shared/cards/card-change-log";
import { STALE_AFTER_DAYS } from "~/shared/cards/data-freshness";
import { formatDate } from "~/shared/format/format";
import { CHANGES_FEED_PATH, OPEN_DATA_DOCS_PATH } from "~/site/open-data/open-data-paths";
import { canonicalUrl } from "~/shared/seo";
import { uiText } from "~/site/site-text";
import { TextLink } from "~/shared/ui/text-link";
import { FeedAttribution } from "~/shared/cards/feed-attribution";

/**
 * When the card's terms were last checked, near the top of its page. When that is more than
 * STALE_AFTER_DAYS ago, it is said plainly, as a note beside the card's figures: the page is
 * rendered again when the date in Norway turns, so the note appears on the right day.
 */
export function CardCheckStatus({
  record,
}: {
  record: Pick<CardRecord, "lastChecked" | "checkedAgo" | "checkOverdue"> & { fromFeed?: boolean };
}) {
  if (!record.checkOverdue) {
    return (
      <p className="mt-3 text-sm text-muted">
        {uiText.checkedCard} <CheckedOn date={record.lastChecked} />
        {`, ${record.checkedAgo}.`}
        {record.fromFeed && (
          <>
            {" "}
            <FeedAttribution />
          </>
        )}
      </p>
    );
  }
  return (
    <p role="note" className="mt-4 rounded-lg border-l-4 border-accent bg-amber-50 p-4">
      <strong>
        {uiText.checkedCard} <CheckedOn date={record.lastChecked} />
        {`, ${record.checkedAgo}.`}
      </strong>{" "}
      Vilkårene for dette kortet er ikke kontrollert på over {STALE_AFTER_DAYS} dager. Sjekk bankens egne vilkår før du
      søker.
      {/* The feed's figures stay after its checks stop (an editor unlinked the card): so do the agreement's words. */}
      {record.fromFeed && (
        <>
          {" "}
          <FeedAttribution />
        </>
      )}
    </p>
  );
}

/** The card's changes, newest first: each fact from what to what, with the source of the new figures. */
export function CardChanges({ record }: { record: Pick<CardRecord, "changes" | "changeCount" | "since"> }) {
  const { changes, changeCount, since } = record;
  return (
    <section id="endringer" aria-labelledby="changes-heading" className="mt-10 max-w-3xl">
      <h2 id="changes-heading" className="text-2xl font-bold">
        Endringer
      </h2>
      {changes.length === 0 ? (
        <p className="mt-3">
          {since ? (
            <>
              Ingen endringer siden vi begynte å føre endringslogg <time dateTime={since}>{formatDate(since)}</time>.
            </>
          ) : (
            "Ingen endringer er registrert."
          )}
        </p>
      ) : (
        <>
          {changeCount > changes.length && (
            <p className="mt-3 text-muted">
              De {changes.length} nyeste av {changeCount} endringer.
            </p>
          )}
          <ol className="mt-4 space-y-4 wrap-break-word">
            {changes.map((entry) => (
              <li key={entry.version} className="border-l-4 border-brand-700 pl-4">
                <p className="font-semibold">
                  <time dateTime={entry.date}>{formatDate(entry.date)}</time>
                </p>
                <ul className="mt-1 space-y-1">
                  {entry.changes.map((change) => (
                    <li key={change.field}>
                      {change.rewritten
                        ? `${change.label} er skrevet om.`
                        : `${change.label} endret fra ${change.from} til ${change.to}.`}
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-sm text-muted">
                  <SourceText source={entry.source} />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className="mt-4 text-sm text-muted">
        Følg endringene for alle kortene i <TextLink href={CHANGES_FEED_PATH}>feeden vår</TextLink>, eller hent tallene
        som <TextLink href={OPEN_DATA_DOCS_PATH}>åpne data</TextLink>.
      </p>
    </section>
  );
}

function SourceText({ source }: { source: ChangeSource }) {
  if (source.kind === "note") return <>Kilde: {source.text}</>;
  return (
    <>
      Kilde: <TextLink href={source.url}>vilkårene hos {source.host}</TextLink>
    </>
  );
}

/** The card pages name the changes feed, so a feed reader finds it from any of them. */
export const changesFeedLink: MetaDescriptor = {
  tagName: "link",
  rel: "alternate",
  type: "application/atom+xml",
  title: "Kortvalg: endringer i kortenes vilkår",
  href: canonicalUrl(CHANGES_FEED_PATH),
};
