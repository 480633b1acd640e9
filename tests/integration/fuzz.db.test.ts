// Issue 7: fast-check sends ≥ 1,000 generated requests to every JSON endpoint and form action of the real server.
// Properties: never a 5xx, never a stack trace or SQL in a body, the database unchanged after each rejected request,
// Object.prototype never polluted. Add an endpoint with one line in FUZZ_TARGETS (see docs/fuzzing.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { CONTACT_TOPICS } from "~/domain/contact/contact-message";
import {
  PRICING_MODELS,
  PROFILE_COMPANY_SIZES,
  PROFILE_DEPLOYMENT_MODELS,
  PROFILE_INDUSTRIES,
  PROFILE_REGIONS,
} from "~/domain/vendors/profile-form";
import { importCatalog } from "~/services/import-catalog.server";
import { isSiteAddress } from "~/utils/site-path";
import { type ChangeLog, describeChanges, installChangeLog, netChanges } from "../fuzz/change-log";
import {
  ADMIN_EMAIL,
  createFuzzFixtures,
  type FuzzFixtures,
  TEST_PASSWORD,
  VENDOR_EMAIL,
} from "../fuzz/fixtures";
import { createFuzzClient, type FuzzClient, type FuzzResponse } from "../fuzz/send";
import {
  type FuzzTarget,
  formAction,
  jsonEndpoint,
  queryEndpoint,
  refusalQueues,
  refused,
  returnAddress,
  withHeaders,
  withSession,
  writesNothingBatched,
} from "../fuzz/targets";
import { closeServerBuild, startTestServer, type TestServer } from "../setup/http-server";
import { createMarketRequest, MARKET_SLUGS, seedMarketCatalog } from "../setup/marketplace";
import { testDriver } from "../setup/test-db";

const PUBLIC_URL = "https://saasmatch.test";
/** Generated requests per target (FUZZ_RUNS overrides, e.g. for a longer local run). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** The outbox (vendor sign-up emails) of this run. */
const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-fuzz-"));

const text = (max: number) => fc.string({ minLength: 1, maxLength: max });
const requestId = fc.stringMatching(/^[A-Za-z0-9_-]{22}$/);

/** Made in beforeAll: a stored search over the marketplace catalog. */
const session = { requestId: "" };
/** A real search's id most of the time (so the action goes all the way), a random one otherwise. */
const searchId = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null).map(() => session.requestId) },
  { weight: 1, arbitrary: requestId },
);
const vendorSlug = fc.constantFrom(...MARKET_SLUGS, "no-such-vendor");
const email = fc.emailAddress();

/** The same target sent to `path?r=<the fixture search's id>`: a page whose action reads the search from its URL. */
function atFixtureSearch(target: FuzzTarget, path: string): FuzzTarget {
  return {
    ...target,
    request: target.request.map((r) => ({ ...r, path: `${path}?r=${session.requestId}` })),
  };
}

/** Made in beforeAll: accounts, leads, proposals and ratings the signed-in targets act on. */
let fixtures: FuzzFixtures;
/** One of the fixtures' values (read when the request is generated, after beforeAll). */
const fixture = (pick: (f: FuzzFixtures) => string[]) =>
  fc.nat().map((i) => {
    const values = pick(fixtures);
    return values[i % values.length] ?? "";
  });
/** A real id three times in four (the action goes all the way), a random UUID otherwise. */
const idOf = (pick: (f: FuzzFixtures) => string[]) =>
  fc.oneof({ weight: 3, arbitrary: fixture(pick) }, { weight: 1, arbitrary: fc.uuid() });
