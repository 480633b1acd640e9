import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests, jobs, leadPayments, leads } from "~/db/schema";
import { action as paywallAction, loader as paywallLoader } from "~/routes/paywall";
import { loader as testCheckoutLoader } from "~/routes/paywall-test-checkout";
import { findFailedJobs } from "~/services/admin/admin.server";
import { registerAppJobs } from "~/services/jobs/app-jobs.server";
import { createJobRegistry } from "~/services/jobs/jobs.server";
import { createJobWorker } from "~/services/jobs/worker.server";
import { withdrawLead } from "~/services/leads/create-leads.server";
import { handleStripeWebhook } from "~/services/leads/handle-stripe-webhook.server";
import { fulfilLeadPayment, startLeadCheckout } from "~/services/leads/lead-payments.server";
import { refundLeadPaymentJob } from "~/services/leads/refund-lead-payment.server";
import { findOutboxMessages } from "~/services/mail/outbox.server";
import { sendEmailJob } from "~/services/mail/send-email-job.server";
import {
  createPaymentProvider,
  createStripeProvider,
  type PaymentProvider,
} from "~/services/payments/payment-provider.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { FAULT_MESSAGE } from "~/utils/service-fault.server";
import { logPaymentMode } from "../../server/bootstrap";
import {
  type FakeStripe,
  signedCompletedEvent,
  startFakeStripe,
  TEST_STRIPE_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
} from "../fixtures/fake-stripe";
import { createTestContext, routeArgs, routeOutcome } from "../setup/app-context";
import { runQueuedJobs } from "../setup/jobs";
import {
  buyerContact,
  createConfirmedLeads,
  createMarketRequest,
  recipientsFor,
  registerMarketVendor,
  seedMarketCatalog,
} from "../setup/marketplace";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";
import { get, post } from "../setup/vendor-accounts";

const PUBLIC_URL = "https://saasmatch.test";

let t: TestDatabase;
let context: AppLoadContext;
let fake: FakeStripe;
let stripePayments: PaymentProvider;
let dataDir: string;
let cookie: string;
let logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), "saasmatch-payments-"));
  await seedMarketCatalog(t.db);
  const logger = createLogger({
    level: "info",
    destination: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(
          ...String(chunk)
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line)),
        );
        done();
      },
    }),
  });
  context = await createTestContext(t.db, {
    // A production deployment without Stripe keys: payments are off unless a test passes its own provider.
    env: parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir, PUBLIC_URL }),
    logger,
  });
  // Registered outside production (the test helper reads the development cookie names), then signed in under the
  // names a production server uses.
  const registering = await createTestContext(t.db, {
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL }),
  });
  cookie = (await registerMarketVendor(registering, "deskly")).cookie.replace(
    /(^|; )saasmatch\./g,
    "$1__Secure-saasmatch.",
  );
  fake = await startFakeStripe();
  stripePayments = createStripeProvider({
    stripe: fake.stripe,
    webhookSecret: TEST_WEBHOOK_SECRET,
    publicUrl: PUBLIC_URL,
  });
});
afterAll(async () => {
  await fake?.close();
  await t.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

async function connectedLead(slug = "deskly") {
  const requestId = await createMarketRequest(t.db, context.matching);
  const [recipient] = await recipientsFor(t.db, [slug]);
  const [lead] = await createConfirmedLeads({
    db: t.db,
    requestId,
    recipients: [recipient!],
    contact: buyerContact,
  });
  return { requestId, leadId: lead!.leadId, vendorId: recipient!.vendorId };
}

const paymentsOf = (leadId: string) =>
  t.db.select().from(leadPayments).where(eq(leadPayments.leadId, leadId));
const sessionsFor = (paymentIds: string[]) =>
  [...fake.sessions.values()].filter((s) => paymentIds.includes(s.client_reference_id));

const runJobs = (payments: PaymentProvider) => runQueuedJobs({ ...context, payments });

const outcome = routeOutcome;
const payForm = (leadId: string) => {
  const form = new FormData();
  form.set("lead", leadId);
  return form;
};

describe(`payment mode (${testDriver})`, () => {
  it("production without Stripe keys: the paywall says payments are not configured and unlocks nothing", async () => {
    const production = context;
    const { leadId } = await connectedLead();
    const page = await outcome(paywallLoader(routeArgs(get(`/paywall?lead=${leadId}`, cookie), production)));
    expect(page.data).toMatchObject({
      found: true,
      payments: { kind: "off", missing: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"] },
    });
    const pay = await outcome(
      paywallAction(routeArgs(post("/paywall", payForm(leadId), cookie), production)),
    );
    expect(pay.status).toBe(503);
    expect(pay.data.message).toMatch(/Payments are not configured/);
    expect(await paymentsOf(leadId)).toHaveLength(0);
    expect((await t.db.select().from(leads).where(eq(leads.id, leadId)))[0]?.state).toBe("new");

    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({
      level: "info",
      destination: new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    });
    logPaymentMode(production.payments, logger);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        missing: ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"],
        msg: expect.stringContaining("set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET"),
      }),
    ]);
  });

  it("production with PAYMENTS_TEST_MODE=1: the labelled test checkout, and every paywall page says so", async () => {
    const declared = {
      ...context,
      env: parseEnv({ NODE_ENV: "production", PUBLIC_URL, DATA_DIR: dataDir, PAYMENTS_TEST_MODE: "1" }),
    };
    declared.payments = createPaymentProvider(declared.env);
    const { leadId } = await connectedLead();
    const page = await outcome(paywallLoader(routeArgs(get(`/paywall?lead=${leadId}`, cookie), declared)));
    expect(page.data.payments).toEqual({ kind: "test", declared: true });
    const pay = await outcome(paywallAction(routeArgs(post("/paywall", payForm(leadId), cookie), declared)));
    expect(pay.location).toMatch(/^\/paywall\/test-checkout\?session=testcs_/);
    const checkout = await outcome(testCheckoutLoader(routeArgs(get(pay.location!, cookie), declared)));
    expect(checkout.data).toMatchObject({ declared: true, paid: false });
    // With both Stripe keys, test mode cannot be declared as well.
    expect(() =>
      parseEnv({
        PAYMENTS_TEST_MODE: "1",
        STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      }),
    ).toThrowError(/PAYMENTS_TEST_MODE cannot be on while the Stripe keys are set/);
  });

  it("Stripe unreachable: the paywall answers 503 with the fault table's message, and no checkout is recorded", async () => {
    const unreachable = new Stripe(TEST_STRIPE_SECRET_KEY, {
      host: "127.0.0.1",
      port: 9,
      protocol: "http",
      maxNetworkRetries: 0,
    });
    const down = {
      ...context,
      payments: createStripeProvider({
        stripe: unreachable,
        webhookSecret: TEST_WEBHOOK_SECRET,
        publicUrl: PUBLIC_URL,
      }),
    };
    const { leadId } = await connectedLead();
    const pay = await outcome(paywallAction(routeArgs(post("/paywall", payForm(leadId), cookie), down)));
    expect(pay.status).toBe(503);
    expect(pay.data.message).toBe(FAULT_MESSAGE["payments-unavailable"]);
    expect(pay.headers?.get("retry-after")).toBe("30");
    expect((await paymentsOf(leadId)).every((p) => p.checkoutSessionId === null)).toBe(true);
  });
});

