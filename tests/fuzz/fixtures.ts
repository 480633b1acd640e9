// What the fuzz suite's signed-in targets act on, made through the running server as a browser would: vendor and
// operator accounts registered over HTTP and signed in by their emailed link, leads, a question, proposals, ratings.
import { eq } from "drizzle-orm";
import { enrichmentProposals, enrichmentRuns, shortlistRatings, vendors } from "~/db/schema";
import { startLeadCheckout } from "~/services/leads/lead-payments.server";
import { askQuestion } from "~/services/leads/questions.server";
import { CookieJar, latestMailTo } from "../setup/auth-client";
import { serverJobContext, type TestServer } from "../setup/http-server";
import { buyerContact, createConfirmedLeads, createMarketRequest, recipientsFor } from "../setup/marketplace";
import { registrationForm, TEST_PASSWORD } from "../setup/vendor-accounts";
import type { SessionCookies } from "./targets";

export { TEST_PASSWORD };

/** The operator's address (ADMIN_EMAILS of the fuzz server). */
export const ADMIN_EMAIL = "ops@saasmatch.example";
/** The vendor account: it manages the market vendor "deskly" (its email is on deskly's domain). */
export const VENDOR_EMAIL = "owner@deskly.example";

export interface FuzzFixtures {
  vendor: SessionCookies;
  admin: SessionCookies;
  /** The user id of a pending claim of "ticketeer" (an operator may approve or reject it). */
  claimantId: string;
  vendorIds: string[];
  leadIds: string[];
  leadCodes: string[];
  questionIds: string[];
  proposalIds: string[];
  ratingIds: string[];
  /** Another session of the vendor's account, for the targets that end or change a session (sign-out last). */
  spare: SessionCookies;
  /** Test-mode checkout sessions of the vendor's leads (the local checkout's `session` parameter). */
  checkoutSessions: string[];
}

/** Signs in over HTTP as a browser's fetch would and returns the new session's cookies. */
async function signIn(server: TestServer, email: string): Promise<SessionCookies> {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: TEST_PASSWORD }),
  });
  await response.text();
  const jar = new CookieJar();
  jar.take(response);
  if (!/session_token=/.test(jar.header()))
    throw new Error(`signing in ${email} answered ${response.status}`);
  return sessionOf(jar);
}

/** Registers through POST /vendor-register (urlencoded, as the form posts) and returns the status. */
async function register(server: TestServer, form: FormData): Promise<number> {
  const body = new URLSearchParams();
  for (const [key, value] of form) body.append(key, String(value));
  const response = await fetch(`${server.url}/vendor-register.data`, { method: "POST", body });
  await response.text();
  return response.status;
}

/** Opens the emailed confirmation link (which signs in) and returns the session cookies. */
async function confirm(server: TestServer, email: string): Promise<SessionCookies> {
  const mail = await latestMailTo(serverJobContext(server), email);
  const link = mail.links.find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`no confirmation link to ${email}`);
  const { pathname, search } = new URL(link);
  const response = await fetch(`${server.url}${pathname}${search}`, { redirect: "manual" });
  await response.text();
  const jar = new CookieJar();
  jar.take(response);
  if (!/session_token=/.test(jar.header()))
    throw new Error(`confirming ${email} did not sign in: ${response.status}`);
  // Confirming removed the password typed at registration: the owner chooses one on the page the link led to.
  const chosen = await fetch(`${server.url}/vendor/verify-email?intent=password`, {
    method: "POST",
    headers: { cookie: jar.header() },
    body: new URLSearchParams({ password: TEST_PASSWORD }),
    redirect: "manual",
  });
  await chosen.text();
  if (chosen.status !== 302) throw new Error(`choosing a password for ${email} answered ${chosen.status}`);
  return sessionOf(jar);
}

function sessionOf(jar: CookieJar): SessionCookies {
  return {
    header: () => jar.header(),
    update: (lines) => jar.take({ headers: { getSetCookie: () => lines } } as unknown as Response),
  };
}

