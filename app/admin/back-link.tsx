/** «Tilbake til …» above a back-office page's heading: a plain link to the list the page belongs to. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <p>
      <a href={href} className="font-semibold text-brand-700 underline">
        {children}
      </a>
    </p>
  );
}
