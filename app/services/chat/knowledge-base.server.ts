import { createHash } from "node:crypto";
import { BLOG_POST_ROUTE, PAGES } from "~/config/pages";
import type { SeoRecord } from "~/config/seo";
import { SITE } from "~/config/site";
import { createKnowledgeIndex, type KnowledgeIndex } from "~/domain/chat/knowledge/knowledge-index";
import { parseMarkdown } from "~/domain/chat/knowledge/markdown";
import { sectionsFromModule } from "~/domain/chat/knowledge/module-text";
import { pageForModule, reachableFrom } from "~/domain/chat/knowledge/page-assignment";
import type { KnowledgeDocument } from "~/domain/chat/knowledge/types";
import { MAX_UNLOCKS_PER_REQUEST } from "~/domain/leads/rules";
import type { Env } from "~/utils/env.server";

/**
 * The product's own content, collected at build time by Vite: every content module and config module,
 * every Markdown file under app/content (blog posts and pages), and the developer docs that are published
 * as a page. Adding a page, a post or a content module needs no change here; a new build (or a dev-server
 * reload) rebuilds the knowledge base from it.
 */
const CONTENT_MODULES = import.meta.glob<Record<string, unknown>>(
  ["/app/content/**/*.{ts,tsx}", "/app/config/*.ts", "!**/*.test.{ts,tsx}", "!**/*.server.ts"],
  { eager: true },
);
const MARKDOWN = import.meta.glob<string>(["/app/content/**/*.md", "/docs/*.md"], {
  query: "?raw",
  import: "default",
  eager: true,
});
/** Route and component sources, to tell which page shows which content module. */
const UI_SOURCES = import.meta.glob<string>(
  [
    "/app/routes/**/*.{ts,tsx}",
    "/app/components/**/*.{ts,tsx}",
    "/app/config/*.ts",
    "/app/content/**/*.{ts,tsx}",
    "!**/*.test.{ts,tsx}",
  ],
  { query: "?raw", import: "default", eager: true },
);

/**
 * Developer docs that describe what a public page explains, with the page to cite. Only docs listed here are
 * used, and of them only the `sections` written so a visitor can follow them (goals, factors, thresholds…); they
 * weigh less than the pages' own copy. The rest is for engineers: how the text is read word by word, how quality is
 * measured, the vocabulary's history release by release. It answers no visitor ("is this free?" drew a paragraph on
 * self-hosting phrases), and a history that grows with every release would shift the words' weights under every
 * other answer.
 */
const PUBLISHED_DOCS: Record<string, { page: string; title: string; sections: readonly string[] }> = {
  "docs/matching.md": {
    page: "/how-it-works",
    title: "How matching works",
    sections: [
      "", // the introduction, under the title
      "Goals",
      "Non-goals",
      "Pipeline",
      "Factors and weights",
      "Qualification checks",
      "Thresholds",
      "Conflicts policy",
      "Explanations",
      "Determinism",
    ],
  },
};

/** Modules whose text is not visitor content (page metadata is read from PAGES directly). */
const SKIP_MODULES = new Set([
  "app/config/pages.ts",
  "app/config/seo.ts",
  "app/config/navigation.ts",
  // the help center is answered whole, through its own matcher, never as passages
  "app/content/help-center.ts",
]);

const PAGE_WEIGHT = 1;
/** Blog posts give general advice; a question about the product itself is better answered by its pages. */
const BLOG_WEIGHT = 0.7;
const SEO_WEIGHT = 0.8;
const DOCS_WEIGHT = 0.5;

const PLACEHOLDER = /\{\{\s*([A-Z0-9_]+)\s*\}\}/g;

