// Who may wear the "Verified vendor" badge, where vendor mail goes, which catalog product a claim takes, and what a
// save keeps: each played against the production server over HTTP, as a browser without JavaScript would.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, vendors } from "~/db/schema";
import { parseCatalogFile } from "~/domain/catalog/catalog-format";
import { importCatalog } from "~/services/import-catalog.server";
import { extractLinks, findOutboxMessages, getOutboxMessage } from "~/services/mail/outbox.server";
import { CookieJar, latestMailTo } from "../setup/auth-client";
import { closeServerBuild, serverJobContext, startTestServer, type TestServer } from "../setup/http-server";
import { runQueuedJobs } from "../setup/jobs";
import { createMarketRequest, seedMarketCatalog } from "../setup/marketplace";
import { testDriver } from "../setup/test-db";
import { registrationForm } from "../setup/vendor-accounts";

const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-verify-"));

/** What a page says, without markup, scripts or entities: short enough to read in a failure message. */
function said(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<head>[\s\S]*?<\/head>/, " ")
    .replace(/<header[\s\S]*?<\/header>|<footer[\s\S]*?<\/footer>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .replace(/ ([.,:;])/g, "$1")
    .trim();
}

/** One company, three products on one domain, each at its own address (as the catalog lists Zoho's). */
const suite = parseCatalogFile({
  schema: "vendor-catalog/v1",
  vendors: [
    ["suite-books", "Suite Books", "books", "Online accounting with invoicing and VAT returns"],
    ["suite-chat", "Suite Chat", "chat", "Team chat and meetings in the Suite ecosystem"],
    ["suite-crm", "Suite CRM", "crm", "Customisable CRM within the Suite business apps"],
  ].map(([slug, name, path, tagline]) => ({
    slug,
    name,
    website: `https://www.suite.example/${path}/`,
    tagline,
    description: `${name}: ${tagline}, for small and mid-sized businesses that want one suite of business apps.`,
    categories: ["Accounting"],
    features: ["Invoicing"],
  })),
});

