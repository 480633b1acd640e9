import { z } from "zod";
import { parseMarkdownFile, type RenderedMarkdown, renderMarkdown } from "./markdown.server";

const ContentPageFrontmatterSchema = z
  .object({
    title: z.string().trim().min(3).max(80),
    updated: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"),
  })
  .strict();

export type ContentPageName = "about-us" | "privacy-policy" | "terms-of-service";

export interface ContentPage extends RenderedMarkdown {
  title: string;
  updated: string;
}

const FILES = import.meta.glob<string>("./pages/*.md", { query: "?raw", import: "default", eager: true });

/**
 * Renders a page from app/content/pages. `{{NAME}}` placeholders are filled from `values` (e.g. retention
 * periods from configuration), so the text always states what the running product does; an unfilled
 * placeholder is an error, never shown to a reader.
 */
export function getContentPage(
  name: ContentPageName,
  values: Record<string, string | number> = {},
  files: Record<string, string> = FILES,
): ContentPage {
  const raw = files[`./pages/${name}.md`];
  if (raw === undefined) throw new Error(`content page ${name}.md not found`);
  const { frontmatter, body } = parseMarkdownFile(`${name}.md`, raw, ContentPageFrontmatterSchema);
  const filled = body.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`${name}.md: no value for {{${key}}}`);
    return String(value);
  });
  return { ...frontmatter, ...renderMarkdown(filled) };
}
