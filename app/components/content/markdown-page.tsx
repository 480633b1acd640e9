import { formatPostDate } from "~/components/blog/format-date";
import { TableOfContents } from "~/components/blog/table-of-contents";
import type { TocEntry } from "~/content/blog-schema";

/** A text page rendered from app/content/pages: title, last update, optional contents, server-rendered body. */
export function MarkdownPage({
  title,
  updated,
  html,
  toc,
  children,
}: {
  title: string;
  updated?: string;
  html: string;
  toc?: TocEntry[];
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {updated && (
        <p className="mt-3 text-sm text-slate-600">
          Last updated <time dateTime={updated}>{formatPostDate(updated)}</time>
        </p>
      )}
      {toc && toc.length > 0 && (
        <div className="mt-8">
          <TableOfContents entries={toc.filter((entry) => entry.depth === 2)} />
        </div>
      )}
      <div
        className="prose-article mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered Markdown from the repository
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {children}
    </div>
  );
}