describe(`vendor verification, contact address, claims and saves over HTTP (${testDriver})`, () => {
  let server: TestServer;
  const mailContext = () => serverJobContext(server);

  beforeAll(async () => {
    server = await startTestServer({
      env: { DATA_DIR: dataDir, AUTH_TEST_PASSWORD_HASH: "fast", RATE_LIMIT_SCALE: "1000" },
    });
    if (!suite.ok) throw new Error(suite.problems.join("; "));
    await importCatalog({ db: server.database.db, records: suite.catalog.vendors });
    await seedMarketCatalog(server.database.db);
  });
  afterAll(async () => {
    await server?.close();
    await closeServerBuild();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const urlencoded = (form: FormData | Record<string, string | string[]>) => {
    const body = new URLSearchParams();
    const entries = form instanceof FormData ? [...form] : Object.entries(form);
    for (const [key, value] of entries)
      for (const v of Array.isArray(value) ? value : [value]) body.append(key, String(v));
    return body;
  };

  /** POSTs a form as a browser without JavaScript does; the answer is the rendered page. */
  async function postForm(path: string, form: FormData | Record<string, string | string[]>, cookie = "") {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      body: urlencoded(form),
      headers: cookie ? { cookie } : {},
      redirect: "manual",
    });
    const html = await response.text();
    return { status: response.status, html, text: said(html), location: response.headers.get("location") };
  }

  async function getPage(path: string, cookie = "") {
    const response = await fetch(`${server.url}${path}`, {
      headers: cookie ? { cookie } : {},
      redirect: "manual",
    });
    const html = await response.text();
    return { status: response.status, html, text: said(html) };
  }

  /** Opens the emailed sign-up link (which confirms the address and signs in); returns the session cookie. */
  async function confirmAccount(email: string): Promise<string> {
    const mail = await latestMailTo(mailContext(), email);
    const link = new URL(mail.links.find((l) => l.includes("/api/auth/verify-email"))!);
    const response = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
    await response.text();
    const jar = new CookieJar();
    jar.take(response);
    expect(jar.header()).toMatch(/session_token=/);
    // The click drops whatever password was typed at registration: the owner chooses theirs on the page it leads to.
    const chosen = await fetch(`${server.url}/vendor/verify-email?intent=password`, {
      method: "POST",
      headers: { cookie: jar.header() },
      body: new URLSearchParams({ password: "a long vendor passphrase" }),
      redirect: "manual",
    });
    await chosen.text();
    expect(chosen.status).toBe(302);
    jar.take(chosen);
    return jar.header();
  }

  async function registerAndConfirm(form: FormData): Promise<string> {
    const registered = await postForm("/vendor-register", form);
    expect(registered.status, registered.text.slice(0, 600)).toBe(200);
    expect(registered.text).toContain("Check your inbox");
    return confirmAccount(String(form.get("accountEmail")));
  }

  async function vendorRow(where: { slug?: string; name?: string }) {
    const [row] = await server.database.db
      .select()
      .from(vendors)
      .where(where.slug ? eq(vendors.slug, where.slug) : eq(vendors.name, where.name!));
    return row!;
  }

  /** The dashboard's profile form as it was before the tagline field existed: every field but that one. */
  function saveForm(domain: string, overrides: Record<string, string | string[]> = {}) {
    const form = registrationForm(domain, { intent: "save", ...overrides });
    for (const key of ["accountName", "accountEmail", "password"]) form.delete(key);
    return form;
  }

  /** The mails sent to an address, once the queued mail jobs have run (the test server's worker is not started). */
  async function mailsTo(address: string) {
    await runQueuedJobs(serverJobContext(server));
    const all = await findOutboxMessages(server.services.env);
    return Promise.all(
      all
        .filter((m) => m.to.includes(address))
        .map(async (m) => (await getOutboxMessage(server.services.env, m.id))!),
    );
  }

  describe("a website must have a registrable domain", () => {
    it.each([
      ["https://com", "com"],
      ["https://co.uk", "co.uk"],
      ["github.io", "github.io"],
    ])(
      "registering with %s is refused beside the website field (https://com made any .com address 'verified')",
      async (website, host) => {
        const form = registrationForm("evil.com", { website, name: "Zendesk Support Suite" });
        const answer = await postForm("/vendor-register", form);
        expect(answer.status).toBe(400);
        expect(answer.text).toContain(`${host} is not a domain a company can own`);
        expect(answer.html).toContain('value="Zendesk Support Suite"');
        const rows = await server.database.db
          .select()
          .from(vendors)
          .where(eq(vendors.name, "Zendesk Support Suite"));
        expect(rows).toHaveLength(0);
      },
    );
  });

  describe("verification belongs to the registrable domain it was proven for", () => {
    it("a verified vendor that moves its website to another company's domain loses the badge; the rename is audited", async () => {
      const cookie = await registerAndConfirm(registrationForm("tidyhq.example", { name: "Tidyhq" }));
      const before = await vendorRow({ name: "Tidyhq" });
      expect(before).toMatchObject({ verified: true, verifiedDomain: "tidyhq.example" });

      const saved = await postForm(
        "/vendor/dashboard",
        saveForm("tidyhq.example", { name: "Zendesk Support Suite", website: "https://www.zendesk.com/" }),
        cookie,
      );
      expect(saved.status).toBe(200);
      expect(saved.text).toContain("badge was removed");
      const after = await vendorRow({ slug: before.slug });
      expect(after).toMatchObject({ name: "Zendesk Support Suite", verified: false, verifiedDomain: null });
      expect((await getPage("/vendor/dashboard", cookie)).text).toContain("Not verified yet.");

      const audit = await server.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, before.id))
        .orderBy(adminAuditLog.id);
      expect(audit.map((a) => a.action)).toEqual(["vendor.rename", "vendor.unverify"]);
      expect(audit[0]).toMatchObject({
        actorEmail: "owner@tidyhq.example",
        targetType: "vendor",
        details: { from: "Tidyhq", to: "Zendesk Support Suite" },
      });
      expect(audit[1]?.details).toMatchObject({ provenFor: "tidyhq.example", domain: "zendesk.com" });

      // Moving back does not bring the badge back by itself; the account's confirmed email on that domain does.
      await postForm("/vendor/dashboard", saveForm("tidyhq.example", { name: "Tidyhq" }), cookie);
      expect(await vendorRow({ slug: before.slug })).toMatchObject({
        verified: true,
        verifiedDomain: "tidyhq.example",
      });
    });

    it("a rename on the same registrable domain (another subdomain, another path) keeps the badge and is audited", async () => {
      const cookie = await registerAndConfirm(registrationForm("keepbooks.example", { name: "Keepbooks" }));
      const row = await vendorRow({ name: "Keepbooks" });
      const saved = await postForm(
        "/vendor/dashboard",
        saveForm("keepbooks.example", {
          name: "Keepbooks Pro",
          website: "https://app.keepbooks.example/pro",
        }),
        cookie,
      );
      expect(saved.status).toBe(200);
      expect(saved.text).not.toContain("badge was removed");
      expect(await vendorRow({ slug: row.slug })).toMatchObject({
        name: "Keepbooks Pro",
        verified: true,
        verifiedDomain: "keepbooks.example",
      });
      const [entry] = await server.database.db
        .select()
        .from(adminAuditLog)
        .where(and(eq(adminAuditLog.targetId, row.id), eq(adminAuditLog.action, "vendor.rename")));
      expect(entry?.details).toMatchObject({ from: "Keepbooks", to: "Keepbooks Pro" });
    });

    it("a badge left on a public-suffix website by the old form is not shown, and a save elsewhere clears it", async () => {
      const cookie = await registerAndConfirm(registrationForm("oldbadge.example", { name: "Oldbadge" }));
      const row = await vendorRow({ name: "Oldbadge" });
      // What https://com with attacker@evil.com left behind: verified, on a bare suffix, no domain recorded.
      await server.database.db
        .update(vendors)
        .set({ website: "https://com", verifiedDomain: null })
        .where(eq(vendors.id, row.id));
      expect((await getPage("/vendor/dashboard", cookie)).text).toContain("Not verified yet.");
      await postForm(
        "/vendor/dashboard",
        saveForm("oldbadge.example", { name: "Oldbadge", website: "https://elsewhere.example" }),
        cookie,
      );
      expect(await vendorRow({ slug: row.slug })).toMatchObject({ verified: false, verifiedDomain: null });
    });
  });

  describe("vendor mail goes only to a confirmed address", () => {
    it("a typed contact address gets no buyer mail until its mailbox confirms it; until then the account's address does", async () => {
      const claim = registrationForm("deskly.example", {
        name: "Deskly",
        website: "https://deskly.example",
        contactEmail: "victim@elsewhere.example",
        claimChoice: "claim:deskly",
      });
      const cookie = await registerAndConfirm(claim);
      const ask = async (question: string) => {
        const requestId = await createMarketRequest(server.database.db, server.services.matching);
        const asked = await postForm("/results/marketplace", {
          intent: "ask",
          requestId,
          vendor: ["deskly"],
          question,
        });
        expect(asked.status, asked.text.slice(0, 300)).toBe(200);
      };
      const desklyForm = (contactEmail: string) =>
        saveForm("deskly.example", {
          name: "Deskly",
          website: "https://deskly.example",
          contactEmail,
          description:
            "Help desk software with a shared inbox that turns customer emails into support tickets.",
          categories: "Help desk & ticketing",
          features: "Shared inbox\nTicket routing",
        });

      // The claimed profile had no contact address; the vendor types a third party's.
      const saved = await postForm("/vendor/dashboard", desklyForm("victim@elsewhere.example"), cookie);
      expect(saved.status).toBe(200);
      expect(saved.text).toContain(
        "We sent a confirmation link to victim@elsewhere.example. Until it is opened there, new leads and buyers' questions go to owner@deskly.example.",
      );
      await ask("Can you import our Zendesk history?");
      expect(
        (await mailsTo("victim@elsewhere.example")).filter((m) => m.subject.includes("question")),
      ).toHaveLength(0);
      expect(
        (await mailsTo("owner@deskly.example")).some((m) =>
          m.text.includes("Can you import our Zendesk history?"),
        ),
      ).toBe(true);
      const dashboard = await getPage("/vendor/dashboard", cookie);
      expect(dashboard.text).toContain(
        "Not confirmed yet: until victim@elsewhere.example opens the link we send it, they go to your account's address, owner@deskly.example.",
      );

      const resent = await postForm("/vendor/dashboard", { intent: "confirm-contact" }, cookie);
      expect(resent.status).toBe(200);
      expect(resent.text).toContain("We sent a confirmation link to victim@elsewhere.example");
      const [confirmation] = await mailsTo("victim@elsewhere.example");
      const link = new URL(extractLinks(confirmation!).find((l) => l.includes("/vendor/confirm-contact"))!);
      const token = link.searchParams.get("token")!;

      // Opening the link only asks; a forged or altered token is refused.
      const opened = await getPage(`${link.pathname}${link.search}`);
      expect(opened.status).toBe(200);
      expect(opened.text).toContain("Confirm victim@elsewhere.example");
      expect((await vendorRow({ slug: "deskly" })).contactEmailConfirmed).toBeNull();
      const forged = await postForm(
        `/vendor/confirm-contact?token=${encodeURIComponent(`${token.slice(0, -2)}AA`)}`,
        {},
      );
      expect(forged.status).toBe(400);

      const confirmed = await postForm(`/vendor/confirm-contact?token=${encodeURIComponent(token)}`, {});
      expect(confirmed.status).toBe(200);
      expect(confirmed.text).toContain("Contact address confirmed");
      await ask("Does it work with two mail domains?");
      expect(
        (await mailsTo("victim@elsewhere.example")).some((m) =>
          m.text.includes("Does it work with two mail domains?"),
        ),
      ).toBe(true);

      // A new contact address is unconfirmed again, and the old link cannot confirm it.
      const changed = await postForm("/vendor/dashboard", desklyForm("someone@else.example"), cookie);
      expect(changed.text).toContain("We sent a confirmation link to someone@else.example");
      const stale = await postForm(`/vendor/confirm-contact?token=${encodeURIComponent(token)}`, {});
      expect(stale.status).toBe(409);
      expect((await vendorRow({ slug: "deskly" })).contactEmailConfirmed).toBe("victim@elsewhere.example");
      await ask("Is there an API?");
      expect((await mailsTo("someone@else.example")).some((m) => m.text.includes("Is there an API?"))).toBe(
        false,
      );
      expect((await mailsTo("owner@deskly.example")).some((m) => m.text.includes("Is there an API?"))).toBe(
        true,
      );
    });
  });

  describe("claiming a catalog product", () => {
    const suiteForm = (email: string, overrides: Record<string, string> = {}) =>
      registrationForm("suite.example", {
        accountEmail: email,
        name: "Suite Books",
        website: "https://www.suite.example/books/",
        ...overrides,
      });

    it("the product at the typed address is offered first, then every other product on the domain; two accounts claim two products", async () => {
      const offer = await postForm("/vendor-register", suiteForm("ana@gmail.example"));
      expect(offer.status).toBe(200);
      expect(offer.text).toContain("Is this your software? Suite Books is already listed");
      const order = ["claim:suite-books", "claim:suite-chat", "claim:suite-crm"].map((v) =>
        offer.html.indexOf(`value="${v}"`),
      );
      expect(order.every((i) => i > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      const first = suiteForm("ana@gmail.example", { claimChoice: "claim:suite-books" });
      expect((await postForm("/vendor-register", first)).text).toContain(
        "Your claim of Suite Books is recorded",
      );

      // A second account of the same company, same address: Suite Books is taken, the others are still offered.
      const second = await postForm("/vendor-register", suiteForm("ben@gmail.example"));
      expect(second.status).toBe(200);
      expect(second.text).toContain("Suite Books is already managed by another account");
      expect(second.html).not.toContain('value="claim:suite-books"');
      expect(second.html).toContain('value="claim:suite-chat"');
      const claimed = await postForm(
        "/vendor-register",
        suiteForm("ben@gmail.example", { claimChoice: "claim:suite-chat" }),
      );
      expect(claimed.text).toContain("Your claim of Suite Chat is recorded");
      const taken = await postForm(
        "/vendor-register",
        suiteForm("cy@gmail.example", { claimChoice: "claim:suite-books" }),
      );
      expect(taken.text).toContain("Suite Books (https://www.suite.example/books/) is already managed");
    });

    it("an address on the domain but at no product's own page lists every product to choose from", async () => {
      const offer = await postForm(
        "/vendor-register",
        suiteForm("dee@gmail.example", { website: "https://suite.example" }),
      );
      expect(offer.status).toBe(200);
      expect(offer.text).toContain("We have 3 products on suite.example");
    });
  });

  describe("a save keeps what the form does not show", () => {
    it("claim + save keeps the catalog tagline, and the tagline is editable", async () => {
      const cookie = await registerAndConfirm(
        registrationForm("suite.example", {
          accountEmail: "owner@suite.example",
          name: "Suite CRM",
          website: "https://www.suite.example/crm/",
          claimChoice: "claim:suite-crm",
        }),
      );
      const dashboard = await getPage("/vendor/dashboard", cookie);
      expect(dashboard.html).toContain(
        'name="tagline" value="Customisable CRM within the Suite business apps"',
      );

      const saved = await postForm(
        "/vendor/dashboard",
        saveForm("suite.example", { name: "Suite CRM", website: "https://www.suite.example/crm/" }),
        cookie,
      );
      expect(saved.status).toBe(200);
      expect((await vendorRow({ slug: "suite-crm" })).tagline).toBe(
        "Customisable CRM within the Suite business apps",
      );

      await postForm(
        "/vendor/dashboard",
        saveForm("suite.example", {
          name: "Suite CRM",
          website: "https://www.suite.example/crm/",
          tagline: "The CRM of the Suite apps",
        }),
        cookie,
      );
      expect((await vendorRow({ slug: "suite-crm" })).tagline).toBe("The CRM of the Suite apps");
      const crm = await vendorRow({ slug: "suite-crm" });
      const audit = await server.database.db
        .select()
        .from(adminAuditLog)
        .where(eq(adminAuditLog.targetId, crm.id));
      expect(audit).toEqual([]);
    });
  });
  describe("forms and errors on the dashboard", () => {
    it("an unknown action is answered beside the form; an unreadable body shows the error in place, inside the site's layout", async () => {
      const cookie = await registerAndConfirm(registrationForm("formcheck.example", { name: "Formcheck" }));
      const unknown = await postForm("/vendor/dashboard", { intent: "delete-everything" }, cookie);
      expect(unknown.status).toBe(400);
      expect(unknown.text).toContain("Unknown action.");
      expect(unknown.text).toContain("Profile completeness");

      const response = await fetch(`${server.url}/vendor/dashboard`, {
        method: "POST",
        headers: { cookie, "content-type": "multipart/form-data; boundary=nothing-here" },
        body: "this is not a multipart body",
        redirect: "manual",
      });
      const html = await response.text();
      expect(response.status).toBe(400);
      // The route's own boundary: the reason the route gave and the ways on, with the site's header and footer.
      expect(said(html)).toContain("The form could not be read.");
      expect(said(html)).toContain("Try again");
      expect(said(html)).not.toContain("We couldn't show this page");
      expect(html).toMatch(/<header[\s\S]*<\/header>/);
      expect(html).toMatch(/<footer[\s\S]*<\/footer>/);
    });
  });
});
