import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, leadPayments, leads } from "~/db/schema";
import { UNLOCK_BLOCKED_MESSAGE } from "~/domain/leads/breach-reports";
import { CLAIM_FAILURES_PER_HOUR } from "~/domain/leads/rules";
import { action as webhookAction } from "~/routes/api/stripe-webhook";
import { loader as buyerDetailsLoader } from "~/routes/buyer-details";
import { action as claimAction, loader as claimLoader } from "~/routes/claim-lead";
import { action as confirmAction, loader as confirmLoader } from "~/routes/connect-confirm";
import { action as reportAction, loader as reportLoader } from "~/routes/contact-report";
import { action as paywallAction, loader as paywallLoader } from "~/routes/paywall";
import { action as testCheckoutAction, loader as testCheckoutLoader } from "~/routes/paywall-test-checkout";
import { loader as resultsLoader } from "~/routes/results";
import { action as marketAction } from "~/routes/results-marketplace";
import { action as vendorLeadsAction, loader as vendorLeadsLoader } from "~/routes/vendor-leads";
import {
  decideBreachReport,
  findOpenBreachReports,
  findUnlockBlockedVendors,
  liftUnlockBlock,
} from "~/services/admin/admin.server";
import { CLAIM_REFUSED_MESSAGE } from "~/services/leads/claim-lead.server";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { createStripeProvider } from "~/services/payments/payment-provider.server";
import { parseEnv } from "~/utils/env.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";
import {
  signedCompletedEvent,
  startFakeStripe,
  TEST_STRIPE_SECRET_KEY,
  TEST_WEBHOOK_SECRET,
} from "../fixtures/fake-stripe";
import { createTestContext, routeArgs, routeOutcome } from "../setup/app-context";
import { runQueuedJobs } from "../setup/jobs";
import {
  buyerContact,
  createMarketRequest,
  registerMarketVendor,
  seedMarketCatalog,
} from "../setup/marketplace";
import { createTestDatabase, type TestDatabase, testDriver } from "../setup/test-db";
import { get, post } from "../setup/vendor-accounts";

let t: TestDatabase;
let context: AppLoadContext;
let dataDir: string;
/** Signed-in vendor accounts, by the catalog vendor they manage. */
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), "saasmatch-market-"));
  await seedMarketCatalog(t.db);
  context = await createTestContext(t.db, {
    env: parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, PUBLIC_URL: "http://localhost:4700" }),
  });
  for (const slug of ["deskly", "ticketeer", "inboxy", "helpwise"]) {
    cookies[slug] = (await registerMarketVendor(context, slug)).cookie;
  }
});
afterAll(async () => {
  await t.cleanup();
  await rm(dataDir, { recursive: true, force: true });
});

/** A loader/action result as plain data and status, whether returned plainly, with data(), or as a Response. */
const outcome = routeOutcome;

function form(fields: Record<string, string | string[]>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) f.append(k, x);
  return f;
}

const market = (fields: Record<string, string | string[]>) =>
  outcome(marketAction(routeArgs(post("/results/marketplace", form(fields)), context)));
const results = async (requestId: string) =>
  (await outcome(resultsLoader(routeArgs(get(`/results?r=${requestId}`), context)))).data;

async function outboxTo(address: string) {
  const all = await findOutboxMessages(context.env);
  const mine = all.filter((m) => m.to.includes(address));
  return Promise.all(mine.map(async (m) => (await getOutboxMessage(context.env, m.id))!));
}

/** Runs the queued jobs (the marketplace's mails), as the server's worker does; returns how many ran. */
const runJobs = () => runQueuedJobs(context);

/** The confirmation emails the buyer got for one search, newest first. */
async function confirmationMails(requestId: string) {
  await runJobs();
  const mails = await outboxTo(buyerContact.email);
  return mails.filter((m) => m.subject.startsWith("Confirm your email") && m.text.includes(requestId));
}

/** The token of the newest confirmation link the buyer was emailed for this search. */
async function emailedToken(requestId: string): Promise<string> {
  const [mail] = await confirmationMails(requestId);
  if (!mail) throw new Error("no confirmation email");
  const link = extractLinks(mail).find((l) => l.includes("/connect/confirm?token="));
  return new URL(link!).searchParams.get("token")!;
}

const confirmPage = (token: string) =>
  outcome(confirmLoader(routeArgs(get(`/connect/confirm?token=${encodeURIComponent(token)}`), context)));
const confirmPost = (token: string) =>
  outcome(confirmAction(routeArgs(post("/connect/confirm", form({ token })), context)));

