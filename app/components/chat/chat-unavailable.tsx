import { useId } from "react";
import { ChatPanelFrame } from "./chat-panel-frame";

/**
 * In the chat panel's place when its code cannot be loaded (the connection dropped, or a new release replaced the
 * page's assets): says so, and closes like the panel.
 */
export function ChatUnavailable({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <ChatPanelFrame
      id={id}
      open={open}
      onClose={onClose}
      titleId={titleId}
      className="max-md:h-auto md:h-auto"
      header={
        <h2 id={titleId} className="min-w-0 flex-1 text-sm font-semibold leading-tight">
          Support chat
        </h2>
      }
    >
      <p role="alert" className="p-4 text-sm text-slate-700">
        The chat could not be loaded. Check your connection and reload the page to try again.
      </p>
    </ChatPanelFrame>
  );
}
