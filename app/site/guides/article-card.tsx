import { Link } from "react-router";
import type { Article } from "#content/articles";
import { ArticleIcon } from "./article-icon";

/** A guide or article in a list: icon, category, title as link, description, reading time. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50">
          <ArticleIcon icon={article.icon} size={24} />
        </span>
        <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
          {article.category}
        </span>
        {article.tag && (
          <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-sm font-semibold text-red-900">
            {article.tag}
          </span>
        )}
      </div>
      <Heading className="mt-4 text-lg leading-snug font-bold">
        <Link to={article.path} className="text-ink underline-offset-2 hover:text-brand-800 hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 text-muted">{article.description}</p>
      <p className="mt-auto pt-4 text-sm font-medium text-muted">{article.readMinutes} min lesetid</p>
    </article>
  );
}
