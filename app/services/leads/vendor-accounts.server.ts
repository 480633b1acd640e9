import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { authUsers, vendorMembers, vendors } from "~/db/schema";
import { vendorMailAddress } from "~/domain/vendors/vendor-mail-address";
import type { LeadRecipient } from "./create-leads.server";

/**
 * Published vendors among `slugs` that can receive questions and leads: they have an active vendor account and
 * a confirmed address, chosen by vendorMailAddress. The one place the marketplace reads the vendor-account tables.
 */
export async function findLeadRecipients({
  db,
  slugs,
}: {
  db: Database;
  slugs: readonly string[];
}): Promise<LeadRecipient[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({
      vendorId: vendors.id,
      slug: vendors.slug,
      name: vendors.name,
      contactEmail: vendors.contactEmail,
      contactEmailConfirmed: vendors.contactEmailConfirmed,
      ownerEmail: authUsers.email,
      ownerEmailVerified: authUsers.emailVerified,
    })
    .from(vendors)
    .innerJoin(vendorMembers, and(eq(vendorMembers.vendorId, vendors.id), eq(vendorMembers.status, "active")))
    .innerJoin(authUsers, eq(authUsers.id, vendorMembers.userId))
    .where(and(inArray(vendors.slug, [...new Set(slugs)]), eq(vendors.status, "published")))
    .orderBy(asc(vendorMembers.createdAt));
  const bySlug = new Map<string, LeadRecipient>();
  for (const row of rows) {
    if (bySlug.has(row.slug)) continue;
    const email = vendorMailAddress({
      contactEmail: row.contactEmail,
      contactEmailConfirmed: row.contactEmailConfirmed,
      accountEmail: row.ownerEmail,
      accountEmailVerified: row.ownerEmailVerified,
    });
    if (email) bySlug.set(row.slug, { vendorId: row.vendorId, slug: row.slug, name: row.name, email });
  }
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}