/** A new address most of the time, else one that already has an account. */
const accountEmail = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .stringMatching(/^[a-z][a-z0-9]{5,11}$/)
      .map((name) => `${name}@${name.slice(0, 4)}.example`),
  },
  { weight: 1, arbitrary: fc.constantFrom(VENDOR_EMAIL, ADMIN_EMAIL, "claimant@gmail.example") },
);
const password = fc.oneof(
  fc.constant(TEST_PASSWORD),
  fc.string({ minLength: 8, maxLength: 40 }),
  fc.constantFrom("password123", "short", ""),
);
const asVendor = (target: FuzzTarget) => withSession(target, () => fixtures.vendor, "as vendor");
const asAdmin = (target: FuzzTarget) => withSession(target, () => fixtures.admin, "as operator");
/** Another session of the vendor: for targets that change or end a session, so the others keep theirs. */
const asSpareVendor = (target: FuzzTarget) =>
  withSession(target, () => fixtures.spare, "as vendor (own session)");
/** A password that is never the accounts' own: changing it with one must be refused. */
const wrongPassword = fc.string({ minLength: 8, maxLength: 40 }).filter((p) => p !== TEST_PASSWORD);
/** Signed out, a `.data` action answers its redirect to the sign-in page with 202. */
const SIGNED_OUT = [202] as const;

/** The vendor profile form (registration and the dashboard's "save"), valid unless the builder damages it. */
const profileFields = {
  companyName: fc.oneof(fc.constant("Tidybooks Ltd"), text(80)),
  name: fc.oneof(fc.constantFrom("Tidybooks", "Ledgerly"), text(60)),
  website: fc.oneof(
    fc.stringMatching(/^[a-z]{4,10}$/).map((name) => `https://${name}.example`),
    // Catalog vendors: unmanaged (a claim offer), managed by the fixture vendor, pending a claim.
    fc.constantFrom("https://payrollo.example", "https://deskly.example", "ticketeer.example"),
  ),
  contactEmail: fc.constantFrom("sales@tidybooks.example", "x@y.example"),
  description: fc.oneof(
    fc.constant(
      "Bookkeeping software for small firms: bank feeds, invoicing and VAT returns, with receipts captured from your phone.",
    ),
    text(600),
  ),
  categories: fc.constantFrom("Accounting", "Help desk & ticketing", "Accounting\nPayroll"),
  features: fc.constantFrom("Bank feeds\nInvoicing\nVAT returns", "Shared inbox"),
  industries: fc.constantFrom(...PROFILE_INDUSTRIES),
  companySizes: fc.constantFrom(...PROFILE_COMPANY_SIZES),
  deploymentModels: fc.constantFrom(...PROFILE_DEPLOYMENT_MODELS),
  regions: fc.constantFrom(...PROFILE_REGIONS),
  freeTier: fc.constantFrom("yes", "no"),
  startingPrice: fc.constantFrom("240", "0", "", "1e309", "-5"),
  pricingModel: fc.constantFrom(...PRICING_MODELS),
  license: fc.constantFrom("", "MIT"),
  integrations: fc.constantFrom("Stripe", ""),
  certifications: fc.constantFrom("", "ISO 27001"),
  foundedYear: fc.constantFrom("2020", "1800", "3000", ""),
};

const businessProblem = fc.record({
  problem: text(300),
  industry: fc.constantFrom("Retail", "E-Commerce", "Healthcare", "Other"),
  features: fc.array(text(40), { maxLength: 5 }),
  timeline: fc.constantFrom("1–3 months", "ASAP", ""),
  company_size: fc.constantFrom("SMB", "Enterprise", ""),
  budget_range: fc.constantFrom("Below €5,000/year", ""),
  deployment_model: fc.array(fc.constantFrom("Cloud / SaaS", "On-premise"), { maxLength: 2 }),
  region_focus: fc.constantFrom("Europe", ""),
  buyer_role: fc.constantFrom("Manager", ""),
});

