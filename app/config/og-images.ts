/** A page's sharing image as its meta tags describe it (og:image, og:image:width/height/alt, twitter:image:alt). */
export interface OgImage {
  /** Absolute, or a path resolved against PUBLIC_URL. */
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The size Open Graph and X recommend for large previews; the generated images, the default and blog covers. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** public/og-image.png, for pages without a type of their own: /form, /results, the compare tool, account pages. */
export const DEFAULT_OG_IMAGE: OgImage = {
  url: "/og-image.png",
  alt: "SaaSMatch: find the right SaaS for your business problem",
  ...OG_IMAGE_SIZE,
};

/**
 * The page types with a generated Open Graph image (/og/<type>.png; the templates are in app/services/og-image) and
 * its alt text. A blog post uses its own cover. Kept small: this module ships to the browser with the SEO records.
 */
export const OG_IMAGE_TYPES = {
  home: { alt: "SaaSMatch: find the right SaaS for your business problem, free and anonymous." },
  content: { alt: "SaaSMatch: choose business software on your own terms." },
  vendor: { alt: "SaaSMatch for vendors: meet buyers who describe the problem you solve." },
} as const satisfies Record<string, { alt: string }>;

export type OgImageType = keyof typeof OG_IMAGE_TYPES;

export function isOgImageType(value: string): value is OgImageType {
  return Object.hasOwn(OG_IMAGE_TYPES, value);
}

/** The SEO record field that gives a page its type's generated Open Graph image. */
export function ogImageOf(type: OgImageType): { ogImage: OgImage } {
  return { ogImage: { url: `/og/${type}.png`, alt: OG_IMAGE_TYPES[type].alt, ...OG_IMAGE_SIZE } };
}
