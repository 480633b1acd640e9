import { z } from "zod";

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "must be a real calendar date");

/** The frontmatter every post in app/content/blog/*.md starts with. */
export const BlogFrontmatterSchema = z
  .object({
    title: z.string().trim().min(10).max(110),
    description: z.string().trim().min(50).max(200),
    date: isoDate,
    updated: isoDate.optional(),
    author: z.string().trim().min(2).max(80),
    tags: z
      .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case"))
      .min(1)
      .max(5),
    cover: z.object({
      src: z
        .string()
        .regex(/^\/images\/blog\/[a-z0-9-]+\.(?:png|jpg|webp)$/, "must be a file in public/images/blog"),
      alt: z.string().trim().min(10).max(200),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  })
  .strict();

export type BlogFrontmatter = z.infer<typeof BlogFrontmatterSchema>;

/** A post as listings, feeds and the sitemap see it. */
export interface BlogPostSummary extends BlogFrontmatter {
  slug: string;
  readingMinutes: number;
}

export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A post ready to render: server-rendered HTML from the repository's own Markdown. */
export interface BlogPost extends BlogPostSummary {
  html: string;
  wordCount: number;
  toc: TocEntry[];
}

/** /blog query string: ?page=2&tag=privacy */
export const BlogListQuerySchema = z.object({
  page: z.coerce.number({ error: "page must be a number" }).int().min(1).max(1000).default(1),
  tag: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "tag must be kebab-case")
    .optional(),
});

/** Posts per page on /blog. */
export const BLOG_PAGE_SIZE = 6;

/** Reading speed used for the "n min read" estimate. */
export const WORDS_PER_MINUTE = 200;

/** A post gets a table of contents from this many words and at least four sections. */
export const TOC_MIN_WORDS = 600;
export const TOC_MIN_SECTIONS = 4;

/** Related posts shown under a post. */
export const RELATED_POSTS = 3;

/** The blog slugs the site links to by name (the list without the {token} placeholder): each has an article. */
export const KNOWN_BLOG_SLUGS = [
  "ai-driven-software-selection",
  "ai-software-recommendation-based-on-needs",
  "find-tools-that-solve-your-problem",
  "find-saas-tool-without-talking-to-sales-reps",
  "fastest-way-to-find-software",
  "find-alternative-software",
  "generate-saas-vendor-shortlist",
  "saas-that-solves-problems",
  "smart-vendor-matching-tools",
  "business-software-finder-ai-vs-lists",
  "vendor-matching-tools",
  "find-right-vendors-business-problem",
  "software-vendor-comparison-guide",
  "top-saas-vendors-for-growing-teams",
  "confidential-commercial-consulting-founders",
];
