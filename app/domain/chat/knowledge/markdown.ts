import type { KnowledgeSection } from "./types";

export interface ParsedMarkdown {
  /** Flat `key: value` frontmatter; lists are kept as their raw text. */
  frontmatter: Record<string, string>;
  /** Top-level title: frontmatter `title`, else the first `# ` heading. */
  title: string | null;
  sections: KnowledgeSection[];
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v[0] === '"' && v.at(-1) === '"') || (v[0] === "'" && v.at(-1) === "'"))) {
    return v.slice(1, -1);
  }
  return v;
}

function parseFrontmatter(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  let lastKey: string | null = null;
  for (const line of block.split(/\r?\n/)) {
    const m = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (m) {
      lastKey = m[1]!;
      out[lastKey] = unquote(m[2]!);
    } else if (lastKey && /^\s+-\s+/.test(line)) {
      const item = unquote(line.replace(/^\s+-\s+/, ""));
      out[lastKey] = out[lastKey] ? `${out[lastKey]}, ${item}` : item;
    }
  }
  return out;
}

/** Markdown inline syntax to plain text: links keep their text, emphasis and code marks go, images go. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/\[\^[^\]]+\]/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
}

/**
 * Splits a Markdown document into sections at its headings (`#`–`####`). Code blocks and tables are left
 * out: they are not prose a visitor can be answered with.
 */
export function parseMarkdown(raw: string): ParsedMarkdown {
  let body = raw.replace(/^\uFEFF/, "");
  let frontmatter: Record<string, string> = {};
  const fm = FRONTMATTER.exec(body);
  if (fm) {
    frontmatter = parseFrontmatter(fm[1]!);
    body = body.slice(fm[0].length);
  }
  body = body.replace(/```[\s\S]*?```/g, "").replace(/~~~[\s\S]*?~~~/g, "");
  let title: string | null = frontmatter.title ?? null;
  const sections: KnowledgeSection[] = [];
  let heading = "";
  let paragraphs: string[] = [];
  let current: string[] = [];
  const flushParagraph = () => {
    const text = stripInlineMarkdown(current.join(" "));
    if (text) paragraphs.push(text);
    current = [];
  };
  const flushSection = () => {
    flushParagraph();
    if (paragraphs.length > 0) sections.push({ heading, text: paragraphs.join("\n") });
    paragraphs = [];
  };
  for (const line of body.split(/\r?\n/)) {
    const h = /^(#{1,4})\s+(.+?)\s*#*\s*$/.exec(line);
    if (h) {
      flushSection();
      const text = stripInlineMarkdown(h[2]!);
      if (h[1] === "#" && !title) title = text;
      heading = h[1] === "#" ? "" : text;
      continue;
    }
    if (/^\s*\|/.test(line) || /^\s*<!--/.test(line)) continue;
    if (!line.trim()) {
      flushParagraph();
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flushParagraph();
      current.push(item[1]!);
      flushParagraph();
      continue;
    }
    current.push(line.replace(/^>\s?/, "").trim());
  }
  flushSection();
  return { frontmatter, title, sections };
}
