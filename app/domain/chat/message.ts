import { z } from "zod";
import { inputText } from "~/utils/input-text";

/** A source of uniform numbers in [0, 1), like Math.random; injected so tests are exact. */
export type RandomSource = () => number;

export type ChatRole = "user" | "assistant";

/** One chat message. */
export interface ChatMessage {
  /** Time plus a random string, e.g. `1763900000000-k3j9x0qa`. */
  id: string;
  role: ChatRole;
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
}

/** Longest message a visitor may send. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;
/** Most history messages the assistant reads (from the request and from the stored thread). */
export const MAX_HISTORY_MESSAGES = 50;
/** Messages one client may send per minute. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

const ID_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
/** Length of the random part of a message id. */
export const MESSAGE_ID_RANDOM_LENGTH = 8;

export function randomString(length: number, random: RandomSource): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)];
  return out;
}

export function createMessageId(now: number, random: RandomSource): string {
  return `${now}-${randomString(MESSAGE_ID_RANDOM_LENGTH, random)}`;
}

export function createMessage(
  role: ChatRole,
  content: string,
  now: number,
  random: RandomSource,
): ChatMessage {
  return { id: createMessageId(now, random), role, content, timestamp: now };
}

/** mulberry32: a small seeded generator, for tests and reproducible simulations. */
export function seededRandom(seed: number): RandomSource {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const CHAT_MESSAGE_REQUIRED = "Please type a message before sending.";
// Thousands separators by hand: this module loads with the chat panel on every page, and the first toLocaleString a
// phone runs loads its ICU data (a long task of 40-100 ms).
const MAX_LENGTH_TEXT = String(MAX_CHAT_MESSAGE_LENGTH).replace(/\B(?=(\d{3})+$)/g, ",");
export const CHAT_MESSAGE_TOO_LONG = `Your message is too long: please keep it under ${MAX_LENGTH_TEXT} characters.`;

/**
 * One earlier message of the conversation. History is context only (a known thread is read from the database),
 * so an item that fails here, including text the database could not store (the `inputText()` rule), is left
 * out rather than refusing the visitor's new message.
 */
const HistoryMessageSchema = z.object({
  role: z.enum(["user", "assistant"], { error: "role must be user or assistant" }),
  content: inputText({ error: "content must be a string" }).max(20_000, "content is too long"),
});

/** Thread ids are 128 random bits in base64url (22 characters); anything else is simply unknown. */
export const ThreadIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/);

/** `POST /api/chat-assistant` body: the message, the thread (or null) and the history. */
export const ChatRequestSchema = z.object({
  message: inputText({ error: CHAT_MESSAGE_REQUIRED })
    .trim()
    .refine((s) => s.length > 0, CHAT_MESSAGE_REQUIRED)
    .refine(
      (s) => s.length <= MAX_CHAT_MESSAGE_LENGTH || [...s].length <= MAX_CHAT_MESSAGE_LENGTH,
      CHAT_MESSAGE_TOO_LONG,
    ),
  threadId: z
    .string({ error: "must be a string or null" })
    .max(200, "must be at most 200 characters")
    .nullish(),
  messages: z
    .array(z.unknown(), { error: "must be a list" })
    .optional()
    .default([])
    .transform((items) =>
      items.slice(-MAX_HISTORY_MESSAGES).flatMap((item) => {
        const parsed = HistoryMessageSchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export type ChatRequest = z.infer<typeof ChatRequestSchema>;

/**
 * Told to a visitor whose thread id the server does not (or no longer) know: their message started a new
 * thread. The endpoint sends it as `notice`; the widget shows it in the conversation.
 */
export const NEW_THREAD_NOTICE =
  "Your earlier conversation was not found (it may have expired), so a new one was started.";

/** What the endpoint answers. `newThread` is true when the thread was started by this message. */
export type ChatResponse =
  | { success: true; response: string; threadId: string; newThread: boolean; notice?: string }
  | { success: false; error: string };

/** `GET /api/chat-assistant?threadId=…`: the stored thread, for restoring the panel after a reload. */
export type ChatThreadResponse =
  | { success: true; threadId: string; messages: ChatMessage[] }
  | { success: false; error: string };
