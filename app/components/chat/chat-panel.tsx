import {
  Fragment,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import { RotateCcw, SendHorizontal } from "~/components/ui/icons";
import { SITE } from "~/config/site";
import { CHAT_ENDPOINT, callChatAssistant } from "~/domain/chat/chat-client";
import {
  type ChatNotice,
  type ChatState,
  canSend,
  chatReducer,
  INITIAL_CHAT_STATE,
} from "~/domain/chat/chat-state";
import { type ChatMessage, type ChatThreadResponse, MAX_CHAT_MESSAGE_LENGTH } from "~/domain/chat/message";
import { ASSISTANT_NAME, ASSISTANT_ROLE, welcomeMessage } from "~/domain/chat/persona";
import { sendChatMessage } from "~/domain/chat/send-sequence";
import { cn } from "~/utils/cn";
import { CHAT_HEADER_BUTTON_CLASS, ChatPanelFrame } from "./chat-panel-frame";
import { readStoredThreadId, writeStoredThreadId } from "./chat-storage";
import { MessageText } from "./message-text";

/** The text area grows with its content up to this height (px), then scrolls. */
export const MAX_INPUT_HEIGHT = 120;
/** The typing dots move on every this many ms. */
export const TYPING_DOT_INTERVAL_MS = 500;
export const INPUT_HINT = "Press Enter to send, Shift + Enter for new line";

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

function TypingIndicator() {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setStep((s) => (s + 1) % 3), TYPING_DOT_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div className="flex items-center gap-2 self-start rounded-2xl rounded-bl-sm bg-slate-100 px-4 py-3">
      <span className="sr-only">{ASSISTANT_NAME} is typing…</span>
      <span aria-hidden="true" data-testid="typing-dots" data-step={step} className="flex gap-1">
        {[0, 1, 2].map((i) => (
          <span
            key={i}
            className={cn(
              "size-2 rounded-full bg-slate-500 transition-opacity",
              i === step ? "opacity-100" : "opacity-30",
            )}
          />
        ))}
      </span>
    </div>
  );
}

function Bubble({ message }: { message: Pick<ChatMessage, "role" | "content"> }) {
  const mine = message.role === "user";
  return (
    <div
      className={cn(
        "max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words",
        mine
          ? "self-end whitespace-pre-wrap rounded-br-sm bg-primary text-primary-foreground"
          : "self-start rounded-bl-sm bg-slate-100 text-slate-900",
      )}
    >
      <span className="sr-only">{mine ? "You said: " : `${ASSISTANT_NAME} said: `}</span>
      {mine ? message.content : <MessageText text={message.content} />}
    </div>
  );
}

/** "New conversation" line in the log (announced with it): the earlier thread was not found. */
function NoticeLine({ notice }: { notice: ChatNotice }) {
  return (
    <p
      data-testid="chat-notice"
      className="self-stretch rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-xs leading-relaxed text-amber-950"
    >
      <strong className="font-semibold">New conversation: </strong>
      {notice.text}
    </p>
  );
}

/**
 * The support chat panel: 384 × 500 px (full width on small screens). State and timing come from
 * ~/domain/chat; this component only renders them and wires the browser in.
 */
