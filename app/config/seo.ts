import type { MetaDescriptor } from "react-router";
import { DEFAULT_OG_IMAGE, type OgImage } from "./og-images";
import { SITE } from "./site";

/** A page's SEO record: title, description, social image, indexing. Relative URLs are resolved against PUBLIC_URL when rendered. */
export interface SeoRecord {
  title: string;
  description: string;
  ogTitle?: string;
  ogDescription?: string;
  /** Without it the page shares the default image. */
  ogImage?: OgImage;
  ogType?: "website" | "article";
  ogUrl?: string;
  canonicalUrl?: string;
  twitterCard?: "summary" | "summary_large_image";
  keywords?: string[];
  noIndex?: boolean;
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  const path = pathOrUrl.startsWith("/") ? pathOrUrl : `/${pathOrUrl}`;
  return `${publicUrl}${path === "/" ? "/" : path}`;
}

/** Renders an SEO record as React Router meta descriptors: title, description, OG, Twitter, canonical, robots, JSON-LD. */
export function seoTags(record: SeoRecord, ctx: { publicUrl: string; pathname: string }): MetaDescriptor[] {
  const canonical = absoluteUrl(ctx.publicUrl, record.canonicalUrl ?? ctx.pathname);
  const ogImage = record.ogImage ?? DEFAULT_OG_IMAGE;
  const image = absoluteUrl(ctx.publicUrl, ogImage.url);
  const ogTitle = record.ogTitle ?? record.title;
  const ogDescription = record.ogDescription ?? record.description;
  const tags: MetaDescriptor[] = [
    { title: record.title },
    { name: "description", content: record.description },
    { property: "og:site_name", content: SITE.name },
    { property: "og:locale", content: SITE.locale },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: ogDescription },
    { property: "og:type", content: record.ogType ?? "website" },
    { property: "og:url", content: absoluteUrl(ctx.publicUrl, record.ogUrl ?? canonical) },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(ogImage.width) },
    { property: "og:image:height", content: String(ogImage.height) },
    { property: "og:image:alt", content: ogImage.alt },
    { name: "twitter:card", content: record.twitterCard ?? SITE.twitterCard },
    { name: "twitter:title", content: ogTitle },
    { name: "twitter:description", content: ogDescription },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: ogImage.alt },
    { tagName: "link", rel: "canonical", href: canonical },
  ];
  if (record.keywords?.length) tags.push({ name: "keywords", content: record.keywords.join(", ") });
  tags.push({ name: "robots", content: record.noIndex ? "noindex, nofollow" : "index, follow" });
  if (record.jsonLd) tags.push({ "script:ld+json": record.jsonLd });
  return tags;
}
