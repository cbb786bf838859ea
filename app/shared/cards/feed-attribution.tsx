import { TextLink } from "../ui/text-link";

/**
 * «Data levert av Finansportalen»: the information-sharing agreement asks for it wherever its data appears
 * (Forbrukerrådet's terms for Finansportalen's feeds).
 */
export function FeedAttribution() {
  return (
    <span data-feed-attribution="">
      Data levert av <TextLink href="https://www.finansportalen.no/">Finansportalen</TextLink>.
    </span>
  );
}
