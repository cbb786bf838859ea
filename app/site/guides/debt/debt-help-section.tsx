import type { HelpContact } from "#content/debt-guide";

/** The debt guide's first section: where to get free help now, with a call button for the first contact with a phone. */
export function DebtHelpSection({ contacts }: { contacts: HelpContact[] }) {
  const hotline = contacts.find((contact) => contact.phone);

  return (
    <section
      aria-labelledby="hjelp-tittel"
      className="rounded-xl border-2 border-red-700 bg-red-50 p-5 sm:p-6 [&>*:last-child]:mb-0"
    >
      <h2 id="hjelp-tittel" className="mt-0">
        Trenger du hjelp nå?
      </h2>
      <p>
        Klarer du ikke å betale regningene, er du ikke alene, og det finnes gratis hjelp. Jo før du tar kontakt, jo
        flere muligheter har du.
      </p>
      <ul className="list-none space-y-3 pl-0">
        {contacts.map((contact) => (
          <li key={contact.name}>
            <strong>{contact.name}</strong>
            {contact.phone && <>, telefon {contact.phone.display}</>}. {contact.description}
            {contact.link && (
              <>
                {" "}
                <a href={contact.link.href}>{contact.link.label}</a>.
              </>
            )}
          </li>
        ))}
      </ul>
      {hotline?.phone && (
        <a
          href={`tel:${hotline.phone.tel}`}
          className="mt-2 inline-flex min-h-11 items-center gap-2 rounded-lg bg-red-800 px-4 py-2 font-semibold text-white no-underline hover:bg-red-900 hover:text-white"
        >
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
            />
          </svg>
          Ring {hotline.phone.display}
        </a>
      )}
    </section>
  );
}
