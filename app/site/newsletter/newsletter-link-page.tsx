import type { ReactNode } from "react";
import { Form } from "react-router";
import { buttonClasses } from "../../shared/ui/button-link";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

/**
 * The page a newsletter e-mail link opens. The link itself changes nothing: mail scanners open links
 * to check them, so the change happens only when the reader presses the button (a POST).
 */
export function NewsletterLinkPage({
  heading,
  children,
  token,
  buttonLabel,
  outcome,
}: {
  heading: string;
  children: ReactNode;
  token: string | null;
  buttonLabel: string;
  outcome: { ok: boolean; heading: string; text: string } | null;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle>{heading}</PageTitle>
      <div aria-live="polite">
        {outcome && (
          <div
            className={`mt-6 rounded-lg border-2 p-5 ${outcome.ok ? "border-green-700 bg-green-50" : "border-red-700 bg-red-50"}`}
          >
            <h2 className="text-xl font-semibold">{outcome.heading}</h2>
            <p className="mt-2 leading-7">{outcome.text}</p>
          </div>
        )}
      </div>
      {!outcome && token && (
        <>
          <div className="mt-4 space-y-3 text-lg leading-8">{children}</div>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <button type="submit" className={buttonClasses("primary", "cursor-pointer")}>
              {buttonLabel}
            </button>
          </Form>
        </>
      )}
      {!outcome && !token && (
        <p className="mt-4 text-lg leading-8">
          Lenken mangler koden vi trenger. Åpne lenken i e-posten fra oss på nytt, eller kopier hele adressen inn i
          nettleseren.
        </p>
      )}
      <p className="mt-8">
        <TextLink strong to="/guider">
          Til guidene
        </TextLink>
      </p>
    </div>
  );
}
