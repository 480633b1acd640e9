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
 * The generated Open Graph image of each page type (rendered by app/services/og-image at /og/<type>.png). A blog post
 * uses its own cover. Headlines are pre-broken into lines because SVG text does not wrap.
 */
export const OG_IMAGE_TYPES = {
  home: {
    label: "AI-powered B2B SaaS matching",
    headline: ["Find the right SaaS for", "your business problem"],
    subline: "Free, anonymous, ranked vendor shortlists. No demos. No sales calls.",
    alt: "SaaSMatch: find the right SaaS for your business problem. Free, anonymous, ranked vendor shortlists.",
  },
  content: {
    label: "Guides and company",
    headline: ["Choose business software", "on your own terms"],
    subline: "How the matching works, what we store, and who we are.",
    alt: "SaaSMatch: choose business software on your own terms.",
  },
  vendor: {
    label: "For software vendors",
    headline: ["Meet buyers who describe", "the problem you solve"],
    subline: "Register your product, receive anonymous leads, unlock the ones that fit.",
    alt: "SaaSMatch for software vendors: meet buyers who describe the problem you solve.",
  },
} as const satisfies Record<
  string,
  { label: string; headline: readonly string[]; subline: string; alt: string }
>;

export type OgImageType = keyof typeof OG_IMAGE_TYPES;

export function isOgImageType(value: string): value is OgImageType {
  return Object.hasOwn(OG_IMAGE_TYPES, value);
}

/** The SEO record field that gives a page its type's generated Open Graph image. */
export function ogImageOf(type: OgImageType): { ogImage: OgImage } {
  return { ogImage: { url: `/og/${type}.png`, alt: OG_IMAGE_TYPES[type].alt, ...OG_IMAGE_SIZE } };
}
