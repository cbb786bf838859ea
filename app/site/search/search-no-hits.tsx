import { searchText } from "~/site/search/search-text";
import { TextLink } from "~/shared/ui/text-link";

/** What a search without hits offers instead: all cards, and the guides (dialog and /sok page). */
export function SearchNoHitsLinks({ className }: { className: string }) {
  return (
    <ul className={`flex flex-wrap gap-x-6 gap-y-2 ${className}`}>
      <li>
        <TextLink strong to="/kredittkort">
          {searchText.allCardsLink}
        </TextLink>
      </li>
      <li>
        <TextLink strong to="/guider">
          {searchText.guidesLink}
        </TextLink>
      </li>
    </ul>
  );
}
