import type { TocEntry } from "~/content/blog-schema";
import { cn } from "~/utils/cn";

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-title" className="rounded-xl border border-border bg-slate-50 p-5">
      <h2 id="toc-title" className="text-sm font-semibold uppercase tracking-wide text-slate-700">
        On this page
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={cn(entry.depth === 3 && "ml-4")}>
            <a
              href={`#${entry.id}`}
              className="text-slate-700 underline-offset-4 hover:text-primary hover:underline"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
