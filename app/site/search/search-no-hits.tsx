import { Link } from "react-router";
import { searchText } from "~/site/search/search-text";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** What a search without hits offers instead: all cards, and the guides (dialog and /sok page). */
export function SearchNoHitsLinks({ className }: { className: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 ${className}`}>
      <li>
        <Link to="/kredittkort" className={linkClass}>
          {searchText.allCardsLink}
        </Link>
      </li>
      <li>
        <Link to="/guider" className={linkClass}>
          {searchText.guidesLink}
        </Link>
      </li>
    </ul>
  );
}
