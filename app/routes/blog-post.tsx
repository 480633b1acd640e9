import { data } from "react-router";
import { NotFoundContent } from "~/components/layout/not-found-content";
import { NOT_FOUND_SEO } from "~/config/pages";
import { SITE } from "~/config/site";
import { getBlogPost } from "~/content/blog-posts";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/blog-post";

export function loader({ params, context }: Route.LoaderArgs) {
  const post = getBlogPost(params.slug);
  if (!post) {
    context.logger.warn({ path: `/blog/${params.slug}` }, "page not found");
    return data({ post: null }, { status: 404 });
  }
  return { post };
}

export const meta: Route.MetaFunction = (args) => {
  const post = args.data?.post;
  if (!post) return pageMeta(NOT_FOUND_SEO, args);
  return pageMeta(
    {
      title: `${post.title} — ${SITE.name} Blog`,
      description: post.description,
      ogType: "article",
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.description,
        datePublished: post.published,
        publisher: { "@type": "Organization", name: SITE.name },
      },
    },
    args,
  );
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  if (!post) return <NotFoundContent />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:py-24">
      <p className="text-sm text-muted-foreground">
        <time dateTime={post.published}>{post.published}</time>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{post.description}</p>
      <p className="mt-8 text-muted-foreground">The full article is coming soon.</p>
    </article>
  );
}
