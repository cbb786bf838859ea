import { Link } from "react-router";
import { site } from "#content/site";
import { uiText } from "~/site/site-text";

/**
 * The logo links home. Its accessible name starts with the text it shows, name and tagline (WCAG 2.5.3
 * Label in Name), and ends with where it goes, for screen readers only.
 */
export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 no-underline">
      <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true" focusable="false" className="shrink-0">
        <rect x="0.5" y="0.5" width="35" height="23" rx="4" fill={inverted ? "#ffffff" : "#174c99"} />
        <rect x="0.5" y="6" width="35" height="4" fill={inverted ? "#174c99" : "#0f2d5a"} />
        <rect x="5" y="15" width="9" height="4" rx="1" fill="#f5c451" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-xl font-bold ${inverted ? "text-snow" : "text-brand-900"}`}>{site.name}</span>
        <span className={`text-xs ${inverted ? "text-mist" : "text-muted"}`}>{site.tagline}</span>
        <span className="sr-only">{uiText.logoDestination}</span>
      </span>
    </Link>
  );
}
