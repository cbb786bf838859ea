/** A browser script bundled and minified, as a string for <InlineScript> (vite.config.ts, inlineScripts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** A browser script bundled and minified, as the URL of its own file (vite.config.ts, clientScripts). */
declare module "*?client" {
  const url: string;
  export default url;
}

/** A browser script's text without types, for the page CSS's vocabulary (vite.config.ts, clientSources). */
declare module "*?client-source" {
  const source: string;
  export default source;
}
