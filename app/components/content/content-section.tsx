import type * as React from "react";
import { cn } from "~/utils/cn";

const WIDTHS = { "3xl": "max-w-3xl", "4xl": "max-w-4xl", "5xl": "max-w-5xl" } as const;

/** The top of a content page: optional eyebrow, the h1, an intro paragraph, then links or buttons. */
export function PageHeader({
  eyebrow,
  title,
  intro,
  centered = false,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro: React.ReactNode;
  centered?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <header className="px-4 pt-16 pb-12 sm:px-6 sm:pt-20">
      <div className={cn("mx-auto max-w-4xl", centered && "text-center")}>
        {eyebrow && <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>}
        <h1 className={cn("text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl", eyebrow && "mt-3")}>
          {title}
        </h1>
        <p className={cn("mt-5 max-w-2xl text-lg text-slate-700", centered && "mx-auto")}>{intro}</p>
        {children}
      </div>
    </header>
  );
}

/**
 * One band of a content page (/how-it-works, /for-buyers): a full-width section, on a grey background when `muted`,
 * with a centred column holding an h2 (labelling the section), an optional intro paragraph and the content.
 */
export function ContentSection({
  id,
  title,
  intro,
  muted = false,
  width = "4xl",
  centeredTitle = false,
  className,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  id: string;
  title: string;
  intro?: React.ReactNode;
  muted?: boolean;
  width?: keyof typeof WIDTHS;
  centeredTitle?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={cn("px-4 py-16 sm:px-6", muted && "bg-slate-50", className)}>
      <div className={cn("mx-auto", WIDTHS[width])}>
        <h2
          id={id}
          className={cn("text-2xl font-bold tracking-tight text-slate-900", centeredTitle && "text-center")}
        >
          {title}
        </h2>
        {intro && <p className="mt-3 text-slate-700">{intro}</p>}
        {children}
      </div>
    </section>
  );
}
