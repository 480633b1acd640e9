import { and, asc, desc, eq, ilike, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import {
  adminAuditLog,
  authUsers,
  breachReports,
  enrichmentRuns,
  jobs,
  kindProposals,
  vendorMembers,
  vendors,
} from "~/db/schema";
import {
  ADMIN_VENDORS_PER_PAGE,
  type AdminVendorStatus,
  auditTargetLabel,
  pageWindow,
} from "~/domain/admin/admin-view";
import { BREACH_STRIKE_LIMIT } from "~/domain/leads/breach-reports";
import { sendEmailJob } from "~/services/mail/send-email-job.server";
import { claimDecisionTemplate } from "~/services/mail/templates";
import { AppError } from "~/utils/app-error";
import { isStorableText } from "~/utils/input-text";
import { bumpCatalogVersion } from "../catalog-version.server";
import { setTestimonialApproval } from "../feedback/shortlist-ratings.server";
import { breachNoticeEmailJob } from "../leads/breach-notice-email.server";
import { countStrikes } from "../leads/breach-reports.server";
import { decideReview } from "../reviews/reviews.server";
import { operatorVerification } from "../vendors/vendor-claims.server";
import type { Tx } from "../vendors/vendor-profile.server";

export interface AdminActor {
  id: string;
  email: string;
}

async function audit(
  tx: Tx,
  actor: AdminActor,
  action: string,
  targetType: string,
  targetId: string,
  details: object,
) {
  await tx.insert(adminAuditLog).values({
    actorUserId: actor.id,
    actorEmail: actor.email,
    action,
    targetType,
    targetId,
    details,
  });
}

/**
 * One operator action: `act` changes the rows (throwing an AppError when there is nothing to act on) and says how
 * the audit log records it; the entry is written in the same transaction, so no action is made without its record.
 */
async function auditedAction<T>(
  db: Database,
  actor: AdminActor,
  target: { type: string; id: string },
  act: (tx: Tx) => Promise<{ action: string; details: object; result: T }>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { action, details, result } = await act(tx);
    await audit(tx, actor, action, target.type, target.id, details);
    return result;
  });
}

export async function findPendingClaims(db: Database) {
  return db
    .select({
      userId: vendorMembers.userId,
      email: authUsers.email,
      emailVerified: authUsers.emailVerified,
      vendorId: vendors.id,
      vendorName: vendors.name,
      website: vendors.website,
      createdAt: vendorMembers.createdAt,
    })
    .from(vendorMembers)
    .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
    .innerJoin(authUsers, eq(authUsers.id, vendorMembers.userId))
    .where(eq(vendorMembers.status, "pending"))
    .orderBy(vendorMembers.createdAt);
}

/**
 * One page of vendors by name, slug or website (LIKE metacharacters in the query are matched literally), most
 * recently changed first, with how many match in all; a page past the last shows the last.
 */
export async function findAdminVendors(
  db: Database,
  {
    query,
    status,
    page = 1,
    perPage = ADMIN_VENDORS_PER_PAGE,
  }: { query: string; status: AdminVendorStatus; page?: number; perPage?: number },
) {
  const pattern = `%${query.trim().replace(/[\\%_]/g, "\\$&")}%`;
  const conditions = [
    query.trim()
      ? or(ilike(vendors.name, pattern), ilike(vendors.slug, pattern), ilike(vendors.website, pattern))
      : undefined,
    status === "all" ? undefined : eq(vendors.status, status),
  ].filter(Boolean);
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(vendors).where(where);
  const total = Number(counted?.n ?? 0);
  const window = pageWindow(total, page, perPage);
  const rows = await db
    .select({
      id: vendors.id,
      slug: vendors.slug,
      name: vendors.name,
      website: vendors.website,
      status: vendors.status,
      verified: vendors.verified,
      claimed: vendors.claimed,
      updatedAt: vendors.updatedAt,
    })
    .from(vendors)
    .where(where)
    .orderBy(desc(vendors.updatedAt), vendors.name, vendors.id)
    .limit(perPage)
    .offset(window.offset);
  return { rows, total, ...window };
}

