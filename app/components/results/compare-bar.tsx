import { Button } from "~/components/ui/button";
import { GitCompareArrows } from "~/components/ui/icons";
import { MAX_COMPARED, MIN_COMPARED } from "~/domain/comparison/params";
import { joinNames } from "~/domain/results/format";

/**
 * Sticky at the bottom of the results: what is selected for comparison and the button to compare it. Below 1280 px
 * the bar reaches the window's right edge, where the support chat's round button sits (56 px at 16 px from the
 * corner): the bar keeps that corner free so the chat button never covers "Compare selected".
 */
export function CompareBar({
  selectedNames,
  limitNoteId,
  onCompare,
  onClear,
}: {
  selectedNames: readonly string[];
  limitNoteId: string;
  onCompare: () => void;
  onClear: () => void;
}) {
  const count = selectedNames.length;
  const full = count >= MAX_COMPARED;
  return (
    <section
      aria-label="Compare vendors"
      className="no-print sticky bottom-0 z-10 -mx-4 border-t border-border bg-white/95 py-3 pr-20 pl-4 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur sm:mx-0 sm:rounded-t-xl sm:border-x xl:pr-4"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0 text-xs sm:text-sm" aria-live="polite">
          {count === 0 ? (
            <p className="text-slate-700">
              Select {MIN_COMPARED}–{MAX_COMPARED} vendors to compare them side by side.
            </p>
          ) : (
            <p className="text-slate-800">
              <span className="font-semibold">
                {count} of {MAX_COMPARED} selected:
              </span>{" "}
              {joinNames(selectedNames)}
              {count < MIN_COMPARED && <span className="text-slate-600"> — select one more to compare.</span>}
            </p>
          )}
          <p id={limitNoteId} className={full ? "mt-1 text-slate-700" : "sr-only"}>
            You can compare up to {MAX_COMPARED} vendors at a time. Deselect one to choose another.
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {count > 0 && (
            <Button variant="ghost" size="sm" onClick={onClear} className="hidden sm:inline-flex">
              Clear selection
            </Button>
          )}
          <Button onClick={onCompare} disabled={count < MIN_COMPARED}>
            <GitCompareArrows aria-hidden="true" />
            Compare selected
          </Button>
        </div>
      </div>
    </section>
  );
}
