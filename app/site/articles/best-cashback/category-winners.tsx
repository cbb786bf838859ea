import { Link } from "react-router";
import type { CreditCard } from "#content/card-schema";
import { benefitText } from "~/site/articles/article-cards";
import { RepresentativeExample } from "~/shared/cards/representative-example-box";

export type CategoryWinnerView = { category: string; card: CreditCard; tips: string };

/** Best card per spending category: category, best card, its cashback with its representative example, and tips. */
export function CategoryWinners({ winners }: { winners: readonly CategoryWinnerView[] }) {
  return (
    <ul className="my-6 grid list-none gap-4 pl-0 sm:grid-cols-2">
      {winners.map((winner) => (
        <li key={winner.category} data-card-offer="" className="rounded-xl border border-gray-200 p-5">
          <h3 className="mt-0 mb-1 text-lg font-semibold">{winner.category}</h3>
          <p className="my-0">
            <span className="text-muted">Beste kort: </span>
            <Link to={`/kort/${winner.card.urlSlug}`} className="font-semibold">
              {winner.card.name}
            </Link>
          </p>
          <p className="my-1 text-sm">
            <span className="text-muted">Cashback og fordeler: </span>
            <span data-offer-figure="">{benefitText(winner.card)}</span>
          </p>
          <div className="mt-2">
            <RepresentativeExample card={winner.card} />
          </div>
          <p className="mt-3 mb-0 text-sm leading-6">
            <strong>Tips:</strong> {winner.tips}
          </p>
        </li>
      ))}
    </ul>
  );
}
