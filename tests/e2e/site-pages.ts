export { prerenderedPaths } from "../../scripts/prerendered-paths.js";

/** States that only the server renders (query variants, the 404 page), swept too. */
export const serverRenderedStates = ["/?filter=premium", "/kredittkort?kategori=reise", "/finnes-ikke"];
