import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendorMembers, vendors } from "~/db/schema";
import { emailProvesDomain, registrableDomain } from "~/domain/vendors/website-domain";
import { AppError } from "~/utils/app-error";
import { bumpCatalogVersion } from "../catalog-version.server";

/**
 * Records a claim of a catalog vendor by `userId`. It is active (and the vendor verified) at once when the
 * user's verified email is on the vendor's website domain; otherwise it waits for an operator.
 */
export async function claimVendor(
  db: Database,
  {
    userId,
    vendorId,
    email,
    emailVerified,
  }: { userId: string; vendorId: string; email: string; emailVerified: boolean },
): Promise<"active" | "pending"> {
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ id: vendors.id, website: vendors.website })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for("update");
    if (!vendor) throw new AppError("not_found", "This vendor does not exist.");
    const taken = await tx
      .select({ userId: vendorMembers.userId })
      .from(vendorMembers)
      .where(and(eq(vendorMembers.vendorId, vendorId), inArray(vendorMembers.status, ["active", "pending"])));
    if (taken.length > 0) {
      throw new AppError(
        "conflict",
        "This vendor is already managed by another account. Contact us if that is wrong.",
      );
    }
    const domain = registrableDomain(vendor.website);
    const proven = emailVerified && emailProvesDomain(email, domain);
    await tx
      .insert(vendorMembers)
      .values({ userId, vendorId, status: proven ? "active" : "pending", origin: "claimed" });
    if (proven) {
      await tx
        .update(vendors)
        .set({ claimed: true, verified: true, verifiedDomain: domain, updatedAt: sql`now()` })
        .where(eq(vendors.id, vendorId));
      await bumpCatalogVersion(tx);
    }
    return proven ? "active" : "pending";
  });
}

/**
 * After a user confirms their email: a pending claim whose vendor domain the email proves becomes active, and
 * every vendor the user manages on that domain is marked verified (the badge on results).
 */
export async function verifyVendorsOfUser(
  db: Database,
  user: { id: string; email: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const memberships = await tx
      .select({
        vendorId: vendorMembers.vendorId,
        status: vendorMembers.status,
        website: vendors.website,
        verified: vendors.verified,
      })
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .where(and(eq(vendorMembers.userId, user.id), inArray(vendorMembers.status, ["active", "pending"])));
    let changed = 0;
    for (const m of memberships) {
      const domain = registrableDomain(m.website);
      if (!emailProvesDomain(user.email, domain)) continue;
      if (m.status === "pending") {
        await tx
          .update(vendorMembers)
          .set({ status: "active", updatedAt: sql`now()` })
          .where(eq(vendorMembers.userId, user.id));
      }
      if (!m.verified || m.status === "pending") {
        await tx
          .update(vendors)
          .set({ claimed: true, verified: true, verifiedDomain: domain, updatedAt: sql`now()` })
          .where(eq(vendors.id, m.vendorId));
        changed++;
      }
    }
    if (changed > 0) await bumpCatalogVersion(tx);
    return changed;
  });
}

/**
 * What an operator's approval of a claim sets: the vendor verified for its website's registrable domain (null when
 * the website has none; the next save that gives it one drops the badge).
 */
export function operatorVerification(website: string | null) {
  return { claimed: true, verified: true, verifiedDomain: registrableDomain(website) } as const;
}
