import { data, Link } from "react-router";
import { BlogCta } from "~/components/blog/blog-cta";
import { formatPostDate } from "~/components/blog/format-date";
import { PostCard } from "~/components/blog/post-card";
import { TableOfContents } from "~/components/blog/table-of-contents";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { OptimizedImage } from "~/components/ui/optimized-image";
import { NOT_FOUND_SEO } from "~/config/pages";
import { absoluteUrl } from "~/config/seo";
import { SITE } from "~/config/site";
import { findRelatedPosts, getBlogPost, summarize } from "~/content/blog.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/blog-post";

export function loader({ params, context }: Route.LoaderArgs) {
  const post = getBlogPost(params.slug);
  if (!post) {
    context.logger.warn({ path: `/blog/${params.slug}` }, "page not found");
    return data({ post: null, related: [], publicUrl: context.env.PUBLIC_URL }, { status: 404 });
  }
  return {
    post: { ...summarize(post), html: post.html, toc: post.toc },
    related: findRelatedPosts(post),
    publicUrl: context.env.PUBLIC_URL,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.data?.post;
  if (!post) return pageMeta(NOT_FOUND_SEO, args);
  const url = absoluteUrl(args.data?.publicUrl ?? "", `/blog/${post.slug}`);
  return pageMeta(
    {
      title: `${post.title} — ${SITE.name} Blog`,
      description: post.description,
      ogType: "article",
      ogImage: {
        url: post.cover.src,
        alt: post.cover.alt,
        width: post.cover.width,
        height: post.cover.height,
      },
      keywords: post.tags.map((tag) => tag.replace(/-/g, " ")),
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        image: absoluteUrl(args.data?.publicUrl ?? "", post.cover.src),
        datePublished: post.date,
        dateModified: post.updated ?? post.date,
        author: { "@type": "Organization", name: post.author },
        publisher: { "@type": "Organization", name: SITE.name },
        mainEntityOfPage: url,
        keywords: post.tags.join(", "),
        timeRequired: `PT${post.readingMinutes}M`,
      },
    },
    args,
  );
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  if (!post) return <NotFoundContent />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/blog" className="font-medium text-primary underline-offset-4 hover:underline">
          ← All posts
        </Link>
      </nav>
      <article className="mt-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-700">{post.description}</p>
          <p className="mt-4 text-sm text-slate-600">
            By {post.author} · <time dateTime={post.date}>{formatPostDate(post.date)}</time> ·{" "}
            {post.readingMinutes} min read
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/blog?tag=${tag}`}
                  className="inline-flex min-h-6 items-center rounded-full bg-secondary px-2.5 text-xs font-semibold text-secondary-foreground hover:underline"
                >
                  {tag.replace(/-/g, " ")}
                </Link>
              </li>
            ))}
          </ul>
          <OptimizedImage
            src={post.cover.src}
            alt={post.cover.alt}
            width={768}
            height={Math.round((768 * post.cover.height) / post.cover.width)}
            widths={[400, 768, 1200]}
            sizes="(max-width: 800px) 100vw, 768px"
            priority
            className="mt-8 aspect-[1200/630] w-full rounded-xl bg-secondary object-cover"
          />
        </header>
        {post.toc.length > 0 && (
          <div className="mt-10">
            <TableOfContents entries={post.toc} />
          </div>
        )}
        <div
          className="prose-article mt-10"
          // The HTML comes from the repository's own Markdown; raw HTML in it is escaped when rendered.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown from the repository
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
      </article>
      <div className="mt-14">
        <BlogCta />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Related posts
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <li key={item.slug} className="flex">
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
