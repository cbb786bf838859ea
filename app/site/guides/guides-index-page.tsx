import type { Article } from "#content/articles";
import { ArticleCard } from "~/site/guides/article-card";
import { ArticleIcon } from "~/site/guides/article-icon";
import { CheckedOn } from "~/site/frame/checked-on";
import { ButtonLink } from "~/shared/ui/button-link";
import { NewsletterSignupSection, type NewsletterSignupResult } from "~/site/newsletter/newsletter-signup";
import { uiText } from "~/site/site-text";
import { TextLink } from "~/shared/ui/text-link";
import { PageTitle } from "~/shared/ui/page-title";

/** /guider: the guides, the featured guide, the other articles and the newsletter sign-up. */
export function GuidesIndexPage({
  guides,
  featured,
  more,
  checked,
  checkedAgo,
  result,
  requested,
}: {
  guides: readonly Article[];
  featured: Article;
  more: readonly Article[];
  checked: string;
  /** «for 12 dager siden»: how long before the page's date the newest check was. */
  checkedAgo: string;
  result: NewsletterSignupResult | undefined;
  requested: boolean;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageTitle>Guider om kredittkort</PageTitle>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Her finner du sammenligningene og guidene våre. De forklarer hva kortene koster, hvilke fordeler som faktisk gir
        noe, og hvordan du unngår dyr kredittkortgjeld. Alle tall om kortene er hentet fra bankenes egne vilkår.{" "}
        {uiText.checkedCards} <CheckedOn date={checked} />
        {`, ${checkedAgo}; regneeksemplene`} i guidene sier selv hva de bygger på.
      </p>

      <section id="guide" aria-labelledby="guide-heading" className="mt-10">
        <h2 id="guide-heading" className="text-2xl font-bold">
          Guider og artikler
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {guides.map((article) => (
            <li key={article.path}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="featured-heading"
        className="mt-14 flex flex-col gap-6 rounded-xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8"
      >
        <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-white">
          <ArticleIcon icon={featured.icon} size={36} />
        </span>
        <div className="flex-1">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Utvalgt guide</p>
          <h2 id="featured-heading" className="mt-1 text-2xl font-bold">
            {featured.title}
          </h2>
          <p className="mt-2 text-brand-100">{featured.description}</p>
          <p className="mt-2 text-sm text-brand-100">
            {featured.category} · {featured.readMinutes} min lesetid
          </p>
        </div>
        <ButtonLink to={featured.path} variant="secondary" className="shrink-0">
          Les guiden<span className="sr-only">: {featured.title}</span>
        </ButtonLink>
      </section>

      {more.length > 0 && (
        <section aria-labelledby="more-heading" className="mt-14">
          <h2 id="more-heading" className="text-2xl font-bold">
            Flere artikler
          </h2>
          <ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200">
            {more.map((article) => (
              <li key={article.path} className="flex items-start gap-4 p-5">
                <ArticleIcon icon={article.icon} size={24} />
                <div>
                  <h3 className="font-bold">
                    <TextLink to={article.path}>{article.title}</TextLink>
                  </h3>
                  <p className="mt-1 text-muted">{article.description}</p>
                  <p className="mt-1 text-sm text-muted">
                    {article.category} · {article.readMinutes} min lesetid
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <NewsletterSignupSection result={result} requested={requested} />
    </div>
  );
}