export async function findRecentEnrichmentRuns(db: Database, limit = 20) {
  return db
    .select({
      id: enrichmentRuns.id,
      vendorName: vendors.name,
      website: enrichmentRuns.website,
      status: enrichmentRuns.status,
      error: enrichmentRuns.error,
      proposals: enrichmentRuns.proposals,
      createdAt: enrichmentRuns.createdAt,
    })
    .from(enrichmentRuns)
    .innerJoin(vendors, eq(vendors.id, enrichmentRuns.vendorId))
    .orderBy(desc(enrichmentRuns.createdAt))
    .limit(limit);
}

/** Jobs that used up their attempts (an email that could not be delivered, a refund Stripe refused …), newest first. */
export async function findFailedJobs(db: Database, limit = 20) {
  return db
    .select({
      id: jobs.id,
      type: jobs.type,
      attempts: jobs.attempts,
      error: jobs.lastError,
      finishedAt: jobs.finishedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, "failed"))
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}

/** The latest audit entries, each with what it acted on by name (target) beside its id. */
export async function findRecentAuditEntries(db: Database, limit = 20) {
  const rows = await db
    .select({
      id: adminAuditLog.id,
      actorEmail: adminAuditLog.actorEmail,
      action: adminAuditLog.action,
      targetType: adminAuditLog.targetType,
      targetId: adminAuditLog.targetId,
      details: adminAuditLog.details,
      createdAt: adminAuditLog.createdAt,
      vendorName: vendors.name,
    })
    .from(adminAuditLog)
    .leftJoin(
      vendors,
      and(eq(adminAuditLog.targetType, "vendor"), sql`${vendors.id}::text = ${adminAuditLog.targetId}`),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, target: auditTargetLabel(row) }));
}

/**
 * Approves (the claimant manages the vendor, which is marked claimed and verified) or rejects a pending claim;
 * the claimant's email is queued in the same transaction.
 */
export async function decideClaim(
  db: Database,
  actor: AdminActor,
  { userId, approve, publicUrl }: { userId: string; approve: boolean; publicUrl: string },
): Promise<{ email: string; vendorName: string }> {
  // No user id holds a NUL or a lone surrogate; PostgreSQL would refuse the query itself (a 500, not a 404).
  if (!isStorableText(userId))
    throw new AppError("not_found", "This claim does not exist or was already decided.");
  return auditedAction(db, actor, { type: "vendor_member", id: userId }, async (tx) => {
    const [claim] = await tx
      .select({
        vendorId: vendorMembers.vendorId,
        email: authUsers.email,
        vendorName: vendors.name,
        website: vendors.website,
      })
      .from(vendorMembers)
      .innerJoin(vendors, eq(vendors.id, vendorMembers.vendorId))
      .innerJoin(authUsers, eq(authUsers.id, vendorMembers.userId))
      .where(and(eq(vendorMembers.userId, userId), eq(vendorMembers.status, "pending")))
      .for("update", { of: vendorMembers });
    if (!claim) throw new AppError("not_found", "This claim does not exist or was already decided.");
    await tx
      .update(vendorMembers)
      .set({ status: approve ? "active" : "rejected", updatedAt: sql`now()` })
      .where(eq(vendorMembers.userId, userId));
    if (approve) {
      await tx
        .update(vendors)
        .set({ ...operatorVerification(claim.website), updatedAt: sql`now()` })
        .where(eq(vendors.id, claim.vendorId));
      await bumpCatalogVersion(tx);
    }
    await sendEmailJob.enqueue(tx, {
      to: claim.email,
      subject: approve
        ? `You now manage ${claim.vendorName} on SaaSMatch`
        : `Your claim of ${claim.vendorName}`,
      template: claimDecisionTemplate({
        vendorName: claim.vendorName,
        approved: approve,
        url: `${publicUrl}/vendor/dashboard`,
      }),
    });
    return {
      action: approve ? "claim.approve" : "claim.reject",
      details: { vendorId: claim.vendorId, vendorName: claim.vendorName, claimant: claim.email },
      result: { email: claim.email, vendorName: claim.vendorName },
    };
  });
}

