import { and, eq, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidContactReports, jobs, leadPayments, leads } from "~/db/schema";
import { createPaymentProvider } from "~/services/payments/payment-provider.server";
import { parseEnv } from "~/utils/env.server";
import { createTestContext } from "../../../tests/setup/app-context";
import {
  buyerContact,
  createConfirmedLeads,
  createMarketRequest,
  recipientsFor,
  seedMarketCatalog,
} from "../../../tests/setup/marketplace";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import { connectTokenSecret } from "./connect-token.server";
import { findVendorLeads } from "./find-vendor-leads.server";
import {
  answerInvalidContactReport,
  getInvalidContactReport,
  invalidContactReportEmailJob,
  reportInvalidContact,
} from "./invalid-contact-reports.server";
import { completeTestCheckout, startLeadCheckout } from "./lead-payments.server";
import { refundLeadPayment, refundLeadPaymentJob, refundNoticeEmailJob } from "./refund-lead-payment.server";
import { signReportToken } from "./report-token.server";

let t: TestDatabase;
let context: AppLoadContext;
const payments = createPaymentProvider(parseEnv({ NODE_ENV: "test" }));
const env = { LEAD_PRICE_EUR: 49, PUBLIC_URL: "http://localhost:4700" };
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestDatabase();
  await seedMarketCatalog(t.db);
  context = await createTestContext(t.db);
});
afterAll(async () => {
  await t?.cleanup();
});

/** A confirmed lead of `slug` that the vendor paid for in test mode. */
async function paidLead(slug: string, contact = buyerContact) {
  const requestId = await createMarketRequest(t.db, context.matching);
  const [recipient] = await recipientsFor(t.db, [slug]);
  const [lead] = await createConfirmedLeads({ db: t.db, requestId, recipients: [recipient!], contact });
  const vendorId = recipient!.vendorId;
  const { url } = await startLeadCheckout({ db: t.db, env, payments, vendorId, leadId: lead!.leadId });
  const sessionId = new URL(url, "http://x").searchParams.get("session")!;
  await completeTestCheckout({ db: t.db, payments, sessionId, vendorId });
  const [payment] = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead!.leadId));
  expect(payment?.status).toBe("paid");
  return { requestId, leadId: lead!.leadId, vendorId, payment: payment! };
}

/** Every job (any status) of `type` about this payment. */
const jobsFor = (type: string, paymentId: string) =>
  t.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, type), sql`${jobs.payload}->>'paymentId' = ${paymentId}`));

const paymentStatus = async (id: string) =>
  (await t.db.select().from(leadPayments).where(eq(leadPayments.id, id)))[0]?.status;

async function reportOf(leadId: string) {
  const [report] = await t.db
    .select()
    .from(invalidContactReports)
    .where(eq(invalidContactReports.leadId, leadId));
  return report;
}

const runJob = (reportId: string, attempt: number) =>
  invalidContactReportEmailJob.handler(
    { reportId },
    { ...context, payments, job: { id: 1, attempt, maxAttempts: 8 } },
  );

