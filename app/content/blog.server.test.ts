import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  buildBlogPosts,
  findBlogPage,
  findBlogPosts,
  findRelatedPosts,
  getBlogPost,
  parseBlogFile,
} from "./blog.server";
import { buildBlogFeed } from "./blog-feed.server";
import { BLOG_PAGE_SIZE, KNOWN_BLOG_SLUGS as KNOWN_SLUGS } from "./blog-schema";
import { renderMarkdown } from "./markdown.server";

const frontmatter = (extra = "") => `---
title: "A valid title for a post"
description: "A description that is long enough to pass the fifty character minimum."
date: "2026-01-02"
author: Someone
tags: [one, two]
cover:
  src: /images/blog/shortlist.png
  alt: "An illustration of something"
  width: 1200
  height: 630
${extra}---
`;

describe("blog content", () => {
  const posts = findBlogPosts();

  it("has one article of at least 700 words for every known slug", () => {
    expect(posts.map((p) => p.slug).sort()).toEqual([...KNOWN_SLUGS].sort());
    for (const slug of KNOWN_SLUGS) {
      const post = getBlogPost(slug);
      expect(post?.wordCount, slug).toBeGreaterThanOrEqual(700);
      expect(post?.readingMinutes, slug).toBe(Math.ceil((post?.wordCount ?? 0) / 200));
    }
  });

  it("points every cover at a file that exists in public/", () => {
    for (const post of posts)
      expect(existsSync(resolve("public", `.${post.cover.src}`)), post.slug).toBe(true);
  });

  it("gives long posts a table of contents whose links reach headings", () => {
    const post = getBlogPost("ai-driven-software-selection");
    expect(post?.toc.length).toBeGreaterThanOrEqual(3);
    for (const entry of post?.toc ?? []) expect(post?.html).toContain(`id="${entry.id}"`);
    const [short] = buildBlogPosts({ "./blog/short-post.md": `${frontmatter()}## One\n\nTwo words.` });
    expect(short?.toc).toEqual([]);
  });

  it("lists newest first, paginates and filters by tag", () => {
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = findBlogPage({ page: 1 });
    expect(first?.posts).toHaveLength(BLOG_PAGE_SIZE);
    expect(first?.pageCount).toBe(Math.ceil(posts.length / BLOG_PAGE_SIZE));
    const last = findBlogPage({ page: first?.pageCount ?? 1 });
    expect(last?.posts.length).toBe(posts.length - BLOG_PAGE_SIZE * ((first?.pageCount ?? 1) - 1));
    expect(findBlogPage({ page: (first?.pageCount ?? 1) + 1 })).toBeNull();
    const privacy = findBlogPage({ page: 1, tag: "privacy" });
    expect(privacy?.posts.length).toBeGreaterThan(0);
    for (const post of privacy?.posts ?? []) expect(post.tags).toContain("privacy");
    expect(findBlogPage({ page: 1, tag: "no-such-tag" })).toBeNull();
  });

  it("relates posts by shared tags and never to themselves", () => {
    const post = getBlogPost("vendor-matching-tools");
    if (!post) throw new Error("missing post");
    const related = findRelatedPosts(post);
    expect(related).toHaveLength(3);
    expect(related.map((r) => r.slug)).not.toContain(post.slug);
    expect(related[0]?.tags.some((tag) => post.tags.includes(tag))).toBe(true);
  });

  it("builds an RSS 2.0 feed with one item per post and escaped text", () => {
    const feed = buildBlogFeed(posts, "https://example.com");
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(feed).toContain('<rss version="2.0"');
    expect(feed.match(/<item>/g)).toHaveLength(posts.length);
    expect(feed).toContain("<link>https://example.com/blog/ai-driven-software-selection</link>");
    expect(feed).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} 00:00:00 GMT<\/pubDate>/);
    const escaped = buildBlogFeed(
      [{ ...(posts[0] as (typeof posts)[0]), title: "Q&A <today>" }],
      "https://e.x",
    );
    expect(escaped).toContain("<title>Q&amp;A &lt;today&gt;</title>");
  });
});

describe("blog files", () => {
  it("rejects invalid frontmatter with the file and field named", () => {
    expect(() => parseBlogFile("x.md", "no frontmatter")).toThrow("x.md: missing frontmatter");
    expect(() => parseBlogFile("x.md", frontmatter().replace('"2026-01-02"', '"2026-13-45"'))).toThrow(
      /x\.md: date must be a real calendar date/,
    );
    expect(() => parseBlogFile("x.md", frontmatter().replace("[one, two]", "[One Two]"))).toThrow(
      /tags\.0 must be kebab-case/,
    );
    expect(() => parseBlogFile("x.md", frontmatter("surprise: true\n"))).toThrow(/x\.md/);
    expect(() => buildBlogPosts({ "./blog/Bad_Name.md": `${frontmatter()}Body` })).toThrow("kebab-case slug");
  });

  it("escapes raw HTML and gives repeated headings distinct ids", () => {
    const { html, toc } = renderMarkdown(
      "## Same\n\ntext <script>alert(1)</script>\n\n## Same\n\n<img src=x onerror=alert(1)>\n\n# Top",
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;script&gt;");
    expect(toc.map((t) => t.id)).toEqual(["same", "same-2"]);
    expect(html).toContain('<h2 id="top">Top</h2>');
  });

  it("marks external links noopener and counts words without Markdown syntax", () => {
    const { html, wordCount } = renderMarkdown("See [the docs](https://example.com/a-b-c) and **this** one.");
    expect(html).toContain('rel="noopener noreferrer"');
    expect(wordCount).toBe(6);
  });
});
