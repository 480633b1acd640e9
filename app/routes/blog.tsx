import { data, Link } from "react-router";
import { PostCard } from "~/components/blog/post-card";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { NOT_FOUND_SEO, PAGES } from "~/config/pages";
import { findBlogPage } from "~/content/blog.server";
import { BlogListQuerySchema } from "~/content/blog-schema";
import { cn } from "~/utils/cn";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/blog";

export function loader({ url, context }: Route.LoaderArgs) {
  const query = BlogListQuerySchema.safeParse({
    page: url.searchParams.get("page") ?? undefined,
    tag: url.searchParams.get("tag") ?? undefined,
  });
  if (!query.success) {
    return data(
      { kind: "invalid" as const, message: query.error.issues[0]?.message ?? "Invalid query" },
      400,
    );
  }
  const page = findBlogPage(query.data);
  if (!page) {
    context.logger.warn({ path: `${url.pathname}${url.search}` }, "page not found");
    return data({ kind: "missing" as const }, 404);
  }
  return { kind: "page" as const, ...page };
}

export const meta: Route.MetaFunction = (args) => {
  const loaded = args.data;
  if (loaded?.kind !== "page") return pageMeta({ ...NOT_FOUND_SEO, title: PAGES.blog.seo.title }, args);
  const suffix = [loaded.tag ? `Tag: ${loaded.tag}` : "", loaded.page > 1 ? `Page ${loaded.page}` : ""]
    .filter(Boolean)
    .join(", ");
  const seo = PAGES.blog.seo;
  return pageMeta(
    {
      ...seo,
      title: suffix ? `Blog (${suffix}) — SaaSMatch` : seo.title,
      // Filtered and later pages point search engines at the first page of the listing.
      canonicalUrl: loaded.tag || loaded.page > 1 ? PAGES.blog.path : undefined,
    },
    args,
  );
};

function pageHref(page: number, tag: string | null): string {
  const params = new URLSearchParams();
  if (tag) params.set("tag", tag);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "missing") return <NotFoundContent />;
  if (loaderData.kind === "invalid") {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Blog</h1>
        <p className="mt-4 text-lg text-slate-700" role="alert">
          {loaderData.message}.
        </p>
        <Link to="/blog" className="mt-6 inline-block font-medium text-primary underline underline-offset-4">
          Show all posts
        </Link>
      </section>
    );
  }
  const { posts, page, pageCount, tag, tags } = loaderData;
  return (
    <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900">Blog</h1>
        <p className="mt-4 text-lg text-slate-600">
          Practical guides for people choosing business software: how to describe the problem, build a
          shortlist and compare vendors without the sales runaround.
        </p>
        <p className="mt-2 text-sm">
          <a href="/blog/rss.xml" className="font-medium text-primary underline underline-offset-4">
            Subscribe via RSS
          </a>
        </p>
      </header>

      <nav aria-label="Filter posts by tag" className="mt-8">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link
              to="/blog"
              aria-current={tag === null ? "page" : undefined}
              className={cn(
                "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium",
                tag === null
                  ? "border-primary bg-primary text-white"
                  : "border-border bg-white text-slate-700 hover:bg-muted",
              )}
            >
              All posts
            </Link>
          </li>
          {tags.map((entry) => (
            <li key={entry.tag}>
              <Link
                to={pageHref(1, entry.tag)}
                aria-current={tag === entry.tag ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium",
                  tag === entry.tag
                    ? "border-primary bg-primary text-white"
                    : "border-border bg-white text-slate-700 hover:bg-muted",
                )}
              >
                {entry.tag.replace(/-/g, " ")} <span className="sr-only">,</span>
                <span className="ml-1 opacity-80">({entry.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {tag && (
        <p className="mt-6 text-slate-700" aria-live="polite">
          Posts tagged <strong>{tag.replace(/-/g, " ")}</strong>
        </p>
      )}

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug} className="flex">
            <PostCard post={post} />
          </li>
        ))}
      </ul>

      {pageCount > 1 && (
        <nav aria-label="Blog pages" className="mt-12 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link
              to={pageHref(page - 1, tag)}
              rel="prev"
              className="font-medium text-primary underline underline-offset-4"
            >
              Newer posts
            </Link>
          ) : (
            <span />
          )}
          <p className="text-sm text-slate-600">
            Page {page} of {pageCount}
          </p>
          {page < pageCount ? (
            <Link
              to={pageHref(page + 1, tag)}
              rel="next"
              className="font-medium text-primary underline underline-offset-4"
            >
              Older posts
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
