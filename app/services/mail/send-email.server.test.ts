import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/utils/logger.server";
import { extractLinks, findOutboxMessages, getOutboxMessage, parseEml } from "./outbox.server";
import { renderEmail } from "./render-email";
import { sendEmail } from "./send-email.server";
import { resetPasswordTemplate, verifyEmailTemplate } from "./templates";

const logger = createLogger({ level: "silent" });
const FROM = "SaaSMatch <no-reply@saasmatch.test>";

describe("renderEmail", () => {
  it("renders HTML and text with the product name, the action link and the why-you-got-this footer", () => {
    const { html, text } = renderEmail(verifyEmailTemplate({ url: "http://localhost/verify?token=a&b=1" }));
    for (const body of [html, text]) {
      expect(body).toContain("SaaSMatch");
      expect(body).toContain("You received this email because someone signed up");
    }
    expect(text).toContain("Confirm email address: http://localhost/verify?token=a&b=1");
    expect(html).toContain('href="http://localhost/verify?token=a&amp;b=1"');
  });

  it("escapes text in the HTML body", () => {
    const { html } = renderEmail({ heading: "<b>hi</b>", paragraphs: ['"x" & <script>'], reason: "r" });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;b&gt;hi&lt;/b&gt;");
    expect(html).toContain("&quot;x&quot; &amp; &lt;script&gt;");
  });
});

describe("sendEmail without SMTP_URL", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "saasmatch-mail-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes each message as an .eml file to DATA_DIR/outbox that reads back with its links", async () => {
    const env = { DATA_DIR: dir, SMTP_FROM: FROM, SMTP_URL: undefined };
    const url = "http://localhost:4300/api/auth/reset-password/tok_ÄÖ-123?callbackURL=%2Fvendor%2Freset";
    const sent = await sendEmail(
      { env, logger },
      {
        to: "Zoë <zoe@example.com>",
        subject: "Reset your password — Zoë",
        template: resetPasswordTemplate({ url }),
      },
    );
    expect(sent.via).toBe("outbox");
    const files = await readdir(join(dir, "outbox"));
    expect(files).toHaveLength(1);
    const raw = await readFile(join(dir, "outbox", files[0]!), "utf8");
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);

    const message = parseEml(raw);
    expect(message.subject).toBe("Reset your password — Zoë");
    expect(message.to).toContain("zoe@example.com");
    expect(message.from).toContain("no-reply@saasmatch.test");
    expect(message.text).toContain(`Choose a new password: ${url}`);
    expect(message.html).toContain("Reset your password");
    expect(extractLinks(message)).toEqual([url]);
  });

  it("lists messages newest first and reads one by id; unknown or unsafe ids are null", async () => {
    const env = { DATA_DIR: dir, SMTP_FROM: FROM, SMTP_URL: undefined };
    await sendEmail(
      { env, logger },
      { to: "a@example.com", subject: "Second", template: verifyEmailTemplate({ url: "http://x/y" }) },
    );
    const list = await findOutboxMessages(env);
    expect(list.map((m) => m.subject)).toEqual(["Second", "Reset your password — Zoë"]);
    expect((await getOutboxMessage(env, list[0]!.id))?.subject).toBe("Second");
    expect(await getOutboxMessage(env, "../../etc/passwd")).toBeNull();
    expect(await getOutboxMessage(env, "2026-01-01T00-00-00-000Z-deadbeef")).toBeNull();
  });

  it("an outbox that was never written to is empty", async () => {
    expect(await findOutboxMessages({ DATA_DIR: join(dir, "nothing-here") })).toEqual([]);
  });
});

/** Just enough SMTP (RFC 5321) to accept one message, as a relay would. */
function startSmtpServer(received: string[]): Promise<Server> {
  const server = createServer((socket: Socket) => {
    let inData = false;
    let buffer = "";
    let data = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index = buffer.indexOf("\r\n");
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(data);
            data = "";
            socket.write("250 OK queued\r\n");
          } else data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write("250-test\r\n250 8BITMIME\r\n");
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
        index = buffer.indexOf("\r\n");
      }
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("sendEmail with SMTP_URL", () => {
  it("delivers through the SMTP server and writes nothing to the outbox", async () => {
    const received: string[] = [];
    const server = await startSmtpServer(received);
    const dir = await mkdtemp(join(tmpdir(), "saasmatch-smtp-"));
    try {
      const port = (server.address() as { port: number }).port;
      const env = { DATA_DIR: dir, SMTP_FROM: FROM, SMTP_URL: `smtp://127.0.0.1:${port}/?ignoreTLS=true` };
      const sent = await sendEmail(
        { env, logger },
        { to: "b@example.com", subject: "Via SMTP", template: verifyEmailTemplate({ url: "http://x/v" }) },
      );
      expect(sent.via).toBe("smtp");
      expect(received).toHaveLength(1);
      const message = parseEml(received[0]!);
      expect(message.subject).toBe("Via SMTP");
      expect(message.text).toContain("Confirm email address: http://x/v");
      expect(await findOutboxMessages(env)).toEqual([]);
    } finally {
      await new Promise((r) => server.close(r));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
