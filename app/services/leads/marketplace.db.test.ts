import { and, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerQuestions, buyerRequests, jobs, leadPayments, leads, stripeEvents } from "~/db/schema";
import { ANSWER_WINDOW_MS } from "~/domain/leads/rules";
import {
  createPaymentProvider,
  createStripeProvider,
  type PaymentProvider,
} from "~/services/payments/payment-provider.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import {
  type FakeStripe,
  signedCompletedEvent,
  startFakeStripe,
  TEST_WEBHOOK_SECRET,
} from "../../../tests/fixtures/fake-stripe";
import { createTestContext } from "../../../tests/setup/app-context";
import {
  buyerContact,
  confirmationTokenFor,
  createConfirmedLeads,
  createMarketRequest,
  recipientsFor,
  seedMarketCatalog,
} from "../../../tests/setup/marketplace";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { deleteBuyerRequest, deleteExpiredBuyerRequests } from "../delete-buyer-request.server";
import { registerAppJobs } from "../jobs/app-jobs.server";
import { createJobRegistry } from "../jobs/jobs.server";
import { CLAIM_REFUSED_MESSAGE, claimLead, findOwnWithdrawnLead, getLeadPreview } from "./claim-lead.server";
import { connectTokenSecret, signConnectToken } from "./connect-token.server";
import {
  confirmConnection,
  createLeads,
  deleteUnconfirmedLeads,
  getConnectionConfirmation,
  withdrawLead,
} from "./create-leads.server";
import { findVendorLeads } from "./find-vendor-leads.server";
import { getBuyerDetails } from "./get-buyer-details.server";
import { getBuyerMarketplace } from "./get-buyer-marketplace.server";
import { handleStripeWebhook } from "./handle-stripe-webhook.server";
import { unlockedEmailJob } from "./lead-emails.server";
import { confirmConnectionEmailJob, notifyVendorOfLeadJob } from "./lead-jobs.server";
import { completeTestCheckout, startLeadCheckout } from "./lead-payments.server";
import {
  answerQuestion,
  askQuestion,
  findBuyerQuestionThreads,
  findVendorQuestions,
} from "./questions.server";
import { refundLeadPayment, refundLeadPaymentJob, refundNoticeEmailJob } from "./refund-lead-payment.server";

let t: TestDatabase;
let context: AppLoadContext;
let fake: FakeStripe;
let stripePayments: PaymentProvider;
const testPayments = createPaymentProvider(parseEnv({ NODE_ENV: "test" }));
const env = { LEAD_PRICE_EUR: 49, PUBLIC_URL: "http://localhost:4700" };

beforeAll(async () => {
  t = await createTestDatabase();
  await seedMarketCatalog(t.db);
  context = await createTestContext(t.db);
  fake = await startFakeStripe();
  stripePayments = createStripeProvider({
    stripe: fake.stripe,
    webhookSecret: TEST_WEBHOOK_SECRET,
    publicUrl: env.PUBLIC_URL,
  });
});
afterAll(async () => {
  await fake?.close();
  await t.cleanup();
});

async function queuedJobs(type: string) {
  const rows = await t.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.type, type), eq(jobs.status, "queued")));
  return rows.map((r) => r.payload);
}

const newRequest = () => createMarketRequest(t.db, context.matching);
const leadsOf = (requestId: string) => t.db.select().from(leads).where(eq(leads.requestId, requestId));

async function connectedLead(slug = "deskly") {
  const requestId = await newRequest();
  const [recipient] = await recipientsFor(t.db, [slug]);
  const [lead] = await createConfirmedLeads({
    db: t.db,
    requestId,
    recipients: [recipient!],
    contact: buyerContact,
  });
  return { requestId, lead: lead!, vendorId: recipient!.vendorId };
}

