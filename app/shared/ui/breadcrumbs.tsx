import { sharedUiText } from "~/shared/ui/ui-text";
import { TextLink } from "~/shared/ui/text-link";

/** Visible breadcrumbs; the last crumb is the current page and has no link. */
export function Breadcrumbs({ trail }: { trail: Array<{ name: string; path?: string }> }) {
  return (
    <nav aria-label={sharedUiText.breadcrumbLabel} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((crumb, index) => (
          <li key={crumb.name} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.path && index < trail.length - 1 ? (
              <TextLink to={crumb.path}>{crumb.name}</TextLink>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