/**
 * Fills `{{NAME}}` placeholders (content pages state configured values this way) from `values`; a sentence
 * whose placeholder has no value is left out rather than shown half-written.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number>>): string {
  if (!text.includes("{{")) return text;
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => [...sentence.matchAll(PLACEHOLDER)].every((m) => values[m[1]!] !== undefined))
    .map((sentence) => sentence.replace(PLACEHOLDER, (_, name: string) => String(values[name])))
    .join(" ");
}

const rel = (file: string) => file.replace(/^\//, "");

function pageTitle(title: string): string {
  return title
    .replace(new RegExp(`\\s+[—–|-]\\s+${SITE.name}$`), "")
    .replace(new RegExp(`^${SITE.name}\\s+[—–|-]\\s+`), "");
}

const PAGE_LIST = Object.values(PAGES).map((p) => ({
  path: p.path,
  routeFile: `app/${p.file}`,
  title: p.path === "/" ? "Home page" : pageTitle(p.seo.title),
}));
const PAGE_PATHS = new Set(PAGE_LIST.map((p) => p.path));
const titleOf = (path: string) => PAGE_LIST.find((p) => p.path === path)?.title ?? path;

function blogSlugFromFile(file: string, frontmatter: Record<string, string>): string {
  return frontmatter.slug || file.split("/").pop()!.replace(/\.md$/, "");
}

export interface KnowledgeSources {
  modules: Record<string, Record<string, unknown>>;
  markdown: Record<string, string>;
  uiSources: Record<string, string>;
}

export const BUNDLED_SOURCES: KnowledgeSources = {
  modules: CONTENT_MODULES,
  markdown: MARKDOWN,
  uiSources: UI_SOURCES,
};

/** Turns the collected sources into documents: one per page, blog post or published doc. */
export function collectKnowledgeDocuments(
  sources: KnowledgeSources = BUNDLED_SOURCES,
  values: Readonly<Record<string, string | number>> = {},
): KnowledgeDocument[] {
  const byUrl = new Map<string, KnowledgeDocument>();
  const doc = (url: string, title: string, source: string, weight: number) => {
    const key = `${url}\u0000${weight}`;
    let d = byUrl.get(key);
    if (!d) {
      d = { url, title, source, weight, sections: [] };
      byUrl.set(key, d);
    }
    return d;
  };

  for (const page of Object.values(PAGES)) {
    // the help center is answered whole through its own matcher; its page description answers nothing
    if (page.path === "/results" || page.path === "/buyer-details" || page.path === PAGES.help.path) continue;
    doc(page.path, titleOf(page.path), "app/config/pages.ts", SEO_WEIGHT).sections.push({
      heading: pageTitle(page.seo.title),
      text: page.seo.description,
      keywords: [...((page.seo as SeoRecord).keywords ?? [])],
    });
  }

  const blogPosts = new Map<string, string>();
  for (const [file, raw] of Object.entries(sources.markdown)) {
    const path = rel(file);
    const parsed = parseMarkdown(raw);
    parsed.sections = parsed.sections
      .map((section) => ({ ...section, text: fillPlaceholders(section.text, values) }))
      .filter((section) => section.text.trim());
    const published = PUBLISHED_DOCS[path];
    if (published) {
      const d = doc(published.page, titleOf(published.page), path, DOCS_WEIGHT);
      d.sections.push(
        ...parsed.sections
          .filter((s) => published.sections.includes(s.heading))
          .map((s) => ({ ...s, keywords: [published.title] })),
      );
      continue;
    }
    if (!path.startsWith("app/content/")) continue;
    if (parsed.frontmatter.draft === "true") continue;
    const isBlog = path.split("/").includes("blog");
    const url = isBlog
      ? BLOG_POST_ROUTE.path.replace(":slug", blogSlugFromFile(path, parsed.frontmatter))
      : (pageForModule(path, PAGE_LIST, new Map()) ?? null);
    if (!url) continue;
    const title = parsed.title ?? titleOf(url);
    if (isBlog) blogPosts.set(url, title);
    const tags = [parsed.frontmatter.tags, parsed.frontmatter.description].filter(Boolean) as string[];
    const d = doc(url, title, path, isBlog ? BLOG_WEIGHT : PAGE_WEIGHT);
    if (parsed.frontmatter.description) {
      d.sections.push({ heading: title, text: parsed.frontmatter.description, keywords: tags });
    }
    d.sections.push(...parsed.sections.map((s) => ({ ...s, heading: s.heading || title, keywords: tags })));
  }

  const known = new Set(Object.keys(sources.uiSources).map(rel));
  const graph = { sources: new Map(Object.entries(sources.uiSources).map(([f, s]) => [rel(f), s])) };
  const reach = new Map(PAGE_LIST.map((p) => [p.routeFile, reachableFrom(p.routeFile, graph, known)]));
  for (const [file, exports] of Object.entries(sources.modules)) {
    const path = rel(file);
    if (SKIP_MODULES.has(path)) continue;
    const fallback = pageForModule(path, PAGE_LIST, reach) ?? "/";
    const sections = sectionsFromModule(exports, PAGE_PATHS);
    const isBlogModule = fallback === "/blog" || path.split("/").some((part) => part.startsWith("blog"));
    for (const section of sections) {
      const url =
        section.url ??
        (isBlogModule && section.slug ? BLOG_POST_ROUTE.path.replace(":slug", section.slug) : fallback);
      const { url: _url, slug: _slug, ...rest } = section;
      const title =
        blogPosts.get(url) ?? (url.startsWith("/blog/") && isBlogModule ? rest.heading : titleOf(url));
      doc(url, title, path, url.startsWith("/blog/") ? BLOG_WEIGHT : PAGE_WEIGHT).sections.push(rest);
    }
  }
  return [...byUrl.values()].filter((d) => d.sections.length > 0);
}

