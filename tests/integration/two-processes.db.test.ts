import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "~/db/create-db.server";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { deliverContactMessageJob } from "~/services/contact/deliver-contact-message.server";
import { ensureBuilt, serverEntry } from "../../scripts/ensure-build.mjs";
import { dropTestSchema } from "../setup/test-db";

/**
 * Two production server processes on one PostgreSQL (a fresh schema): one rate limit budget between them,
 * a catalog imported by a third process reaching the in-memory catalog snapshot of both, queued jobs each run
 * by exactly one of them, and a profile published through one found by the other's searches within 2 s.
 */
const url = process.env.TEST_DATABASE_URL?.trim();
const root = resolve(import.meta.dirname, "../..");
const PORTS = [4231, 4232];
const schema = `test_procs_${randomBytes(4).toString("hex")}`;
const servers: ChildProcess[] = [];
const logs: string[] = [];
let tmp = "";

const problem = businessProblem({
  problem: "We need software to manage the beehives of our urban rooftop apiary and track honey harvests.",
  industry: "Agriculture",
});

const dataDirOf = (port: number) => join(tmp, `data-${port}`);

function startServer(port: number): ChildProcess {
  const child = spawn(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `const { start } = await import(${JSON.stringify(serverEntry)}); await start();`,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        HOST: "127.0.0.1",
        DATABASE_URL: url,
        DATABASE_SCHEMA: schema,
        // 120 searches a minute scaled to 6, so the shared budget is reached quickly.
        RATE_LIMIT_SCALE: "0.05",
        LOG_LEVEL: "warn",
        REDIS_URL: "",
        // Each process its own DATA_DIR, so its mail outbox shows which process sent what.
        DATA_DIR: dataDirOf(port),
        CONTACT_EMAIL: "team@saasmatch.test",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => logs.push(String(d)));
  child.stderr?.on("data", (d) => logs.push(String(d)));
  return child;
}

