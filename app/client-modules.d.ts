/** A client script's minified code as a string (vite.config.ts, inlineScripts). */
declare module "*?inline-script" {
  const code: string;
  export default code;
}