describe(`one open checkout per payment, every payment unlocks or is refunded (${testDriver})`, () => {
  it("two concurrent Pay clicks open one Stripe session", async () => {
    const { leadId, vendorId } = await connectedLead();
    fake.createDelayMs = 150;
    try {
      const clicks = await Promise.all(
        [1, 2, 3].map(() =>
          startLeadCheckout({ db: t.db, env: context.env, payments: stripePayments, vendorId, leadId }),
        ),
      );
      expect(new Set(clicks.map((c) => c.url)).size).toBe(1);
    } finally {
      fake.createDelayMs = 0;
    }
    const payments = await paymentsOf(leadId);
    expect(payments).toHaveLength(1);
    expect(sessionsFor(payments.map((p) => p.id))).toHaveLength(1);
  });

  it("a checkout about to expire is closed at Stripe before its replacement opens", async () => {
    const { leadId, vendorId } = await connectedLead();
    const first = await startLeadCheckout({
      db: t.db,
      env: context.env,
      payments: stripePayments,
      vendorId,
      leadId,
    });
    const [payment] = await paymentsOf(leadId);
    await t.db
      .update(leadPayments)
      .set({ checkoutExpiresAt: new Date(Date.now() + 10_000) })
      .where(eq(leadPayments.id, payment!.id));
    const second = await startLeadCheckout({
      db: t.db,
      env: context.env,
      payments: stripePayments,
      vendorId,
      leadId,
    });
    expect(second.url).not.toBe(first.url);
    const sessions = sessionsFor([payment!.id]);
    expect(sessions.map((s) => s.status).sort()).toEqual(["expired", "open"]);
    expect(fake.expired).toContain(payment!.checkoutSessionId);
  });

  it("a second completed checkout for a paid lead is refunded, with a log line", async () => {
    const { leadId, vendorId } = await connectedLead();
    await startLeadCheckout({ db: t.db, env: context.env, payments: stripePayments, vendorId, leadId });
    const [payment] = await paymentsOf(leadId);
    const first = sessionsFor([payment!.id])[0]!;
    const other = {
      id: "cs_test_paid_elsewhere",
      client_reference_id: payment!.id,
      amount_total: first.amount_total,
    };
    const deliver = (session: typeof first | typeof other) => {
      const { payload, signature } = signedCompletedEvent(fake.stripe, session);
      return handleStripeWebhook({
        db: t.db,
        payments: stripePayments,
        logger: context.logger,
        payload,
        signature,
      });
    };
    expect(await deliver(first)).toMatchObject({ fulfilment: { outcome: "unlocked" } });
    logLines = [];
    expect(await deliver(other)).toMatchObject({ fulfilment: { outcome: "refund_due", duplicate: true } });
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 40, msg: expect.stringContaining("second payment for a lead") }),
    );
    const rows = await paymentsOf(leadId);
    expect(rows.map((r) => r.status).sort()).toEqual(["paid", "refund_due"]);
    const extra = rows.find((r) => r.status === "refund_due")!;
    expect(extra).toMatchObject({ paymentReference: `pi_${other.id}`, vendorId });

    await runJobs(stripePayments);
    expect(fake.refunds.map((r) => r.params.get("payment_intent"))).toContain(`pi_${other.id}`);
    expect(fake.refunds.map((r) => r.params.get("payment_intent"))).not.toContain(`pi_${first.id}`);
    expect((await paymentsOf(leadId)).map((r) => r.status).sort()).toEqual(["paid", "refunded"]);
    expect(logLines).toContainEqual(
      expect.objectContaining({ msg: "lead payment refunded", paymentId: extra.id }),
    );
    // The same event again changes nothing.
    expect(await deliver(other)).toMatchObject({ status: "duplicate" });
  });

  it("a payment owed back stays refund_due when the vendor pays again after the buyer reconnected, and is refunded", async () => {
    const { leadId, vendorId, requestId } = await connectedLead();
    await startLeadCheckout({ db: t.db, env: context.env, payments: stripePayments, vendorId, leadId });
    const [payment] = await paymentsOf(leadId);
    const session = sessionsFor([payment!.id])[0]!;
    await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" });
    const paid = signedCompletedEvent(fake.stripe, session);
    await handleStripeWebhook({
      db: t.db,
      payments: stripePayments,
      logger: context.logger,
      payload: paid.payload,
      signature: paid.signature,
    });
    expect((await paymentsOf(leadId))[0]?.status).toBe("refund_due");

    // The buyer connects again (the same lead row, a new code) and the vendor pays again before the refund ran.
    const [recipient] = await recipientsFor(t.db, ["deskly"]);
    await createConfirmedLeads({ db: t.db, requestId, recipients: [recipient!], contact: buyerContact });
    await startLeadCheckout({ db: t.db, env: context.env, payments: stripePayments, vendorId, leadId });
    const rows = await paymentsOf(leadId);
    expect(rows.find((r) => r.id === payment!.id)?.status).toBe("refund_due");
    expect(rows.filter((r) => r.status === "pending")).toHaveLength(1);

    await runJobs(stripePayments);
    expect(fake.refunds.map((r) => r.params.get("payment_intent"))).toContain(`pi_${session.id}`);
    expect((await paymentsOf(leadId)).find((r) => r.id === payment!.id)?.status).toBe("refunded");
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, refundLeadPaymentJob.type), eq(jobs.status, "failed")));
    expect(queued).toEqual([]);
  });
});