async function waitHealthy(port: number): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server on ${port} did not start:\n${logs.join("")}`);
}

/** POSTs a search from `localAddress` (any 127.x.y.z is this machine): each address is its own client. */
function search(port: number, localAddress: string) {
  const body = JSON.stringify({ businessProblem: problem, apiMethod: "direct" });
  return new Promise<{ status: number; retryAfter: string | undefined; json: () => unknown }>(
    (resolveResponse, reject) => {
      const req = request(
        {
          host: "127.0.0.1",
          port,
          localAddress,
          method: "POST",
          path: "/api/vendor-matches",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk) => {
            text += chunk;
          });
          res.on("end", () =>
            resolveResponse({
              status: res.statusCode ?? 0,
              retryAfter: res.headers["retry-after"] as string | undefined,
              json: () => JSON.parse(text),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end(body);
    },
  );
}

let nextAddress = 2;
const freshClient = () => `127.0.1.${nextAddress++}`;

describe.skipIf(!url)("two server processes on one PostgreSQL", () => {
  beforeAll(async () => {
    ensureBuilt();
    tmp = mkdtempSync(join(tmpdir(), "saasmatch-procs-"));
    for (const port of PORTS) mkdirSync(dataDirOf(port), { recursive: true });
    // Both start at once: migrations and the default catalog seed take turns under an advisory lock.
    for (const port of PORTS) servers.push(startServer(port));
    await Promise.all(PORTS.map(waitHealthy));
  }, 300_000);

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (child) =>
          new Promise<void>((resolveExit) => {
            if (child.exitCode !== null) return resolveExit();
            child.once("exit", () => resolveExit());
            child.kill("SIGTERM");
          }),
      ),
    );
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    if (url) await dropTestSchema(url, schema);
  });

  it("shares one catalog: a vendor imported by another process reaches both servers' catalog snapshots", async () => {
    for (const port of PORTS) {
      const page = await fetch(`http://127.0.0.1:${port}/vendor-comparison-tool?v=hivekeeper`);
      expect(await page.text()).not.toContain("HiveKeeper");
    }
    const file = join(tmp, "catalog.json");
    writeFileSync(
      file,
      JSON.stringify({
        schema: "vendor-catalog/v1",
        vendors: [
          {
            slug: "hivekeeper",
            name: "HiveKeeper",
            description:
              "Beekeeping software to manage beehives and apiaries, log inspections and track honey harvests.",
            categories: ["Agriculture"],
            features: ["Hive inspections", "Honey harvest tracking"],
          },
        ],
      }),
    );
    const imported = await new Promise<{ code: number | null; out: string }>((resolveRun) => {
      const child = spawn(
        process.execPath,
        [join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/catalog-import.ts", file],
        { cwd: root, env: { ...process.env, DATABASE_URL: url, DATABASE_SCHEMA: schema }, stdio: "pipe" },
      );
      let out = "";
      child.stdout.on("data", (d) => {
        out += d;
      });
      child.stderr.on("data", (d) => {
        out += d;
      });
      child.on("exit", (code) => resolveRun({ code, out }));
    });
    expect(imported.code, imported.out).toBe(0);
    expect(imported.out).toMatch(/1 inserted/);
    // Each process's in-memory catalog snapshot (the search index and vendor profiles) picks it up.
    for (const port of PORTS) {
      await expect
        .poll(
          async () => {
            const page = await fetch(`http://127.0.0.1:${port}/vendor-comparison-tool?v=hivekeeper`);
            return (await page.text()).includes("HiveKeeper");
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true);
    }
  });

  it("shares one rate limit: 6 searches a minute per client across both processes, not 6 each", async () => {
    const statuses: number[] = [];
    const client = freshClient();
    for (let i = 0; i < 10; i++) statuses.push((await search(PORTS[i % 2] ?? 0, client)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(6);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
    const refused = await search(PORTS[1] ?? 0, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect((refused.json() as { error: string }).error).toMatch(/^Too many requests/);
    expect((await search(PORTS[1] ?? 0, freshClient())).status).toBe(200);
  });

  it("runs each queued job in exactly one of the two processes", async () => {
    const JOBS = 24;
    const handle = await createDb({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
    try {
      // Contact messages queued for delivery all at once: both workers race for them.
      await handle.db.execute(
        sql.raw(`
        with messages as (
          insert into contact_messages (name, email, topic, message)
          select 'Sender ' || i, 'sender' || i || '@example.com', 'Other', 'Message number ' || i
          from generate_series(1, ${JOBS}) as i
          returning id
        )
        insert into jobs (type, payload)
        select '${deliverContactMessageJob.type}', jsonb_build_object('id', id) from messages`),
      );
      await expect
        .poll(
          async () => {
            const rows = await handle.db.execute(
              sql.raw(`select count(*)::int as n from jobs
                where type = '${deliverContactMessageJob.type}' and status = 'succeeded'`),
            );
            return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
          },
          { timeout: 30_000, interval: 250 },
        )
        .toBe(JOBS);
      const attempts = await handle.db.execute(
        sql.raw(`select attempts, locked_by from jobs where type = '${deliverContactMessageJob.type}'`),
      );
      const rows = (attempts as unknown as { rows: { attempts: number; locked_by: string }[] }).rows;
      expect(rows.map((r) => r.attempts)).toEqual(Array(JOBS).fill(1));
    } finally {
      await handle.close();
    }
    // One mail per job across both outboxes: no job ran twice, none was lost.
    const sent = PORTS.map((port) => {
      try {
        return readdirSync(join(dataDirOf(port), "outbox")).filter((f) => f.endsWith(".eml")).length;
      } catch {
        return 0;
      }
    });
    expect(sent.reduce((a, b) => a + b, 0)).toBe(JOBS);
  });

  it("shows a profile published through one process in the other's search results within 2 s", async () => {
    const [a, b] = PORTS as [number, number];
    const origin = `http://127.0.0.1:${a}`;
    const email = "owner@falconry-club.example";
    const password = "a long vendor passphrase";
    const form = new URLSearchParams({
      accountName: "Falconer",
      accountEmail: email,
      password,
      companyName: "Mews Software Ltd",
      name: "Mewsbook",
      website: "https://falconry-club.example",
      contactEmail: "sales@falconry-club.example",
      description:
        "Falconry club software: log each hawk's daily weight, flight records, hunting permits and mews hygiene checks.",
      categories: "Sports management",
      features: "Bird weight log\nFlight records\nHunting permits",
      freeTier: "no",
      startingPrice: "120",
      pricingModel: "Per club",
      license: "",
      integrations: "",
      certifications: "",
      foundedYear: "2022",
    });
    for (const [key, value] of [
      ["companySizes", "SMB"],
      ["deploymentModels", "Cloud"],
      ["regions", "Europe"],
    ] as const)
      form.append(key, value);
    const registered = await fetch(`${origin}/vendor-register`, {
      method: "POST",
      body: form,
      headers: { origin },
      redirect: "manual",
    });
    expect(registered.status, await registered.text()).toBeLessThan(400);
    const handle = await createDb({ databaseUrl: url, pgSchema: schema, poolSize: 1 });
    try {
      await handle.db.execute(sql`update auth_users set email_verified = true where email = ${email}`);
    } finally {
      await handle.close();
    }
    const signIn = await fetch(`${origin}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password }),
    });
    expect(signIn.status, await signIn.text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const falconry = {
      ...problem,
      problem:
        "Our falconry club needs to log each hawk's weight and flight records and keep hunting permits.",
    };
    const findsIt = async () => {
      const body = JSON.stringify({ businessProblem: falconry, apiMethod: "direct" });
      const res = await new Promise<{ status: number; text: string }>((done, fail) => {
        const req = request(
          {
            host: "127.0.0.1",
            port: b,
            localAddress: freshClient(),
            method: "POST",
            path: "/api/vendor-matches",
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk) => {
              text += chunk;
            });
            response.on("end", () => done({ status: response.statusCode ?? 0, text }));
          },
        );
        req.on("error", fail);
        req.end(body);
      });
      expect(res.status, res.text).toBe(200);
      return (JSON.parse(res.text) as { vendors: { name: string }[] }).vendors.some(
        (v) => v.name === "Mewsbook",
      );
    };
    expect(await findsIt()).toBe(false);

    const published = await fetch(`${origin}/vendor/dashboard`, {
      method: "POST",
      body: new URLSearchParams({ intent: "publish" }),
      headers: { origin, cookie },
      redirect: "manual",
    });
    expect(published.status, await published.text()).toBeLessThan(400);
    const started = Date.now();
    let seen = false;
    while (!seen && Date.now() - started < 2000) {
      seen = await findsIt();
      if (!seen) await new Promise((r) => setTimeout(r, 100));
    }
    expect(seen, "published profile not found by the other process within 2 s").toBe(true);
  });
});
