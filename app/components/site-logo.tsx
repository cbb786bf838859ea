import { Link } from "react-router";
import { site } from "#content/site";

export function SiteLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link to="/" className="flex items-center gap-2 no-underline" aria-label={`${site.name}, til forsiden`}>
      <svg width="36" height="24" viewBox="0 0 36 24" aria-hidden="true" focusable="false">
        <rect x="0.5" y="0.5" width="35" height="23" rx="4" fill={inverted ? "#ffffff" : "#174c99"} />
        <rect x="0.5" y="6" width="35" height="4" fill={inverted ? "#174c99" : "#0f2d5a"} />
        <rect x="5" y="15" width="9" height="4" rx="1" fill="#f5c451" />
      </svg>
      <span className="flex flex-col leading-tight">
        <span className={`text-xl font-bold ${inverted ? "text-white" : "text-brand-900"}`}>{site.name}</span>
        <span className={`text-xs ${inverted ? "text-brand-100" : "text-muted"}`}>{site.tagline}</span>
      </span>
    </Link>
  );
}