describe(`retention of contact details (${testDriver})`, () => {
  it("deletes unpaid leads past the retention period with their contact, and the search once nothing is left", async () => {
    const old = new Date(Date.now() - 91 * 86_400_000);
    const unpaid = await connectedLead("deskly");
    const recent = await connectedLead("deskly");
    // An old search with one unlocked lead and one unpaid lead.
    const mixedRequest = await createMarketRequest(t.db, context.matching);
    const recipients = await recipientsFor(t.db, ["ticketeer", "inboxy"]);
    const [unlocked, pending] = await createConfirmedLeads({
      db: t.db,
      requestId: mixedRequest,
      recipients,
      contact: buyerContact,
    });
    await t.db
      .update(leads)
      .set({ state: "unlocked", unlockedAt: old })
      .where(eq(leads.id, unlocked!.leadId));
    await t.db
      .update(buyerRequests)
      .set({ createdAt: old })
      .where(sql`${buyerRequests.id} in (${unpaid.requestId}, ${mixedRequest})`);
    await t.db
      .update(leads)
      .set({ createdAt: old })
      .where(sql`${leads.requestId} in (${unpaid.requestId}, ${mixedRequest})`);

    const registry = createJobRegistry();
    registerAppJobs(registry);
    await registry.recurring.get("buyer-requests.retention")!.fn({
      db: t.db,
      logger: context.logger,
      env: context.env,
      payments: context.payments,
    });

    const remainingLeads = new Set((await t.db.select({ id: leads.id }).from(leads)).map((r) => r.id));
    expect(remainingLeads.has(unpaid.leadId)).toBe(false);
    expect(remainingLeads.has(pending!.leadId)).toBe(false);
    expect(remainingLeads.has(unlocked!.leadId)).toBe(true);
    expect(remainingLeads.has(recent.leadId)).toBe(true);
    const remainingRequests = new Set(
      (await t.db.select({ id: buyerRequests.id }).from(buyerRequests)).map((r) => r.id),
    );
    expect(remainingRequests.has(unpaid.requestId)).toBe(false);
    expect(remainingRequests.has(mixedRequest)).toBe(true);
    expect(remainingRequests.has(recent.requestId)).toBe(true);
  });
});

