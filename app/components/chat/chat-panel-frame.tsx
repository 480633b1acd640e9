import type { ReactNode } from "react";
import { X } from "~/components/ui/icons";
import { cn } from "~/utils/cn";

/** A button in the chat panel's header bar (reset, close). */
export const CHAT_HEADER_BUTTON_CLASS =
  "inline-flex size-9 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white";

/**
 * The chat panel's box: a non-modal dialog titled by `titleId` that Escape closes, with a header bar holding `header`
 * and the close button, then `children`. Used by the panel and by the notice shown when the panel's code cannot be
 * loaded (chat-unavailable.tsx).
 */
export function ChatPanelFrame({
  id,
  open,
  onClose,
  titleId,
  header,
  className,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  titleId: string;
  header: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className={cn(
        "fixed z-50 flex flex-col overflow-hidden border border-slate-200 bg-white shadow-2xl max-md:inset-x-0 max-md:bottom-0 max-md:h-[min(500px,100dvh)] max-md:w-full max-md:rounded-t-2xl md:right-4 md:bottom-22 md:h-[500px] md:w-96 md:rounded-2xl [&[hidden]]:hidden",
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-primary px-4 py-3 text-primary-foreground">
        {header}
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          title="Close chat"
          className={CHAT_HEADER_BUTTON_CLASS}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {children}
    </section>
  );
}
