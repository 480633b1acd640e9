import { useState } from "react";
import { cn } from "~/utils/cn";

/**
 * A card that flips between front and back on click, Enter or Space (it is a button, so the keyboard works
 * natively). Both faces share one grid cell, so the card is as tall as its taller face and never shifts.
 */
export function FlipCard({
  front,
  back,
  className,
}: {
  front: React.ReactNode;
  back: React.ReactNode;
  className?: string;
}) {
  const [flipped, setFlipped] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={flipped}
      onClick={() => setFlipped((value) => !value)}
      className={cn("flip-card block h-full w-full rounded-2xl text-left", className)}
    >
      <span className="flip-card-inner">
        <span className="flip-card-face" aria-hidden={flipped} inert={flipped}>
          {front}
        </span>
        <span className="flip-card-face flip-card-back" aria-hidden={!flipped} inert={!flipped}>
          {back}
        </span>
      </span>
    </button>
  );
}
