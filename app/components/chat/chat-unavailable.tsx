import { useId } from "react";
import { X } from "~/components/ui/icons";
import { CHAT_PANEL_CLASS } from "./chat-panel-frame";

/**
 * In the chat panel's place when its code cannot be loaded (the connection dropped, or a new release replaced the
 * page's assets): says so, and closes like the panel.
 */
export function ChatUnavailable({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
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
      className={`${CHAT_PANEL_CLASS} max-md:h-auto md:h-auto`}
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-primary px-4 py-3 text-primary-foreground">
        <h2 id={titleId} className="min-w-0 flex-1 text-sm font-semibold leading-tight">
          Support chat
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          title="Close chat"
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p role="alert" className="p-4 text-sm text-slate-700">
        The chat could not be loaded. Check your connection and reload the page to try again.
      </p>
    </section>
  );
}