export interface KnowledgeBase {
  /** Hash of everything indexed: changes exactly when the content does. */
  version: string;
  index: KnowledgeIndex;
}

/** Facts the running configuration decides, stated on the page that shows them. */
export function configurationDocuments(env: Pick<Env, "LEAD_PRICE_EUR">): KnowledgeDocument[] {
  const price = Number.isInteger(env.LEAD_PRICE_EUR)
    ? `€${env.LEAD_PRICE_EUR}`
    : `€${env.LEAD_PRICE_EUR.toFixed(2)}`;
  return [
    {
      url: PAGES.paywall.path,
      title: titleOf(PAGES.paywall.path),
      source: "LEAD_PRICE_EUR and app/domain/leads/rules.ts",
      weight: PAGE_WEIGHT,
      sections: [
        {
          heading: "Lead price for vendors",
          text: `Unlocking one lead costs a vendor a one-time payment of ${price}. It is paid per lead, only for a buyer who chose to connect, and never affects rankings. At most ${MAX_UNLOCKS_PER_REQUEST} vendors can unlock the same buyer request. Buyers never pay.`,
          keywords: ["paywall", "price", "vendor fee"],
        },
      ],
    },
  ];
}

/** Placeholder values content pages may use: every scalar setting of the running configuration. */
export function placeholderValues(env: Env): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(env)) {
    if (typeof value === "number" || (typeof value === "string" && !/KEY|SECRET|URL|PASSWORD/.test(key))) {
      values[key] = value;
    }
  }
  return values;
}

const built = new WeakMap<KnowledgeSources, Map<string, KnowledgeBase>>();

/**
 * The knowledge base over the given content and configuration, built on first use. The bundled sources are
 * fixed for the life of a build; a rebuild (or a dev-server module reload) brings new sources and so a new
 * knowledge base.
 */
export function getKnowledgeBase(env: Env, sources: KnowledgeSources = BUNDLED_SOURCES): KnowledgeBase {
  const values = placeholderValues(env);
  const key = JSON.stringify([values, env.LEAD_PRICE_EUR]);
  let perConfig = built.get(sources);
  if (!perConfig) {
    perConfig = new Map();
    built.set(sources, perConfig);
  }
  let kb = perConfig.get(key);
  if (!kb) {
    const documents = [...collectKnowledgeDocuments(sources, values), ...configurationDocuments(env)];
    const version = createHash("sha256").update(JSON.stringify(documents)).digest("hex").slice(0, 16);
    kb = { version, index: createKnowledgeIndex(documents) };
    perConfig.set(key, kb);
  }
  return kb;
}
