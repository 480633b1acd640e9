import { and, eq, inArray, like, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { adminAuditLog, vendorMembers, vendors } from "~/db/schema";
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import type { VendorProfileInput } from "~/domain/vendors/profile-form";
import type { VendorProfile } from "~/domain/vendors/vendor-profile";
import {
  emailProvesDomain,
  registrableDomain,
  verificationHolds,
  websiteKey,
} from "~/domain/vendors/website-domain";
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
    verified: verificationHolds(row),
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

/** The signed-in user saving a profile: renames are logged under their name; their confirmed email can prove a domain. */
export interface ProfileEditor {
  id: string;
  email: string;
  emailVerified: boolean;
}

/** What a save did beyond writing the fields, for the message the vendor sees. */
export interface ProfileSaveOutcome {
  /**
   * "dropped": the website moved to another registrable domain than the badge was proven for; "granted": the
   * editor's confirmed email is on the new domain; "kept" / "unchanged" otherwise.
   */
  verification: "kept" | "dropped" | "granted" | "unchanged";
  /** The registrable domain of the saved website. */
  domain: string | null;
  /** The registrable domain the badge had been proven for, before this save. */
  provenFor: string | null;
  /** The contact address differs from the one saved before. */
  contactEmailChanged: boolean;
}

/**
 * Saves the vendor's edits. A published profile changes in search results at once: the catalog version is
 * bumped in the same transaction, which every process's index checks.
 */
export async function updateVendorProfile(
  db: Database,
  vendorId: string,
  input: VendorProfileInput,
  editor?: ProfileEditor,
): Promise<ProfileSaveOutcome> {
  return db.transaction((tx) => writeVendorProfile(tx, vendorId, input, editor));
}

/**
 * Writes a profile inside the caller's transaction (locks the row; bumps the catalog version when published).
 * The badge belongs to the registrable domain it was proven for: a website on another one drops it, unless the
 * editor's confirmed email proves the new domain. A new product name is written to the audit log.
 */
export async function writeVendorProfile(
  tx: Tx,
  vendorId: string,
  input: VendorProfileInput,
  editor?: ProfileEditor,
): Promise<ProfileSaveOutcome> {
  const [current] = await tx.select().from(vendors).where(eq(vendors.id, vendorId)).for("update");
  if (!current) throw new AppError("not_found", "This vendor profile does not exist.");
  const domain = registrableDomain(input.facts.website);
  const wasVerified = verificationHolds(current);
  const provenFor = current.verifiedDomain ?? registrableDomain(current.website);
  const kept = wasVerified && provenFor === domain;
  const proven = Boolean(editor?.emailVerified && emailProvesDomain(editor.email, domain));
  const verified = kept || proven;
  const verification: ProfileSaveOutcome["verification"] =
    wasVerified && !verified
      ? "dropped"
      : !wasVerified && verified
        ? "granted"
        : wasVerified
          ? "kept"
          : "unchanged";
  // Fields the form does not carry keep their stored values: a save never erases what it did not show.
  const { slug: _slug, source: _source, ...stored } = rowToRecord(current);
  await tx
    .update(vendors)
    .set({
      ...rowValues(current.slug, { ...input, facts: { ...stored, ...input.facts } }),
      verified,
      verifiedDomain: verified ? domain : null,
      updatedAt: sql`now()`,
    })
    .where(eq(vendors.id, vendorId));
  const actor = { actorUserId: editor?.id ?? "system", actorEmail: editor?.email ?? "system" };
  if (current.name !== input.facts.name) {
    await tx.insert(adminAuditLog).values({
      ...actor,
      action: "vendor.rename",
      targetType: "vendor",
      targetId: vendorId,
      details: { from: current.name, to: input.facts.name, website: input.facts.website, verified },
    });
  }
  if (verification === "dropped" || verification === "granted") {
    await tx.insert(adminAuditLog).values({
      ...actor,
      action: verification === "dropped" ? "vendor.unverify" : "vendor.verify",
      targetType: "vendor",
      targetId: vendorId,
      details: { name: input.facts.name, from: current.website, to: input.facts.website, domain, provenFor },
    });
  }
  if (current.status === "published") await bumpCatalogVersion(tx);
  return {
    verification,
    domain,
    provenFor: wasVerified ? provenFor : null,
    contactEmailChanged: (current.contactEmail ?? "").toLowerCase() !== input.contactEmail.toLowerCase(),
  };
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

/** A published catalog vendor on the registrable domain of the website a registering vendor typed. */
export interface ClaimCandidate extends Pick<VendorProfile, "slug" | "name"> {
  id: string;
  website: string;
  /** Already managed by an account (active or pending): it cannot be claimed again here. */
  managed: boolean;
  /** Its website is the typed address itself (host and path), not only on the same domain. */
  exact: boolean;
}

/**
 * The products a registering vendor may mean: every published vendor on the registrable domain of `website`, the one
 * at that very address first (zoho.com/books is Zoho Books, not the first Zoho product found), then the rest by name.
 */
export async function findClaimCandidates(
  db: Database,
  website: string | null,
): Promise<{ domain: string | null; candidates: ClaimCandidate[] }> {
  const domain = registrableDomain(website);
  if (!domain) return { domain, candidates: [] };
  const key = websiteKey(website);
  const rows = await db
    .select({ id: vendors.id, slug: vendors.slug, name: vendors.name, website: vendors.website })
    .from(vendors)
    .where(
      and(
        eq(vendors.status, "published"),
        sql`lower(${vendors.website}) like ${`%${domain.replace(/[\\%_]/g, "\\$&")}%`}`,
      ),
    );
  const onDomain = rows.filter(
    (r): r is typeof r & { website: string } => r.website !== null && registrableDomain(r.website) === domain,
  );
  if (onDomain.length === 0) return { domain, candidates: [] };
  const managed = new Set(
    (
      await db
        .select({ vendorId: vendorMembers.vendorId })
        .from(vendorMembers)
        .where(
          and(
            inArray(
              vendorMembers.vendorId,
              onDomain.map((r) => r.id),
            ),
            inArray(vendorMembers.status, ["active", "pending"]),
          ),
        )
    ).map((m) => m.vendorId),
  );
  const candidates = onDomain
    .map((r) => ({ ...r, managed: managed.has(r.id), exact: websiteKey(r.website) === key }))
    .sort((a, b) => Number(b.exact) - Number(a.exact) || a.name.localeCompare(b.name, "en"));
  return { domain, candidates };
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
