import { createHash } from "node:crypto";
import sharp from "sharp";
import { OG_IMAGE_SIZE, type OgImageType } from "~/config/og-images";
import { SITE } from "~/config/site";
import { escapeXml } from "~/utils/xml";

const { width: W, height: H } = OG_IMAGE_SIZE;
/** Fonts the server has (Debian: fonts-liberation, fonts-dejavu); librsvg picks the first installed. */
const FONT = "Liberation Sans, DejaVu Sans, Arial, Helvetica, sans-serif";

/** What each page type's image says. Headlines are pre-broken into lines because SVG text does not wrap. */
export const OG_IMAGE_TEXT = {
  home: {
    label: "AI-powered B2B SaaS matching",
    headline: ["Find the right SaaS for", "your business problem"],
    subline: "Free, anonymous, ranked vendor shortlists. No demos. No sales calls.",
  },
  content: {
    label: "Guides and company",
    headline: ["Choose business software", "on your own terms"],
    subline: "How the matching works, what we store, and who we are.",
  },
  vendor: {
    label: "For software vendors",
    headline: ["Meet buyers who describe", "the problem you solve"],
    subline: "Register your product, receive anonymous leads, unlock the ones that fit.",
  },
} as const satisfies Record<OgImageType, { label: string; headline: readonly string[]; subline: string }>;

/** The SVG template of a page type's Open Graph image: brand mark, label, two-line headline, subline, address. */
export function ogImageSvg(type: OgImageType, host: string): string {
  const { label, headline, subline } = OG_IMAGE_TEXT[type];
  const text = (x: number, y: number, size: number, weight: number, fill: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  const headlineLines = headline.map((line, i) => text(80, 300 + i * 80, 64, 700, "#0f172a", line)).join("");
  // Decorative: a ranked shortlist of three cards, the product's output, on the right edge.
  const cards = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${1010 + i * 18}" y="${120 + i * 130}" width="240" height="100" rx="18" fill="#ffffff" fill-opacity="${0.95 - i * 0.2}"/>` +
        `<circle cx="${1060 + i * 18}" cy="${170 + i * 130}" r="24" fill="#4338ca" fill-opacity="${1 - i * 0.3}"/>` +
        `<rect x="${1100 + i * 18}" y="${152 + i * 130}" width="150" height="14" rx="7" fill="#a5b4fc"/>` +
        `<rect x="${1100 + i * 18}" y="${178 + i * 130}" width="100" height="14" rx="7" fill="#e0e7ff"/>`,
    )
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef2ff"/><stop offset="1" stop-color="#c7d2fe"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    cards,
    `<rect x="80" y="72" width="64" height="64" rx="14" fill="#4338ca"/>`,
    `<path d="M112 86 L118 102 L134 104 L118 110 L112 126 L106 110 L90 104 L106 102 Z" fill="#ffffff"/>`,
    text(164, 118, 40, 700, "#0f172a", SITE.name),
    text(80, 204, 30, 700, "#4338ca", label.toUpperCase()),
    headlineLines,
    text(80, 300 + headline.length * 80 + 12, 28, 400, "#334155", subline),
    text(80, 566, 26, 400, "#475569", host),
    `</svg>`,
  ].join("");
}

export interface RenderedOgImage {
  body: Buffer;
  etag: string;
}

/** Rendered once per process (so once per build and address) and kept: there are only a few page types. */
const cache = new Map<string, Promise<RenderedOgImage>>();

/** The page type's Open Graph image as a 1200×630 PNG. */
export function renderOgImage(type: OgImageType, host: string): Promise<RenderedOgImage> {
  const key = `${type}|${host}`;
  let rendered = cache.get(key);
  if (!rendered) {
    const svg = ogImageSvg(type, host);
    rendered = sharp(Buffer.from(svg))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
      .then((body) => ({ body, etag: `"${createHash("sha1").update(svg).digest("base64url")}"` }));
    // A failed render is not cached: the next request tries again.
    rendered.catch(() => cache.delete(key));
    cache.set(key, rendered);
  }
  return rendered;
}
