/** Readable text of an HTML page and the links it contains; a small extractor for our own crawler. */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  copy: "©",
  reg: "®",
  trade: "™",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : "";
    }
    return ENTITIES[body.toLowerCase()] ?? match;
  });
}

const DROP = /<(script|style|noscript|template|svg|head|iframe|object)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BLOCK =
  /<\/?(p|div|section|article|main|header|footer|nav|aside|li|ul|ol|h[1-6]|br|tr|td|th|table|blockquote|dd|dt|figcaption|label|button)\b[^>]*>/gi;

/** The visible text, one block per line, whitespace collapsed; no NUL or lone surrogates. */
export function extractReadableText(html: string): string {
  const text = decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, " ")
      .replace(DROP, " ")
      .replace(BLOCK, "\n")
      .replace(/<[^>]+>/g, " "),
  );
  return text
    .replaceAll(String.fromCharCode(0), "")
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, "")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** Sentences of readable text: split at . ! ? followed by a space, and at line ends. */
export function splitSentences(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘(])/))
    .map((s) => s.trim())
    .filter((s) => s.length >= 3);
}

const SKIP_EXTENSIONS =
  /\.(pdf|jpe?g|png|gif|webp|svg|ico|zip|gz|mp4|mp3|mov|avi|docx?|xlsx?|pptx?|css|js|json|xml|rss|txt)$/i;

/** Same-site http(s) links of a page, absolute, without fragments, in document order, without repeats. */
export function extractSameSiteLinks(html: string, pageUrl: string): string[] {
  const base = new URL(pageUrl);
  const site = base.hostname.replace(/^www\./, "");
  const out: string[] = [];
  const seen = new Set<string>([base.href.replace(/#.*$/, "")]);
  for (const match of html.matchAll(/<a\b[^>]*\bhref\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const raw = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "").trim();
    if (!raw || raw.startsWith("#") || /^(mailto|tel|javascript|data):/i.test(raw)) continue;
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      continue;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") continue;
    if (url.hostname.replace(/^www\./, "") !== site) continue;
    url.hash = "";
    if (SKIP_EXTENSIONS.test(url.pathname)) continue;
    if (seen.has(url.href)) continue;
    seen.add(url.href);
    out.push(url.href);
  }
  return out;
}
