import { Link } from "react-router";
import { OptimizedImage } from "~/components/ui/optimized-image";
import type { BlogPostSummary } from "~/content/blog-schema";
import { formatPostDate } from "./format-date";

/** A post in a listing: cover, title (the link), description, date and reading time. */
export function PostCard({ post, headingLevel = 2 }: { post: BlogPostSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-xl border border-border bg-white shadow-sm transition-shadow hover:shadow-md">
      <OptimizedImage
        src={post.cover.src}
        alt=""
        width={400}
        height={Math.round((400 * post.cover.height) / post.cover.width)}
        sizes="(max-width: 768px) 100vw, 400px"
        className="aspect-[1200/630] w-full bg-secondary object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted-foreground">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.readingMinutes} min read
        </p>
        <Heading className="mt-2 text-lg font-semibold text-slate-900">
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-slate-600">{post.description}</p>
      </div>
    </article>
  );
}
