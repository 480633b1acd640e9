import type { ChatMessage } from "./message";

/** A line in the conversation that is not a message: the visitor's earlier thread was not found. */
export interface ChatNotice {
  text: string;
  /** Shown just before this message (the one that started the new thread); null: at the top. */
  beforeId: string | null;
}

/** The chat session: messages, flags, error text and the server's thread id. */
export interface ChatState {
  messages: ChatMessage[];
  isLoading: boolean;
  isTyping: boolean;
  error: string | null;
  threadId: string | null;
  /** Id of the user message awaiting a reply; replies for anything else (e.g. after a reset) are dropped. */
  pendingId: string | null;
  /** Set when a stored thread turned out to be unknown, so the visitor knows a new conversation began. */
  notice: ChatNotice | null;
}

export const INITIAL_CHAT_STATE: ChatState = {
  messages: [],
  isLoading: false,
  isTyping: false,
  error: null,
  threadId: null,
  pendingId: null,
  notice: null,
};

/** The assistant's message after any failure, so the conversation never ends on a silent error. */
export const CHAT_APOLOGY = "I apologize, but I encountered an issue. Please try again or refresh the chat.";

/** Shown when the stored conversation cannot be restored because the server no longer has it. */
export const THREAD_NOT_FOUND_NOTICE =
  "Your earlier conversation was not found (it may have expired). Your next message starts a new one.";

export type ChatAction =
  /** Step 1: append the user message, set loading, clear the error. Ignored when blank or while loading. */
  | { type: "send"; message: ChatMessage }
  /** Step 2: the reading delay is over, the assistant is typing. */
  | { type: "typing"; for: string }
  /**
   * Steps 4–5: the reply arrives; flags clear and the thread id is kept for later messages. `notice`: the
   * server did not know the thread sent and started a new one with this message.
   */
  | { type: "reply"; for: string; message: ChatMessage; threadId: string; notice?: string }
  /** Any failure: store the error text and append the apology. */
  | { type: "fail"; for: string; error: string; apology: ChatMessage }
  | { type: "dismissError" }
  /** Clears messages, flags, error and thread id. */
  | { type: "reset" }
  /** A stored thread reloaded from the server. Ignored once the visitor has started typing messages. */
  | { type: "restore"; threadId: string; messages: ChatMessage[] }
  /** The stored thread no longer exists on the server: forget it and say so. */
  | { type: "threadNotFound"; threadId: string };

export function canSend(state: ChatState, text: string): boolean {
  return !state.isLoading && text.trim().length > 0;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "send":
      if (!canSend(state, action.message.content)) return state;
      return {
        ...state,
        messages: [...state.messages, action.message],
        isLoading: true,
        isTyping: false,
        error: null,
        pendingId: action.message.id,
      };
    case "typing":
      if (state.pendingId !== action.for) return state;
      return { ...state, isTyping: true };
    case "reply":
      if (state.pendingId !== action.for) return state;
      return {
        ...state,
        messages: [...state.messages, action.message],
        threadId: action.threadId,
        isLoading: false,
        isTyping: false,
        pendingId: null,
        ...(action.notice ? { notice: { text: action.notice, beforeId: action.for } } : {}),
      };
    case "fail":
      if (state.pendingId !== action.for) return state;
      return {
        ...state,
        messages: [...state.messages, action.apology],
        error: action.error,
        isLoading: false,
        isTyping: false,
        pendingId: null,
      };
    case "dismissError":
      return state.error === null ? state : { ...state, error: null };
    case "reset":
      return INITIAL_CHAT_STATE;
    case "restore":
      if (state.messages.length > 0 || state.isLoading) return state;
      return { ...state, threadId: action.threadId, messages: action.messages };
    case "threadNotFound":
      if (state.threadId !== action.threadId) return state;
      return { ...state, threadId: null, notice: { text: THREAD_NOT_FOUND_NOTICE, beforeId: null } };
  }
}
