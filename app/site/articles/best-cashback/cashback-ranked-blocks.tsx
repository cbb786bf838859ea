import type { CashbackRankedEntry } from "#content/cashback-article";
import { kr } from "~/site/calculators/calculator-kit";
import { benefitText } from "~/site/articles/article-cards";
import { formatCardFees } from "~/shared/format/format";
import { cardFactText } from "~/shared/cards/card-fact-text";
import { RankedCardBlock, type Figure } from "~/site/articles/ranked-card-block";

/** The block's figures: fee and rewards from the card, the household's value from the ranking. */
function blockFigures(entry: CashbackRankedEntry): Figure[] {
  return [
    // The annual fee, with the monthly one beside it when the card has one: the net below subtracts both.
    { label: cardFactText.annualFee, value: formatCardFees(entry.card) },
    { label: "Cashback og fordeler", value: benefitText(entry.card) },
    {
      label: entry.pointsProgramme ? "Poengverdi i året for husholdningen" : "Cashback i året for husholdningen",
      value: kr(entry.earned),
    },
    { label: "Igjen etter gebyrene", value: kr(entry.net) },
  ];
}

/**
 * The cashback article's ranked cards, one block each, in the ranking's order. It renders the blocks only
 * (not a wrapper element), so the page's tree, and with it the ids React's useId gives inside the blocks, is unchanged.
 */
export function CashbackRankedBlocks({ ranking }: { ranking: readonly CashbackRankedEntry[] }) {
  return ranking.map((entry) => (
    <RankedCardBlock
      key={entry.card.urlSlug}
      idPrefix="cashback"
      // Ordered by the household's net value, not by the rating; the page is at its first round trip's limit
      // (decision 0004), so the stars' link to the method page names each card's unknown criteria instead.
      sayUnknown={false}
      rank={entry.rank}
      card={entry.card}
      badge={entry.ourChoice ? "Vårt valg" : undefined}
      figures={blockFigures(entry)}
      bestFor={entry.card.bestFor}
      pros={entry.pros}
      cons={entry.cons}
    >
      <p className="my-0 font-semibold text-ink">Spesielle tilbud</p>
      <ul className="mt-2 mb-0 text-sm">
        {entry.specialOffers.map((offer) => (
          <li key={offer}>{offer}</li>
        ))}
      </ul>
      <p className="mt-3 mb-0 text-sm text-muted">
        {entry.rates && `Regnet med ${entry.rates}.`}
        {entry.capped && " Kortets tak for opptjening er nådd."}
        {entry.notCounted && ` ${entry.notCounted}`}
      </p>
    </RankedCardBlock>
  ));
}