/** Publishes or hides a vendor from search results (e.g. a profile that misleads buyers). */
export async function setVendorStatusByAdmin(
  db: Database,
  actor: AdminActor,
  { vendorId, published }: { vendorId: string; published: boolean },
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(vendorId)) throw new AppError("not_found", "This vendor does not exist.");
  await auditedAction(db, actor, { type: "vendor", id: vendorId }, async (tx) => {
    const [updated] = await tx
      .update(vendors)
      .set({ status: published ? "published" : "draft", updatedAt: sql`now()` })
      .where(eq(vendors.id, vendorId))
      .returning({ name: vendors.name });
    if (!updated) throw new AppError("not_found", "This vendor does not exist.");
    await bumpCatalogVersion(tx);
    return {
      action: published ? "vendor.publish" : "vendor.unpublish",
      details: { name: updated.name },
      result: undefined,
    };
  });
}

/** Publishes a consented quote on the home page, or withdraws it (the CLI `npm run testimonials` does the same). */
export async function setTestimonialApprovalByAdmin(
  db: Database,
  actor: AdminActor,
  { ratingId, approve }: { ratingId: string; approve: boolean },
): Promise<{ authorName: string }> {
  return auditedAction(db, actor, { type: "shortlist_rating", id: ratingId }, async (tx) => {
    const rating = await setTestimonialApproval({ db: tx, id: ratingId, approve });
    return {
      action: approve ? "testimonial.approve" : "testimonial.unapprove",
      details: rating,
      result: { authorName: rating.authorName },
    };
  });
}

/** Buyers' breach reports waiting for a decision, oldest first, with the vendor's current strikes. */
export async function findOpenBreachReports(db: Database, limit = 50) {
  return db
    .select({
      id: breachReports.id,
      vendorId: breachReports.vendorId,
      vendorName: vendors.name,
      reason: breachReports.reason,
      details: breachReports.details,
      createdAt: breachReports.createdAt,
      strikes: sql<number>`(select count(*)::int from ${breachReports} b
        where b.vendor_id = ${breachReports.vendorId} and b.status = 'confirmed' and b.lifted_at is null)`,
    })
    .from(breachReports)
    .innerJoin(vendors, eq(vendors.id, breachReports.vendorId))
    .where(eq(breachReports.status, "open"))
    .orderBy(asc(breachReports.createdAt))
    .limit(limit);
}

