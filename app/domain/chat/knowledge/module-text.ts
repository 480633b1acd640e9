import type { KnowledgeSection } from "./types";

/** Fields that name the thing they sit in: they become the section's heading. */
const HEADING_KEYS = ["title", "heading", "headline", "name", "question", "label", "term", "q"];
/** Fields that are identifiers, addresses or presentation, never prose. */
const SKIP_KEY =
  /^(id|key|slug|href|url|path|to|src|srcset|image|images|icon|logo|avatar\w*|mobileAvatar\w*|class\w*|file|og\w*|canonical\w*|twitter\w*|jsonLd|@\w+|initials|colou?r|variant|date|published|updated|cover\w*|width|height|alt|file\w*)$/i;
/** Fields that carry an address: an object holding one that names a known page belongs to that page. */
const ADDRESS_KEYS = ["path", "href", "url", "to"];

/** A section and, when the content says so, the page it belongs to. */
export interface ModuleSection extends KnowledgeSection {
  url?: string;
  /** The `slug` of the nearest object holding the text (a blog post's listing entry, say). */
  slug?: string;
}

export function isProse(value: string): boolean {
  const s = value.trim();
  if (s.length < 12 || !/\s/.test(s)) return false;
  if (/^(https?:|\/|#|\.{0,2}\/)\S*$/.test(s)) return false;
  return /\p{L}{2,}/u.test(s);
}

/** `HOW_IT_WORKS_STEPS` / `howItWorksSteps` → "How it works steps". */
export function humanizeKey(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "";
}

interface WalkContext {
  heading: string;
  context: string[];
  url?: string;
  slug?: string;
  pagePaths: ReadonlySet<string>;
  seen: WeakSet<object>;
  out: ModuleSection[];
}

function emit(ctx: WalkContext, heading: string, parts: string[]) {
  const text = parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join("\n");
  if (!text) return;
  ctx.out.push({
    heading,
    text,
    keywords: ctx.context.filter(Boolean),
    ...(ctx.url ? { url: ctx.url } : {}),
    ...(ctx.slug ? { slug: ctx.slug } : {}),
  });
}

function walk(value: unknown, key: string, ctx: WalkContext, depth: number): void {
  if (depth > 10 || value === null || value === undefined) return;
  if (typeof value === "string") {
    if (isProse(value)) emit(ctx, ctx.heading || humanizeKey(key), [value]);
    return;
  }
  if (typeof value !== "object") return;
  if (ctx.seen.has(value)) return;
  ctx.seen.add(value);
  if ("$$typeof" in value) return; // React elements are markup, not content
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === "string")) {
      const prose = (value as string[]).filter((v) => isProse(v) || v.trim().split(/\s+/).length >= 2);
      if (prose.length > 0) emit(ctx, ctx.heading || humanizeKey(key), prose);
      return;
    }
    for (const item of value) walk(item, key, ctx, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  const headingKey = HEADING_KEYS.find((k) => typeof record[k] === "string" && record[k]);
  const heading = headingKey ? (record[headingKey] as string).trim() : "";
  const address = ADDRESS_KEYS.map((k) => record[k]).find(
    (v): v is string => typeof v === "string" && ctx.pagePaths.has(v.split("#")[0]!),
  );
  const child: WalkContext = {
    ...ctx,
    heading: heading || ctx.heading || humanizeKey(key),
    context: heading ? [...ctx.context, ctx.heading] : ctx.context,
    url: address ? address.split("#")[0] : ctx.url,
    slug: typeof record.slug === "string" && /^[a-z0-9-]+$/.test(record.slug) ? record.slug : ctx.slug,
  };
  const body: string[] = [];
  const nested: [string, unknown][] = [];
  for (const [k, v] of Object.entries(record)) {
    if (k === headingKey || SKIP_KEY.test(k)) continue;
    if (typeof v === "string") {
      if (isProse(v)) body.push(v);
    } else if (typeof v === "number" && !HEADING_KEYS.includes(k)) {
      // numbers are only meaningful beside prose (a statistic next to its label): keep them with the label
      if (heading) body.push(`${humanizeKey(k)}: ${v}`);
    } else if (Array.isArray(v) && v.every((x) => typeof x === "string")) {
      const items = (v as string[]).filter((x) => x.trim());
      if (items.some((x) => isProse(x)) || items.length > 1) body.push(items.join("; "));
    } else if (typeof v === "object" && v !== null) {
      nested.push([k, v]);
    }
  }
  if (body.length > 0 && (heading || body.some(isProse))) emit(child, child.heading, body);
  for (const [k, v] of nested) {
    walk(
      v,
      k,
      { ...child, heading: headingKey ? child.heading : humanizeKey(k) || child.heading },
      depth + 1,
    );
  }
}

/**
 * Every piece of prose in a content module's exports, grouped into sections by the objects holding it:
 * an object's title/heading/name/question/label becomes the heading, its prose fields the text. Identifiers,
 * addresses and presentation fields are skipped. Works on any shape, so new content modules need no code.
 */
export function sectionsFromModule(
  exports: Record<string, unknown>,
  pagePaths: ReadonlySet<string>,
): ModuleSection[] {
  const out: ModuleSection[] = [];
  const seen = new WeakSet<object>();
  for (const [name, value] of Object.entries(exports)) {
    if (typeof value === "function") continue;
    walk(value, name, { heading: "", context: [humanizeKey(name)], pagePaths, seen, out }, 0);
  }
  return out;
}
