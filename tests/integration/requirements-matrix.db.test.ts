import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerQuestions, jobs, matrixRows, questionLists } from "~/db/schema";
import { action as matrixAction, loader as matrixLoader } from "~/routes/results-matrix";
import { loader as downloadLoader } from "~/routes/results-matrix-download";
import { action as vendorLeadsAction, loader as vendorLeadsLoader } from "~/routes/vendor-leads";
import { QUESTION_LIST_NOTIFY_AFTER_MS, questionListEmailJob } from "~/services/leads/question-lists.server";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { parseEnv } from "~/utils/env.server";
import { createTestContext, routeArgs, routeOutcome } from "../setup/app-context";
import { runQueuedJobs } from "../setup/jobs";
import {
  createMarketRequest,
  MARKET_SLUGS,
  registerMarketVendor,
  seedMarketCatalog,
} from "../setup/marketplace";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";
import { get, post } from "../setup/vendor-accounts";

let t: TestDatabase;
let context: AppLoadContext;
let dataDir: string;
/** The vendors with an account (the other market vendors have none). */
const WITH_ACCOUNTS = ["deskly", "ticketeer", "inboxy"] as const;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), "saasmatch-matrix-"));
  await seedMarketCatalog(t.db);
  context = await createTestContext(t.db, {
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:4700" }),
  });
  for (const slug of WITH_ACCOUNTS) cookies[slug] = (await registerMarketVendor(context, slug)).cookie;
});
afterAll(async () => {
  await t.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
}

const matrixUrl = (requestId: string) => `/results/matrix?r=${requestId}`;
const page = (requestId: string) => routeOutcome(matrixLoader(routeArgs(get(matrixUrl(requestId)), context)));
const act = (requestId: string, fields: Record<string, string | string[]>) =>
  routeOutcome(matrixAction(routeArgs(post(matrixUrl(requestId), form(fields)), context)));
const sendList = (requestId: string, questions: string, notifyEmail = "") =>
  act(requestId, { intent: "send-questions", questions, vendor: [...MARKET_SLUGS], notifyEmail });

async function answerAll(slug: string, answer: (question: string) => string) {
  const inbox = (
    await routeOutcome(vendorLeadsLoader(routeArgs(get("/vendor/leads", cookies[slug]), context)))
  ).data;
  for (const q of inbox.questions as { questionId: string; question: string; status: { kind: string } }[]) {
    if (q.status.kind === "answered") continue;
    const replied = await routeOutcome(
      vendorLeadsAction(
        routeArgs(
          post(
            "/vendor/leads",
            form({ intent: "answer", questionId: q.questionId, answer: answer(q.question) }),
            cookies[slug],
          ),
          context,
        ),
      ),
    );
    expect(replied.data, JSON.stringify(replied.data)).toMatchObject({ ok: true });
  }
}

async function mailsTo(address: string) {
  const all = await findOutboxMessages(context.env);
  return Promise.all(
    all.filter((m) => m.to.includes(address)).map(async (m) => (await getOutboxMessage(context.env, m.id))!),
  );
}

describe(`requirements matrix (${testDriver})`, () => {
  it("shows the shortlist with the search's rows; the buyer's own row and weights survive a reload; downloads carry them", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const first = await page(requestId);
    expect(first.status).toBe(200);
    const { matrix, shortlist } = first.data.page;
    expect(shortlist.map((s: { slug: string }) => s.slug).sort()).toEqual([...MARKET_SLUGS].sort());
    expect(
      shortlist
        .filter((s: { reachable: boolean }) => s.reachable)
        .map((s: { slug: string }) => s.slug)
        .sort(),
    ).toEqual([...WITH_ACCOUNTS].sort());
    const keys = matrix.rows.map((r: { key: string }) => r.key);
    expect(keys).toEqual(
      expect.arrayContaining(["feature:shared inbox", "criterion:company_size", "budget-fit"]),
    );
    // Every market vendor lists "Shared inbox": met, with its words.
    const inbox = matrix.rows.find((r: { key: string }) => r.key === "feature:shared inbox");
    expect(
      inbox.cells.every(
        (c: { status: string; source: string }) => c.status === "met" && c.source.includes("Shared inbox"),
      ),
    ).toBe(true);

    const added = await act(requestId, { intent: "add-row", label: "Ticket routing", weight: "must" });
    expect(added).toMatchObject({ status: 200, data: { ok: true, intent: "add-row" } });
    const again = await act(requestId, { intent: "add-row", label: "ticket ROUTING", weight: "nice" });
    expect(again.status).toBe(409);
    expect(again.data.fields.label).toMatch(/already in your matrix/);
    const weighed = await act(requestId, {
      intent: "set-weight",
      key: "feature:shared inbox",
      weight: "nice",
    });
    expect(weighed.data).toMatchObject({ ok: true });

    const reloaded = (await page(requestId)).data.page.matrix;
    const custom = reloaded.rows.find((r: { origin: string }) => r.origin === "custom");
    expect(custom).toMatchObject({ label: "Ticket routing", weight: "must" });
    // The vendors' own feature lists say "Ticket routing": met with the source.
    expect(custom.cells.every((c: { status: string }) => c.status === "met")).toBe(true);
    expect(reloaded.rows.find((r: { key: string }) => r.key === "feature:shared inbox").weight).toBe("nice");

    const csv = await downloadLoader(
      routeArgs(get(`/results/matrix/download?r=${requestId}&format=csv`), context),
    );
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text).toContain("Ticket routing,Added by you,Must have,");
    const xlsx = await downloadLoader(
      routeArgs(get(`/results/matrix/download?r=${requestId}&format=xlsx`), context),
    );
    expect(xlsx.headers.get("content-type")).toMatch(/spreadsheetml/);
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await xlsx.arrayBuffer());
    const sheet = book.worksheets[0]!;
    const labels = sheet.getColumn(1).values.filter(Boolean);
    expect(labels).toContain("Ticket routing");
    expect(labels.at(-1)).toBe("Weighted total");

    const removed = await act(requestId, { intent: "remove-row", key: custom.key });
    expect(removed.data).toMatchObject({ ok: true });
    expect(
      (await page(requestId)).data.page.matrix.rows.some((r: { origin: string }) => r.origin === "custom"),
    ).toBe(false);
  });

  it("sends one question list to every shortlisted vendor with an account; answers land side by side; the buyer is mailed once all answered", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const sent = await sendList(
      requestId,
      "Do you import Zendesk history?\r\nIs there an EU data centre?",
      "buyer-matrix@apiary.example",
    );
    expect(sent, JSON.stringify(sent.data)).toMatchObject({ status: 200, data: { ok: true } });
    const rows = await t.db
      .select({ listId: buyerQuestions.listId, vendorId: buyerQuestions.vendorId })
      .from(buyerQuestions)
      .where(eq(buyerQuestions.requestId, requestId));
    // 2 questions × the 3 vendors with an account; none to the 2 without.
    expect(rows).toHaveLength(6);
    expect(new Set(rows.map((r) => r.listId)).size).toBe(1);
    const [list] = await t.db.select().from(questionLists).where(eq(questionLists.requestId, requestId));
    expect(list!.notifyAt.getTime() - list!.createdAt.getTime()).toBe(QUESTION_LIST_NOTIFY_AFTER_MS);
    const deadline = await t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, questionListEmailJob.type),
          eq(jobs.dedupeKey, `question-list.buyer-email:${list!.id}:deadline`),
        ),
      );
    expect(deadline[0]!.runAt.getTime()).toBe(list!.notifyAt.getTime());

    let matrix = (await page(requestId)).data.page.matrix;
    expect(matrix.answers.map((a: { question: string }) => a.question).sort()).toEqual([
      "Do you import Zendesk history?",
      "Is there an EU data centre?",
    ]);
    const col = (slug: string) => matrix.columns.findIndex((c: { slug: string }) => c.slug === slug);
    expect(matrix.answers[0].cells[col("deskly")]).toEqual({ kind: "waiting" });
    expect(matrix.answers[0].cells[col("helpwise")]).toEqual({ kind: "not_asked" });

    await answerAll("deskly", (q) => `Deskly: ${q.slice(0, 10)}`);
    await answerAll("ticketeer", (q) => `Ticketeer: ${q.slice(0, 10)}`);
    await runQueuedJobs(context);
    expect(await mailsTo("buyer-matrix@apiary.example")).toHaveLength(0);
    matrix = (await page(requestId)).data.page.matrix;
    const zendesk = matrix.answers.find((a: { question: string }) => a.question.includes("Zendesk"));
    expect(zendesk.cells[col("deskly")]).toMatchObject({ kind: "answered", answer: "Deskly: Do you imp" });
    expect(zendesk.cells[col("ticketeer")]).toMatchObject({
      kind: "answered",
      answer: "Ticketeer: Do you imp",
    });
    expect(zendesk.cells[col("inboxy")]).toEqual({ kind: "waiting" });

    await answerAll("inboxy", () => "Inboxy: yes");
    await runQueuedJobs(context);
    const mails = await mailsTo("buyer-matrix@apiary.example");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Answers to your questions");
    expect(extractLinks(mails[0]!).some((l) => l.includes(`/results/matrix?r=${requestId}`))).toBe(true);
    const [told] = await t.db.select().from(questionLists).where(eq(questionLists.requestId, requestId));
    expect(told).toMatchObject({ notifyEmail: null });
    expect(told!.notifiedAt).not.toBeNull();
    // The deadline job finds the list told and sends nothing more.
    await questionListEmailJob.handler(
      { listId: list!.id, reason: "deadline" },
      {
        db: t.db,
        env: context.env,
        logger: context.logger,
        payments: context.payments,
        job: { id: 0, attempt: 1, maxAttempts: 1 },
      },
    );
    expect(await mailsTo("buyer-matrix@apiary.example")).toHaveLength(1);
  });

  it("at the deadline mails the answers so far", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    await sendList(requestId, "Do you offer phone support?", "late-buyer@apiary.example");
    const [list] = await t.db.select().from(questionLists).where(eq(questionLists.requestId, requestId));
    await answerAll("deskly", () => "Yes.");
    await questionListEmailJob.handler(
      { listId: list!.id, reason: "deadline" },
      {
        db: t.db,
        env: context.env,
        logger: context.logger,
        payments: context.payments,
        job: { id: 0, attempt: 1, maxAttempts: 1 },
      },
    );
    const [mail] = await mailsTo("late-buyer@apiary.example");
    expect(mail!.text).toContain("1 of 3 answers are in");
  });

  it("another search's link can neither read nor change this matrix, its rows or its questions", async () => {
    const mine = await createMarketRequest(t.db, context.matching);
    const other = await createMarketRequest(t.db, context.matching);
    await act(mine, { intent: "add-row", label: "Private requirement", weight: "must" });
    await sendList(mine, "A private question for the vendors?");
    const [row] = await t.db.select().from(matrixRows).where(eq(matrixRows.requestId, mine));
    const theirs = (await page(other)).data.page.matrix;
    expect(JSON.stringify(theirs)).not.toContain("Private requirement");
    expect(JSON.stringify(theirs)).not.toContain("A private question");
    // A custom row of another search is not a row of this one.
    expect((await act(other, { intent: "set-weight", key: row!.key, weight: "nice" })).status).toBe(404);
    expect((await act(other, { intent: "remove-row", key: row!.key })).status).toBe(404);
    const [still] = await t.db.select().from(matrixRows).where(eq(matrixRows.key, row!.key));
    expect(still).toMatchObject({ weight: "must", label: "Private requirement" });
    const csv = await (
      await downloadLoader(routeArgs(get(`/results/matrix/download?r=${other}&format=csv`), context))
    ).text();
    expect(csv).not.toContain("Private requirement");
    // Unknown or malformed ids answer 404 with nothing.
    expect((await page("x".repeat(22))).status).toBe(404);
    expect((await page("../etc")).status).toBe(404);
    const download = await downloadLoader(
      routeArgs(get("/results/matrix/download?r=nope&format=csv"), context),
    );
    expect(download.status).toBe(404);
  });

  it("refuses bad input with a message beside the field and stores nothing half-written", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const count = async () =>
      (await t.db.select().from(buyerQuestions).where(eq(buyerQuestions.requestId, requestId))).length;
    // (A lone surrogate cannot reach an action: a form body is UTF-8, where it becomes U+FFFD.)
    for (const label of ["x", "a\u0000b", "y".repeat(201)]) {
      const refused = await act(requestId, { intent: "add-row", label, weight: "must" });
      expect(refused.status, label).toBe(400);
      expect(refused.data.fields.label).toBeTruthy();
      expect(refused.data.values.label).toBe(label);
    }
    expect((await act(requestId, { intent: "add-row", label: "Fine", weight: "critical" })).status).toBe(400);
    expect(
      (await act(requestId, { intent: "set-weight", key: "criterion:nothing", weight: "must" })).status,
    ).toBe(404);
    expect((await act(requestId, { intent: "set-weight", key: "whatever", weight: "must" })).status).toBe(
      400,
    );
    expect((await act(requestId, { intent: "remove-row", key: "budget-fit" })).status).toBe(400);
    expect(await t.db.select().from(matrixRows).where(eq(matrixRows.requestId, requestId))).toEqual([]);

    const bad = await sendList(requestId, "Fine question here?", "not an address");
    expect(bad.status).toBe(400);
    expect(bad.data.fields.notifyEmail).toBeTruthy();
    expect((await sendList(requestId, "ok?\nA proper question here?")).status).toBe(400);
    expect((await sendList(requestId, "A question with NUL \u0000?")).status).toBe(400);
    // 30 questions per search: 9 questions × 3 vendors pass; a list of 2 more would pass the limit on its second
    // question — refused whole, its first question not kept either.
    const nine = await sendList(
      requestId,
      Array.from({ length: 9 }, (_, i) => `Question number ${i + 1}?`).join("\n"),
    );
    expect(nine.status).toBe(200);
    expect(await count()).toBe(27);
    const lists = async () =>
      (await t.db.select().from(questionLists).where(eq(questionLists.requestId, requestId))).length;
    expect(await lists()).toBe(1);
    const tooMany = await sendList(requestId, "One more question?\nAnd another question?");
    expect(tooMany.status).toBe(409);
    expect(tooMany.data.message).toMatch(/most allowed/);
    expect(await count()).toBe(27);
    expect(await lists()).toBe(1);
    // A vendor that is not in this search's ranking is refused.
    const stranger = await act(requestId, {
      intent: "send-questions",
      questions: "Is this allowed?",
      vendor: ["deskly", "not-ranked-vendor"],
      notifyEmail: "",
    });
    expect(stranger.status).toBe(400);
    expect(await count()).toBe(27);
  });
});
