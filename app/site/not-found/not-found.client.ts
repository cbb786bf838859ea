// The spec asks for the unknown path in the browser console; the 404 page ships no React, so
// this one line does it (loaded with `defer` by app/site/not-found/not-found.tsx).
console.error("404: fant ingen side p\u00e5 adressen " + location.pathname);

// A module: its names are its own (the build wraps it in a function).
export {};