/** Connects as the buyer does and confirms with the link from their email; the vendor mails then go out. */
async function connect(requestId: string, vendors: string[]) {
  const connected = await market(connectForm(requestId, vendors));
  expect(connected.status, JSON.stringify(connected.data)).toBe(200);
  const confirmed = await confirmPost(await emailedToken(requestId));
  expect(confirmed.data).toMatchObject({ view: { status: "confirmed" }, justConfirmed: true });
  await runJobs();
}

async function leadMailsFor(codes: readonly string[]) {
  const all = await findOutboxMessages(context.env);
  const mine = all.filter((m) => codes.some((code) => m.subject === `New lead ${code} from SaaSMatch`));
  return Promise.all(mine.map(async (m) => (await getOutboxMessage(context.env, m.id))!));
}

function connectForm(requestId: string, vendors: string[]) {
  return {
    intent: "connect",
    requestId,
    vendor: vendors,
    name: buyerContact.name,
    email: buyerContact.email,
    company: buyerContact.company,
    phone: buyerContact.phone,
    channel: "email_phone",
    consent: "yes",
  };
}

describe(`marketplace through the routes (${testDriver})`, () => {
  it("the results page offers Ask and Connect only for vendors with an account", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const page = await results(requestId);
    expect(page.marketplace.reachable.sort()).toEqual(["deskly", "helpwise", "inboxy", "ticketeer"]);
    expect(page.marketplace.connectsLeft).toBe(3);
    const asked = await market({
      intent: "ask",
      requestId,
      vendor: ["supportly"],
      question: "Do you have an API?",
    });
    expect(asked.status).toBe(400);
    expect(asked.data.message).toMatch(/no account/);
  });

  it("ask → the vendor sees the question with the anonymous summary and answers → the buyer sees it", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const asked = await market({
      intent: "ask",
      requestId,
      vendor: ["deskly", "inboxy"],
      question: "Can you import our Zendesk history?",
    });
    expect(asked).toMatchObject({ status: 200, data: { ok: true } });
    await runJobs();
    expect(
      (await outboxTo("deskly.example")).some((m) => m.text.includes("Can you import our Zendesk history?")),
    ).toBe(true);

    const inbox = (await outcome(vendorLeadsLoader(routeArgs(get("/vendor/leads", cookies.deskly), context))))
      .data;
    const question = inbox.questions.find(
      (q: { question: string }) => q.question === "Can you import our Zendesk history?",
    );
    expect(question.summary).toMatchObject({ industry: "E-Commerce" });

    const other = await outcome(
      vendorLeadsAction(
        routeArgs(
          post(
            "/vendor/leads",
            form({ intent: "answer", questionId: question.questionId, answer: "Not mine" }),
            cookies.inboxy,
          ),
          context,
        ),
      ),
    );
    expect(other.status).toBe(404);
    const empty = await outcome(
      vendorLeadsAction(
        routeArgs(
          post(
            "/vendor/leads",
            form({ intent: "answer", questionId: question.questionId, answer: " " }),
            cookies.deskly,
          ),
          context,
        ),
      ),
    );
    expect(empty.status).toBe(400);
    const answered = await outcome(
      vendorLeadsAction(
        routeArgs(
          post(
            "/vendor/leads",
            form({ intent: "answer", questionId: question.questionId, answer: "Yes, with our importer." }),
            cookies.deskly,
          ),
          context,
        ),
      ),
    );
    expect(answered.data).toMatchObject({ ok: true });

    const page = await results(requestId);
    const [thread] = page.marketplace.threads;
    const replies = Object.fromEntries(
      thread.replies.map((r: { vendorSlug: string; status: unknown }) => [r.vendorSlug, r.status]),
    );
    expect(replies.deskly).toMatchObject({ kind: "answered", answer: "Yes, with our importer." });
    expect(replies.inboxy).toMatchObject({ kind: "waiting" });
  });

  // Regression: connecting mailed every vendor its lead code at once, for an address nobody had confirmed.
  it("connect to 3 vendors: nothing reaches a vendor until the buyer confirms from the email; then 3 mails, once", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const noConsent = await market({ ...connectForm(requestId, ["deskly"]), consent: "" });
    expect(noConsent.status).toBe(400);
    expect(noConsent.data.fields.consent).toBeTruthy();

    const connected = await market(connectForm(requestId, ["deskly", "ticketeer", "inboxy"]));
    expect(connected).toMatchObject({ status: 200, data: { ok: true } });
    expect(connected.data.message).toMatch(/^Check your inbox: we sent a link to ada@analytical\.example\./);
    const rows = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
    expect(rows).toHaveLength(3);
    const codes = rows.map((r) => r.code);
    expect(new Set(codes).size).toBe(3);

    // The buyer's page shows the connections waiting for confirmation; they count towards the 3.
    const waiting = await results(requestId);
    expect(waiting.marketplace.connections.map((c: { state: string }) => c.state)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    expect(waiting.marketplace.connections[0].confirmBy).toBeTruthy();
    expect(waiting.marketplace.connectsLeft).toBe(0);
    const inbox = (await outcome(vendorLeadsLoader(routeArgs(get("/vendor/leads", cookies.deskly), context))))
      .data;
    expect(JSON.stringify(inbox)).not.toContain(rows[0]!.id);

    const [mail, ...more] = await confirmationMails(requestId);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain("Deskly, Inboxy and Ticketeer");
    expect(await leadMailsFor(codes)).toHaveLength(0);

    const token = await emailedToken(requestId);
    const page = await confirmPage(token);
    expect(page).toMatchObject({ status: 200, data: { view: { status: "pending", requestId } } });
    // Opening the page confirms nothing (mail scanners open links); the button does.
    await runJobs();
    expect(await leadMailsFor(codes)).toHaveLength(0);

    const confirmed = await confirmPost(token);
    expect(confirmed).toMatchObject({
      status: 200,
      data: { view: { status: "confirmed" }, justConfirmed: true },
    });
    await runJobs();
    const again = await confirmPost(token);
    expect(again).toMatchObject({
      status: 200,
      data: { view: { status: "confirmed" }, justConfirmed: false },
    });
    expect((await confirmPage(token)).data.view.status).toBe("confirmed");
    await runJobs();

    const leadMails = await leadMailsFor(codes);
    expect(leadMails).toHaveLength(3);
    for (const m of leadMails) {
      expect(m.text).toContain("The buyer confirmed their email address");
      // The vendor emails carry the code, never the buyer's contact.
      expect(m.text).not.toContain(buyerContact.email);
    }

    const fourth = await market(connectForm(requestId, ["helpwise"]));
    expect(fourth.status).toBe(409);

    const withdrawn = await market({ intent: "withdraw", requestId, vendor: "inboxy" });
    expect(withdrawn.data).toMatchObject({ ok: true });
    const after = await results(requestId);
    expect(
      after.marketplace.connections.find((c: { vendorSlug: string }) => c.vendorSlug === "inboxy").state,
    ).toBe("withdrawn");
    expect(after.marketplace.connectsLeft).toBe(1);
  });

  it("the confirmation link: not valid → 400, cancelled or expired → 410, each saying so; nothing changes", async () => {
    const invalid = await confirmPost("not-a-token");
    expect(invalid).toMatchObject({
      status: 400,
      data: { view: { status: "invalid" }, justConfirmed: false },
    });
    expect((await confirmPage("")).status).toBe(400);
    const unreadable = await outcome(
      confirmAction(
        routeArgs(
          new Request("http://localhost:3000/connect/confirm", {
            method: "POST",
            body: "%%%not a form",
            headers: { "content-type": "multipart/form-data; boundary=x" },
          }),
          context,
        ),
      ),
    );
    expect(unreadable.status).toBe(400);

    const requestId = await createMarketRequest(t.db, context.matching);
    await market(connectForm(requestId, ["helpwise"]));
    const token = await emailedToken(requestId);
    const cancelled = await market({ intent: "withdraw", requestId, vendor: "helpwise" });
    expect(cancelled.data.message).toMatch(/^Cancelled\. That vendor was never told/);
    expect(await t.db.select().from(leads).where(eq(leads.requestId, requestId))).toHaveLength(0);
    expect(await confirmPost(token)).toMatchObject({ status: 410, data: { view: { status: "cancelled" } } });

    // A connect made 73 hours ago: its link says it expired, and confirms nothing.
    const old = await createMarketRequest(t.db, context.matching);
    await market(connectForm(old, ["deskly"]));
    const oldToken = await emailedToken(old);
    await t.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(leads.requestId, old));
    const expired = await confirmPost(oldToken);
    expect(expired).toMatchObject({
      status: 410,
      data: { view: { status: "expired" }, justConfirmed: false },
    });
    const [lead] = await t.db.select().from(leads).where(eq(leads.requestId, old));
    expect(lead?.state).toBe("pending");
  });

  it("resend the confirmation: the same link again, 3 times an hour; the first link still confirms; then nothing to resend", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    await market(connectForm(requestId, ["helpwise"]));
    const first = await emailedToken(requestId);
    // Real limits (the test context raises them), from an address of its own so earlier tests' requests do not count.
    const strict = {
      ...context,
      clientIp: "192.0.2.77",
      rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db) }),
    };
    const resend = () =>
      outcome(
        marketAction(
          routeArgs(post("/results/marketplace", form({ intent: "resend-confirmation", requestId })), strict),
        ),
      );
    for (let i = 0; i < 3; i++) {
      const sent = await resend();
      expect(sent).toMatchObject({
        status: 200,
        data: { ok: true, intent: "resend-confirmation", fields: {} },
      });
      expect(sent.data.message).toMatch(/same link as in the first email, and both work until/);
      await runJobs();
    }
    const limited = await resend();
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, intent: "resend-confirmation" });
    expect(limited.data.message).toMatch(/^We already sent the link 3 times in the last hour/);
    // Four emails (the first and three resends), every one with the same link; the results page never shows the address.
    const mails = await confirmationMails(requestId);
    expect(mails).toHaveLength(4);
    const tokens = mails.map((m) =>
      new URL(extractLinks(m).find((l) => l.includes("/connect/confirm?token="))!).searchParams.get("token"),
    );
    expect(new Set(tokens)).toEqual(new Set([first]));
    expect(JSON.stringify(await results(requestId))).not.toContain(buyerContact.email);
    expect(await confirmPost(first)).toMatchObject({
      data: { view: { status: "confirmed" }, justConfirmed: true },
    });

    // Confirmed (and a search that never connected): nothing waits for a link.
    const other = await createMarketRequest(t.db, context.matching);
    for (const id of [requestId, other]) {
      const nothing = await market({ intent: "resend-confirmation", requestId: id });
      expect(nothing.status).toBe(409);
      expect(nothing.data.message).toMatch(/^Nothing is waiting for your confirmation/);
    }
    // An expired connect: the link cannot be sent again.
    const old = await createMarketRequest(t.db, context.matching);
    await market(connectForm(old, ["deskly"]));
    await t.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 73 * 3_600_000) })
      .where(eq(leads.requestId, old));
    const expired = await market({ intent: "resend-confirmation", requestId: old });
    expect(expired.status).toBe(409);
    expect(expired.data.message).toMatch(/expired/);
  });

  it("claim: a good code; a wrong, a withdrawn and another vendor's code get the same message; the 11th failure → 429", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    await connect(requestId, ["deskly", "ticketeer"]);
    const rows = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
    const desklyLead = rows.find((r) => r.contactEmail && r.code)!;
    const codeOf = async (slug: string) => {
      const inbox = (
        await outcome(vendorLeadsLoader(routeArgs(get("/vendor/leads", cookies[slug]), context)))
      ).data;
      return inbox.leads.new.find((l: { leadId: string }) => rows.some((r) => r.id === l.leadId))
        .code as string;
    };
    const desklyCode = await codeOf("deskly");
    const ticketeerCode = await codeOf("ticketeer");
    expect(desklyLead).toBeTruthy();

    const strict = { ...context, rateLimiter: createRateLimiter({ store: createDbRateLimitStore(t.db) }) };
    const claim = (code: string, cookie = cookies.deskly) =>
      outcome(claimAction(routeArgs(post("/claim-lead", form({ code }), cookie), strict)));

    const good = await claim(desklyCode.toLowerCase());
    expect(good.status).toBe(200);
    expect(good.data.result.preview).toMatchObject({ state: "claimed", unlockedByOthers: 0 });
    expect(JSON.stringify(good.data)).not.toContain(buyerContact.email);

    const wrong = await claim("AAAA-AAAA-AAAA");
    const others = await claim(ticketeerCode);
    await market({ intent: "withdraw", requestId, vendor: "deskly" });
    const withdrawn = await claim(desklyCode);
    for (const refused of [wrong, others]) {
      expect(refused).toMatchObject({ status: 400, data: { ok: false, message: CLAIM_REFUSED_MESSAGE } });
    }
    // The vendor's own withdrawn lead is said as such, and is not a failed guess.
    expect(withdrawn.status).toBe(410);
    expect(withdrawn.data.message).toMatch(
      new RegExp(
        `^The buyer withdrew lead ${desklyCode} on .+ UTC, so it can no longer be unlocked\\. Nothing was charged\\.$`,
      ),
    );
    for (let i = 3; i <= CLAIM_FAILURES_PER_HOUR; i++)
      expect((await claim(`BBBB-BBBB-BB${String(i).padStart(2, "0")}`)).status).toBe(400);
    const limited = await claim("CCCC-CCCC-CCCC");
    expect(limited.status).toBe(429);
    // Another vendor account has its own budget.
    expect((await claim("DDDD-DDDD-DDDD", cookies.inboxy)).status).toBe(400);
  });

  it("test mode: /paywall → test checkout → unlocked once → /buyer-details shows the contact; the buyer is told", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    await connect(requestId, ["helpwise"]);
    const [lead] = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
    const leadId = lead!.id;

    const paywall = await outcome(
      paywallLoader(routeArgs(get(`/paywall?lead=${leadId}`, cookies.helpwise), context)),
    );
    expect(paywall.data).toMatchObject({
      found: true,
      priceEur: 49,
      payments: { kind: "test", declared: false },
      preview: { unlockedByOthers: 0 },
    });
    expect(JSON.stringify(paywall.data)).not.toContain(buyerContact.email);

    const started = await outcome(
      paywallAction(routeArgs(post("/paywall", form({ lead: leadId }), cookies.helpwise), context)),
    );
    expect(started.status).toBe(302);
    const again = await outcome(
      paywallAction(routeArgs(post("/paywall", form({ lead: leadId }), cookies.helpwise), context)),
    );
    expect(again.location).toBe(started.location);
    const checkoutUrl = started.location!;
    expect(checkoutUrl).toMatch(/^\/paywall\/test-checkout\?session=/);

    const page = await outcome(testCheckoutLoader(routeArgs(get(checkoutUrl, cookies.helpwise), context)));
    expect(page.data).toMatchObject({ amount: 49, paid: false });
    expect(
      (await outcome(testCheckoutLoader(routeArgs(get(checkoutUrl, cookies.deskly), context)))).status,
    ).toBe(404);

    const session = new URL(checkoutUrl, "http://x").searchParams.get("session")!;
    const pay = () =>
      outcome(
        testCheckoutAction(
          routeArgs(post("/paywall/test-checkout", form({ session }), cookies.helpwise), context),
        ),
      );
    const paid = await pay();
    expect(paid).toMatchObject({ status: 302, location: `/buyer-details?lead=${leadId}` });
    expect((await pay()).status).toBe(302);
    expect(await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, leadId))).toHaveLength(1);

    const details = await outcome(
      buyerDetailsLoader(routeArgs(get(`/buyer-details?lead=${leadId}`, cookies.helpwise), context)),
    );
    expect(details.data.details.contact).toEqual(buyerContact);
    expect(details.data.details.receipt).toMatchObject({ amountCents: 4900, provider: "test" });

    // The email is a job queued with the unlock; the server's worker sends it.
    const unlockedMail = (m: { subject: string }) => m.subject.includes("Helpwise unlocked your details");
    expect((await outboxTo(buyerContact.email)).some(unlockedMail)).toBe(false);
    expect(await runJobs()).toBeGreaterThan(0);
    const buyerMail = await outboxTo(buyerContact.email);
    expect(buyerMail.filter(unlockedMail)).toHaveLength(1);
    const buyerPage = await results(requestId);
    expect(buyerPage.marketplace.connections[0]).toMatchObject({ vendorSlug: "helpwise", state: "unlocked" });
    expect(buyerPage.marketplace.connections[0].unlockedAt).toBeTruthy();

    // Paying again is refused before any checkout.
    const twice = await outcome(
      paywallAction(routeArgs(post("/paywall", form({ lead: leadId }), cookies.helpwise), context)),
    );
    expect(twice.status).toBe(409);
  });

  it("contact rules: chosen on connecting, shown on the paywall before paying, beside the details after; only allowed channels", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    const note = "Pricing by email first, please: no demo yet.";
    const bad = await market({
      ...connectForm(requestId, ["inboxy"]),
      hoursFrom: "18:00",
      hoursTo: "09:00",
      timeZone: "Europe/Berlin",
    });
    expect(bad).toMatchObject({ status: 400, data: { fields: { hoursTo: expect.any(String) } } });
    const noPhone = await market({ ...connectForm(requestId, ["inboxy"]), phone: "" });
    expect(noPhone.data.fields.phone).toBe("Enter your phone number, or choose email only");
    expect(await t.db.select().from(leads).where(eq(leads.requestId, requestId))).toHaveLength(0);

    const connected = await market({
      ...connectForm(requestId, ["inboxy"]),
      channel: "email",
      hoursFrom: "09:00",
      hoursTo: "17:00",
      timeZone: "Europe/Berlin",
      note,
    });
    expect(connected.status).toBe(200);
    const [stored] = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
    // Email only: the phone number typed is not kept at all.
    expect(stored).toMatchObject({ contactPhone: "", contactNote: note });
    await confirmPost(await emailedToken(requestId));
    const leadId = stored!.id;

    const rules = {
      channel: "email",
      noCalls: false,
      hours: { from: "09:00", to: "17:00" },
      timeZone: "Europe/Berlin",
    };
    const paywall = await outcome(
      paywallLoader(routeArgs(get(`/paywall?lead=${leadId}`, cookies.inboxy), context)),
    );
    expect(paywall.data.preview).toMatchObject({ contactRules: rules, hasNote: true });
    expect(paywall.data.preview.confirmedAt).toBeTruthy();
    // The note may hold contact details: it is shown only once unlocked.
    expect(JSON.stringify(paywall.data)).not.toContain("Pricing by email first");

    const started = await outcome(
      paywallAction(routeArgs(post("/paywall", form({ lead: leadId }), cookies.inboxy), context)),
    );
    const session = new URL(started.location!, "http://x").searchParams.get("session")!;
    await outcome(
      testCheckoutAction(
        routeArgs(post("/paywall/test-checkout", form({ session }), cookies.inboxy), context),
      ),
    );
    const details = await outcome(
      buyerDetailsLoader(routeArgs(get(`/buyer-details?lead=${leadId}`, cookies.inboxy), context)),
    );
    expect(details.data.details).toMatchObject({
      contact: { email: buyerContact.email, phone: "" },
      contactRules: rules,
      note,
    });
    expect(JSON.stringify(details.data)).not.toContain(buyerContact.phone);
  });

  it("breach reports: only about a vendor that unlocked; operator confirms (audited); at the limit unlocking is refused until lifted", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    await connect(requestId, ["ticketeer"]);
    const [lead] = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
    const report = (reason: string, details = "") =>
      market({ intent: "report", requestId, vendor: "ticketeer", reason, details });
    // Not unlocked yet: it cannot have contacted the buyer.
    expect(await report("spam")).toMatchObject({ status: 409 });
    expect((await report("teleported")).data.fields.reason).toBe("Choose what happened");

    const pay = async (vendor: string, leadId: string) =>
      outcome(paywallAction(routeArgs(post("/paywall", form({ lead: leadId }), cookies[vendor]), context)));
    const started = await pay("ticketeer", lead!.id);
    const session = new URL(started.location!, "http://x").searchParams.get("session")!;
    await outcome(
      testCheckoutAction(
        routeArgs(post("/paywall/test-checkout", form({ session }), cookies.ticketeer), context),
      ),
    );
    expect(await report("outside_rules", "Called me twice although I chose email only.")).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect(await report("outside_rules")).toMatchObject({ status: 409 });
    expect(await report("spam")).toMatchObject({ status: 200 });

    const actor = { id: "operator-1", email: "ops@saasmatch.example" };
    const open = (await findOpenBreachReports(t.db)).filter((r) => r.vendorId === lead!.vendorId);
    expect(open.map((r) => r.reason).sort()).toEqual(["outside_rules", "spam"]);
    expect(open.find((r) => r.reason === "outside_rules")?.details).toContain("email only");
    for (const r of open) await decideBreachReport(t.db, actor, { reportId: r.id, confirm: true });
    await expect(
      decideBreachReport(t.db, actor, { reportId: open[0]!.id, confirm: false }),
    ).rejects.toMatchObject({ status: 404 });
    const audited = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "breach.confirm"));
    expect(audited.filter((a) => open.some((r) => r.id === a.targetId))).toHaveLength(2);
    expect((await findUnlockBlockedVendors(t.db)).map((b) => b.vendorId)).toContain(lead!.vendorId);
    // The vendor is mailed about each confirmed breach, the second one saying it is now blocked.
    await runJobs();
    const vendorMails = async () => (await outboxTo("ticketeer.example")).map((m) => m.subject);
    const afterConfirm = await vendorMails();
    expect(afterConfirm.filter((s) => s === "A buyer's report about Ticketeer was confirmed")).toHaveLength(
      1,
    );
    expect(afterConfirm.filter((s) => s === "Ticketeer can no longer unlock leads")).toHaveLength(1);

    // Another buyer's lead: the blocked vendor cannot start paying for it.
    const other = await createMarketRequest(t.db, context.matching);
    await connect(other, ["ticketeer"]);
    const [next] = await t.db.select().from(leads).where(eq(leads.requestId, other));
    const refused = await pay("ticketeer", next!.id);
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe(UNLOCK_BLOCKED_MESSAGE);
    expect(await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, next!.id))).toHaveLength(0);

    await liftUnlockBlock(t.db, actor, { vendorId: lead!.vendorId });
    expect((await findUnlockBlockedVendors(t.db)).map((b) => b.vendorId)).not.toContain(lead!.vendorId);
    await runJobs();
    expect((await vendorMails()).filter((s) => s === "Ticketeer can unlock leads again")).toHaveLength(1);
    expect((await pay("ticketeer", next!.id)).status).toBe(302);
  });

  it("contact details invalid: only the paying vendor reports, the buyer confirms from the mailed link, refunded once", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    await connect(requestId, ["inboxy"]);
    const [lead] = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
    const leadId = lead!.id;
    const report = (cookie: string | undefined, fields: Record<string, string>) =>
      outcome(vendorLeadsAction(routeArgs(post("/vendor/leads", form(fields), cookie), context)));
    // Not paid yet: nothing to report.
    expect((await report(cookies.inboxy, { intent: "report-invalid", leadId })).status).toBe(404);
    const started = await outcome(
      paywallAction(routeArgs(post("/paywall", form({ lead: leadId }), cookies.inboxy), context)),
    );
    const session = new URL(started.location!, "http://x").searchParams.get("session")!;
    await outcome(
      testCheckoutAction(
        routeArgs(post("/paywall/test-checkout", form({ session }), cookies.inboxy), context),
      ),
    );
    const listed = (
      await outcome(vendorLeadsLoader(routeArgs(get("/vendor/leads", cookies.inboxy), context)))
    ).data;
    expect(
      listed.leads.unlocked.find((r: { leadId: string }) => r.leadId === leadId).reportUntil,
    ).toBeTruthy();

    // Another vendor, a malformed id, and a signed-out visitor change nothing.
    const foreign = await report(cookies.deskly, { intent: "report-invalid", leadId });
    expect(foreign).toMatchObject({ status: 404, data: { ok: false, intent: "report-invalid" } });
    const malformed = await report(cookies.inboxy, { intent: "report-invalid", leadId: "\u0000x" });
    expect(malformed).toMatchObject({
      status: 400,
      data: { ok: false, message: "Choose a lead you unlocked to report.", values: { leadId: "\u0000x" } },
    });
    expect((await report(undefined, { intent: "report-invalid", leadId })).status).toBe(302);

    const made = await report(cookies.inboxy, { intent: "report-invalid", leadId });
    expect(made).toMatchObject({ status: 200, data: { ok: true, intent: "report-invalid", fields: {} } });
    expect((await report(cookies.inboxy, { intent: "report-invalid", leadId })).status).toBe(409);
    await runJobs();
    const [mail] = (await outboxTo(buyerContact.email)).filter((m) =>
      m.subject.startsWith("Inboxy could not reach you"),
    );
    const link = extractLinks(mail!).find((l) => l.includes("/contact-report?token="))!;
    const token = new URL(link).searchParams.get("token")!;
    const page = await outcome(reportLoader(routeArgs(get(`/contact-report?token=${token}`), context)));
    expect(page).toMatchObject({ status: 200, data: { view: { status: "open", vendorName: "Inboxy" } } });
    const answer = () =>
      outcome(reportAction(routeArgs(post("/contact-report", form({ intent: "confirm", token })), context)));
    expect(await answer()).toMatchObject({ status: 200, data: { ok: true, intent: "confirm" } });
    const reused = await answer();
    expect(reused.status).toBe(409);
    expect(reused.data.message).toMatch(/^This link was already used/);
    const forged = await outcome(
      reportAction(
        routeArgs(post("/contact-report", form({ intent: "confirm", token: `${token}x` })), context),
      ),
    );
    expect(forged).toMatchObject({
      status: 400,
      data: { message: "This link is not valid. Nothing changed." },
    });

    await runJobs();
    const [payment] = await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, leadId));
    expect(payment?.status).toBe("refunded");
    const refundMails = (await outboxTo("inboxy.example")).filter((m) => m.subject.includes("is refunded"));
    expect(refundMails).toHaveLength(1);
    const after = (await outcome(vendorLeadsLoader(routeArgs(get("/vendor/leads", cookies.inboxy), context))))
      .data;
    expect(after.leads.unlocked.find((r: { leadId: string }) => r.leadId === leadId)).toMatchObject({
      unlockedPayment: "refunded",
      reportUntil: null,
      contactReport: { status: "confirmed" },
    });
  });

  it("no lead endpoint returns buyer contact data to anyone but the vendor who paid", async () => {
    const requestId = await createMarketRequest(t.db, context.matching);
    await connect(requestId, ["deskly"]);
    const [lead] = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
    const leadId = lead!.id;
    const endpoints = [
      (cookie: string) => claimLoader(routeArgs(get(`/claim-lead?code=${lead!.code}`, cookie), context)),
      (cookie: string) =>
        claimAction(routeArgs(post("/claim-lead", form({ code: lead!.code }), cookie), context)),
      (cookie: string) => paywallLoader(routeArgs(get(`/paywall?lead=${leadId}`, cookie), context)),
      (cookie: string) => paywallAction(routeArgs(post("/paywall", form({ lead: leadId }), cookie), context)),
      (cookie: string) =>
        buyerDetailsLoader(routeArgs(get(`/buyer-details?lead=${leadId}`, cookie), context)),
      (cookie: string) => vendorLeadsLoader(routeArgs(get("/vendor/leads", cookie), context)),
    ];
    const secrets = [buyerContact.email, buyerContact.name, buyerContact.phone, buyerContact.company];
    const leaks = (body: unknown) => secrets.some((s) => JSON.stringify(body ?? "").includes(s));
    for (const call of endpoints) {
      const anonymous = await outcome(call(""));
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/vendor\/sign-in/);
      expect(leaks(anonymous.data)).toBe(false);
      const otherVendor = await outcome(call(cookies.ticketeer!));
      expect(leaks(otherVendor.data)).toBe(false);
      // The vendor of the lead, before paying, sees no contact either.
      expect(leaks((await outcome(call(cookies.deskly!))).data)).toBe(false);
    }
    // The buyer's own link shows states, never the contact details it stores.
    expect(leaks(await results(requestId))).toBe(false);
    expect(
      (
        await outcome(
          buyerDetailsLoader(routeArgs(get(`/buyer-details?lead=${leadId}`, cookies.ticketeer), context)),
        )
      ).status,
    ).toBe(404);
  });
});

