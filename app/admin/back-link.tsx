import { TextLink } from "~/shared/ui/text-link";
/** «Tilbake til …» above a back-office page's heading: a plain link to the list the page belongs to. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <p>
      <TextLink strong href={href}>
        {children}
      </TextLink>
    </p>
  );
}
