import { readdir, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { Env } from "~/utils/env.server";
import { outboxDir } from "./send-email.server";

/** One .eml file of the local outbox, decoded enough to read it in a browser. */
export interface OutboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  date: string;
  text: string;
  html: string;
}

export type OutboxSummary = Pick<OutboxMessage, "id" | "to" | "subject" | "date">;

const ID = /^[0-9TZ-]+-[0-9a-f]{8}$/;

export function isOutboxId(id: string): boolean {
  return ID.test(id);
}

/** Newest first. An absent outbox is an empty one. */
export async function findOutboxMessages(env: Pick<Env, "DATA_DIR">): Promise<OutboxSummary[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir(env));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const ids = names
    .filter((n) => n.endsWith(".eml"))
    .map((n) => n.slice(0, -4))
    .filter(isOutboxId)
    .sort()
    .reverse();
  const messages = await Promise.all(ids.map((id) => getOutboxMessage(env, id)));
  return messages
    .filter((m): m is OutboxMessage => m !== null)
    .map(({ id, to, subject, date }) => ({ id, to, subject, date }));
}

export async function getOutboxMessage(
  env: Pick<Env, "DATA_DIR">,
  id: string,
): Promise<OutboxMessage | null> {
  if (!isOutboxId(id)) return null;
  let raw: string;
  try {
    raw = await readFile(resolve(outboxDir(env), `${id}.eml`), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return { id, ...parseEml(raw) };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const end = normalized.indexOf("\n\n");
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? "" : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const soft = value.replace(/=\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    const hex = soft.slice(i + 1, i + 3);
    if (c === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) in a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith("--"))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\n/, ""))));
}

/** Reads the messages this app writes (text + HTML alternatives); not a general MIME parser. */
export function parseEml(raw: string): Omit<OutboxMessage, "id"> {
  const root = splitPart(raw);
  const header = (name: string) => decodeHeader(root.headers.get(name) ?? "");
  let text = "";
  let html = "";
  for (const part of leafParts(root)) {
    const type = (part.headers.get("content-type") ?? "text/plain").toLowerCase();
    if (type.startsWith("text/html") && !html) html = decodeBody(part);
    else if (type.startsWith("text/plain") && !text) text = decodeBody(part);
  }
  return {
    from: header("from"),
    to: header("to"),
    subject: header("subject"),
    date: header("date"),
    text: text.replace(/\n$/, ""),
    html,
  };
}

/** The http(s) links of a message, in order, without repeats: what the outbox page makes clickable. */
export function extractLinks(message: Pick<OutboxMessage, "text" | "html">): string[] {
  const found = new Set<string>();
  for (const m of message.text.matchAll(/https?:\/\/[^\s<>"]+/g)) found.add(m[0]);
  for (const m of message.html.matchAll(/href="(https?:\/\/[^"]+)"/g)) {
    found.add(m[1]!.replace(/&amp;/g, "&"));
  }
  return [...found];
}