async function registerAndConfirm(server: TestServer, form: FormData): Promise<SessionCookies> {
  const status = await register(server, form);
  if (status !== 200) throw new Error(`registration answered ${status}`);
  return confirm(server, String(form.get("accountEmail")));
}

export async function createFuzzFixtures(server: TestServer): Promise<FuzzFixtures> {
  const { db } = server.database;
  // A search of its own: the marketplace targets withdraw leads of the suite's shared search.
  const requestId = await createMarketRequest(db, server.services.matching);
  const claim = registrationForm("deskly.example", {
    accountEmail: VENDOR_EMAIL,
    website: "https://deskly.example",
    name: "Deskly",
  });
  claim.set("claimChoice", "claim:deskly");
  const vendor = await registerAndConfirm(server, claim);
  const admin = await registerAndConfirm(
    server,
    registrationForm("saasmatch.example", { accountEmail: ADMIN_EMAIL, name: "Opsbooks" }),
  );
  // A claim an operator has to decide: the claimant's email is not on ticketeer's domain.
  const pending = registrationForm("gmail.example", {
    accountEmail: "claimant@gmail.example",
    website: "https://ticketeer.example",
  });
  pending.set("claimChoice", "claim:ticketeer");
  if ((await register(server, pending)) !== 200) throw new Error("the pending claim was refused");

  const leads = await createConfirmedLeads({
    db,
    requestId,
    recipients: await recipientsFor(db, ["deskly", "inboxy"]),
    contact: buyerContact,
  });
  const asked = await askQuestion({
    db,
    requestId,
    recipients: await recipientsFor(db, ["deskly"]),
    question: "Does the shared inbox work with two mail domains?",
  });
  const [deskly] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.slug, "deskly"));
  const [run] = await db
    .insert(enrichmentRuns)
    .values({ vendorId: deskly!.id, status: "succeeded", website: "https://deskly.example", proposals: 3 })
    .returning({ id: enrichmentRuns.id });
  const proposals = await db
    .insert(enrichmentProposals)
    .values(
      (["feature", "integration", "certification"] as const).map((kind, i) => ({
        runId: run!.id,
        vendorId: deskly!.id,
        kind,
        value: ["Canned replies", "Slack", "ISO 27001"][i]!,
        sourceUrl: "https://deskly.example/features",
        sentence: "Deskly offers canned replies, a Slack integration and ISO 27001 certification.",
      })),
    )
    .returning({ id: enrichmentProposals.id });
  const ratings = await db
    .insert(shortlistRatings)
    .values([
      { stars: 5, comment: "Named the two tools we trialled.", authorName: "Dana", publishConsent: true },
      { stars: 3, comment: "Not for publication.", publishConsent: false },
    ])
    .returning({ id: shortlistRatings.id });
  const users = await db.query.vendorMembers.findFirst({
    where: (m, { eq: equals }) => equals(m.status, "pending"),
  });
  const allVendors = await db.select({ id: vendors.id }).from(vendors);
  const checkoutSessions: string[] = [];
  for (const lead of leads.filter((l) => l.recipient.vendorId === deskly!.id)) {
    const { url } = await startLeadCheckout({
      db,
      env: server.services.env,
      payments: server.services.payments,
      vendorId: deskly!.id,
      leadId: lead.leadId,
    });
    const id = new URL(url, server.url).searchParams.get("session");
    if (id) checkoutSessions.push(id);
  }
  if (checkoutSessions.length === 0) throw new Error("no test checkout was started");
  return {
    vendor,
    admin,
    claimantId: users?.userId ?? "",
    vendorIds: allVendors.map((v) => v.id),
    leadIds: leads.map((l) => l.leadId),
    leadCodes: leads.map((l) => l.code),
    questionIds: asked.questions.map((q) => q.questionId),
    proposalIds: proposals.map((p) => p.id),
    ratingIds: ratings.map((r) => r.id),
    spare: await signIn(server, VENDOR_EMAIL),
    checkoutSessions,
  };
}
