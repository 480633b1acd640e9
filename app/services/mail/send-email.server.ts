import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { type EmailTemplate, renderEmail } from "./render-email";

export interface MailDeps {
  env: Pick<Env, "SMTP_URL" | "SMTP_FROM" | "DATA_DIR">;
  logger: Logger;
}

export interface EmailMessage {
  to: string;
  subject: string;
  template: EmailTemplate;
  replyTo?: string;
}

export type SentEmail =
  | { via: "smtp"; messageId: string }
  | { via: "outbox"; messageId: string; file: string };

export function outboxDir(env: Pick<Env, "DATA_DIR">): string {
  return resolve(env.DATA_DIR, "outbox");
}

const smtpTransports = new Map<string, Transporter>();
let bufferTransport: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

/**
 * Sends one email: through SMTP_URL when it is set, otherwise the raw RFC 822 message is written to
 * DATA_DIR/outbox/ as an .eml file (listed at /dev/outbox outside production). Rejects when delivery fails.
 */
export async function sendEmail({ env, logger }: MailDeps, message: EmailMessage): Promise<SentEmail> {
  const { html, text } = renderEmail(message.template);
  const mail = {
    from: env.SMTP_FROM,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text,
    html,
  };
  if (env.SMTP_URL) {
    const info = await smtpTransport(env.SMTP_URL).sendMail(mail);
    logger.info({ messageId: info.messageId, subject: message.subject }, "email sent via SMTP");
    return { via: "smtp", messageId: info.messageId };
  }
  // The outbox's test transport bounces what no real server could deliver: a domain under the reserved .invalid
  // TLD (RFC 2606) is refused as a mail server refuses an unknown mailbox, so bounces can be tried without SMTP.
  if (/\.invalid$/i.test(message.to.trim().split("@").pop() ?? "")) {
    throw Object.assign(
      new Error(`550 5.1.1 <${message.to}>: recipient address rejected (test domain .invalid)`),
      {
        code: "EENVELOPE",
        responseCode: 550,
      },
    );
  }
  bufferTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const info = await bufferTransport.sendMail(mail);
  const dir = outboxDir(env);
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const name = `${stamp}-${randomBytes(4).toString("hex")}.eml`;
  const file = resolve(dir, name);
  await writeFile(file, info.message as Buffer, { flag: "wx" });
  logger.info({ messageId: info.messageId, subject: message.subject, file: name }, "email written to outbox");
  return { via: "outbox", messageId: info.messageId, file: name };
}

/**
 * Whether a failed send will never succeed: the server answered a permanent (5xx) SMTP reply, as nodemailer
 * reports it in `responseCode`. Timeouts, refused connections and 4xx replies are temporary and retried.
 */
export function isPermanentDeliveryFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
