import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, jobs, leads, reviews, vendors } from "~/db/schema";
import { REVIEW_INVITATION_DELAY_MS, REVIEW_LINK_VALID_MS } from "~/domain/reviews/reviews";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { parseEnv } from "~/utils/env.server";
import { createTestContext } from "../../../tests/setup/app-context";
import { runQueuedJobs } from "../../../tests/setup/jobs";
import {
  buyerContact,
  createConfirmedLeads,
  createMarketRequest,
  recipientsFor,
  seedMarketCatalog,
} from "../../../tests/setup/marketplace";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { decideReviewByAdmin } from "../admin/admin.server";
import { registerAppJobs } from "../jobs/app-jobs.server";
import { createJobRegistry } from "../jobs/jobs.server";
import { connectTokenSecret } from "../leads/connect-token.server";
import { createLeads, withdrawLead } from "../leads/create-leads.server";
import { rowToProfile } from "../vendor-records.server";
import {
  findPendingReviews,
  findPublishedReviews,
  findVendorReviews,
  getReviewInvitation,
  queueMissingReviewInvitations,
  replyToReview,
  reviewInvitationJob,
  sendReviewInvitation,
  signReviewToken,
  submitReview,
} from "./reviews.server";

let t: TestDatabase;
let context: AppLoadContext;
let dataDir: string;
const operator = { id: "op-1", email: "ops@saasmatch.test" };
const env = { AUTH_SECRET: undefined };

