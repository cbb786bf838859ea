/**
 * Where the open data lives (docs/decisions/0012-open-data.md). Apart from app/site/open-data/open-cards.ts,
 * whose schema needs zod, so that components can link here without it.
 */
export const OPEN_CARDS_PATH = "/api/kort.json";
export const CHANGES_FEED_PATH = "/kort/endringer.xml";
export const OPEN_DATA_DOCS_PATH = "/om/data";