/** Vendors whose confirmed, unlifted breaches reach the limit: they cannot unlock leads. */
export async function findUnlockBlockedVendors(db: Database) {
  return db
    .select({
      vendorId: breachReports.vendorId,
      vendorName: vendors.name,
      strikes: sql<number>`count(*)::int`,
    })
    .from(breachReports)
    .innerJoin(vendors, eq(vendors.id, breachReports.vendorId))
    .where(and(eq(breachReports.status, "confirmed"), isNull(breachReports.liftedAt)))
    .groupBy(breachReports.vendorId, vendors.name)
    .having(sql`count(*) >= ${BREACH_STRIKE_LIMIT}`)
    .orderBy(vendors.name);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Confirms a buyer's breach report (a strike against the vendor) or dismisses it; audited. */
export async function decideBreachReport(
  db: Database,
  actor: AdminActor,
  { reportId, confirm }: { reportId: string; confirm: boolean },
): Promise<{ vendorName: string }> {
  if (!UUID.test(reportId))
    throw new AppError("not_found", "This report does not exist or was already decided.");
  return auditedAction(db, actor, { type: "breach_report", id: reportId }, async (tx) => {
    const [report] = await tx
      .update(breachReports)
      .set({ status: confirm ? "confirmed" : "dismissed", decidedAt: sql`now()` })
      .where(and(eq(breachReports.id, reportId), eq(breachReports.status, "open")))
      .returning({ vendorId: breachReports.vendorId, reason: breachReports.reason });
    if (!report) throw new AppError("not_found", "This report does not exist or was already decided.");
    const [vendor] = await tx
      .select({ name: vendors.name })
      .from(vendors)
      .where(eq(vendors.id, report.vendorId));
    const vendorName = vendor?.name ?? "";
    if (confirm) {
      // The vendor is told in the same transaction, with its strikes counted after this one.
      const strikes = await countStrikes(tx, report.vendorId);
      await breachNoticeEmailJob.enqueue(tx, {
        event: "confirmed",
        reportId,
        vendorId: report.vendorId,
        reason: report.reason,
        strikes,
      });
    }
    return {
      action: confirm ? "breach.confirm" : "breach.dismiss",
      details: { vendorId: report.vendorId, vendorName, reason: report.reason },
      result: { vendorName },
    };
  });
}

/** Lifts a vendor's unlock block: its confirmed strikes stop counting (they stay on record); audited. */
export async function liftUnlockBlock(
  db: Database,
  actor: AdminActor,
  { vendorId }: { vendorId: string },
): Promise<{ lifted: number }> {
  if (!UUID.test(vendorId)) throw new AppError("not_found", "This vendor has no strikes to lift.");
  return auditedAction(db, actor, { type: "vendor", id: vendorId }, async (tx) => {
    const lifted = await tx
      .update(breachReports)
      .set({ liftedAt: sql`now()` })
      .where(
        and(
          eq(breachReports.vendorId, vendorId),
          eq(breachReports.status, "confirmed"),
          isNull(breachReports.liftedAt),
        ),
      )
      .returning({ id: breachReports.id });
    if (lifted.length === 0) throw new AppError("not_found", "This vendor has no strikes to lift.");
    await breachNoticeEmailJob.enqueue(tx, { event: "lifted", vendorId, strikes: lifted.length });
    return { action: "breach.lift", details: { strikes: lifted.length }, result: { lifted: lifted.length } };
  });
}

/** Publishes a buyer's review (it shows on cards, the comparison and the vendor page) or rejects it; audited. */
export async function decideReviewByAdmin(
  db: Database,
  actor: AdminActor,
  { reviewId, publish }: { reviewId: string; publish: boolean },
): Promise<{ vendorName: string }> {
  return auditedAction(db, actor, { type: "review", id: reviewId }, async (tx) => {
    const { vendorId, vendorName } = await decideReview(tx, { reviewId, publish });
    return {
      action: publish ? "review.publish" : "review.reject",
      details: { vendorId, vendorName },
      result: { vendorName },
    };
  });
}

/** Kinds vendors proposed that wait for an operator, oldest first, with the proposing vendor's name. */
export async function findPendingKindProposals(db: Database) {
  return db
    .select({
      id: kindProposals.id,
      name: kindProposals.name,
      description: kindProposals.description,
      createdAt: kindProposals.createdAt,
      vendorName: vendors.name,
    })
    .from(kindProposals)
    .innerJoin(vendors, eq(vendors.id, kindProposals.vendorId))
    .where(eq(kindProposals.status, "pending"))
    .orderBy(asc(kindProposals.createdAt), asc(kindProposals.id));
}

/**
 * Approves or rejects a vendor's proposed kind, once (a decided proposal is not found again); audited like the
 * breach reports. An approved kind is offered to every vendor's profile from the next page load on.
 */
export async function decideKindProposal(
  db: Database,
  actor: AdminActor,
  { proposalId, approve }: { proposalId: string; approve: boolean },
): Promise<{ name: string; vendorName: string }> {
  if (!UUID.test(proposalId))
    throw new AppError("not_found", "This proposal does not exist or was already decided.");
  return db.transaction(async (tx) => {
    const [proposal] = await tx
      .update(kindProposals)
      .set({ status: approve ? "approved" : "rejected", decidedAt: sql`now()` })
      .where(and(eq(kindProposals.id, proposalId), eq(kindProposals.status, "pending")))
      .returning({ vendorId: kindProposals.vendorId, name: kindProposals.name });
    if (!proposal) throw new AppError("not_found", "This proposal does not exist or was already decided.");
    const [vendor] = await tx
      .select({ name: vendors.name })
      .from(vendors)
      .where(eq(vendors.id, proposal.vendorId));
    await audit(tx, actor, approve ? "kind.approve" : "kind.reject", "kind_proposal", proposalId, {
      vendorId: proposal.vendorId,
      vendorName: vendor?.name ?? "",
      kind: proposal.name,
    });
    return { name: proposal.name, vendorName: vendor?.name ?? "" };
  });
}
