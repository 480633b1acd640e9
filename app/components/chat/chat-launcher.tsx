import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { MessageCircle, X } from "~/components/ui/icons";
import { cn } from "~/utils/cn";
import { whenFirstInteraction } from "~/utils/first-interaction";
import { optionalChunk } from "~/utils/optional-chunk";
import { readStoredOpen, readStoredThreadId, writeStoredOpen } from "./chat-storage";
import { ChatUnavailable } from "./chat-unavailable";

const loadPanel = () => import("./chat-panel");
const ChatPanel = optionalChunk(() => loadPanel().then((module) => module.default), ChatUnavailable);

export const CHAT_PANEL_ID = "support-chat-panel";

/**
 * The floating support-chat button, on every page. It is all the page loads up front: the panel's code
 * arrives when the visitor first interacts with the page (moves the pointer, touches, types, scrolls), when the
 * button is used, or at once when a conversation is open.
 * Once loaded the panel stays mounted (hidden when closed), so the conversation survives page changes.
 */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (readStoredOpen() || readStoredThreadId()) {
      setWanted(true);
      if (readStoredOpen()) setOpen(true);
      return;
    }
    // Not while the page loads (the panel's code and zod are ~30 KB to evaluate): when the visitor starts using it.
    // (A failed load is shown when the panel is opened, see ChatUnavailable.)
    return whenFirstInteraction(() => void loadPanel().catch(() => {}));
  }, []);

  const toggle = () => {
    setWanted(true);
    setOpen((o) => {
      writeStoredOpen(!o);
      return !o;
    });
  };
  // Focus goes back to the button once it is shown again (on a phone it is hidden while the panel is open).
  const refocus = useRef(false);
  const close = useCallback(() => {
    writeStoredOpen(false);
    refocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (!open && refocus.current) {
      refocus.current = false;
      buttonRef.current?.focus();
    }
  }, [open]);

  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <ChatPanel id={CHAT_PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls={wanted ? CHAT_PANEL_ID : undefined}
        aria-label={open ? "Close support chat" : "Open support chat"}
        className={cn(
          "fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:hover:scale-105 print:hidden",
          open && "max-md:hidden",
        )}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
      </button>
    </>
  );
}