describe(`consequences are jobs (${testDriver})`, () => {
  const jobsFor = async (paymentId: string) =>
    (await t.db.select({ type: jobs.type, payload: jobs.payload }).from(jobs))
      .filter((j) => (j.payload as { paymentId?: string }).paymentId === paymentId)
      .map((j) => j.type)
      .sort();

  it("a refund and its email are both queued with the refund_due payment, or neither", async () => {
    const { leadId, vendorId, requestId } = await connectedLead();
    await startLeadCheckout({ db: t.db, env: context.env, payments: stripePayments, vendorId, leadId });
    const [payment] = await paymentsOf(leadId);
    const session = sessionsFor([payment!.id])[0]!;
    await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" });
    const completion = {
      paymentId: payment!.id,
      sessionId: session.id,
      paymentReference: `pi_${session.id}`,
      amountCents: session.amount_total,
    };
    // The transaction fails after the fulfilment (the process dies, the database goes away): nothing is kept.
    await expect(
      t.db.transaction(async (tx) => {
        await fulfilLeadPayment(tx, { completion });
        throw new Error("connection lost before commit");
      }),
    ).rejects.toThrow("connection lost");
    expect(await jobsFor(payment!.id)).toEqual([]);
    expect((await paymentsOf(leadId))[0]?.status).toBe("pending");

    await t.db.transaction((tx) => fulfilLeadPayment(tx, { completion }));
    expect((await paymentsOf(leadId))[0]?.status).toBe("refund_due");
    expect(await jobsFor(payment!.id)).toEqual(["lead-payment.refund", "lead-payment.refund-email"]);
    const refundMails = async () =>
      (await findOutboxMessages(context.env)).filter((m) =>
        /Your payment of €49.00 is refunded/.test(m.subject),
      );
    const before = (await refundMails()).length;
    await runJobs(stripePayments);
    expect(await refundMails()).toHaveLength(before + 1);
    expect((await paymentsOf(leadId))[0]?.status).toBe("refunded");
  });

  it("an email failing on its first attempt is delivered on a retry; one that keeps failing is a failed job in /admin", async () => {
    // The outbox cannot be written while DATA_DIR is a file (ENOTDIR), a real failure of delivery.
    const blocked = join(dataDir, "not-a-directory");
    await writeFile(blocked, "");
    const env = { ...context.env, DATA_DIR: blocked };
    const registry = createJobRegistry();
    registerAppJobs(registry);
    const worker = createJobWorker({
      db: t.db,
      logger: context.logger,
      env,
      payments: context.payments,
      registry,
      backoffMs: () => 0,
    });
    const message = (subject: string) => ({
      to: "ops@deskly.example",
      subject,
      template: { heading: subject, paragraphs: ["A test of delivery."], reason: "A test." },
    });
    const once = await t.db.transaction((tx) => sendEmailJob.enqueue(tx, message("Delivered on a retry")));
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const [afterFirst] = await t.db.select().from(jobs).where(eq(jobs.id, once.id));
    expect(afterFirst).toMatchObject({ status: "queued", attempts: 1 });
    expect(afterFirst?.lastError).toMatch(/ENOTDIR|EEXIST/);

    await rm(blocked);
    await mkdir(blocked);
    await worker.runOnce();
    const [afterRetry] = await t.db.select().from(jobs).where(eq(jobs.id, once.id));
    expect(afterRetry).toMatchObject({ status: "succeeded", attempts: 2 });
    expect((await findOutboxMessages(env)).map((m) => m.subject)).toContain("Delivered on a retry");

    await rm(blocked, { recursive: true });
    await writeFile(blocked, "");
    const never = await sendEmailJob.enqueue(t.db, message("Never delivered"));
    for (let attempt = 0; attempt < 10; attempt++) await worker.runOnce();
    const [failed] = await t.db.select().from(jobs).where(eq(jobs.id, never.id));
    expect(failed).toMatchObject({ status: "failed", attempts: 8 });
    expect(await findFailedJobs(t.db)).toContainEqual(
      expect.objectContaining({
        id: never.id,
        type: "mail.send",
        attempts: 8,
        error: expect.stringMatching(/ENOTDIR|EEXIST/),
      }),
    );
    await rm(blocked);
  });
});