const leadCode = fc.oneof(
  fixture((f) => f.leadCodes),
  fc.stringMatching(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/),
);
const dashboardFields = {
  intent: fc.constantFrom(
    "publish",
    "unpublish",
    "enrich",
    "accept",
    "reject",
    "save",
    "confirm-contact",
    "",
  ),
  proposalId: idOf((f) => f.proposalIds),
  ...profileFields,
};
const adminFields = {
  intent: fc.constantFrom(
    "approve-claim",
    "reject-claim",
    "publish",
    "unpublish",
    "approve-testimonial",
    "unapprove-testimonial",
    "",
  ),
  userId: fc.oneof(
    fixture((f) => [f.claimantId]),
    text(40),
  ),
  vendorId: idOf((f) => f.vendorIds),
  ratingId: idOf((f) => f.ratingIds),
};

/** Every JSON endpoint, query endpoint and form action: one line each. */
const FUZZ_TARGETS: FuzzTarget[] = [
  jsonEndpoint(
    "POST",
    "/api/vendor-matches",
    fc.record({ businessProblem, apiMethod: fc.constant("direct") }),
  ),
  queryEndpoint("/api/vendor-search", { q: text(40) }),
  // A contact address's confirmation link: only a token signed by this server confirms anything.
  queryEndpoint("/vendor/confirm-contact", {
    token: fc.oneof(text(200), fc.stringMatching(/^[\w-]{10,80}\.[\w-]{43}$/)),
  }),
  formAction("/vendor/confirm-contact.data?token=eyJ2IjoiMSJ9.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", {
    token: text(200),
  }),
  jsonEndpoint(
    "POST",
    "/api/chat-assistant",
    fc.record({
      message: text(200),
      threadId: fc.option(requestId),
      messages: fc.array(fc.record({ role: fc.constantFrom("user", "assistant"), content: text(100) }), {
        maxLength: 4,
      }),
    }),
  ),
  queryEndpoint("/api/chat-assistant", { threadId: requestId }),
  // As React Router's <Form> submits it with JavaScript on (the action is the same without, only slower to render).
  formAction("/results.data?r=AAAAAAAAAAAAAAAAAAAAAA", { intent: fc.constant("delete-search"), requestId }),
  // Marketplace on /results: the buyer's three actions (the request id is their only credential).
  formAction("/results/marketplace?i=ask", {
    intent: fc.constant("ask"),
    requestId: searchId,
    vendor: vendorSlug,
    question: text(300),
  }),
  // "Why not …?" on /results: a question stores nothing; a suggestion stores a name and the search's kind, only when
  // accepted.
  formAction("/results.data?r=AAAAAAAAAAAAAAAAAAAAAA", {
    intent: fc.constantFrom("why-not", "suggest-product", ""),
    requestId: searchId,
    name: fc.oneof(text(120), fc.constantFrom("Deskly", "deskly", "Salesvista", "   ")),
  }),
  // The requirements matrix of the fixture search: the id is in the URL (read when each request is generated).
  atFixtureSearch(
    formAction("/results/matrix.data", {
      intent: fc.constantFrom("add-row", "set-weight", "remove-row", "send-questions", ""),
      label: text(250),
      weight: fc.constantFrom("must", "should", "nice", "critical"),
      key: fc.constantFrom("budget-fit", "feature:shared inbox", "criterion:company_size", "custom:x", "y"),
      questions: text(400),
      vendor: vendorSlug,
      notifyEmail: fc.oneof(email, text(60)),
    }),
    "/results/matrix.data",
  ),
  // The page's loader is the download's (getRequirementsMatrix), which renders faster: only the download is fuzzed.
  queryEndpoint("/results/matrix/download", {
    r: searchId,
    v: vendorSlug,
    format: fc.constantFrom("csv", "xlsx", "pdf", ""),
  }),
  formAction("/results/marketplace?i=connect", {
    intent: fc.constant("connect"),
    requestId: searchId,
    vendor: vendorSlug,
    name: text(80),
    email,
    company: text(80),
    phone: fc.constantFrom("", "+44 20 7946 0000", "12345"),
    consent: fc.constantFrom("yes", "no", ""),
  }),
  formAction("/results/marketplace?i=report", {
    intent: fc.constant("report"),
    requestId: searchId,
    vendor: vendorSlug,
    reason: fc.constantFrom("outside_rules", "never_replied", "spam", "other", ""),
    details: text(300),
  }),
  formAction("/results/marketplace?i=withdraw", {
    intent: fc.constant("withdraw"),
    requestId: searchId,
    vendor: vendorSlug,
  }),
  // The buyer's emailed confirmation link: its page, and the button that confirms.
  queryEndpoint("/connect/confirm", { token: text(120) }),
  formAction("/connect/confirm.data", { token: text(120) }),
  // The buyer's emailed review link (docs/decisions/017): its page, and the form it opens. A token we did not sign
  // stores nothing.
  queryEndpoint("/review", { token: text(120) }),
  formAction("/review.data?token=not-a-signed-token", {
    responsiveness: fc.constantFrom("1", "3", "5", "0", "6", "", "4.5"),
    fit: fc.constantFrom("1", "2", "5", "-1", ""),
    text: text(300),
  }),
  // The buyer's emailed link to answer a vendor's "contact details invalid" report: a token we did not sign changes nothing.
  queryEndpoint("/contact-report", { token: text(120) }),
  formAction("/contact-report.data", { intent: fc.constantFrom("confirm", "decline", ""), token: text(120) }),
  // Vendor-only actions, signed out: refused (a redirect to sign in) before the body is read; nothing changes.
  refused(formAction("/claim-lead.data", { code: leadCode }), SIGNED_OUT, "signed out"),
  refused(formAction("/paywall.data", { lead: idOf((f) => f.leadIds) }), SIGNED_OUT, "signed out"),
  formAction("/paywall/test-checkout.data", { session: text(60) }),
  refused(formAction("/vendor/dashboard.data", dashboardFields), SIGNED_OUT, "signed out"),
  refused(formAction("/admin.data", adminFields), SIGNED_OUT, "signed out"),
  // Signed in as the vendor who manages "deskly" (a lead, a question and proposals of its own).
  asVendor(formAction("/vendor/dashboard.data", dashboardFields)),
  asVendor(
    formAction("/vendor/leads.data", {
      intent: fc.constantFrom("answer", "report-invalid", ""),
      questionId: idOf((f) => f.questionIds),
      answer: text(600),
      leadId: idOf((f) => f.leadIds),
    }),
  ),
  asVendor(formAction("/claim-lead.data", { code: leadCode })),
  asVendor(formAction("/paywall.data", { lead: idOf((f) => f.leadIds) })),
  // Turning two-factor off with the right password rotates the session: the client keeps the new cookie.
  asVendor(
    formAction("/vendor/security.data", {
      intent: fc.constantFrom("enable", "confirm", "disable", ""),
      password,
      code: fc.stringMatching(/^[0-9]{6}$/),
    }),
  ),
  // An operator may use /admin; a vendor may not (403, nothing changes).
  asAdmin(formAction("/admin.data", adminFields)),
  refused(asVendor(formAction("/admin.data", adminFields)), [403], ""),
  // The vendor chose a password after confirming: choosing one again is refused (400; 413 for an oversized body).
  refused(asVendor(formAction("/vendor/verify-email.data?intent=password", { password })), [400, 413], ""),
  // Account forms, signed out (passwords hashed with AUTH_TEST_PASSWORD_HASH=fast).
  formAction("/vendor-register.data", {
    accountName: text(60),
    accountEmail,
    password,
    ...profileFields,
    claimChoice: fc.constantFrom("", "new", "claim:payrollo", "claim:deskly", "claim:ticketeer"),
  }),
  // Signing in to an account not confirmed yet answers 403 and queues the confirmation mail again: that job is the
  // only row a refused sign-in may write.
  refusalQueues(
    jsonEndpoint("POST", "/api/auth/sign-in/email", fc.record({ email: accountEmail, password })),
    ["jobs"],
  ),
  refusalQueues(
    formAction("/vendor/sign-in.data", { email: accountEmail, password, redirectTo: returnAddress }),
    ["jobs"],
  ),
  // Without JavaScript the form posts to the page itself, and a sign-in answers a real redirect (its Location).
  refusalQueues(formAction("/vendor/sign-in", { email: accountEmail, password, redirectTo: returnAddress }), [
    "jobs",
  ]),
  queryEndpoint("/vendor/sign-in", { redirectTo: returnAddress }),
  // Signed in, the sign-in page sends straight on to its redirectTo.
  asVendor(queryEndpoint("/vendor/sign-in", { redirectTo: returnAddress })),
  formAction("/vendor/sign-up.data", { name: text(60), email: accountEmail, password }),
  formAction("/vendor/forgot-password.data", { email: accountEmail }),
  formAction("/vendor/reset-password.data", { token: text(40), password }),
  formAction("/vendor/two-factor.data", {
    intent: fc.constantFrom("totp", "backup", ""),
    code: fc.stringMatching(/^[0-9]{6}$/),
    redirectTo: returnAddress,
  }),
  queryEndpoint("/vendor/two-factor", { redirectTo: returnAddress }),
  // Writes no row but the mail job of an account not confirmed yet, and each answer waits out better-auth's 500 ms
  // floor: 32 at a time.
  writesNothingBatched(formAction("/vendor/verify-email.data", { email: accountEmail }), 32, {
    butInserts: ["jobs"],
  }),
  // Choosing the password after the confirmation click: only a confirmed session without a password may.
  refused(formAction("/vendor/verify-email.data?intent=password", { password }), [401], "signed out"),
  formAction("/vendor/sign-out.data", { x: fc.constant("") }),
  // Stripe's webhook, with Stripe configured: the signature never matches, so nothing may change.
  withHeaders(
    jsonEndpoint(
      "POST",
      "/api/stripe/webhook",
      fc.record({
        id: text(40),
        type: fc.constantFrom("checkout.session.completed", "x"),
        data: fc.record({ object: fc.record({ id: text(40) }) }),
      }),
    ),
    () => ({ "stripe-signature": `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}` }),
  ),
  formAction("/contact.data", {
    name: text(80),
    email,
    topic: fc.constantFrom(...CONTACT_TOPICS, "other", ""),
    message: text(600),
    website: fc.constantFrom("", "http://spam.example"),
  }),
  formAction("/api/shortlist-rating", {
    requestId: searchId,
    stars: fc.constantFrom("1", "3", "5", "0", "6", "2.5", "1e309"),
    comment: text(300),
    name: text(60),
    title: text(60),
  }),
  jsonEndpoint("POST", "/api/auth/sign-up/email", fc.record({ name: text(60), email, password: text(40) })),
  // better-auth's other endpoints, signed out.
  jsonEndpoint(
    "POST",
    "/api/auth/request-password-reset",
    fc.record({
      email: accountEmail,
      redirectTo: fc.constantFrom("/vendor/reset-password", "https://evil.example/"),
    }),
  ),
  jsonEndpoint("POST", "/api/auth/reset-password", fc.record({ token: text(40), newPassword: password })),
  queryEndpoint("/api/auth/verify-email", {
    token: text(80),
    callbackURL: returnAddress,
  }),
  queryEndpoint("/api/auth/get-session", { disableCookieCache: fc.constantFrom("true", "false") }),
  jsonEndpoint(
    "POST",
    "/api/auth/two-factor/verify-totp",
    fc.record({ code: fc.stringMatching(/^[0-9]{6}$/) }),
  ),
  // Signed out: refused whatever the body (its type and size are checked first).
  refused(
    jsonEndpoint("POST", "/api/auth/update-user", fc.record({ name: text(60) })),
    [400, 401, 413, 415],
    "signed out",
  ),
  // The test-mode checkout, signed in: real pending checkouts of the vendor's leads (the first completes it).
  asVendor(formAction("/paywall/test-checkout.data", { session: idOf((f) => f.checkoutSessions) })),
  // Signed in with a session of its own: account changes, then the session ended.
  asSpareVendor(
    queryEndpoint("/api/auth/get-session", { disableCookieCache: fc.constantFrom("true", "false") }),
  ),
  asSpareVendor(queryEndpoint("/api/auth/list-sessions", {})),
  asSpareVendor(jsonEndpoint("POST", "/api/auth/update-user", fc.record({ name: text(60) }))),
  asSpareVendor(
    jsonEndpoint(
      "POST",
      "/api/auth/change-password",
      fc.record({ currentPassword: wrongPassword, newPassword: password, revokeOtherSessions: fc.boolean() }),
    ),
  ),
  asSpareVendor(jsonEndpoint("POST", "/api/auth/revoke-session", fc.record({ token: text(40) }))),
  asSpareVendor(formAction("/vendor/sign-out.data", { x: fc.constant("") })),
  asSpareVendor(jsonEndpoint("POST", "/api/auth/sign-out", fc.record({}))),
];

