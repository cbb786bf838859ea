import { ButtonLink, type ButtonVariant } from "~/shared/ui/button-link";

/** The closing buttons of an article: internal links styled as buttons. */
export function ArticleActions({
  links,
}: {
  links: ReadonlyArray<{ to: string; label: string; variant?: ButtonVariant }>;
}) {
  return (
    <div className="my-8 flex flex-wrap gap-3">
      {links.map((link, index) => (
        <ButtonLink key={link.to} to={link.to} variant={link.variant ?? (index === 0 ? "primary" : "secondary")}>
          {link.label}
        </ButtonLink>
      ))}
    </div>
  );
}
