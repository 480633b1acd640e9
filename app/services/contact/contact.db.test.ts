import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, jobs } from "~/db/schema";
import { action } from "~/routes/contact";
import { parseEnv } from "~/utils/env.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import { createTestContext, routeArgs } from "../../../tests/setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { deliverContactMessage } from "./deliver-contact-message.server";

const VALID = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  topic: "A question about matching",
  message: "How are vendors with missing pricing ranked? <b>Thanks</b>",
};

describe(`contact form (${testDriver})`, () => {
  let t: TestDatabase;
  const dataDir = mkdtempSync(join(tmpdir(), "contact-"));
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.close());

  const post = async (body: Record<string, string>, scale = 1000) => {
    const context = await createTestContext(t.db, {
      env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, CONTACT_EMAIL: "team@example.org" }),
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db), scale }),
    });
    const result = await action(
      routeArgs(
        new Request("http://localhost/contact", { method: "POST", body: new URLSearchParams(body) }),
        context,
      ),
    );
    return {
      result: result as unknown as { data?: unknown; init?: { status?: number; headers?: unknown } },
      context,
    };
  };

  it("stores a valid message, queues its delivery and delivers it to CONTACT_EMAIL", async () => {
    const { result, context } = await post(VALID);
    expect(result).toMatchObject({ ok: true, intent: "send" });
    const [row] = await t.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com" });
    const queued = await t.db.select().from(jobs);
    expect(queued.map((j) => j.type)).toContain("contact-message.deliver");
    await deliverContactMessage({
      db: t.db,
      env: context.env,
      logger: context.logger,
      id: row?.id as string,
    });
    const files = readdirSync(join(dataDir, "outbox"));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, "outbox", files[0] as string), "utf8");
    expect(eml).toContain("To: team@example.org");
    expect(eml).toContain("Reply-To: ada@example.com");
    expect(eml).toContain("How are vendors with missing pricing ranked?");
    expect(eml).toContain("&lt;b&gt;Thanks&lt;/b&gt;");
  });

  it("refuses invalid fields with 400 and returns what was typed", async () => {
    const { result } = await post({ ...VALID, email: "not-an-email", message: "short" });
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({
      ok: false,
      intent: "send",
      message: "Please correct the fields marked below.",
      fields: {
        email: expect.stringContaining("valid email"),
        message: expect.stringContaining("at least 10"),
      },
      values: { email: "not-an-email", message: "short", name: "Ada Lovelace" },
    });
  });

  it("drops a message whose honeypot is filled, answering as if sent", async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const { result } = await post({ ...VALID, website: "http://spam.example" });
    expect(result).toMatchObject({ ok: true, intent: "send" });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("limits messages per client and keeps the typed values on 429", async () => {
    let last: Awaited<ReturnType<typeof post>>["result"] | undefined;
    for (let i = 0; i < 6; i++)
      last = (await post({ ...VALID, message: `Message number ${i} for the limit` }, 1)).result;
    expect(last?.init?.status).toBe(429);
    expect(last?.init?.headers).toMatchObject({ "Retry-After": expect.stringMatching(/^\d+$/) });
    expect(last?.data).toMatchObject({
      ok: false,
      message: expect.stringContaining("several messages"),
      values: { message: "Message number 5 for the limit" },
    });
  });
});
