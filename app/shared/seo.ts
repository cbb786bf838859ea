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
    { property: "og:image", content: shareImage.url },
    { property: "og:image:width", content: String(shareImage.width) },
    { property: "og:image:height", content: String(shareImage.height) },
    { property: "og:image:alt", content: shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: shareImage.url },
    ...(page.jsonLd ?? []).map((data) => ({ "script:ld+json": data })),
  ];
}

/** The picture shown when a page is shared (public/del-kortvalg.png, 1200 × 630). */
export const shareImage = {
  url: `${site.origin}/del-kortvalg.png`,
  width: 1200,
  height: 630,
  alt: `${site.name}: sammenlign kredittkort i Norge`,
} as const;

/** Who publishes the site, and the site's own search (the /sok page), for search engines. */
export function organizationJsonLd(): object[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: site.name,
      url: site.origin,
      logo: `${site.origin}/icon-512.png`,
      email: site.email,
      telephone: site.phone,
      address: { "@type": "PostalAddress", addressLocality: site.city, addressCountry: "NO" },
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.name,
      url: `${site.origin}/`,
      inLanguage: "nb-NO",
      potentialAction: {
        "@type": "SearchAction",
        target: `${site.origin}/sok?q={search_term_string}`,
        "query-input": "required name=search_term_string",
      },
    },
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