describe(`a vendor reports a paid lead's contact details invalid (${testDriver})`, () => {
  it("within 10 days, and the buyer's address bounces: one refund and one vendor mail, however often the mail job runs", async () => {
    const { leadId, vendorId, payment } = await paidLead("deskly", {
      ...buyerContact,
      email: "grace@hopper.invalid",
    });
    const now = new Date(payment.paidAt!.getTime() + 9 * DAY);
    expect(await reportInvalidContact({ db: t.db, vendorId, leadId, now })).toMatchObject({
      outcome: "buyer_asked",
    });
    expect(await paymentStatus(payment.id)).toBe("paid");
    const report = await reportOf(leadId);
    expect(report).toMatchObject({ status: "open", vendorId });
    const queued = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, invalidContactReportEmailJob.type),
          sql`${jobs.payload}->>'reportId' = ${report!.id}`,
        ),
      );
    expect(queued).toHaveLength(1);

    // The mail to the buyer asking to confirm bounces (.invalid: a 550 in outbox mode); the job runs twice.
    await runJob(report!.id, 1);
    await runJob(report!.id, 2);
    expect(await paymentStatus(payment.id)).toBe("refund_due");
    expect(await jobsFor(refundLeadPaymentJob.type, payment.id)).toHaveLength(1);
    expect(await jobsFor(refundNoticeEmailJob.type, payment.id)).toHaveLength(1);
    expect(
      await refundLeadPayment({ db: t.db, payments, logger: context.logger, paymentId: payment.id }),
    ).toEqual({
      outcome: "refunded",
      refundId: null,
    });
    const row = (await findVendorLeads({ db: t.db, vendorId, now })).unlocked.find(
      (r) => r.leadId === leadId,
    );
    expect(row).toMatchObject({ unlockedPayment: "refunded", reportUntil: null });
    expect(row?.emailBouncedAt).not.toBeNull();
    expect(row?.contactReport).toMatchObject({ status: "open" });
  });

  it("the buyer confirms through the mailed link: refunded once; the link then says it was used", async () => {
    const { leadId, vendorId, payment } = await paidLead("inboxy");
    const before = (await findVendorLeads({ db: t.db, vendorId })).unlocked.find((r) => r.leadId === leadId);
    expect(before?.reportUntil).toBe(new Date(payment.paidAt!.getTime() + 10 * DAY).toISOString());
    await reportInvalidContact({ db: t.db, vendorId, leadId });
    const report = await reportOf(leadId);
    await runJob(report!.id, 1); // delivered to the outbox: no bounce
    expect(await paymentStatus(payment.id)).toBe("paid");

    const secret = await connectTokenSecret(t.db, context.env);
    const token = signReportToken(secret, report!.id);
    expect(await getInvalidContactReport({ db: t.db, secret, token })).toMatchObject({
      status: "open",
      contact: { email: buyerContact.email, phone: buyerContact.phone },
    });
    expect(await paymentStatus(payment.id)).toBe("paid"); // opening the link changes nothing

    const first = await answerInvalidContactReport({ db: t.db, secret, token, confirm: true });
    expect(first).toMatchObject({ justAnswered: true, view: { status: "answered", answer: "confirmed" } });
    const again = await answerInvalidContactReport({ db: t.db, secret, token, confirm: false });
    expect(again).toMatchObject({ justAnswered: false, view: { status: "answered", answer: "confirmed" } });
    expect(await paymentStatus(payment.id)).toBe("refund_due");
    expect(await jobsFor(refundLeadPaymentJob.type, payment.id)).toHaveLength(1);
    expect(await jobsFor(refundNoticeEmailJob.type, payment.id)).toHaveLength(1);
    const row = (await findVendorLeads({ db: t.db, vendorId })).unlocked.find((r) => r.leadId === leadId);
    expect(row).toMatchObject({ unlockedPayment: "refund_due", contactReport: { status: "confirmed" } });
    // A second report of the same lead is refused.
    await expect(reportInvalidContact({ db: t.db, vendorId, leadId })).rejects.toMatchObject({ status: 409 });
  });

  it("a buyer who says the details are right, a link past its 7 days and a forged link refund nothing", async () => {
    const secret = await connectTokenSecret(t.db, context.env);
    const declined = await paidLead("helpwise");
    await reportInvalidContact({ db: t.db, vendorId: declined.vendorId, leadId: declined.leadId });
    const declinedToken = signReportToken(secret, (await reportOf(declined.leadId))!.id);
    expect(
      await answerInvalidContactReport({ db: t.db, secret, token: declinedToken, confirm: false }),
    ).toMatchObject({ justAnswered: true, view: { answer: "declined" } });
    expect(await paymentStatus(declined.payment.id)).toBe("paid");

    const late = await paidLead("supportly");
    const reportedAt = new Date();
    await reportInvalidContact({ db: t.db, vendorId: late.vendorId, leadId: late.leadId, now: reportedAt });
    const lateToken = signReportToken(secret, (await reportOf(late.leadId))!.id);
    const afterWeek = new Date(reportedAt.getTime() + 7 * DAY + 1000);
    expect(
      await answerInvalidContactReport({ db: t.db, secret, token: lateToken, confirm: true, now: afterWeek }),
    ).toMatchObject({ justAnswered: false, view: { status: "expired" } });
    expect(await paymentStatus(late.payment.id)).toBe("paid");
    expect((await reportOf(late.leadId))?.status).toBe("open");

    for (const token of [
      "",
      "x",
      `${lateToken.slice(0, -2)}${lateToken.at(-2) === "A" ? "B" : "A"}${lateToken.at(-1)}`,
      signReportToken("another secret", (await reportOf(late.leadId))!.id),
    ]) {
      expect(await answerInvalidContactReport({ db: t.db, secret, token, confirm: true })).toMatchObject({
        justAnswered: false,
        view: { status: "invalid" },
      });
    }
    expect(await paymentStatus(late.payment.id)).toBe("paid");
  });

  it("after 10 days: refused with the dates, nothing stored, nothing queued", async () => {
    const { leadId, vendorId, payment } = await paidLead("ticketeer");
    const now = new Date(payment.paidAt!.getTime() + 10 * DAY + 1000);
    expect(
      (await findVendorLeads({ db: t.db, vendorId, now })).unlocked.find((r) => r.leadId === leadId),
    ).toMatchObject({ reportUntil: null, contactReport: null });
    await expect(reportInvalidContact({ db: t.db, vendorId, leadId, now })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("within 10 days after paying") as unknown as string,
    });
    expect(await reportOf(leadId)).toBeUndefined();
    expect(await paymentStatus(payment.id)).toBe("paid");
  });

  it("another vendor cannot report someone else's lead, nor can anyone report an unpaid or unknown one", async () => {
    const { leadId, vendorId, payment } = await paidLead("deskly");
    const [other] = await recipientsFor(t.db, ["inboxy"]);
    for (const attempt of [
      { vendorId: other!.vendorId, leadId },
      { vendorId, leadId: "not-a-lead" },
      { vendorId, leadId: "00000000-0000-4000-8000-000000000000" },
    ]) {
      await expect(reportInvalidContact({ db: t.db, ...attempt })).rejects.toMatchObject({ status: 404 });
    }
    // A lead the vendor has not paid for.
    const requestId = await createMarketRequest(t.db, context.matching);
    const [unpaid] = await createConfirmedLeads({
      db: t.db,
      requestId,
      recipients: await recipientsFor(t.db, ["deskly"]),
      contact: buyerContact,
    });
    await expect(reportInvalidContact({ db: t.db, vendorId, leadId: unpaid!.leadId })).rejects.toMatchObject({
      status: 404,
    });
    expect(await reportOf(leadId)).toBeUndefined();
    expect(await paymentStatus(payment.id)).toBe("paid");
    expect((await t.db.select().from(leads).where(eq(leads.id, leadId)))[0]?.state).toBe("unlocked");
  });
});
