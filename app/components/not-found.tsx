import { Link } from "react-router";
import type { MetaDescriptor } from "react-router";
import notFoundScript from "~/client/not-found.js?url";
import { buttonClasses } from "./ui/button-link";

export const notFoundMeta: MetaDescriptor[] = [
  { title: "Fant ikke siden (404) | Kortvalg" },
  { name: "description", content: "Siden du lette etter, finnes ikke." },
  { name: "robots", content: "noindex" },
];

/**
 * The not-found page (spec §8): heading 404, the spec's text and a link home. The spec also
 * asks for the unknown path in the browser console: a one-line script does that, no React.
 */
export function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-7xl font-extrabold text-brand-800">404</h1>
      <p className="mt-4 text-2xl font-semibold" lang="en">
        Oops! Page not found
      </p>
      <p className="mt-2 text-lg text-muted">Siden du lette etter, finnes ikke eller er flyttet.</p>
      <Link to="/" className={buttonClasses("primary", "mt-8")}>
        Gå til forsiden
      </Link>
      <script src={notFoundScript} defer />
    </div>
  );
}
