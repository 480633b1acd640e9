import { findBlogPosts } from "~/content/blog.server";
import { buildBlogFeed } from "~/content/blog-feed.server";
import type { Route } from "./+types/blog-rss";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildBlogFeed(findBlogPosts(), context.env.PUBLIC_URL), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
