import { absoluteUrl } from "~/config/seo";
import { SITE } from "~/config/site";
import { escapeXml } from "~/utils/xml";
import type { BlogPostSummary } from "./blog-schema";

/** RFC 822 date as RSS 2.0 wants it, at midnight UTC of the post's date. */
function rssDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/** RSS 2.0 feed of the blog, newest first, with an atom:link to itself. */
export function buildBlogFeed(posts: BlogPostSummary[], publicUrl: string): string {
  const feedUrl = absoluteUrl(publicUrl, "/blog/rss.xml");
  const items = posts.map((post) => {
    const link = absoluteUrl(publicUrl, `/blog/${post.slug}`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <pubDate>${rssDate(post.date)}</pubDate>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0]
    ? `\n    <lastBuildDate>${rssDate(posts[0].updated ?? posts[0].date)}</lastBuildDate>`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${SITE.name} Blog`)}</title>
    <link>${escapeXml(absoluteUrl(publicUrl, "/blog"))}</link>
    <description>${escapeXml("Guides on finding, comparing and choosing business software without the sales runaround.")}</description>
    <language>en</language>
    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml" />${lastBuild}
${items.join("\n")}
  </channel>
</rss>
`;
}
