import type { ComponentProps } from "react";
import { Link } from "react-router";

/**
 * The site's one text-link style, in the public site and the back office alike: the brand colour,
 * always underlined (a link is not told by colour alone, WCAG 1.4.1) and darker on hover, the same as
 * links in running text (.prose-article a in app.css). The focus ring is the global :focus-visible one.
 */
export const textLinkClasses = (strong = false, extra = "") =>
  `${strong ? "font-semibold " : ""}text-brand-700 underline underline-offset-2 hover:text-brand-900${extra ? ` ${extra}` : ""}`;

type Style = {
  /** Semibold: a link that stands alone (a next step, a row's name), not one inside a sentence. */
  strong?: boolean;
};
type RouteLinkProps = Style & ComponentProps<typeof Link>;
type AnchorProps = Style & ComponentProps<"a"> & { href: string; to?: never };

/**
 * A text link: a React Router <Link> when given `to` (a page of this app), a plain <a> when given `href`
 * (a fragment, a download, another origin, or a back-office page that is a full load).
 */
export function TextLink(props: RouteLinkProps | AnchorProps) {
  if (props.to === undefined) {
    const { strong, className, children, ...anchor } = props;
    return (
      <a {...anchor} className={textLinkClasses(strong, className)}>
        {children}
      </a>
    );
  }
  const { strong, className, ...link } = props;
  return <Link {...link} className={textLinkClasses(strong, className)} />;
}
