import { createHmac } from "node:crypto";
import type { AppLoadContext } from "react-router";
import { action, loader } from "~/routes/api/auth";
import { action as verifyEmailAction } from "~/routes/vendor-verify-email";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { routeArgs } from "./app-context";
import { runQueuedJobs } from "./jobs";

/** Cookies as a browser keeps them: name → value, updated from each response's Set-Cookie. */
export class CookieJar {
  readonly values = new Map<string, string>();
  readonly raw = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      this.raw.set(name, line);
      if (value === "" || /max-age=0\b/i.test(line)) this.values.delete(name);
      else this.values.set(name, value);
    }
  }
  header(): string {
    return [...this.values].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** Calls /api/auth/* through the real route module, as the server would. */
export function authClient(context: AppLoadContext, jar = new CookieJar()) {
  const base = context.env.PUBLIC_URL;
  async function call(method: "GET" | "POST", pathOrUrl: string, body?: unknown): Promise<Response> {
    const url = pathOrUrl.startsWith("http") ? pathOrUrl : `${base}/api/auth${pathOrUrl}`;
    const headers = new Headers({ origin: base });
    if (jar.values.size) headers.set("cookie", jar.header());
    if (body !== undefined) headers.set("content-type", "application/json");
    const request = new Request(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    const response = await (method === "GET" ? loader : action)(routeArgs(request, context));
    jar.take(response);
    return response;
  }
  return {
    jar,
    get: (path: string) => call("GET", path),
    post: (path: string, body?: unknown) => call("POST", path, body ?? {}),
  };
}

/**
 * What the owner does on the page the confirmation link led to: chooses the account's password (confirming removed
 * any set before). `cookie` is the session the link signed in.
 */
export async function choosePassword(
  context: AppLoadContext,
  cookie: string,
  password: string,
): Promise<void> {
  const body = new FormData();
  body.set("password", password);
  const request = new Request(`${context.env.PUBLIC_URL}/vendor/verify-email?intent=password`, {
    method: "POST",
    body,
    headers: { cookie },
  });
  try {
    const answer = await verifyEmailAction(routeArgs(request, context));
    throw new Error(`choosing a password answered ${JSON.stringify(answer)}`);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status === 302) return;
    throw thrown;
  }
}

/**
 * The links of the newest outbox email to `to`, or throws when there is none. Every email is a job: the queued ones
 * are run first, as the server's worker would.
 */
export async function latestMailTo(context: AppLoadContext, to: string) {
  await runQueuedJobs(context);
  const list = await findOutboxMessages(context.env);
  const summary = list.find((m) => m.to.includes(to));
  if (!summary) throw new Error(`no email to ${to} in the outbox`);
  const message = (await getOutboxMessage(context.env, summary.id))!;
  return { ...message, links: extractLinks(message) };
}

function base32Decode(value: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const c of value.replace(/=+$/, "").toUpperCase()) {
    const index = alphabet.indexOf(c);
    if (index === -1) throw new Error(`not base32: ${c}`);
    bits += index.toString(2).padStart(5, "0");
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP (HMAC-SHA1, 30 s steps, 6 digits), written independently of better-auth. */
export function totp(base32Secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", base32Decode(base32Secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, "0");
}
