import type { ReactNode } from "react";
import type { Article } from "#content/articles";
import { site } from "#content/site";
import { formatMonthYear } from "~/shared/format/format";
import { breadcrumbJsonLd, canonicalUrl, pageMeta } from "~/shared/seo";
import { uiText } from "~/site/site-text";
import { Breadcrumbs } from "../../shared/ui/breadcrumbs";
import { CommissionNotice } from "../frame/commission-notice";
import { PageTitle } from "~/shared/ui/page-title";

function trail(article: Article) {
  return [
    { name: uiText.home, path: "/" },
    { name: "Guider", path: "/guider" },
    { name: article.title, path: article.path },
  ];
}

/** Meta for an article page: title, description, canonical, and Article + BreadcrumbList JSON-LD. */
export function articleMeta(article: Article | undefined) {
  if (!article) return [];
  return pageMeta({
    title: article.title,
    description: article.description,
    path: article.path,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: article.title,
        description: article.description,
        dateModified: article.updated,
        inLanguage: "nb-NO",
        mainEntityOfPage: canonicalUrl(article.path),
        author: { "@type": "Organization", name: site.name, url: site.origin },
        publisher: { "@type": "Organization", name: site.name, url: site.origin },
      },
      breadcrumbJsonLd(trail(article)),
    ],
  });
}

/**
 * The frame of every guide and article: breadcrumbs, tag, category, reading time,
 * 'Oppdatert <month>', the one <h1>, an optional lead, then the article body.
 */
export function ArticleLayout({
  article,
  lead,
  ranking = false,
  children,
}: {
  article: Article;
  lead?: ReactNode;
  /** The article ranks or recommends cards: it says at the top that commission does not decide the order. */
  ranking?: boolean;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs trail={trail(article)} />
      <header className="mt-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {article.tag && (
            <span className="rounded-full bg-red-100 px-2.5 py-0.5 font-semibold text-red-900">{article.tag}</span>
          )}
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">
            {article.category}
          </span>
          <span>{article.readMinutes} min lesetid</span>
          <span aria-hidden="true">·</span>
          <span>
            Oppdatert <time dateTime={article.updated}>{formatMonthYear(article.updated)}</time>
          </span>
        </p>
        <PageTitle className="mt-3">{article.title}</PageTitle>
        {ranking && <CommissionNotice />}
        {lead && <div className="mt-4 text-lg leading-8 text-muted">{lead}</div>}
      </header>
      <div className="prose-article mt-8">{children}</div>
    </article>
  );
}