describe(`qualification questions (${testDriver})`, () => {
  it("ask → the vendor sees it with the anonymous summary → answers → the buyer sees the answers side by side", async () => {
    const requestId = await newRequest();
    const [deskly, inboxy] = await recipientsFor(t.db, ["deskly", "inboxy"]);
    const asked = new Date(Date.now() - 2 * 3_600_000);
    const { groupId, questions } = await askQuestion({
      db: t.db,
      requestId,
      recipients: [deskly!, inboxy!],
      question: "Do you support Shopify order lookups?",
      now: asked,
    });
    expect(questions).toHaveLength(2);

    const inbox = await findVendorQuestions({ db: t.db, vendorId: deskly!.vendorId });
    const mine = inbox.find((q) => q.question === "Do you support Shopify order lookups?");
    expect(mine?.summary).toMatchObject({ industry: "E-Commerce", company_size: "SMB" });
    expect(JSON.stringify(inbox)).not.toContain(buyerContact.email);

    const desklyQuestion = questions.find((q) => q.recipient.slug === "deskly")!.questionId;
    await answerQuestion({
      db: t.db,
      vendorId: deskly!.vendorId,
      questionId: desklyQuestion,
      answer: "Yes, through our Shopify app.",
      now: new Date(asked.getTime() + 45 * 60_000),
    });
    // Another vendor cannot answer it, and it cannot be answered twice.
    await expect(
      answerQuestion({ db: t.db, vendorId: inboxy!.vendorId, questionId: desklyQuestion, answer: "Hijack" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      answerQuestion({ db: t.db, vendorId: deskly!.vendorId, questionId: desklyQuestion, answer: "Again" }),
    ).rejects.toMatchObject({ status: 409 });

    const threads = await findBuyerQuestionThreads({ db: t.db, requestId });
    expect(threads).toHaveLength(1);
    expect(threads[0]?.groupId).toBe(groupId);
    const replies = Object.fromEntries(threads[0]!.replies.map((r) => [r.vendorSlug, r.status]));
    expect(replies.deskly).toMatchObject({
      kind: "answered",
      answer: "Yes, through our Shopify app.",
      tookMs: 45 * 60_000,
    });
    expect(replies.inboxy).toMatchObject({ kind: "waiting" });

    const later = await findBuyerQuestionThreads({
      db: t.db,
      requestId,
      now: new Date(asked.getTime() + ANSWER_WINDOW_MS + 1),
    });
    expect(later[0]?.replies.find((r) => r.vendorSlug === "inboxy")?.status.kind).toBe("no_answer");
  });

  it("refuses a vendor that is not in the buyer's ranking and an unknown request", async () => {
    const [deskly] = await recipientsFor(t.db, ["deskly"]);
    await expect(
      askQuestion({ db: t.db, requestId: "Z".repeat(22), recipients: [deskly!], question: "Anyone there?" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      askQuestion({
        db: t.db,
        requestId: await newRequest(),
        recipients: [{ ...deskly!, slug: "not-ranked" }],
        question: "Anyone?",
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe(`connect (${testDriver})`, () => {
  it("creates one lead per vendor with distinct codes; a 4th vendor is refused", async () => {
    const requestId = await newRequest();
    const three = await recipientsFor(t.db, ["deskly", "ticketeer", "inboxy"]);
    const created = await createConfirmedLeads({
      db: t.db,
      requestId,
      recipients: three,
      contact: buyerContact,
    });
    expect(created).toHaveLength(3);
    expect(new Set(created.map((c) => c.code)).size).toBe(3);
    for (const c of created) expect(c.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const rows = await leadsOf(requestId);
    expect(rows.map((r) => r.state)).toEqual(["new", "new", "new"]);
    expect(rows[0]?.consentText).toContain("Deskly, Ticketeer and Inboxy");

    const fourth = await recipientsFor(t.db, ["helpwise"]);
    await expect(
      createLeads({ db: t.db, requestId, recipients: fourth, contact: buyerContact }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("3 vendors, the most per request") as unknown as string,
    });
    await expect(
      createLeads({ db: t.db, requestId, recipients: [three[0]!], contact: buyerContact }),
    ).rejects.toMatchObject({ status: 409, message: "You are already connected with Deskly." });
    expect(await leadsOf(requestId)).toHaveLength(3);
  });

  it("refuses 4 vendors in one go, and concurrent connects never exceed 3", async () => {
    const requestId = await newRequest();
    const four = await recipientsFor(t.db, ["deskly", "ticketeer", "inboxy", "helpwise"]);
    await expect(
      createLeads({ db: t.db, requestId, recipients: four, contact: buyerContact }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const results = await Promise.allSettled(
      four.map((r) => createLeads({ db: t.db, requestId, recipients: [r], contact: buyerContact })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    expect(await leadsOf(requestId)).toHaveLength(3);
  });

  it("lets the buyer withdraw before unlock, erasing the contact stored for it, and connect another vendor", async () => {
    const { requestId } = await connectedLead("deskly");
    await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" });
    const [row] = await leadsOf(requestId);
    expect(row).toMatchObject({ state: "withdrawn", contactEmail: "", contactName: "", contactPhone: "" });
    await expect(withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" })).rejects.toMatchObject({
      status: 404,
    });
    await expect(withdrawLead({ db: t.db, requestId, vendorSlug: "inboxy" })).rejects.toMatchObject({
      status: 404,
    });
    // Found by the fuzz run: a vendor field with NUL reached PostgreSQL, which refused it → 500.
    for (const vendorSlug of ["\u0000".repeat(20), "deskly\u0000", "x".repeat(5000), "DESKLY"]) {
      await expect(withdrawLead({ db: t.db, requestId, vendorSlug })).rejects.toMatchObject({ status: 404 });
    }
    // Connecting again with the same vendor gives a fresh code.
    const again = await createConfirmedLeads({
      db: t.db,
      requestId,
      recipients: await recipientsFor(t.db, ["deskly"]),
      contact: buyerContact,
    });
    expect(again[0]?.code).not.toBe(row?.code);
    expect((await leadsOf(requestId))[0]).toMatchObject({ state: "new", contactEmail: buyerContact.email });
  });
});

describe(`email confirmation before any vendor is told (${testDriver})`, () => {
  const HOUR = 3_600_000;
  const secret = () => connectTokenSecret(t.db, { AUTH_SECRET: undefined });
  const jobsFor = async (type: string, key: string, value: string) =>
    (await t.db.select().from(jobs).where(eq(jobs.type, type))).filter(
      (j) => (j.payload as Record<string, string>)[key] === value,
    );

  // Regression: connecting created `new` leads that their vendors could claim, see and pay for at once, and
  // mailed them, for an address nobody had confirmed.
  it("a connect stays pending: no vendor lists, claims, previews, pays for or is mailed about it", async () => {
    const requestId = await newRequest();
    const recipients = await recipientsFor(t.db, ["deskly", "ticketeer"]);
    const { confirmationId, leads: created } = await createLeads({
      db: t.db,
      requestId,
      recipients,
      contact: buyerContact,
    });
    expect((await leadsOf(requestId)).map((r) => r.state)).toEqual(["pending", "pending"]);
    for (const [i, lead] of created.entries()) {
      const vendorId = recipients[i]!.vendorId;
      const listed = await findVendorLeads({ db: t.db, vendorId });
      expect(
        Object.values(listed)
          .flat()
          .some((l) => l.leadId === lead.leadId),
      ).toBe(false);
      expect(await claimLead({ db: t.db, vendorId, code: lead.code })).toBeNull();
      expect(await getLeadPreview({ db: t.db, vendorId, leadId: lead.leadId })).toBeNull();
      expect(await getBuyerDetails({ db: t.db, vendorId, leadId: lead.leadId })).toEqual({
        status: "not_found",
      });
      await expect(
        startLeadCheckout({ db: t.db, env, payments: testPayments, vendorId, leadId: lead.leadId }),
      ).rejects.toMatchObject({ status: 404 });
      expect(await jobsFor(notifyVendorOfLeadJob.type, "leadId", lead.leadId)).toHaveLength(0);
    }
    // The only mail queued is the buyer's, in the same transaction as the leads.
    expect(await jobsFor(confirmConnectionEmailJob.type, "confirmationId", confirmationId)).toHaveLength(1);
    expect((await leadsOf(requestId)).every((r) => r.claimedAt === null)).toBe(true);
  });

  it("confirming makes the leads new and queues one vendor mail per lead, once, however often it is clicked", async () => {
    const requestId = await newRequest();
    const recipients = await recipientsFor(t.db, ["deskly", "inboxy"]);
    const connectedAt = new Date(Date.now() - HOUR);
    const connection = await createLeads({
      db: t.db,
      requestId,
      recipients,
      contact: buyerContact,
      now: connectedAt,
    });
    const token = await confirmationTokenFor(t.db, requestId, connection.confirmationId, connectedAt);
    const key = await secret();
    expect(await getConnectionConfirmation({ db: t.db, secret: key, token })).toMatchObject({
      status: "pending",
      requestId,
      vendors: ["Deskly", "Inboxy"],
    });
    // Two tabs at once, then a third click after the vendor mails went out.
    const both = await Promise.all([
      confirmConnection({ db: t.db, secret: key, token }),
      confirmConnection({ db: t.db, secret: key, token }),
    ]);
    expect(both.map((c) => c.justConfirmed).sort()).toEqual([false, true]);
    for (const c of both) expect(c).toMatchObject({ status: "confirmed", vendors: ["Deskly", "Inboxy"] });
    await t.db.update(jobs).set({ status: "succeeded" }).where(eq(jobs.type, notifyVendorOfLeadJob.type));
    const third = await confirmConnection({ db: t.db, secret: key, token });
    expect(third).toMatchObject({ status: "confirmed", justConfirmed: false });

    const rows = await leadsOf(requestId);
    expect(rows.map((r) => r.state)).toEqual(["new", "new"]);
    for (const row of rows) {
      expect(row.confirmedAt).toBeInstanceOf(Date);
      expect(await jobsFor(notifyVendorOfLeadJob.type, "leadId", row.id)).toHaveLength(1);
    }
    const [deskly] = recipients;
    const code = connection.leads.find((l) => l.recipient.slug === "deskly")!.code;
    const claimed = await claimLead({ db: t.db, vendorId: deskly!.vendorId, code });
    expect(claimed).toMatchObject({ state: "claimed", confirmedAt: rows[0]!.confirmedAt!.toISOString() });
  });

  it("an unconfirmed connect expires after 72 hours and is deleted with its contact details", async () => {
    const requestId = await newRequest();
    const [deskly, inboxy] = await recipientsFor(t.db, ["deskly", "inboxy"]);
    const old = new Date(Date.now() - 72 * HOUR - 60_000);
    const stale = await createLeads({
      db: t.db,
      requestId,
      recipients: [deskly!],
      contact: buyerContact,
      now: old,
    });
    const fresh = await createLeads({
      db: t.db,
      requestId,
      recipients: [inboxy!],
      contact: buyerContact,
      now: new Date(Date.now() - 71 * HOUR),
    });
    const key = await secret();
    const staleToken = await confirmationTokenFor(t.db, requestId, stale.confirmationId, old);
    // Past the deadline the link no longer confirms, even before the clean-up ran.
    expect(await confirmConnection({ db: t.db, secret: key, token: staleToken })).toMatchObject({
      status: "expired",
      justConfirmed: false,
    });

    expect(await deleteUnconfirmedLeads({ db: t.db })).toBeGreaterThanOrEqual(1);
    const left = await leadsOf(requestId);
    expect(left.map((r) => r.confirmationId)).toEqual([fresh.confirmationId]);
    const everything = JSON.stringify(
      await t.db.select().from(leads).where(eq(leads.vendorId, deskly!.vendorId)),
    );
    expect(everything).not.toContain(stale.leads[0]!.code);
    expect(await jobsFor(notifyVendorOfLeadJob.type, "leadId", stale.leads[0]!.leadId)).toHaveLength(0);

    // The link still says why it does not work, though nothing of the connect is left.
    expect(await getConnectionConfirmation({ db: t.db, secret: key, token: staleToken })).toMatchObject({
      status: "expired",
      requestId,
    });
    // Deleted, the vendor can be connected again; the fresh connect still confirms.
    const freshToken = await confirmationTokenFor(t.db, requestId, fresh.confirmationId);
    expect(await confirmConnection({ db: t.db, secret: key, token: freshToken })).toMatchObject({
      status: "confirmed",
      justConfirmed: true,
    });
  });

  it("refuses forged, damaged and foreign tokens without changing anything", async () => {
    const requestId = await newRequest();
    const connection = await createLeads({
      db: t.db,
      requestId,
      recipients: await recipientsFor(t.db, ["helpwise"]),
      contact: buyerContact,
    });
    const key = await secret();
    const good = await confirmationTokenFor(t.db, requestId, connection.confirmationId);
    const claims = { requestId, confirmationId: connection.confirmationId, issuedAt: new Date() };
    const bad = [
      "",
      "not-a-token",
      good.slice(0, -2),
      `${good.slice(0, -1)}${good.endsWith("A") ? "B" : "A"}`,
      signConnectToken("another secret entirely, 32+ characters", claims),
      signConnectToken(key, { ...claims, confirmationId: "00000000-0000-4000-8000-000000000000" }),
      `${good}.${good}`,
      "\u0000".repeat(50),
      "x".repeat(100_000),
    ];
    for (const token of bad) {
      expect(await confirmConnection({ db: t.db, secret: key, token })).toMatchObject({
        status: expect.stringMatching(/^(invalid|cancelled)$/) as unknown as string,
        justConfirmed: false,
      });
    }
    expect((await leadsOf(requestId)).map((r) => r.state)).toEqual(["pending"]);
  });

  it("cancelling a pending connect deletes it; its link then says it was cancelled", async () => {
    const requestId = await newRequest();
    const connection = await createLeads({
      db: t.db,
      requestId,
      recipients: await recipientsFor(t.db, ["deskly"]),
      contact: buyerContact,
    });
    expect(await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" })).toBe("cancelled");
    expect(await leadsOf(requestId)).toHaveLength(0);
    const token = await confirmationTokenFor(t.db, requestId, connection.confirmationId);
    expect(await confirmConnection({ db: t.db, secret: await secret(), token })).toMatchObject({
      status: "cancelled",
      justConfirmed: false,
    });
  });

  it("a second connect with a vendor still waiting for confirmation is refused with what to do", async () => {
    const requestId = await newRequest();
    const recipients = await recipientsFor(t.db, ["ticketeer"]);
    await createLeads({ db: t.db, requestId, recipients, contact: buyerContact });
    await expect(
      createLeads({ db: t.db, requestId, recipients, contact: buyerContact }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("confirm with the link we emailed you") as unknown as string,
    });
  });
});

describe(`claim (${testDriver})`, () => {
  it("a good code shows the anonymous summary, the vendor's own score and others' unlocks; it becomes claimed", async () => {
    const { lead, vendorId } = await connectedLead("deskly");
    const preview = await claimLead({
      db: t.db,
      vendorId,
      code: lead.code.toLowerCase().replaceAll("-", " "),
    });
    expect(preview).toMatchObject({
      leadId: lead.leadId,
      state: "claimed",
      unlockedByOthers: 0,
      maxUnlocks: 3,
    });
    expect(preview?.summary.problem).toContain("emailing us about their orders");
    expect(preview?.verdict?.score).toBeGreaterThan(0);
    expect(JSON.stringify(preview)).not.toContain(buyerContact.email);
    expect(JSON.stringify(preview)).not.toContain(buyerContact.name);
  });

  it("a wrong code, another vendor's code and a withdrawn code all answer the same way", async () => {
    const { lead, requestId } = await connectedLead("deskly");
    const [other] = await recipientsFor(t.db, ["inboxy"]);
    const [deskly] = await recipientsFor(t.db, ["deskly"]);
    expect(await claimLead({ db: t.db, vendorId: deskly!.vendorId, code: "AAAA-BBBB-CCCC" })).toBeNull();
    expect(await claimLead({ db: t.db, vendorId: deskly!.vendorId, code: "not a code" })).toBeNull();
    expect(await claimLead({ db: t.db, vendorId: other!.vendorId, code: lead.code })).toBeNull();
    expect(await findOwnWithdrawnLead({ db: t.db, vendorId: deskly!.vendorId, code: lead.code })).toBeNull();
    await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" });
    expect(await claimLead({ db: t.db, vendorId: deskly!.vendorId, code: lead.code })).toBeNull();
    expect(CLAIM_REFUSED_MESSAGE).not.toMatch(/withdraw|another vendor/i);
    // Its own vendor is told the lead was withdrawn (its leads page lists it); no one else learns anything.
    expect(await findOwnWithdrawnLead({ db: t.db, vendorId: other!.vendorId, code: lead.code })).toBeNull();
    const own = await findOwnWithdrawnLead({
      db: t.db,
      vendorId: deskly!.vendorId,
      code: lead.code.toLowerCase(),
    });
    expect(own).toMatchObject({ code: lead.code, payment: "none" });
    expect(Date.parse(own!.withdrawnAt!)).not.toBeNaN();
    const row = (await findVendorLeads({ db: t.db, vendorId: deskly!.vendorId })).withdrawn[0];
    expect(row).toMatchObject({ code: lead.code, withdrawnAt: own!.withdrawnAt, withdrawnPayment: "none" });
  });
});

describe(`payment in test mode (${testDriver})`, () => {
  it("unlocks exactly once, and only the paying vendor sees the buyer's contact", async () => {
    const { lead, vendorId, requestId } = await connectedLead("deskly");
    const [other] = await recipientsFor(t.db, ["inboxy"]);
    expect(await getBuyerDetails({ db: t.db, vendorId, leadId: lead.leadId })).toEqual({
      status: "locked",
      leadId: lead.leadId,
    });

    const first = await startLeadCheckout({
      db: t.db,
      env,
      payments: testPayments,
      vendorId,
      leadId: lead.leadId,
    });
    const second = await startLeadCheckout({
      db: t.db,
      env,
      payments: testPayments,
      vendorId,
      leadId: lead.leadId,
    });
    expect(second.url).toBe(first.url);
    const sessionId = new URL(first.url, "http://x").searchParams.get("session")!;

    await expect(
      completeTestCheckout({ db: t.db, payments: testPayments, sessionId, vendorId: other!.vendorId }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      completeTestCheckout({ db: t.db, payments: stripePayments, sessionId, vendorId }),
    ).rejects.toMatchObject({ status: 404 });

    const done = await completeTestCheckout({ db: t.db, payments: testPayments, sessionId, vendorId });
    expect(done.fulfilment).toMatchObject({ outcome: "unlocked", leadId: lead.leadId });
    // The buyer's email is queued with the unlock, in its transaction.
    expect(await queuedJobs(unlockedEmailJob.type)).toContainEqual({ leadId: lead.leadId });
    const again = await completeTestCheckout({ db: t.db, payments: testPayments, sessionId, vendorId });
    expect(again.fulfilment).toEqual({ outcome: "already_paid" });

    const payments = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "paid", amountCents: 4900, provider: "test" });
    expect((await leadsOf(requestId))[0]?.state).toBe("unlocked");

    const details = await getBuyerDetails({ db: t.db, vendorId, leadId: lead.leadId });
    expect(details.status).toBe("unlocked");
    if (details.status !== "unlocked") throw new Error("expected details");
    expect(details.details.contact).toEqual(buyerContact);
    expect(details.details.receipt).toMatchObject({ amountCents: 4900, currency: "eur" });
    expect(details.details.receipt.reference).toMatch(/^test_/);
    expect(await getBuyerDetails({ db: t.db, vendorId: other!.vendorId, leadId: lead.leadId })).toEqual({
      status: "not_found",
    });

    // Paying again is refused before any checkout.
    await expect(
      startLeadCheckout({ db: t.db, env, payments: testPayments, vendorId, leadId: lead.leadId }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("already unlocked") as unknown as string,
    });
    // The buyer can no longer withdraw it once 48 hours have passed since the payment.
    await expect(
      withdrawLead({ db: t.db, requestId, vendorSlug: "deskly", now: new Date(Date.now() + 49 * 3600_000) }),
    ).rejects.toMatchObject({ status: 409 });
    // The vendor dashboard lists it as unlocked, without contact data.
    const dashboard = await findVendorLeads({ db: t.db, vendorId });
    expect(dashboard.unlocked.map((l) => l.leadId)).toContain(lead.leadId);
    expect(JSON.stringify(dashboard)).not.toContain(buyerContact.email);
  });

  it("refuses to charge for a withdrawn lead or another vendor's lead", async () => {
    const { lead, vendorId, requestId } = await connectedLead("deskly");
    const [other] = await recipientsFor(t.db, ["inboxy"]);
    await expect(
      startLeadCheckout({
        db: t.db,
        env,
        payments: testPayments,
        vendorId: other!.vendorId,
        leadId: lead.leadId,
      }),
    ).rejects.toMatchObject({ status: 404 });
    await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" });
    await expect(
      startLeadCheckout({ db: t.db, env, payments: stripePayments, vendorId, leadId: lead.leadId }),
    ).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("withdrawn") as unknown as string,
    });
    expect(fake.requests.filter((r) => r.params.get("metadata[lead_id]") === lead.leadId)).toHaveLength(0);
    expect(await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId))).toHaveLength(
      0,
    );
    expect(await getLeadPreview({ db: t.db, vendorId, leadId: lead.leadId })).toBeNull();
  });

  it("owes a refund instead of unlocking when the buyer withdrew while the vendor was at the checkout", async () => {
    const { lead, vendorId, requestId } = await connectedLead("deskly");
    const { url } = await startLeadCheckout({
      db: t.db,
      env,
      payments: testPayments,
      vendorId,
      leadId: lead.leadId,
    });
    await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" });
    const sessionId = new URL(url, "http://x").searchParams.get("session")!;
    const done = await completeTestCheckout({ db: t.db, payments: testPayments, sessionId, vendorId });
    expect(done.fulfilment.outcome).toBe("refund_due");
    expect((await leadsOf(requestId))[0]?.state).toBe("withdrawn");
    // Test mode charged nothing: the queued refund marks it refunded without asking anyone.
    const [payment] = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId));
    expect(payment?.status).toBe("refund_due");
    expect(await queuedJobs(refundLeadPaymentJob.type)).toContainEqual({ paymentId: payment?.id });
    expect(
      await refundLeadPayment({
        db: t.db,
        payments: testPayments,
        logger: context.logger,
        paymentId: payment!.id,
      }),
    ).toEqual({ outcome: "refunded", refundId: null });
    // The vendor is told the buyer withdrew it and that the payment was refunded.
    expect(await findOwnWithdrawnLead({ db: t.db, vendorId, code: lead.code })).toMatchObject({
      payment: "refunded",
    });
    expect((await findVendorLeads({ db: t.db, vendorId })).withdrawn[0]).toMatchObject({
      leadId: lead.leadId,
      withdrawnPayment: "refunded",
    });
  });
});

describe(`withdrawing after the vendor paid (${testDriver})`, () => {
  async function paidLead(slug: string) {
    const connected = await connectedLead(slug);
    const { url } = await startLeadCheckout({
      db: t.db,
      env,
      payments: testPayments,
      vendorId: connected.vendorId,
      leadId: connected.lead.leadId,
    });
    const sessionId = new URL(url, "http://x").searchParams.get("session")!;
    await completeTestCheckout({ db: t.db, payments: testPayments, sessionId, vendorId: connected.vendorId });
    const [payment] = await t.db
      .select()
      .from(leadPayments)
      .where(eq(leadPayments.leadId, connected.lead.leadId));
    expect(payment?.status).toBe("paid");
    return { ...connected, payment: payment! };
  }
  const HOUR = 60 * 60 * 1000;

  it("within 48 hours: the lead is withdrawn, its details erased, and the payment refunded once with one vendor mail", async () => {
    const { lead, vendorId, requestId, payment } = await paidLead("deskly");
    const now = new Date(payment.paidAt!.getTime() + 47 * HOUR);
    const market = await getBuyerMarketplace({ db: t.db, requestId, rankedSlugs: ["deskly"], now });
    expect(market.connections[0]).toMatchObject({
      state: "unlocked",
      withdrawUntil: new Date(payment.paidAt!.getTime() + 48 * HOUR).toISOString(),
    });

    expect(await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly", now })).toBe("withdrawn_refunded");
    const [row] = await leadsOf(requestId);
    expect(row).toMatchObject({ state: "withdrawn", contactEmail: "", contactName: "", contactPhone: "" });
    const [after] = await t.db.select().from(leadPayments).where(eq(leadPayments.id, payment.id));
    expect(after?.status).toBe("refund_due");
    expect(await queuedJobs(refundLeadPaymentJob.type)).toContainEqual({ paymentId: payment.id });
    expect(await queuedJobs(refundNoticeEmailJob.type)).toContainEqual({ paymentId: payment.id });
    // A second click changes nothing and queues nothing more.
    await expect(withdrawLead({ db: t.db, requestId, vendorSlug: "deskly", now })).rejects.toMatchObject({
      status: 404,
    });
    const refundJobs = (await queuedJobs(refundLeadPaymentJob.type)).filter(
      (p) => (p as { paymentId: string }).paymentId === payment.id,
    );
    expect(refundJobs).toHaveLength(1);
    expect(await getBuyerDetails({ db: t.db, vendorId, leadId: lead.leadId })).toEqual({
      status: "not_found",
    });

    const refund = (id: string) =>
      refundLeadPayment({ db: t.db, payments: testPayments, logger: context.logger, paymentId: id });
    expect(await refund(payment.id)).toEqual({ outcome: "refunded", refundId: null });
    expect(await refund(payment.id)).toEqual({ outcome: "nothing_to_refund" });
    expect((await findVendorLeads({ db: t.db, vendorId })).withdrawn).toContainEqual(
      expect.objectContaining({ leadId: lead.leadId, withdrawnPayment: "refunded" }),
    );
  });

  it("after 48 hours: refused with the reason, nothing changed and nothing queued", async () => {
    const { requestId, payment } = await paidLead("inboxy");
    const now = new Date(payment.paidAt!.getTime() + 48 * HOUR + 1000);
    const market = await getBuyerMarketplace({ db: t.db, requestId, rankedSlugs: ["inboxy"], now });
    expect(market.connections[0]).toMatchObject({ state: "unlocked", withdrawUntil: null });
    await expect(withdrawLead({ db: t.db, requestId, vendorSlug: "inboxy", now })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("more than 48 hours ago") as unknown as string,
    });
    const [row] = await leadsOf(requestId);
    expect(row).toMatchObject({ state: "unlocked", contactEmail: buyerContact.email });
    const [after] = await t.db.select().from(leadPayments).where(eq(leadPayments.id, payment.id));
    expect(after?.status).toBe("paid");
    expect(await queuedJobs(refundLeadPaymentJob.type)).not.toContainEqual({ paymentId: payment.id });
  });
});

describe(`the buyer's email bounces (${testDriver})`, () => {
  it("a permanent failure of the buyer's mail refunds every paid unlock once, with one vendor mail, however often the job runs", async () => {
    const bouncing = { ...buyerContact, email: "ada@analytical.invalid" };
    const requestId = await newRequest();
    const recipients = await recipientsFor(t.db, ["deskly", "inboxy"]);
    const created = await createConfirmedLeads({ db: t.db, requestId, recipients, contact: bouncing });
    // deskly pays; inboxy does not: only the paid unlock is refunded.
    const desklyLead = created.find((l) => l.recipient.vendorId === recipients[0]!.vendorId)!;
    const { url } = await startLeadCheckout({
      db: t.db,
      env,
      payments: testPayments,
      vendorId: recipients[0]!.vendorId,
      leadId: desklyLead.leadId,
    });
    const sessionId = new URL(url, "http://x").searchParams.get("session")!;
    await completeTestCheckout({
      db: t.db,
      payments: testPayments,
      sessionId,
      vendorId: recipients[0]!.vendorId,
    });
    const [payment] = await t.db
      .select()
      .from(leadPayments)
      .where(eq(leadPayments.leadId, desklyLead.leadId));
    expect(payment?.status).toBe("paid");

    // The buyer's "vendor unlocked your details" mail, run twice as a retried job would be: the outbox's test
    // transport refuses the .invalid domain with a 550, as a mail server refuses an unknown mailbox.
    const deps = { ...context, payments: testPayments, job: { id: 1, attempt: 1, maxAttempts: 8 } };
    await unlockedEmailJob.handler({ leadId: desklyLead.leadId }, deps);
    await unlockedEmailJob.handler(
      { leadId: desklyLead.leadId },
      { ...deps, job: { ...deps.job, attempt: 2 } },
    );

    const rows = await leadsOf(requestId);
    expect(rows.every((r) => r.emailBouncedAt !== null)).toBe(true);
    const [after] = await t.db.select().from(leadPayments).where(eq(leadPayments.id, payment!.id));
    expect(after?.status).toBe("refund_due");
    const mine = (type: string) =>
      t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.type, type), sql`${jobs.payload}->>'paymentId' = ${payment!.id}`));
    expect(await mine(refundLeadPaymentJob.type)).toHaveLength(1);
    expect(await mine(refundNoticeEmailJob.type)).toHaveLength(1);
    expect(
      await refundLeadPayment({
        db: t.db,
        payments: testPayments,
        logger: context.logger,
        paymentId: payment!.id,
      }),
    ).toEqual({ outcome: "refunded", refundId: null });
    const unlocked = (await findVendorLeads({ db: t.db, vendorId: recipients[0]!.vendorId })).unlocked;
    expect(unlocked).toContainEqual(
      expect.objectContaining({ leadId: desklyLead.leadId, unlockedPayment: "refunded" }),
    );
    // The other vendor never paid: nothing to refund for it.
    expect(
      await t.db.select().from(leadPayments).where(eq(leadPayments.vendorId, recipients[1]!.vendorId)),
    ).not.toContainEqual(expect.objectContaining({ status: "refund_due" }));
  });

  it("a temporary failure is retried, records no bounce and refunds nothing", async () => {
    const { lead, vendorId, requestId } = await connectedLead("helpwise");
    const { url } = await startLeadCheckout({
      db: t.db,
      env,
      payments: testPayments,
      vendorId,
      leadId: lead.leadId,
    });
    const sessionId = new URL(url, "http://x").searchParams.get("session")!;
    await completeTestCheckout({ db: t.db, payments: testPayments, sessionId, vendorId });
    // An SMTP server that is not there: a connection error, not a 5xx reply.
    const deps = {
      ...context,
      env: { ...context.env, SMTP_URL: "smtp://127.0.0.1:9" },
      payments: testPayments,
      job: { id: 1, attempt: 1, maxAttempts: 8 },
    };
    await expect(unlockedEmailJob.handler({ leadId: lead.leadId }, deps)).rejects.toThrow();
    const [row] = await leadsOf(requestId);
    expect(row?.emailBouncedAt).toBeNull();
    const [payment] = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId));
    expect(payment?.status).toBe("paid");
  });
});

describe(`Stripe checkout and webhook (${testDriver})`, () => {
  async function stripeCheckout() {
    const { lead, vendorId, requestId } = await connectedLead("deskly");
    const { url } = await startLeadCheckout({
      db: t.db,
      env,
      payments: stripePayments,
      vendorId,
      leadId: lead.leadId,
    });
    const session = [...fake.sessions.values()].find((s) => s.url === url)!;
    return { lead, vendorId, requestId, session };
  }
  const deliver = (payload: string, signature: string | null) =>
    handleStripeWebhook({ db: t.db, payments: stripePayments, logger: context.logger, payload, signature });

  it("creates one Checkout Session per vendor and lead with an idempotency key, priced from configuration", async () => {
    const { lead, vendorId } = await stripeCheckout();
    await startLeadCheckout({ db: t.db, env, payments: stripePayments, vendorId, leadId: lead.leadId });
    const calls = fake.requests.filter((r) => r.params.get("metadata[lead_id]") === lead.leadId);
    expect(calls).toHaveLength(1);
    const [payment] = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId));
    expect(calls[0]?.idempotencyKey).toBe(`lead-checkout:${payment?.id}:1`);
    expect(calls[0]?.params.get("line_items[0][price_data][unit_amount]")).toBe("4900");
    expect(calls[0]?.params.get("mode")).toBe("payment");
  });

  it("a bad signature answers 400 and unlocks nothing", async () => {
    const { session, requestId } = await stripeCheckout();
    const forged = signedCompletedEvent(fake.stripe, session, { secret: "whsec_wrong" });
    await expect(deliver(forged.payload, forged.signature)).rejects.toMatchObject({ status: 400 });
    await expect(deliver(forged.payload, null)).rejects.toMatchObject({ status: 400 });
    const good = signedCompletedEvent(fake.stripe, session);
    await expect(deliver(good.payload.replace('"paid"', '"paid" '), good.signature)).rejects.toMatchObject({
      status: 400,
    });
    expect((await leadsOf(requestId))[0]?.state).toBe("new");
  });

  it("the same event delivered 5 times (some at once) unlocks once and records one payment", async () => {
    const { session, lead, requestId } = await stripeCheckout();
    const { payload, signature } = signedCompletedEvent(fake.stripe, session);
    const results = await Promise.all([
      deliver(payload, signature),
      deliver(payload, signature),
      deliver(payload, signature),
    ]);
    results.push(await deliver(payload, signature), await deliver(payload, signature));
    expect(results.filter((r) => r.status === "processed")).toHaveLength(1);
    expect(results.filter((r) => r.status === "duplicate")).toHaveLength(4);
    const payments = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      status: "paid",
      paymentReference: `pi_${session.id}`,
      provider: "stripe",
    });
    expect((await leadsOf(requestId))[0]?.state).toBe("unlocked");
    // A different event for the same session (a retry Stripe sent with a new id) changes nothing either.
    const other = signedCompletedEvent(fake.stripe, session, { eventId: "evt_other_for_same_session" });
    expect(await deliver(other.payload, other.signature)).toMatchObject({
      status: "processed",
      fulfilment: { outcome: "already_paid" },
    });
  });

  it("an event older than the tolerance is rejected", async () => {
    const { session, requestId } = await stripeCheckout();
    const stale = signedCompletedEvent(fake.stripe, session, {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    await expect(deliver(stale.payload, stale.signature)).rejects.toMatchObject({ status: 400 });
    expect((await leadsOf(requestId))[0]?.state).toBe("new");
    const [recorded] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, `evt_${session.id}`));
    expect(Number(recorded?.n)).toBe(0);
  });

  it("a payment completed after the buyer withdrew is refunded in full through Stripe, exactly once", async () => {
    const { session, lead, requestId } = await stripeCheckout();
    await withdrawLead({ db: t.db, requestId, vendorSlug: "deskly" });
    const { payload, signature } = signedCompletedEvent(fake.stripe, session);
    expect(await deliver(payload, signature)).toMatchObject({
      status: "processed",
      fulfilment: { outcome: "refund_due" },
    });
    const [owed] = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId));
    expect(owed?.status).toBe("refund_due");
    const queued = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.type, refundLeadPaymentJob.type), eq(jobs.status, "queued")));
    expect(queued.map((j) => j.payload)).toContainEqual({ paymentId: owed?.id });

    const logger = createLogger({ level: "silent" });
    const first = await refundLeadPayment({
      db: t.db,
      payments: stripePayments,
      logger,
      paymentId: owed!.id,
    });
    expect(first).toMatchObject({ outcome: "refunded" });
    // A retried job (say the process died after Stripe answered) finds it done and refunds nothing more.
    expect(
      await refundLeadPayment({ db: t.db, payments: stripePayments, logger, paymentId: owed!.id }),
    ).toEqual({
      outcome: "nothing_to_refund",
    });
    const calls = fake.refunds.filter((r) => r.params.get("metadata[payment_id]") === owed?.id);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.params.get("payment_intent")).toBe(`pi_${session.id}`);
    expect(calls[0]?.idempotencyKey).toBe(`lead-refund:${owed?.id}`);
    const [refunded] = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead.leadId));
    expect(refunded?.status).toBe("refunded");
    expect((await leadsOf(requestId))[0]?.state).toBe("withdrawn");
    // Delivering the event again changes nothing.
    expect(await deliver(payload, signature)).toMatchObject({ status: "duplicate" });
  });

  it("an unpaid completion waits; other event types are acknowledged and ignored", async () => {
    const { session, requestId } = await stripeCheckout();
    const unpaid = signedCompletedEvent(fake.stripe, session, {
      eventId: "evt_unpaid",
      paymentStatus: "unpaid",
    });
    expect(await deliver(unpaid.payload, unpaid.signature)).toMatchObject({ status: "ignored" });
    expect((await leadsOf(requestId))[0]?.state).toBe("new");
  });
});

