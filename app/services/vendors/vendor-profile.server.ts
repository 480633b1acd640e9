import { and, eq, like, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { vendorMembers, vendors } from "~/db/schema";
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import { type VendorProfileInput, websiteDomain } from "~/domain/vendors/profile-form";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";
import { AppError } from "~/utils/app-error";
import { bumpCatalogVersion } from "../catalog-version.server";
import { recordToRow, rowToRecord, type VendorRow } from "../vendor-records.server";

/** A vendor's own view of its profile: the editable input plus the flags the system keeps. */
export interface OwnVendorProfile {
  id: string;
  slug: string;
  profile: VendorProfileInput;
  record: CatalogVendorRecord;
  published: boolean;
  claimed: boolean;
  verified: boolean;
  updatedAt: Date;
  row: VendorRow;
}

function toOwnProfile(row: VendorRow): OwnVendorProfile {
  const record = rowToRecord(row);
  const { slug: _slug, source: _source, ...facts } = record;
  return {
    id: row.id,
    slug: row.slug,
    record,
    profile: { facts, companyName: row.companyName ?? "", contactEmail: row.contactEmail ?? "" },
    published: row.status === "published",
    claimed: row.claimed,
    verified: row.verified,
    updatedAt: row.updatedAt,
    row,
  };
}

/** The vendor by id, or AppError not_found. Callers have checked membership (requireVendorMembership). */
export async function getOwnVendorProfile(db: Database, vendorId: string): Promise<OwnVendorProfile> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  if (!row) throw new AppError("not_found", "This vendor profile does not exist.");
  return toOwnProfile(row);
}

/** "Deskly Help Desk!" → "deskly-help-desk". */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "vendor";
}

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function uniqueSlug(tx: Tx | Database, name: string): Promise<string> {
  const base = slugify(name);
  const taken = new Set(
    (
      await tx
        .select({ slug: vendors.slug })
        .from(vendors)
        .where(like(vendors.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

function rowValues(slug: string, input: VendorProfileInput) {
  const record: CatalogVendorRecord = { ...input.facts, slug, source: "vendor profile" };
  return { ...recordToRow(record), companyName: input.companyName, contactEmail: input.contactEmail };
}

/** Creates an unpublished profile managed by `userId` (one vendor per user). */
export async function createVendorProfile(
  db: Database,
  { userId, input }: { userId: string; input: VendorProfileInput },
): Promise<{ vendorId: string; slug: string }> {
  return db.transaction(async (tx) => {
    const slug = await uniqueSlug(tx, input.facts.name);
    const [row] = await tx
      .insert(vendors)
      .values({ ...rowValues(slug, input), status: "draft", claimed: true, verified: false })
      .returning({ id: vendors.id });
    await tx.insert(vendorMembers).values({ userId, vendorId: row!.id, status: "active", origin: "created" });
    return { vendorId: row!.id, slug };
  });
}

/**
 * Saves the vendor's edits. A published profile changes in search results at once: the catalog version is
 * bumped in the same transaction, which every process's index checks.
 */
export async function updateVendorProfile(
  db: Database,
  vendorId: string,
  input: VendorProfileInput,
): Promise<void> {
  await db.transaction((tx) => writeVendorProfile(tx, vendorId, input));
}

/** Writes a profile inside the caller's transaction (locks the row; bumps the catalog version when published). */
export async function writeVendorProfile(tx: Tx, vendorId: string, input: VendorProfileInput): Promise<void> {
  const [current] = await tx
    .select({ slug: vendors.slug, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .for("update");
  if (!current) throw new AppError("not_found", "This vendor profile does not exist.");
  await tx
    .update(vendors)
    .set({ ...rowValues(current.slug, input), updatedAt: sql`now()` })
    .where(eq(vendors.id, vendorId));
  if (current.status === "published") await bumpCatalogVersion(tx);
}

export async function setVendorPublished(db: Database, vendorId: string, published: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(vendors)
      .set({ status: published ? "published" : "draft", updatedAt: sql`now()` })
      .where(eq(vendors.id, vendorId))
      .returning({ id: vendors.id });
    if (updated.length === 0) throw new AppError("not_found", "This vendor profile does not exist.");
    await bumpCatalogVersion(tx);
  });
}

/** A catalog vendor whose website is on `domain`: the profile a registering vendor may claim. */
export interface ClaimCandidate extends Pick<VendorProfile, "slug" | "name"> {
  id: string;
  website: string;
  /** Already managed by an account (active or pending): it cannot be claimed again here. */
  managed: boolean;
}

export async function findClaimCandidate(
  db: Database,
  domain: string | null,
): Promise<ClaimCandidate | null> {
  if (!domain) return null;
  const rows = await db
    .select({ id: vendors.id, slug: vendors.slug, name: vendors.name, website: vendors.website })
    .from(vendors)
    .where(sql`lower(${vendors.website}) like ${`%${domain.replace(/[\\%_]/g, "\\$&")}%`}`);
  const match = rows.find((r) => websiteDomain(r.website) === domain);
  if (!match?.website) return null;
  const members = await db
    .select({ userId: vendorMembers.userId })
    .from(vendorMembers)
    .where(and(eq(vendorMembers.vendorId, match.id), sql`${vendorMembers.status} in ('active', 'pending')`));
  return {
    id: match.id,
    slug: match.slug,
    name: match.name,
    website: match.website,
    managed: members.length > 0,
  };
}

/** The user's membership (any status), or null: one vendor per user. */
export async function vendorMembershipOf(
  db: Database,
  userId: string,
): Promise<{ vendorId: string; status: "active" | "pending" | "rejected" } | null> {
  const [row] = await db
    .select({ vendorId: vendorMembers.vendorId, status: vendorMembers.status })
    .from(vendorMembers)
    .where(eq(vendorMembers.userId, userId));
  return row ?? null;
}
