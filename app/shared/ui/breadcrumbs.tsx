import { Link } from "react-router";
import { sharedUiText } from "~/shared/ui/ui-text";

/** Visible breadcrumbs; the last crumb is the current page and has no link. */
export function Breadcrumbs({ trail }: { trail: Array<{ name: string; path?: string }> }) {
  return (
    <nav aria-label={sharedUiText.breadcrumbLabel} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.name} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.path && index < trail.length - 1 ? (
              <Link to={crumb.path} className="text-brand-700 underline underline-offset-2">
                {crumb.name}
              </Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