describe(`deleting and retention (${testDriver})`, () => {
  it("the buyer deletes the request and everything tied to it; a paid receipt stays without buyer data", async () => {
    const { lead, vendorId, requestId } = await connectedLead("deskly");
    const [deskly] = await recipientsFor(t.db, ["deskly"]);
    await askQuestion({ db: t.db, requestId, recipients: [deskly!], question: "Is there an API?" });
    const { url } = await startLeadCheckout({
      db: t.db,
      env,
      payments: testPayments,
      vendorId,
      leadId: lead.leadId,
    });
    await completeTestCheckout({
      db: t.db,
      payments: testPayments,
      sessionId: new URL(url, "http://x").searchParams.get("session")!,
      vendorId,
    });

    expect(await deleteBuyerRequest({ db: t.db, requestId })).toBe(true);
    expect(await deleteBuyerRequest({ db: t.db, requestId })).toBe(false);
    expect(await leadsOf(requestId)).toHaveLength(0);
    expect(
      await t.db.select().from(buyerQuestions).where(eq(buyerQuestions.requestId, requestId)),
    ).toHaveLength(0);
    const receipts = await t.db.select().from(leadPayments).where(eq(leadPayments.vendorId, vendorId));
    expect(receipts.some((p) => p.status === "paid" && p.leadId === null)).toBe(true);
    expect(await getBuyerDetails({ db: t.db, vendorId, leadId: lead.leadId })).toEqual({
      status: "not_found",
    });
  });

  it("the retention job deletes an old request that never connected and keeps a connected one", async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 91 * 86_400_000);
    const unconnected = await newRequest();
    const { requestId: connected } = await connectedLead("deskly");
    const recent = await newRequest();
    await t.db
      .update(buyerRequests)
      .set({ createdAt: old })
      .where(sql`${buyerRequests.id} in (${unconnected}, ${connected})`);

    expect(await deleteExpiredBuyerRequests({ db: t.db, retentionDays: 365 })).toBe(0);
    // The scheduled job, as the server registers it, with the default 90 days.
    const registry = createJobRegistry();
    registerAppJobs(registry);
    const job = registry.recurring.get("buyer-requests.retention");
    expect(job?.intervalMs).toBeLessThanOrEqual(24 * 3_600_000);
    await job!.fn({ db: t.db, logger: context.logger, env: context.env, payments: testPayments });
    const remaining = new Set(
      (await t.db.select({ id: buyerRequests.id }).from(buyerRequests)).map((r) => r.id),
    );
    expect(remaining.has(unconnected)).toBe(false);
    expect(remaining.has(connected)).toBe(true);
    expect(remaining.has(recent)).toBe(true);
  });
});