describe(`Stripe webhook route (${testDriver})`, () => {
  it("answers 400 to a bad signature and unlocks nothing; a good one unlocks once however often it arrives", async () => {
    const fake = await startFakeStripe();
    try {
      const env = {
        ...context.env,
        STRIPE_SECRET_KEY: TEST_STRIPE_SECRET_KEY,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      };
      const stripeContext = {
        ...context,
        env,
        payments: createStripeProvider({
          stripe: fake.stripe,
          webhookSecret: TEST_WEBHOOK_SECRET,
          publicUrl: env.PUBLIC_URL,
        }),
      };
      const requestId = await createMarketRequest(t.db, context.matching);
      await connect(requestId, ["ticketeer"]);
      const [lead] = await t.db.select().from(leads).where(eq(leads.requestId, requestId));
      // The route's own client would call Stripe; the checkout row is made with the fake, as the paywall would.
      const { startLeadCheckout } = await import("~/services/leads/lead-payments.server");
      const { url } = await startLeadCheckout({
        db: t.db,
        env,
        payments: stripeContext.payments,
        vendorId: lead!.vendorId,
        leadId: lead!.id,
      });
      const session = [...fake.sessions.values()].find((s) => s.url === url)!;
      const deliver = (payload: string, signature: string) =>
        outcome(
          webhookAction(
            routeArgs(
              new Request("http://localhost/api/stripe/webhook", {
                method: "POST",
                body: payload,
                headers: { "content-type": "application/json", "stripe-signature": signature },
              }),
              stripeContext,
            ),
          ),
        );
      const forged = signedCompletedEvent(fake.stripe, session, { secret: "whsec_someone_else" });
      expect((await deliver(forged.payload, forged.signature)).status).toBe(400);
      expect((await t.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]?.state).toBe("new");

      const good = signedCompletedEvent(fake.stripe, session);
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await deliver(good.payload, good.signature)).data.status);
      expect(statuses).toEqual(["processed", "duplicate", "duplicate", "duplicate", "duplicate"]);
      expect((await t.db.select().from(leads).where(eq(leads.id, lead!.id)))[0]?.state).toBe("unlocked");
      expect(await t.db.select().from(leadPayments).where(eq(leadPayments.leadId, lead!.id))).toHaveLength(1);

      // Without Stripe keys the webhook does not exist.
      expect(
        (
          await outcome(
            webhookAction(
              routeArgs(
                new Request("http://localhost/api/stripe/webhook", {
                  method: "POST",
                  body: good.payload,
                  headers: { "stripe-signature": good.signature },
                }),
                context,
              ),
            ),
          )
        ).status,
      ).toBe(404);
    } finally {
      await fake.close();
    }
  });
});