const catalog = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      description: "Help desk software that turns customer emails into support tickets with a shared inbox.",
      categories: ["Help desk & ticketing"],
      features: ["Shared inbox", "Ticket routing"],
    },
    {
      slug: "payrollo",
      name: "Payrollo",
      description: "Payroll software that runs payroll and files payroll taxes.",
      categories: ["Payroll"],
      features: ["Payroll runs"],
    },
  ],
});

/** What a response body must never show: a stack frame, a driver error or SQL. */
const LEAKS: [string, RegExp][] = [
  ["stack frame", /\n\s+at [^\n]+:\d+:\d+/],
  ["source location", /\/(?:app|server|node_modules)\/[\w./@+-]+\.(?:ts|tsx|js|mjs|cjs):\d+/],
  ["query error", /Failed query|DrizzleQueryError|syntax error at or near|params: /i],
  ["SQL", /\b(select|insert into|update|delete from)\s+("?[a-z_]+"?\s*\(|"[a-z_]+")/i],
];

/** Served by a second server on the same database with Stripe configured (the others use the local test checkout). */
const STRIPE_PATHS = new Set(["/api/stripe/webhook"]);

describe(`fuzzing every endpoint and form action (${testDriver})`, () => {
  let server: TestServer;
  let stripeServer: TestServer;
  let changeLog: ChangeLog;
  let client: FuzzClient;
  let stripeClient: FuzzClient;

  beforeAll(async () => {
    const env = {
      RATE_LIMIT_SCALE: "1000",
      DATA_DIR: dataDir,
      PUBLIC_URL,
      ADMIN_EMAILS: ADMIN_EMAIL,
      AUTH_TEST_PASSWORD_HASH: "fast",
      PAYMENTS_TEST_MODE: "1",
    };
    server = await startTestServer({ env });
    stripeServer = await startTestServer({
      env: {
        ...env,
        PAYMENTS_TEST_MODE: "",
        STRIPE_SECRET_KEY: "sk_test_fuzz",
        STRIPE_WEBHOOK_SECRET: "whsec_fuzz",
      },
      database: server.database,
    });
    if (!catalog.ok) throw new Error(catalog.problems.join("; "));
    const { db } = server.database;
    await importCatalog({ db, records: catalog.catalog.vendors });
    await seedMarketCatalog(db);
    session.requestId = await createMarketRequest(db, server.services.matching);
    fixtures = await createFuzzFixtures(server);
    client = createFuzzClient(server.url);
    stripeClient = createFuzzClient(stripeServer.url);
    // Every table but the rate-limit counters, which count rejected requests too, by design.
    changeLog = await installChangeLog(db, /rate_limit|__drizzle/);
    expect(changeLog.tables.length).toBeGreaterThan(3);
    // Two servers and the marketplace catalog: ~15 s alone, past 120 s on a loaded CI runner (28 Nov 2026).
  }, 300_000);

  /** The server's last error log line (its message and error), to explain a 5xx. */
  function lastServerError(): string {
    const lines = [...server.logLines(), ...stripeServer.logLines()].filter((l) => Number(l.level) >= 50);
    return JSON.stringify(lines.at(-1) ?? {}).slice(0, 2000);
  }

  afterAll(async () => {
    client?.close();
    stripeClient?.close();
    await stripeServer?.close();
    await server?.close();
    await closeServerBuild();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(FUZZ_TARGETS.map((target) => [target.name, target] as const))(
    "%s: never a 5xx, a stack trace or SQL; rejected requests change nothing",
    async (name, target) => {
      const statuses: Record<number, number> = {};
      let sent = 0;
      await changeLog.take();
      const started = performance.now();
      const cpu = process.cpuUsage();
      const stripe = STRIPE_PATHS.has(target.name.split(" ")[1] ?? "");
      const batch = target.batch ?? 1;
      const via =
        batch > 1
          ? createFuzzClient((stripe ? stripeServer : server).url, { connections: batch })
          : stripe
            ? stripeClient
            : client;
      /** Every property but "nothing changed" of one answer. */
      const checkResponse = ({ status, body, location }: FuzzResponse) => {
        sent++;
        statuses[status] = (statuses[status] ?? 0) + 1;
        expect(status, `${body.slice(0, 300)}\n${status >= 500 ? lastServerError() : ""}`).toBeLessThan(500);
        if (location !== undefined)
          expect(isSiteAddress(location, PUBLIC_URL), `redirected to ${JSON.stringify(location)}`).toBe(true);
        for (const [what, pattern] of LEAKS) {
          expect(pattern.test(body), `${what} in: ${body.slice(0, 300)}`).toBe(false);
        }
        if (target.refusedWith) expect(target.refusedWith, body.slice(0, 300)).toContain(status);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      };
      const serial = fc.asyncProperty(target.request, async (request) => {
        const response = await via.send(request, target.headers?.());
        target.onSetCookies?.(response.setCookies);
        // Everything committed since the previous request's check: what this request wrote.
        const changes = netChanges(await changeLog.take()).filter(
          (change) => !(change.op === "INSERT" && target.refusalMayInsert?.includes(change.table)),
        );
        checkResponse(response);
        const { status } = response;
        if (status >= 400 || target.refusedWith)
          expect(changes, `database changed by a ${status}: ${describeChanges(changes)}`).toEqual([]);
      });
      // A target that writes nothing at all: `batch` requests in flight together, then nothing may have changed.
      const batched = fc.asyncProperty(
        fc.array(target.request, { minLength: batch, maxLength: batch }),
        async (requests) => {
          const responses = await Promise.all(requests.map((r) => via.send(r, target.headers?.())));
          const changes = (await changeLog.take()).filter(
            (change) => !(change.op === "INSERT" && target.batchMayInsert?.includes(change.table)),
          );
          for (const response of responses) checkResponse(response);
          const answered = responses.map((r) => r.status).join(",");
          expect(
            changes,
            `database changed by a batch answered ${answered}: ${describeChanges(changes)}`,
          ).toEqual([]);
        },
      );
      try {
        const options = {
          numRuns: Math.ceil(RUNS / batch),
          endOnFailure: Boolean(process.env.FUZZ_NO_SHRINK),
        };
        if (batch > 1) await fc.assert(batched, options);
        else await fc.assert(serial, options);
      } finally {
        if (batch > 1) via.close();
      }
      const used = process.cpuUsage(cpu);
      console.info(
        `fuzz ${testDriver} ${name}: ${sent} requests${batch > 1 ? ` (${batch} at a time)` : ""} in ${((performance.now() - started) / 1000).toFixed(1)} s (${((used.user + used.system) / 1000 / sent).toFixed(1)} ms CPU each), statuses ${JSON.stringify(statuses)}`,
      );
      expect(sent).toBeGreaterThanOrEqual(RUNS);
    },
    300_000,
  );
});
