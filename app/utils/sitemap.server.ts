import { indexablePages } from "~/config/pages";
import { absoluteUrl } from "~/config/seo";
import { findBlogPosts } from "~/content/blog.server";
import { escapeXml } from "./xml";

/** sitemap.xml from the route table: indexable pages and blog posts, never a noindex page. */
export function buildSitemap(publicUrl: string): string {
  const entries: string[] = [];
  const posts = findBlogPosts();
  const newestPost = posts
    .map((post) => post.updated ?? post.date)
    .sort()
    .at(-1);
  for (const page of indexablePages()) {
    const parts = [`<loc>${escapeXml(absoluteUrl(publicUrl, page.path))}</loc>`];
    const lastmod = page.path === "/blog" && newestPost ? newestPost : page.lastmod;
    if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
    if (page.changefreq) parts.push(`<changefreq>${page.changefreq}</changefreq>`);
    if (page.priority !== undefined) parts.push(`<priority>${page.priority.toFixed(1)}</priority>`);
    entries.push(`  <url>${parts.join("")}</url>`);
  }
  for (const post of posts) {
    entries.push(
      `  <url><loc>${escapeXml(absoluteUrl(publicUrl, `/blog/${post.slug}`))}</loc><lastmod>${post.updated ?? post.date}</lastmod></url>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</urlset>\n`;
}
