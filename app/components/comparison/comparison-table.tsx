import { useId } from "react";
import { SourcedTick } from "~/components/results/feature-source";
import { Check, ExternalLink, X } from "~/components/ui/icons";
import type { ComparisonCell, ComparisonRow } from "~/domain/comparison/rows";
import { cn } from "~/utils/cn";

export interface ComparisonColumn {
  slug: string;
  name: string;
  tagline: string | null;
}

function Cell({ cell, vendorName }: { cell: ComparisonCell; vendorName: string }) {
  switch (cell.kind) {
    case "unknown":
      return <span className="italic text-slate-600">Not listed</span>;
    case "text":
      return <span>{cell.text}</span>;
    case "list":
      return (
        <ul className="flex flex-wrap gap-1">
          {cell.items.map((item) => (
            <li
              key={item}
              className="rounded-md bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800 print:bg-transparent print:p-0 print:after:content-[','] print:last:after:content-none"
            >
              {item}
            </li>
          ))}
        </ul>
      );
    case "yes-no":
      return (
        <span
          className={cn("inline-flex items-center gap-1.5", cell.value ? "text-green-800" : "text-slate-700")}
        >
          {cell.value ? (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0" />
          )}
          {cell.sources ? (
            <SourcedTick sources={cell.sources} vendorName={vendorName}>
              {cell.text}
            </SourcedTick>
          ) : (
            cell.text
          )}
        </span>
      );
    case "link":
      return (
        <a
          href={cell.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 break-all font-medium text-primary underline underline-offset-4"
        >
          {cell.text}
          <span className="sr-only"> ({vendorName} website, opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 print:hidden" />
        </a>
      );
  }
}

/**
 * Vendors side by side, one column each. Rows whose known values differ are highlighted and say "Differs" in
 * words too. On narrow screens the table scrolls inside a focusable, labelled region; on a phone the sticky label
 * column is narrow (about a quarter of the width) so two vendors show beside it.
 */
export function ComparisonTable({
  columns,
  rows,
  busy = false,
}: {
  columns: readonly ComparisonColumn[];
  rows: readonly ComparisonRow[];
  busy?: boolean;
}) {
  const id = useId();
  const captionId = `${id}-caption`;
  const noteId = `${id}-note`;
  return (
    <div>
      <p id={noteId} className="mb-2 text-sm text-slate-600">
        Rows where the listed values differ are highlighted and marked “Differs”. “Not listed” means the
        vendor doesn't say.
      </p>
      <section
        aria-labelledby={captionId}
        aria-busy={busy || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
        tabIndex={0}
        className="relative overflow-x-auto rounded-xl border border-border bg-white print:overflow-visible print:rounded-none print:border-0"
      >
        <table
          aria-describedby={noteId}
          className="w-full border-collapse text-left text-xs sm:min-w-[40rem] sm:text-sm print:min-w-0 print:table-fixed print:text-[10pt]"
        >
          <caption
            id={captionId}
            className="px-4 pt-4 pb-2 text-left text-lg font-semibold text-slate-900 print:px-0"
          >
            Vendor comparison
          </caption>
          <thead>
            <tr className="border-b border-border">
              <th
                scope="col"
                className="sticky left-0 z-[1] w-24 bg-white px-2 py-3 align-bottom text-xs font-medium uppercase tracking-wide text-slate-600 sm:w-40 sm:px-4 print:static"
              >
                Attribute
              </th>
              {columns.map((c) => (
                <th key={c.slug} scope="col" className="min-w-32 px-2 py-3 align-bottom sm:min-w-44 sm:px-4">
                  <span className="block text-sm font-semibold text-slate-900 sm:text-base">{c.name}</span>
                  {c.tagline && (
                    <span className="mt-0.5 block text-xs font-normal text-slate-600 print:hidden">
                      {c.tagline}
                    </span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                data-differs={row.differs || undefined}
                className={cn(
                  "border-b border-border last:border-b-0",
                  row.differs && "bg-amber-50 print:[print-color-adjust:exact]",
                )}
              >
                <th
                  scope="row"
                  className={cn(
                    "sticky left-0 z-[1] w-24 max-w-28 px-2 py-3 align-top font-medium text-slate-900 hyphens-auto sm:w-40 sm:max-w-none sm:px-4 print:static",
                    row.differs ? "bg-amber-50" : "bg-white",
                  )}
                >
                  {row.eyebrow && (
                    <span className="block text-xs font-normal text-slate-600">{row.eyebrow}</span>
                  )}
                  <span className="break-words">{row.label}</span>
                  {row.differs && (
                    <span className="mt-1 block w-fit rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
                      Differs
                    </span>
                  )}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i]?.slug ?? i} className="px-2 py-3 align-top text-slate-800 sm:px-4">
                    <Cell cell={cell} vendorName={columns[i]?.name ?? ""} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
