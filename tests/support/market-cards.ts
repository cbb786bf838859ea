// The generated market as our cards: the feed's products mapped as the daily sync maps them (slugs unique
// beside our ten cards, ids after theirs), for tests that need the whole market without a sync.
import type { CreditCard } from "../../content/card-schema";
import { firstCards } from "../../content/cards";
import { cardSlug } from "../../app/shared/cards/finansportalen/card-slug";
import { cardFromFeed, feedCardFacts } from "../../app/shared/cards/finansportalen/feed-card.server";
import { parseFeed } from "../../app/shared/cards/finansportalen/feed-parser.server";
import { feedXml, generateMarket } from "./finansportalen-feed";

/** `count` generated products (generateMarket's default seed) as cards; throws if the feed reads with problems. */
export function marketCards(count: number): CreditCard[] {
  const feed = parseFeed(feedXml(generateMarket(count).map((product) => product.entry)));
  if ((feed.problems ?? []).length > 0) throw new Error(`the generated feed: ${JSON.stringify(feed.problems)}`);
  const taken = new Set(firstCards.map((card) => card.urlSlug));
  const top = Math.max(...firstCards.map((card) => card.id));
  return feed.products.map((product, index) => {
    const facts = feedCardFacts(product);
    const slug = cardSlug(facts.bank, facts.name, taken);
    taken.add(slug);
    return cardFromFeed({ productId: product.productId, slug, facts, id: top + 1 + index });
  });
}