beforeAll(async () => {
  t = await createTestDatabase();
  await seedMarketCatalog(t.db);
  dataDir = mkdtempSync(join(tmpdir(), "saasmatch-reviews-"));
  context = await createTestContext(t.db, {
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:4700" }),
  });
});
afterAll(async () => {
  await t.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function mailsTo(email: string) {
  const found = (await findOutboxMessages(context.env)).filter((m) => m.to.includes(email));
  return Promise.all(found.map(async (m) => (await getOutboxMessage(context.env, m.id))!));
}

let buyerCount = 0;
/** A buyer who connected with `slug` and confirmed at `confirmedAt`, with an address of their own. */
async function connected(slug: string, confirmedAt = new Date()) {
  const email = `buyer-${++buyerCount}@reviews.example`;
  const requestId = await createMarketRequest(t.db, context.matching);
  const recipients = await recipientsFor(t.db, [slug]);
  const [lead] = await createConfirmedLeads({
    db: t.db,
    requestId,
    recipients,
    contact: { ...buyerContact, email },
    now: confirmedAt,
  });
  return { leadId: lead!.leadId, vendorId: recipients[0]!.vendorId, requestId, email };
}

/** A lead whose invitation went out, and the token of its link. */
async function invited(slug: string) {
  const c = await connected(slug);
  expect(await sendReviewInvitation(context, c.leadId)).toBe(true);
  const [mail] = await mailsTo(c.email);
  const link = extractLinks(mail!).find((l) => l.includes("/review?token="))!;
  return { ...c, token: new URL(link).searchParams.get("token")! };
}

const goodReview = { responsiveness: 4, fit: 5, text: "Answered the same day." };

describe(`review invitations (${testDriver})`, () => {
  it("confirming a connection queues one invitation for 14 days later; it mails once however often it runs", async () => {
    const confirmedAt = new Date();
    const c = await connected("deskly", confirmedAt);
    const queued = await t.db
      .select({ id: jobs.id, runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.type, reviewInvitationJob.type), sql`${jobs.payload}->>'leadId' = ${c.leadId}`));
    expect(queued).toHaveLength(1);
    expect(
      Math.abs(queued[0]!.runAt.getTime() - confirmedAt.getTime() - REVIEW_INVITATION_DELAY_MS),
    ).toBeLessThan(2000);

    // Not due yet: the worker leaves it, and the buyer gets nothing.
    await runQueuedJobs(context);
    expect(await mailsTo(c.email)).toEqual([]);

    // 14 days later (the job's run_at moved to now), then the same job run twice more as a retry would.
    await t.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, queued[0]!.id));
    await runQueuedJobs(context);
    const deps = { ...context, job: { id: 1, attempt: 2, maxAttempts: 8 } };
    await reviewInvitationJob.handler({ leadId: c.leadId }, deps);
    await reviewInvitationJob.handler({ leadId: c.leadId }, deps);
    const invitations = (await mailsTo(c.email)).filter((m) => /^How was Deskly\?/.test(m.subject));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.text).toContain("never with your name");
    const [row] = await t.db.select({ at: leads.reviewInvitedAt }).from(leads).where(eq(leads.id, c.leadId));
    expect(row?.at).not.toBeNull();
  });

  it("a connection confirmed before invitations existed is invited by the hourly sweep, once", async () => {
    const jobsOf = (leadId: string) =>
      t.db
        .select({ id: jobs.id, runAt: jobs.runAt })
        .from(jobs)
        .where(and(eq(jobs.type, reviewInvitationJob.type), sql`${jobs.payload}->>'leadId' = ${leadId}`));
    /** As a connection confirmed before this feature: no invitation queued, none marked. */
    const asBeforeInvitations = async (leadId: string) => {
      await t.db.delete(jobs).where(sql`${jobs.payload}->>'leadId' = ${leadId}`);
      await t.db.update(leads).set({ reviewInvitationQueuedAt: null }).where(eq(leads.id, leadId));
    };
    const confirmedAt = new Date(Date.now() - 60 * 24 * 3_600_000);
    const old = await connected("deskly", confirmedAt);
    const withdrawn = await connected("ticketeer", confirmedAt);
    const recent = await connected("inboxy");
    for (const c of [old, withdrawn, recent]) await asBeforeInvitations(c.leadId);
    await withdrawLead({ db: t.db, requestId: withdrawn.requestId, vendorSlug: "ticketeer" });

    // The sweep as the server registers it.
    const registry = createJobRegistry();
    registerAppJobs(registry);
    const sweep = registry.recurring.get("review-invitations.sweep");
    expect(sweep?.intervalMs).toBeLessThanOrEqual(3_600_000);
    await sweep!.fn({ db: t.db, logger: context.logger, env: context.env, payments: context.payments });

    // The old connection is due at once, the recent one 14 days after its confirmation, the withdrawn one never.
    const [oldJob] = await jobsOf(old.leadId);
    expect(oldJob!.runAt.getTime()).toBeLessThanOrEqual(Date.now());
    const [recentJob] = await jobsOf(recent.leadId);
    expect(recentJob!.runAt.getTime()).toBeGreaterThan(Date.now() + REVIEW_INVITATION_DELAY_MS - 60_000);
    expect(await jobsOf(withdrawn.leadId)).toEqual([]);

    await runQueuedJobs(context);
    const mails = async () => (await mailsTo(old.email)).filter((m) => /^How was Deskly\?/.test(m.subject));
    const [mail] = await mails();
    // Not "two weeks ago": the date of the connection.
    expect(mail!.text).toContain(`On ${confirmedAt.toISOString().slice(0, 10)} you connected with Deskly`);
    expect(extractLinks(mail!).some((l) => l.includes("/review?token="))).toBe(true);

    // Swept again (another hour, another process): nothing new is queued, and no second mail goes out.
    expect(await queueMissingReviewInvitations({ db: t.db })).toBe(0);
    await runQueuedJobs(context);
    expect(await mails()).toHaveLength(1);
    expect(await jobsOf(old.leadId)).toHaveLength(1);
    expect(await jobsOf(withdrawn.leadId)).toEqual([]);
    expect(await mailsTo(withdrawn.email)).toSatisfy((list: { subject: string }[]) =>
      list.every((m) => !/^How was/.test(m.subject)),
    );
  });

  it("the sweep works through a backlog larger than one batch", async () => {
    const backlog = [];
    for (let i = 0; i < 3; i++)
      backlog.push(await connected("helpwise", new Date(Date.now() - 30 * 86_400_000)));
    const ids = backlog.map((c) => c.leadId);
    await t.db.delete(jobs).where(sql`${jobs.payload}->>'leadId' in ${ids}`);
    await t.db.update(leads).set({ reviewInvitationQueuedAt: null }).where(sql`${leads.id} in ${ids}`);
    expect(await queueMissingReviewInvitations({ db: t.db, batch: 2 })).toBe(3);
    const marked = await t.db
      .select({ at: leads.reviewInvitationQueuedAt })
      .from(leads)
      .where(sql`${leads.id} in ${ids}`);
    expect(marked.every((m) => m.at !== null)).toBe(true);
  });

  it("a withdrawn connection gets no invitation", async () => {
    const c = await connected("ticketeer");
    await withdrawLead({ db: t.db, requestId: c.requestId, vendorSlug: "ticketeer" });
    expect(await sendReviewInvitation(context, c.leadId)).toBe(false);
    expect((await mailsTo(c.email)).filter((m) => /^How was/.test(m.subject))).toEqual([]);
  });

  it("an unconfirmed connection queues no invitation", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const connection = await createLeads({
      db: t.db,
      requestId,
      recipients: await recipientsFor(t.db, ["inboxy"]),
      contact: { ...buyerContact, email: "unconfirmed@reviews.example" },
    });
    const leadId = connection.leads[0]!.leadId;
    const queued = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.type, reviewInvitationJob.type), sql`${jobs.payload}->>'leadId' = ${leadId}`));
    expect(queued).toEqual([]);
    expect(await sendReviewInvitation(context, leadId)).toBe(false);
  });
});

