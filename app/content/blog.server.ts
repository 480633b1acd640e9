import {
  BLOG_PAGE_SIZE,
  type BlogFrontmatter,
  BlogFrontmatterSchema,
  type BlogPost,
  type BlogPostSummary,
  RELATED_POSTS,
  TOC_MIN_SECTIONS,
  TOC_MIN_WORDS,
  WORDS_PER_MINUTE,
} from "./blog-schema";
import { parseMarkdownFile, renderMarkdown } from "./markdown.server";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Parses one post file: frontmatter validated against BlogFrontmatterSchema, then the Markdown body. */
export function parseBlogFile(fileName: string, raw: string): { frontmatter: BlogFrontmatter; body: string } {
  return parseMarkdownFile(fileName, raw, BlogFrontmatterSchema);
}

/** Builds every post from `{ "./blog/slug.md": source }`, newest first; throws on any invalid file. */
export function buildBlogPosts(files: Record<string, string>): BlogPost[] {
  const posts = Object.entries(files).map(([path, raw]) => {
    const fileName = path.split("/").pop() ?? path;
    const slug = fileName.replace(/\.md$/, "");
    if (!SLUG.test(slug)) throw new Error(`${fileName}: file name must be a kebab-case slug`);
    const { frontmatter, body } = parseBlogFile(fileName, raw);
    const rendered = renderMarkdown(body);
    const sections = rendered.toc.filter((entry) => entry.depth === 2).length;
    const long = rendered.wordCount >= TOC_MIN_WORDS && sections >= TOC_MIN_SECTIONS;
    return {
      ...frontmatter,
      slug,
      html: rendered.html,
      wordCount: rendered.wordCount,
      readingMinutes: Math.max(1, Math.ceil(rendered.wordCount / WORDS_PER_MINUTE)),
      toc: long ? rendered.toc : [],
    } satisfies BlogPost;
  });
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const POSTS = buildBlogPosts(
  import.meta.glob<string>("./blog/*.md", { query: "?raw", import: "default", eager: true }),
);

export function summarize(post: BlogPost): BlogPostSummary {
  const { html: _html, toc: _toc, wordCount: _words, ...summary } = post;
  return summary;
}

/** Every post, newest first. */
export function findBlogPosts(posts: BlogPost[] = POSTS): BlogPostSummary[] {
  return posts.map(summarize);
}

export function getBlogPost(slug: string, posts: BlogPost[] = POSTS): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}

export interface BlogPage {
  posts: BlogPostSummary[];
  page: number;
  pageCount: number;
  tag: string | null;
  tags: { tag: string; count: number }[];
}

/** One page of the listing, optionally only posts with `tag`. Null when the page does not exist. */
export function findBlogPage(
  options: { page: number; tag?: string },
  posts: BlogPost[] = POSTS,
): BlogPage | null {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const tags = [...counts]
    .map(([tag, count]) => ({ tag, count }))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag));
  const selected = options.tag ? posts.filter((post) => post.tags.includes(options.tag as string)) : posts;
  if (selected.length === 0) return null;
  const pageCount = Math.ceil(selected.length / BLOG_PAGE_SIZE);
  if (options.page > pageCount) return null;
  const start = (options.page - 1) * BLOG_PAGE_SIZE;
  return {
    posts: selected.slice(start, start + BLOG_PAGE_SIZE).map(summarize),
    page: options.page,
    pageCount,
    tag: options.tag ?? null,
    tags,
  };
}

/** Posts sharing the most tags with `post`, then the newest; never the post itself. */
export function findRelatedPosts(post: BlogPost, posts: BlogPost[] = POSTS): BlogPostSummary[] {
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort(
      (a, b) =>
        b.shared - a.shared ||
        b.other.date.localeCompare(a.other.date) ||
        a.other.slug.localeCompare(b.other.slug),
    )
    .slice(0, RELATED_POSTS)
    .map(({ other }) => summarize(other));
}
