import { useSearchParams } from "react-router";
import type { Route } from "./+types/contact.route";
import { replyPromise } from "~/site/contact/reply-promise";
import { site } from "#content/site";
import { ErrorSummary } from "~/shared/forms/error-summary";
import { ClientValidationTemplates, clientValidation } from "~/site/forms/client-validation";
import { Honeypot } from "~/shared/forms/honeypot";
import { Field } from "~/shared/forms/field";
import { buttonClasses } from "~/shared/ui/button-link";
import { SelectField } from "~/shared/forms/select-field";
import { TextareaField } from "~/shared/forms/textarea-field";
import type { ContactField } from "~/site/contact/contact-form";
import { formatNumber } from "~/shared/format/format";
import { fieldsWithErrors, type FieldErrors } from "~/shared/forms/form-validation";
import { formatClockHour } from "~/shared/format/period";
import { uiText } from "~/site/site-text";
import formsScript from "~/shared/forms/forms.client.ts?client";
import { AfterPaintScript } from "~/shared/ui/after-paint-script";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

const linkClass = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** /kontakt: the ways to reach us, quick help, the form and its states (the route's loader and action). */
export function ContactPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { facts, quickHelp, subjects, fields, limits } = loaderData;
  const [searchParams] = useSearchParams();
  const sent = searchParams.get("sendt") === "1" && !actionData;

  const errors: FieldErrors<ContactField> = actionData?.errors ?? {};
  const values = actionData?.values;
  const summaryItems = fieldsWithErrors(fields, errors).map((field) => ({
    fieldId: `felt-${field}`,
    message: errors[field] ?? "",
  }));

  const hours = facts.openingHours;
  const openingHoursText = `${capitalize(hours.firstDay)}–${hours.lastDay} kl. ${formatClockHour(hours.opensHour)}–${formatClockHour(hours.closesHour)}`;
  const tel = `tel:${site.phone.replace(/\s/g, "")}`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>Kontakt oss</PageTitle>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Lurer du på noe om kredittkort, sammenligningen eller guidene våre? Eller har du sett et tall som ikke stemmer?
        Vi hører gjerne fra deg. {replyPromise.text}
      </p>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_22rem]">
        <section id="kontaktskjema" aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-2xl font-bold">
            Send oss en melding
          </h2>
          <p className="mt-2 text-muted">
            Alle felt må fylles ut, bortsett fra telefon. Skriv ikke kortnummer, fødselsnummer eller andre sensitive
            opplysninger i meldingen.
          </p>

          {sent && (
            <div className="mt-6 rounded-lg border-2 border-green-700 bg-green-50 p-5">
              <h3 className="text-lg font-semibold">Takk, meldingen din er sendt</h3>
              <p className="mt-2 leading-7">
                Vi har tatt imot meldingen og svarer deg på e-post. {replyPromise.text} Vil du sende en melding til, kan
                du bruke skjemaet igjen.
              </p>
            </div>
          )}

          {/* No #fragment in the action: browsers skip autofocus when the URL has one, and after a failed
              submit focus should move to the error summary (or the rate-limit message) without JavaScript. */}
          <form
            method="post"
            action="/kontakt"
            noValidate
            data-summary=""
            {...clientValidation("contact")}
            className="mt-6 flex flex-col gap-5"
          >
            <ClientValidationTemplates />
            <ErrorSummary items={summaryItems} />
            <Honeypot />

            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label="Fornavn"
                name="firstName"
                autoComplete="given-name"
                required
                defaultValue={values?.firstName}
                error={errors.firstName}
              />
              <Field
                label="Etternavn"
                name="lastName"
                autoComplete="family-name"
                required
                defaultValue={values?.lastName}
                error={errors.lastName}
              />
            </div>
            <Field
              label="E-postadresse"
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              defaultValue={values?.email}
              error={errors.email}
            />
            <Field
              label="Telefon (valgfritt)"
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              hint={"Norsk nummer med 8 sifre, for eksempel 912\u00a034\u00a0567"}
              defaultValue={values?.phone}
              error={errors.phone}
              className="sm:max-w-md"
            />
            <SelectField
              label="Hva gjelder henvendelsen?"
              name="subject"
              options={subjects}
              placeholder="Velg emne"
              required
              defaultValue={values?.subject ?? ""}
              error={errors.subject}
              className="sm:max-w-sm"
            />
            <TextareaField
              label="Melding"
              name="message"
              rows={7}
              required
              hint={`Minst ${limits.messageMin} og høyst ${formatNumber(limits.messageMax)} tegn.`}
              defaultValue={values?.message}
              error={errors.message}
            />
            <div>
              <button type="submit" className={buttonClasses("primary", "cursor-pointer")}>
                Send melding
              </button>
            </div>

            {actionData?.outcome === "rate-limited" && (
              <div
                role="alert"
                tabIndex={-1}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- after a refused submit, focus moves to the reason (like the error summary).
                autoFocus
                className="rounded-lg border-2 border-red-700 bg-red-50 p-5 focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <h3 className="text-lg font-semibold">Vi har fått mange meldinger fra deg på kort tid</h3>
                <p className="mt-2 leading-7">
                  For å stoppe masseutsendelser tar vi imot høyst {formatNumber(actionData.limit.count)} meldinger i
                  løpet av {formatNumber(actionData.limit.minutes)} minutter fra samme sted. Vent{" "}
                  {actionData.waitMinutes} {actionData.waitMinutes === 1 ? "minutt" : "minutter"} og send igjen. Det du
                  skrev, står fortsatt i skjemaet. Haster det, send en e-post til{" "}
                  <TextLink strong href={`mailto:${site.email}`}>
                    {site.email}
                  </TextLink>
                  .
                </p>
              </div>
            )}
          </form>
        </section>

        {/* With JavaScript, a sent message is also confirmed by a toast that goes away by itself:
            forms.js shows it (hidden without JavaScript, where the panel above says the same). */}
        {sent && (
          <>
            <div
              role="status"
              hidden
              data-toast=""
              className="fixed top-20 right-4 z-50 max-w-sm rounded-lg bg-brand-900 p-4 text-white shadow-lg empty:opacity-0"
            >
              Meldingen er sendt. Takk!
            </div>
            <AfterPaintScript src={formsScript} />
          </>
        )}
        <aside aria-labelledby="contact-info-heading" className="self-start rounded-xl bg-brand-50 p-6">
          <h2 id="contact-info-heading" className="text-xl font-bold">
            Kontaktinformasjon
          </h2>
          <address className="mt-4 space-y-3 not-italic">
            <p>
              <span className="block text-sm text-muted">E-post</span>
              <TextLink strong href={`mailto:${site.email}`}>
                {site.email}
              </TextLink>
            </p>
            <p>
              <span className="block text-sm text-muted">Telefon</span>
              <TextLink strong href={tel}>
                {site.phoneDisplay}
              </TextLink>
            </p>
            <p>
              <span className="block text-sm text-muted">Sted</span>
              {site.city}
            </p>
          </address>
          <h3 className="mt-6 font-semibold">Åpningstider</h3>
          <p className="mt-1">{openingHoursText}</p>
          <h3 className="mt-6 font-semibold">Svartid</h3>
          <p className="mt-1">
            {replyPromise.text} {replyPromise.rule}
          </p>
        </aside>
      </div>

      <section aria-labelledby="quick-help-heading" className="mt-14">
        <h2 id="quick-help-heading" className="text-2xl font-bold">
          Finn svar med en gang
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {quickHelp.map((item) => (
            <li key={item.href} className="flex flex-col rounded-xl border border-gray-200 p-5 shadow-sm">
              <h3 className="text-lg font-semibold">{item.question}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
              <p className="mt-auto pt-4">
                <TextLink strong to={item.href}>
                  {item.linkLabel}
                </TextLink>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-10 md:grid-cols-2">
        <section id="support" aria-labelledby="support-heading">
          <h2 id="support-heading" className="text-2xl font-bold">
            Kundeservice
          </h2>
          <p className="mt-3 leading-7">
            Vi svarer på spørsmål om sammenligningen, kortene vi omtaler og guidene våre. Send en e-post til{" "}
            <TextLink strong href={`mailto:${site.email}`}>
              {site.email}
            </TextLink>{" "}
            eller ring{" "}
            <a href={tel} className={`${linkClass} whitespace-nowrap`}>
              {site.phoneDisplay}
            </a>{" "}
            {hours.firstDay}–{hours.lastDay} kl. {formatClockHour(hours.opensHour)}–{formatClockHour(hours.closesHour)}.
          </p>
          <h3 className="mt-6 text-lg font-semibold">Spørsmål om en søknad går til banken</h3>
          <p className="mt-2 leading-7">
            Vi tar ikke imot søknader, og vi kan ikke se søknaden din, kredittvurderingen eller kortkontoen din. Lurer
            du på status for en søknad, hvorfor du fikk avslag, kredittgrensen, en faktura eller et sperret kort, må du
            kontakte banken som har utstedt kortet. Mistenker du misbruk av kortet, sperr det straks hos banken.
          </p>
          <p className="mt-3 leading-7">{uiText.footerSafety}</p>
        </section>

        <section id="feedback" aria-labelledby="feedback-heading">
          <h2 id="feedback-heading" className="text-2xl font-bold">
            Gi tilbakemelding eller meld fra om feil
          </h2>
          <p className="mt-3 leading-7">
            Har du sett en rente, et årsgebyr eller en fordel som ikke stemmer med bankens vilkår? Si fra, så retter vi
            det. Fortell oss hvilket kort det gjelder, hvilket tall som er feil, og hvor du fant det riktige tallet,
            gjerne med en lenke til bankens prisliste.
          </p>
          <p className="mt-3 leading-7">
            Vi kontrollerer opplysningene mot banken, retter feilen og oppdaterer datoen for når kortet sist ble
            kontrollert. Ros, ris og ønsker om nye guider tar vi også imot med takk.
          </p>
          <p className="mt-3 leading-7">
            Skriv til{" "}
            <TextLink strong href={`mailto:${site.email}?subject=${encodeURIComponent("Feil i tallene")}`}>
              {site.email}
            </TextLink>{" "}
            med «Feil i tallene» eller «Tilbakemelding» i emnefeltet.
          </p>
        </section>
      </div>
    </div>
  );
}