describe(`reviews (${testDriver})`, () => {
  it("one review per connection: the link works once, then says it was used", async () => {
    const c = await invited("helpwise");
    expect(await getReviewInvitation({ db: t.db, env, token: c.token })).toMatchObject({
      status: "open",
      vendorName: "Helpwise",
    });
    await submitReview({ db: t.db, env, token: c.token, input: goodReview });
    await expect(submitReview({ db: t.db, env, token: c.token, input: goodReview })).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/already reviewed Helpwise/),
    });
    expect(await getReviewInvitation({ db: t.db, env, token: c.token })).toMatchObject({
      status: "reviewed",
    });
    expect(await t.db.select().from(reviews).where(eq(reviews.leadId, c.leadId))).toHaveLength(1);
  });

  it("no review without a connection: a forged, altered or not-invited link stores nothing", async () => {
    const c = await connected("supportly");
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(reviews);
    const forged = signReviewToken("not the app's secret", c.leadId);
    const notInvited = signReviewToken(await connectTokenSecret(t.db, env), c.leadId);
    for (const token of [forged, notInvited, `${notInvited.slice(0, -1)}A`, "", "x\u0000y", "\uD800"]) {
      expect(await getReviewInvitation({ db: t.db, env, token })).toEqual({ status: "invalid" });
      await expect(submitReview({ db: t.db, env, token, input: goodReview })).rejects.toMatchObject({
        status: 404,
      });
    }
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(reviews)).toEqual(before);
  });

  it("an expired link says so and stores nothing", async () => {
    const c = await invited("inboxy");
    const later = new Date(Date.now() + REVIEW_LINK_VALID_MS + 60_000);
    expect(await getReviewInvitation({ db: t.db, env, token: c.token, now: later })).toMatchObject({
      status: "expired",
    });
    await expect(
      submitReview({ db: t.db, env, token: c.token, input: goodReview, now: later }),
    ).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/expired/) });
    expect(await t.db.select().from(reviews).where(eq(reviews.leadId, c.leadId))).toEqual([]);
  });

  it("only published reviews show; publishing and rejecting are audited and feed the vendor's aggregate", async () => {
    const published = await invited("ticketeer");
    const rejected = await invited("ticketeer");
    await submitReview({
      db: t.db,
      env,
      token: published.token,
      input: { ...goodReview, text: "Quick and helpful." },
    });
    await submitReview({
      db: t.db,
      env,
      token: rejected.token,
      input: { ...goodReview, text: "Spam spam." },
    });
    expect((await findPublishedReviews(t.db, ["ticketeer"])).ticketeer).toBeUndefined();

    const waiting = await findPendingReviews(t.db);
    const toPublish = waiting.find((r) => r.text === "Quick and helpful.")!;
    const toReject = waiting.find((r) => r.text === "Spam spam.")!;
    expect(JSON.stringify(waiting)).not.toContain("reviews.example");
    await decideReviewByAdmin(t.db, operator, { reviewId: toPublish.id, publish: true });
    await decideReviewByAdmin(t.db, operator, { reviewId: toReject.id, publish: false });
    await expect(
      decideReviewByAdmin(t.db, operator, { reviewId: toPublish.id, publish: false }),
    ).rejects.toMatchObject({ status: 404 });

    const shown = (await findPublishedReviews(t.db, ["ticketeer"])).ticketeer!;
    expect(shown.map((r) => r.text)).toEqual(["Quick and helpful."]);
    expect(Object.keys(shown[0]!).sort()).toEqual(
      ["fit", "id", "reply", "repliedAt", "responsiveness", "text", "writtenAt"].sort(),
    );
    const audit = await t.db
      .select({ action: adminAuditLog.action, targetId: adminAuditLog.targetId })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, "review"));
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: "review.publish", targetId: toPublish.id },
        { action: "review.reject", targetId: toReject.id },
      ]),
    );
    const [row] = await t.db.select().from(vendors).where(eq(vendors.slug, "ticketeer"));
    expect(rowToProfile(row!).reviews).toEqual({ count: 1, ratingSum: 4.5 });
  });

  it("the vendor replies once in public, only to its own published reviews", async () => {
    const c = await invited("supportly");
    await submitReview({ db: t.db, env, token: c.token, input: goodReview });
    const [review] = await t.db.select().from(reviews).where(eq(reviews.leadId, c.leadId));
    // Not published yet: nothing to reply to.
    await expect(
      replyToReview({ db: t.db, vendorIds: [c.vendorId], reviewId: review!.id, reply: "Thanks!" }),
    ).rejects.toMatchObject({ status: 404 });
    await decideReviewByAdmin(t.db, operator, { reviewId: review!.id, publish: true });
    const [other] = await t.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, "deskly"));
    await expect(
      replyToReview({ db: t.db, vendorIds: [other!.id], reviewId: review!.id, reply: "Not mine" }),
    ).rejects.toMatchObject({ status: 404 });
    await replyToReview({ db: t.db, vendorIds: [c.vendorId], reviewId: review!.id, reply: "Thank you!" });
    await expect(
      replyToReview({ db: t.db, vendorIds: [c.vendorId], reviewId: review!.id, reply: "Again" }),
    ).rejects.toMatchObject({ status: 409 });
    const mine = await findVendorReviews(t.db, [c.vendorId]);
    expect(mine.published.find((r) => r.id === review!.id)?.reply).toBe("Thank you!");
  });
});