export default function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  // The stored thread id is sent with the next message even before (or without) a restore, so a thread the
  // server no longer has is reported rather than silently replaced. The panel only ever renders in the browser.
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE, (initial) => ({
    ...initial,
    threadId: readStoredThreadId(),
  }));
  const stateRef = useRef<ChatState>(state);
  stateRef.current = state;
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const hintId = useId();

  // A stored conversation comes back from the server after a reload.
  useEffect(() => {
    const threadId = readStoredThreadId();
    if (!threadId) return;
    const controller = new AbortController();
    fetch(`${CHAT_ENDPOINT}?threadId=${encodeURIComponent(threadId)}`, {
      headers: { accept: "application/json" },
      signal: controller.signal,
    })
      .then(async (response) => {
        const data = (await response.json()) as ChatThreadResponse;
        if (data.success) {
          dispatch({ type: "restore", threadId: data.threadId, messages: data.messages });
        } else if (response.status === 404) {
          writeStoredThreadId(null);
          stateRef.current = chatReducer(stateRef.current, { type: "threadNotFound", threadId });
          dispatch({ type: "threadNotFound", threadId });
        }
      })
      .catch(() => {
        // offline or aborted: the panel starts empty and the next message carries the stored thread id
      });
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (state.threadId) writeStoredThreadId(state.threadId);
  }, [state.threadId]);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever something is added
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.isTyping, state.error, open]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: input is the trigger
  useLayoutEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = "auto";
    el.style.height = `${Math.min(el.scrollHeight, MAX_INPUT_HEIGHT)}px`;
    el.style.overflowY = el.scrollHeight > MAX_INPUT_HEIGHT ? "auto" : "hidden";
  }, [input]);

  const send = useCallback(() => {
    const text = input;
    if (!canSend(stateRef.current, text)) return;
    setInput("");
    void sendChatMessage(text, {
      getState: () => stateRef.current,
      dispatch: (action) => {
        stateRef.current = chatReducer(stateRef.current, action);
        dispatch(action);
      },
      call: (body) => callChatAssistant(body),
      sleep,
      now: Date.now,
      random: Math.random,
    });
    inputRef.current?.focus();
  }, [input]);

  const reset = () => {
    stateRef.current = INITIAL_CHAT_STATE;
    dispatch({ type: "reset" });
    writeStoredThreadId(null);
    setInput("");
    inputRef.current?.focus();
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const blank = input.trim().length === 0;
  const notice = state.notice;
  const noticeBefore =
    notice?.beforeId && state.messages.some((m) => m.id === notice.beforeId) ? notice.beforeId : null;
  return (
    <ChatPanelFrame
      id={id}
      open={open}
      onClose={onClose}
      titleId={titleId}
      header={
        <>
          <span
            aria-hidden="true"
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white/20 font-semibold"
          >
            {ASSISTANT_NAME[0]}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-sm font-semibold leading-tight">
              {ASSISTANT_NAME}
            </h2>
            <p className="text-xs leading-tight text-primary-foreground/85">
              {ASSISTANT_ROLE} · {SITE.name}
            </p>
          </div>
          <button
            type="button"
            onClick={reset}
            aria-label="Reset chat"
            title="Reset chat"
            className={CHAT_HEADER_BUTTON_CLASS}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
          </button>
        </>
      }
    >
      <div
        ref={logRef}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so keyboard users must reach it
        tabIndex={0}
        className="flex flex-1 flex-col gap-3 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {notice && !noticeBefore && <NoticeLine notice={notice} />}
        {state.messages.length === 0 && (
          <Bubble message={{ role: "assistant", content: welcomeMessage(SITE.name) }} />
        )}
        {state.messages.map((m) => (
          <Fragment key={m.id}>
            {notice && m.id === noticeBefore && <NoticeLine notice={notice} />}
            <Bubble message={m} />
          </Fragment>
        ))}
        {state.isTyping && <TypingIndicator />}
      </div>

      {state.error && (
        <div
          role="alert"
          className="mx-4 mb-2 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          <p className="flex-1 break-words">{state.error}</p>
          <button
            type="button"
            onClick={() => dispatch({ type: "dismissError" })}
            className="shrink-0 font-medium underline underline-offset-2 hover:text-red-950 focus-visible:outline-2 focus-visible:outline-red-700"
          >
            Dismiss
          </button>
        </div>
      )}

      <form
        className="border-t border-slate-200 px-4 pt-3 pb-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <div className="flex items-end gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            Message {ASSISTANT_NAME}
          </label>
          <textarea
            id={`${id}-input`}
            ref={inputRef}
            rows={1}
            value={input}
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onInputKeyDown}
            aria-describedby={hintId}
            placeholder="Type your message…"
            style={{ maxHeight: MAX_INPUT_HEIGHT }}
            className="block min-h-10 flex-1 resize-none rounded-md border border-input bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 md:text-sm"
          />
          <button
            type="submit"
            aria-label="Send message"
            disabled={state.isLoading || blank}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50"
          >
            <SendHorizontal aria-hidden="true" className="size-4" />
          </button>
        </div>
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {INPUT_HINT}
        </p>
      </form>
    </ChatPanelFrame>
  );
}
