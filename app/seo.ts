import type { MetaDescriptor } from "react-router";
import { site } from "#content/site";

/** Absolute URL of a canonical path ("/kredittkort", never with a trailing slash). */
export function canonicalUrl(path: string): string {
  return `${site.origin}${path === "/" ? "/" : path.replace(/\/+$/, "")}`;
}

/**
 * The meta every page has: unique title, description, canonical link and the Open Graph
 * and Twitter basics. Pages pass JSON-LD objects to add structured data.
 */
export function pageMeta(page: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  jsonLd?: object[];
}): MetaDescriptor[] {
  const url = canonicalUrl(page.path);
  const title = page.path === "/" ? page.title : `${page.title} | ${site.name}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "nb_NO" },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary" },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

export function breadcrumbJsonLd(trail: Array<{ name: string; path: string }>): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}
