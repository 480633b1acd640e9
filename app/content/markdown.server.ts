import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import type { TocEntry } from "./blog-schema";

function escapeHtml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "#39", '"': "quot" }[c]};`,
  );
}

/** "Why rankings matter (and how)" -> "why-rankings-matter-and-how". */
export function headingId(text: string): string {
  const id = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z#0-9]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return id || "section";
}

function plainText(tokens: Tokens.Generic[] | undefined, fallback: string): string {
  if (!tokens) return fallback;
  return tokens
    .map((token) =>
      "tokens" in token && token.tokens ? plainText(token.tokens, token.text ?? "") : (token.text ?? ""),
    )
    .join("");
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  wordCount: number;
}

/**
 * Renders the repository's own Markdown to HTML. Raw HTML in the source is escaped rather than passed
 * through, so even a careless edit cannot inject markup; headings get stable ids for the table of contents;
 * links leaving the site open with rel="noopener noreferrer".
 */
export function renderMarkdown(source: string): RenderedMarkdown {
  const toc: TocEntry[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth, text }) {
        const label = plainText(tokens as Tokens.Generic[], text);
        const base = headingId(label);
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        if (depth === 2 || depth === 3) toc.push({ id, text: label, depth });
        // The page title is the post's only h1; Markdown headings start at h2.
        const level = Math.min(Math.max(depth, 2), 6);
        return `<h${level} id="${id}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }) {
        const label = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
        const external = /^https?:\/\//.test(href);
        const rel = external ? ' rel="noopener noreferrer"' : "";
        return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${label}</a>`;
      },
    },
  });
  const html = marked.parse(source) as string;
  return { html, toc, wordCount: countWords(source) };
}

/** Words a reader reads: Markdown punctuation and link targets are not words. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#>*_`[\]|-]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Splits `---\nyaml\n---\nbody` and validates the frontmatter; the error names the file and the field. */
export function parseMarkdownFile<T extends z.ZodType>(
  fileName: string,
  raw: string,
  schema: T,
): { frontmatter: z.infer<T>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw);
  if (!match) throw new Error(`${fileName}: missing frontmatter (--- ... ---)`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new Error(`${fileName}: frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".") || "frontmatter"} ${i.message}`);
    throw new Error(`${fileName}: ${problems.join("; ")}`);
  }
  return { frontmatter: result.data, body: match[2] ?? "" };
}
