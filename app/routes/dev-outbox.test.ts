import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendEmail } from "~/services/mail/send-email.server";
import { verifyEmailTemplate } from "~/services/mail/templates";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { loader as listLoader } from "./dev-outbox";
import { loader as messageLoader } from "./dev-outbox-message";

const logger = createLogger({ level: "silent" });

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    const result = (await promise) as { init?: { status?: number } };
    return result.init?.status ?? 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("/dev/outbox", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "saasmatch-outbox-route-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const args = (nodeEnv: "development" | "production", id?: string) =>
    ({
      request: new Request("http://localhost/dev/outbox"),
      context: {
        env: parseEnv({ NODE_ENV: nodeEnv, DATA_DIR: dir, PUBLIC_URL: "https://saasmatch.example" }),
        logger,
      },
      params: { id },
    }) as never;

  it("lists sent emails and shows one with its links", async () => {
    const env = parseEnv({ NODE_ENV: "development", DATA_DIR: dir });
    await sendEmail(
      { env, logger },
      {
        to: "v@example.com",
        subject: "Confirm",
        template: verifyEmailTemplate({ url: "http://localhost/v?t=1" }),
      },
    );
    const list = (await listLoader(args("development"))) as unknown as {
      data: { messages: { id: string; subject: string }[] };
    };
    expect(list.data.messages.map((m) => m.subject)).toEqual(["Confirm"]);
    const one = (await messageLoader(args("development", list.data.messages[0]!.id))) as unknown as {
      data: { links: string[]; message: { text: string } };
    };
    expect(one.data.links).toEqual(["http://localhost/v?t=1"]);
    expect(one.data.message.text).toContain("Confirm email address");
  });

  it("answers 404 for an unknown message", async () => {
    expect(await status(messageLoader(args("development", "nope")))).toBe(404);
  });

  it("answers 404 in production", async () => {
    expect(await status(listLoader(args("production")))).toBe(404);
    expect(await status(messageLoader(args("production", "x")))).toBe(404);
  });
});
