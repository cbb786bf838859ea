/** A client script's minified code as a string (vite.config.ts, inlineScripts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}

/** A client script bundled with its package imports, minified, as a string (vite.config.ts, inlineBundles). */
declare module "*?inline-bundle" {
  const code: string;
  export default code;
}
