import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, shortlistRatings, vendorMembers, vendors } from "~/db/schema";
import { action, loader } from "~/routes/admin";
import { loader as homeLoader } from "~/routes/home";
import { routeArgs } from "../setup/app-context";
import { latestMailTo } from "../setup/auth-client";
import { runQueuedJobs } from "../setup/jobs";
import { createSeededApp } from "../setup/seeded-app";
import { type TestDatabase, testDriver } from "../setup/test-db";
import { get, post, registerAndVerify, registrationForm } from "../setup/vendor-accounts";

const catalog = {
  schema: "vendor-catalog/v1",
  vendors: [
    {
      slug: "deskly",
      name: "Deskly",
      website: "https://deskly.example",
      description: "Help desk software.",
      categories: ["Help desk & ticketing"],
    },
    {
      slug: "payrollo",
      name: "Payrollo",
      website: "https://payrollo.example",
      description: "Payroll software.",
      categories: ["Payroll"],
    },
  ],
};

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    const value = (await promise) as { init?: { status?: number } };
    return value?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe(`/admin (${testDriver})`, () => {
  let t: TestDatabase;
  let cleanup: () => Promise<void>;
  let context: AppLoadContext;
  let adminCookie: string;
  let vendorCookie: string;
  let claimantId: string;
  /** Consented quotes with a name, one consented quote without a name, one rating without consent. */
  let quoteIds: string[];
  let namelessId: string;
  let privateId: string;

  beforeAll(async () => {
    ({ t, context, cleanup } = await createSeededApp(catalog, "admin"));
    adminCookie = (
      await registerAndVerify(
        context,
        registrationForm("saasmatch.example", { accountEmail: "ops@saasmatch.example", name: "Opsbooks" }),
      )
    ).cookie;
    vendorCookie = (
      await registerAndVerify(context, registrationForm("vendorco.example", { name: "Vendorco" }))
    ).cookie;
    const claim = registrationForm("gmail.example", {
      website: "https://deskly.example",
      accountEmail: "claimant@gmail.example",
    });
    claim.set("claimChoice", "claim:deskly");
    await registerAndVerify(context, claim);
    const [member] = await t.db
      .select({ userId: vendorMembers.userId })
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .where(eq(vendors.slug, "deskly"));
    claimantId = member!.userId;
    const rows = await t.db
      .insert(shortlistRatings)
      .values([
        {
          stars: 5,
          comment: "The shortlist named the two tools we ended up trialling. Saved us a week of demos.",
          authorName: "Dana Ops",
          authorTitle: "Head of Operations",
          publishConsent: true,
        },
        {
          stars: 4,
          comment: "Clear reasons for every match, and no sales calls afterwards.",
          authorName: "Lee Finance",
          authorTitle: "Controller",
          publishConsent: true,
        },
        { stars: 4, comment: "Useful, but name withheld.", publishConsent: true },
        {
          stars: 3,
          comment: "Do not publish this one.",
          authorName: "Private Person",
          publishConsent: false,
        },
      ])
      .returning({ id: shortlistRatings.id });
    quoteIds = [rows[0]!.id, rows[1]!.id];
    namelessId = rows[2]!.id;
    privateId = rows[3]!.id;
  });
  afterAll(() => cleanup());

  it("answers 403 to a signed-in non-admin on the page and on every action, and changes nothing", async () => {
    const [deskly] = await t.db.select().from(vendors).where(eq(vendors.slug, "deskly"));
    expect(await status(loader(routeArgs(get("/admin?q=desk", vendorCookie), context)))).toBe(403);
    const attempts: Record<string, string>[] = [
      { intent: "approve-claim", userId: claimantId },
      { intent: "reject-claim", userId: claimantId },
      { intent: "unpublish", vendorId: deskly!.id },
      { intent: "publish", vendorId: deskly!.id },
      { intent: "approve-testimonial", ratingId: quoteIds[0]! },
      { intent: "unapprove-testimonial", ratingId: quoteIds[0]! },
    ];
    for (const fields of attempts) {
      expect(
        await status(action(routeArgs(post("/admin", new URLSearchParams(fields), vendorCookie), context))),
      ).toBe(403);
    }
    const [member] = await t.db.select().from(vendorMembers).where(eq(vendorMembers.userId, claimantId));
    expect(member!.status).toBe("pending");
    const [quote] = await t.db.select().from(shortlistRatings).where(eq(shortlistRatings.id, quoteIds[0]!));
    expect(quote!.approvedAt).toBeNull();
    expect(await t.db.select().from(adminAuditLog)).toHaveLength(0);
    const anonymous = await loader(routeArgs(get("/admin"), context)).catch((e: Response) => e);
    expect((anonymous as Response).status).toBe(302);
  });

  it("lists pending claims, vendors with search, and approves a claim with an audit entry and an email", async () => {
    const page = (await loader(
      routeArgs(get("/admin?q=desk&status=published", adminCookie), context),
    )) as unknown as {
      data: {
        claims: { userId: string; vendorName: string }[];
        vendors: { rows: { name: string }[]; total: number; page: number; pages: number };
      };
    };
    expect(page.data.claims).toEqual([expect.objectContaining({ userId: claimantId, vendorName: "Deskly" })]);
    expect(page.data.vendors.rows.map((v) => v.name)).toEqual(["Deskly"]);
    expect(page.data.vendors).toMatchObject({ total: 1, page: 1, pages: 1 });

    const result = await action(
      routeArgs(
        post("/admin", new URLSearchParams({ intent: "approve-claim", userId: claimantId }), adminCookie),
        context,
      ),
    );
    expect(result).toMatchObject({ ok: true });
    const [member] = await t.db.select().from(vendorMembers).where(eq(vendorMembers.userId, claimantId));
    expect(member!.status).toBe("active");
    const [deskly] = await t.db.select().from(vendors).where(eq(vendors.slug, "deskly"));
    expect(deskly).toMatchObject({ claimed: true, verified: true });
    const log = await t.db.select().from(adminAuditLog);
    expect(log).toEqual([
      expect.objectContaining({
        actorEmail: "ops@saasmatch.example",
        action: "claim.approve",
        targetId: claimantId,
      }),
    ]);
    // The email is queued with the decision and sent by the job worker.
    await runQueuedJobs(context);
    expect((await latestMailTo(context, "claimant@gmail.example")).subject).toBe(
      "You now manage Deskly on SaaSMatch",
    );

    const again = await status(
      action(
        routeArgs(
          post("/admin", new URLSearchParams({ intent: "reject-claim", userId: claimantId }), adminCookie),
          context,
        ),
      ),
    );
    expect(again).toBe(404);
  });

  it("pages the vendor list with a total count, and refuses malformed list parameters with a 400", async () => {
    const list = async (query: string) =>
      (
        (await loader(routeArgs(get(`/admin${query}`, adminCookie), context))) as unknown as {
          data: {
            vendors: { rows: { name: string }[]; total: number; page: number; pages: number; first: number };
          };
        }
      ).data.vendors;
    const all = await list("");
    expect(all.total).toBe((await t.db.select().from(vendors)).length);
    const { findAdminVendors } = await import("~/services/admin/admin.server");
    const first = await findAdminVendors(t.db, { query: "", status: "all", page: 1, perPage: 1 });
    const second = await findAdminVendors(t.db, { query: "", status: "all", page: 2, perPage: 1 });
    const past = await findAdminVendors(t.db, { query: "", status: "all", page: 99, perPage: 1 });
    expect(first).toMatchObject({ total: all.total, pages: all.total, page: 1, first: 1, last: 1 });
    expect(second.rows[0]!.name).not.toBe(first.rows[0]!.name);
    expect(past).toMatchObject({ page: all.total, first: all.total });
    for (const bad of ["?page=0", "?page=abc", "?status=deleted", `?q=${"x".repeat(201)}`]) {
      expect(await status(loader(routeArgs(get(`/admin${bad}`, adminCookie), context))), bad).toBe(400);
    }
  });

  it("unpublishes a vendor with an audit entry; an unknown vendor id is a 404", async () => {
    const [payrollo] = await t.db.select().from(vendors).where(eq(vendors.slug, "payrollo"));
    await action(
      routeArgs(
        post("/admin", new URLSearchParams({ intent: "unpublish", vendorId: payrollo!.id }), adminCookie),
        context,
      ),
    );
    const [after] = await t.db.select().from(vendors).where(eq(vendors.id, payrollo!.id));
    expect(after!.status).toBe("draft");
    const log = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "vendor.unpublish"));
    expect(log).toHaveLength(1);
    // The audit log names the vendor, its id beside the name.
    const shown = (await loader(routeArgs(get("/admin", adminCookie), context))) as unknown as {
      data: { audit: { action: string; target: string; targetId: string }[] };
    };
    expect(shown.data.audit.find((a) => a.action === "vendor.unpublish")).toMatchObject({
      target: "vendor Payrollo",
      targetId: payrollo!.id,
    });
    expect(
      await status(
        action(
          routeArgs(
            post("/admin", new URLSearchParams({ intent: "publish", vendorId: "nope" }), adminCookie),
            context,
          ),
        ),
      ),
    ).toBe(404);
  });

  it("lists consented quotes; publishing two puts them on the home page, withdrawing takes one off; all audited", async () => {
    const page = (await loader(routeArgs(get("/admin", adminCookie), context))) as unknown as {
      data: { testimonials: { id: string; approvedAt: Date | null }[] };
    };
    expect(page.data.testimonials.map((q) => q.id).sort()).toEqual([...quoteIds, namelessId].sort());

    const home = async () =>
      (await homeLoader(routeArgs(get("/"), context))) as unknown as {
        testimonials: { kind: string; quotes?: { id: string; name: string }[] };
      };
    expect((await home()).testimonials.kind).toBe("examples");

    const decide = (intent: string, ratingId: string) =>
      action(routeArgs(post("/admin", new URLSearchParams({ intent, ratingId }), adminCookie), context));
    for (const id of quoteIds) {
      expect(await decide("approve-testimonial", id)).toMatchObject({ ok: true });
    }
    const shown = await home();
    expect(shown.testimonials.kind).toBe("quotes");
    expect(shown.testimonials.quotes?.map((q) => q.name).sort()).toEqual(["Dana Ops", "Lee Finance"]);

    expect(await decide("unapprove-testimonial", quoteIds[0]!)).toMatchObject({
      ok: true,
      message: "Withdrew the quote by Dana Ops from the home page.",
    });
    expect((await home()).testimonials.kind).toBe("examples");

    const log = await t.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetType, "shortlist_rating"))
      .orderBy(adminAuditLog.id);
    expect(log.map((entry) => [entry.action, entry.targetId, entry.actorEmail])).toEqual([
      ["testimonial.approve", quoteIds[0], "ops@saasmatch.example"],
      ["testimonial.approve", quoteIds[1], "ops@saasmatch.example"],
      ["testimonial.unapprove", quoteIds[0], "ops@saasmatch.example"],
    ]);
  });

  it("refuses to publish a quote without consent or without a name, and a malformed id, auditing nothing", async () => {
    const before = (await t.db.select().from(adminAuditLog)).length;
    const attempt = (ratingId: string) =>
      status(
        action(
          routeArgs(
            post("/admin", new URLSearchParams({ intent: "approve-testimonial", ratingId }), adminCookie),
            context,
          ),
        ),
      );
    expect(await attempt(privateId)).toBe(409);
    expect(await attempt(namelessId)).toBe(409);
    expect(await attempt("not-a-uuid")).toBe(400);
    expect(await attempt("00000000-0000-4000-8000-000000000000")).toBe(404);
    const rows = await t.db.select().from(shortlistRatings).where(eq(shortlistRatings.id, privateId));
    expect(rows[0]!.approvedAt).toBeNull();
    expect(await t.db.select().from(adminAuditLog)).toHaveLength(before);
  });

  it("a claim decision naming a user id with a NUL is a 404, not a 500 (found by the fuzz suite)", async () => {
    const before = (await t.db.select().from(adminAuditLog)).length;
    for (const userId of ["x\u0000y", "\ud800"]) {
      const form = new URLSearchParams({ intent: "reject-claim", userId });
      expect(await status(action(routeArgs(post("/admin", form, adminCookie), context)))).toBe(404);
    }
    expect(await t.db.select().from(adminAuditLog)).toHaveLength(before);
  });
});
