import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { SITE } from "~/config/site";
import type { Database } from "~/db/create-db.server";
import { leads, reviews, vendors } from "~/db/schema";
import {
  type PublicReview,
  type ReviewInput,
  reviewInvitationDue,
  reviewLinkExpiry,
} from "~/domain/reviews/reviews";
import { defineJob, defineRecurringJob } from "~/services/jobs/jobs.server";
import type { EmailTemplate } from "~/services/mail/render-email";
import { isPermanentDeliveryFailure, sendEmail } from "~/services/mail/send-email.server";
import { AppError } from "~/utils/app-error";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { bumpCatalogVersion } from "../catalog-version.server";
import { connectTokenSecret } from "../leads/connect-token.server";
import type { DbExecutor } from "../leads/lead-records.server";
import { signIdToken, UUID, verifyIdToken } from "../leads/signed-id-token.server";

// ─── The invitation link ────────────────────────────────────────────────────────────────────────────────────────

const PURPOSE = "saasmatch/review-invitation/v1";

/**
 * The token of a review link: the connection's (lead's) id, signed with the app's secret. Nothing secret is stored,
 * so a retried invitation job signs the same link; whether it is still usable is decided by the database (the
 * invitation's date, an existing review), never by the token.
 */
export function signReviewToken(secret: string, leadId: string): string {
  return signIdToken(PURPOSE, secret, leadId);
}

/** The lead id of a review token this app signed, or null for anything else. */
export function verifyReviewToken(secret: string, token: string): string | null {
  return verifyIdToken(PURPOSE, secret, token);
}

export function reviewUrl(env: Pick<Env, "PUBLIC_URL">, token: string): string {
  return `${env.PUBLIC_URL}/review?token=${encodeURIComponent(token)}`;
}

// ─── The invitation email: one per connection, 14 days after the buyer confirmed it ──────────────────────────────

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Two weeks ago" while that is true; the date for a connection confirmed long before (before invitations existed). */
function whenConnected(connectedAt: Date, now: Date): string {
  const late = now.getTime() - reviewInvitationDue(connectedAt).getTime() > DAY_MS;
  return late ? `On ${connectedAt.toISOString().slice(0, 10)}` : "Two weeks ago";
}

export function reviewInvitationTemplate({
  buyerName,
  vendorName,
  url,
  connectedAt,
  now,
}: {
  buyerName: string;
  vendorName: string;
  url: string;
  /** When the buyer confirmed the connection. */
  connectedAt: Date;
  /** When the invitation is sent: its link works until REVIEW_LINK_VALID_MS later. */
  now: Date;
}): EmailTemplate {
  return {
    heading: `How was ${vendorName}?`,
    paragraphs: [
      `Hello ${buyerName},`,
      `${whenConnected(connectedAt, now)} you connected with ${vendorName} through ${SITE.name}. Other buyers would like to know: how quickly did they respond, and how well does their software fit what you need? Rate both from 1 to 5 and add a few words if you like.`,
      `Your review is shown as "from a buyer who connected through ${SITE.name}" with its date, never with your name, company or email. ${vendorName} cannot see who wrote it and can reply once in public.`,
      `The link works once, until ${reviewLinkExpiry(now).toISOString().slice(0, 10)}.`,
    ],
    action: { label: `Review ${vendorName}`, url },
    reason: `You received this email because you asked ${SITE.name} to connect you with ${vendorName}. This is the only review invitation for that connection.`,
  };
}

interface MailDeps {
  db: Database;
  env: Env;
  logger: Logger;
}

/**
 * The connections whose buyer may be invited to review: confirmed, not invited yet, not withdrawn (its contact
 * details are erased) and whose address never bounced. The vendor's own actions (claiming, paying, not paying) play
 * no part.
 */
const invitable = and(
  isNotNull(leads.confirmedAt),
  isNull(leads.reviewInvitedAt),
  isNull(leads.emailBouncedAt),
  inArray(leads.state, ["new", "claimed", "unlocked"]),
);

/**
 * Mails the buyer of a confirmed connection the invitation to review its vendor, once: a lead already invited,
 * withdrawn, deleted or whose address bounced gets nothing. Returns whether a mail went out.
 */
export async function sendReviewInvitation(
  { db, env, logger }: MailDeps,
  leadId: string,
  now = new Date(),
): Promise<boolean> {
  const [lead] = await db
    .select({
      confirmedAt: leads.confirmedAt,
      buyerName: leads.contactName,
      buyerEmail: leads.contactEmail,
      vendorName: vendors.name,
    })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(and(eq(leads.id, leadId), invitable));
  if (!lead?.confirmedAt || !lead.buyerEmail) return false;
  const token = signReviewToken(await connectTokenSecret(db, env), leadId);
  try {
    await sendEmail(
      { env, logger },
      {
        to: lead.buyerEmail,
        subject: `How was ${lead.vendorName}? Review them on ${SITE.name}`,
        template: reviewInvitationTemplate({
          buyerName: lead.buyerName,
          vendorName: lead.vendorName,
          url: reviewUrl(env, token),
          connectedAt: lead.confirmedAt,
          now,
        }),
      },
    );
  } catch (error) {
    // A refused address cannot be reached by a retry; the invitation counts as sent (no second one, no refund:
    // the refund triggers are the confirmation and unlock mails, docs/decisions/011).
    if (!isPermanentDeliveryFailure(error)) throw error;
    logger.info({ leadId }, "review invitation refused by the buyer's mail server");
  }
  await db
    .update(leads)
    .set({ reviewInvitedAt: now })
    .where(and(eq(leads.id, leadId), isNull(leads.reviewInvitedAt)));
  return true;
}

/**
 * The invitation to review, queued for 14 days after the buyer confirmed a connection, in the transaction of the
 * confirmation (confirmConnection) or by the sweep below: neither vendor can cause or cancel it. A retried or
 * twice-run job mails once.
 */
export const reviewInvitationJob = defineJob({
  type: "review.invitation",
  schema: z.object({ leadId: z.uuid() }),
  maxAttempts: 8,
  dedupeKey: ({ leadId }) => `review-invitation:${leadId}`,
  async handler({ leadId }, deps) {
    await sendReviewInvitation(deps, leadId);
  },
});

/**
 * Queues the invitation of each confirmed lead, due 14 days after its confirmation (at once when that is past), and
 * marks it queued so that the sweep leaves it alone; call in the confirming transaction.
 */
export async function queueReviewInvitations(
  tx: DbExecutor,
  confirmed: readonly { leadId: string; confirmedAt: Date }[],
): Promise<void> {
  if (confirmed.length === 0) return;
  for (const { leadId, confirmedAt } of confirmed) {
    await reviewInvitationJob.enqueue(tx, { leadId }, { runAt: reviewInvitationDue(confirmedAt) });
  }
  await tx
    .update(leads)
    .set({ reviewInvitationQueuedAt: sql`now()` })
    .where(
      inArray(
        leads.id,
        confirmed.map((c) => c.leadId),
      ),
    );
}

/** Connections the sweep queues per transaction. */
const SWEEP_BATCH = 200;

/**
 * Queues the invitation of every invitable connection that has none queued (those confirmed before invitations
 * existed, or by a path that did not queue one), once each: the mark is set in the same transaction, and rows
 * another sweep holds are skipped. Returns how many were queued.
 */
export async function queueMissingReviewInvitations({
  db,
  batch = SWEEP_BATCH,
}: {
  db: Database;
  batch?: number;
}): Promise<number> {
  let total = 0;
  for (;;) {
    const queued = await db.transaction(async (tx) => {
      const missing = await tx
        .select({ leadId: leads.id, confirmedAt: leads.confirmedAt })
        .from(leads)
        .where(and(invitable, isNull(leads.reviewInvitationQueuedAt)))
        .orderBy(leads.confirmedAt, leads.id)
        .limit(batch)
        .for("update", { skipLocked: true });
      await queueReviewInvitations(
        tx,
        missing.map((m) => ({ leadId: m.leadId, confirmedAt: m.confirmedAt! })),
      );
      return missing.length;
    });
    total += queued;
    if (queued < batch) return total;
  }
}

/** The sweep, hourly: a connection confirmed before invitations existed is invited within the hour after a deploy. */
export const reviewInvitationSweepJob = defineRecurringJob({
  name: "review-invitations.sweep",
  intervalMs: 60 * 60_000,
  async run({ db, logger }) {
    const queued = await queueMissingReviewInvitations({ db });
    if (queued > 0)
      logger.info({ queued }, "review invitations queued for confirmed connections that had none");
  },
});

// ─── The buyer's review ──────────────────────────────────────────────────────────────────────────────────────────

/** What a review link shows. */
export type ReviewInvitation =
  | { status: "invalid" }
  | { status: "open"; vendorName: string; expiresAt: string }
  | { status: "expired"; vendorName: string; expiredAt: string }
  | { status: "reviewed"; vendorName: string; reviewedAt: string };

async function readInvitation(db: DbExecutor, leadId: string, now: Date, lock = false) {
  const query = db
    .select({
      vendorId: leads.vendorId,
      invitedAt: leads.reviewInvitedAt,
      vendorName: vendors.name,
    })
    .from(leads)
    .innerJoin(vendors, eq(vendors.id, leads.vendorId))
    .where(eq(leads.id, leadId));
  const [lead] = lock ? await query.for("update", { of: leads }) : await query;
  if (!lead?.invitedAt) return { view: { status: "invalid" } as ReviewInvitation, lead: null };
  const [review] = await db
    .select({ createdAt: reviews.createdAt })
    .from(reviews)
    .where(eq(reviews.leadId, leadId));
  const expiry = reviewLinkExpiry(lead.invitedAt);
  const view: ReviewInvitation = review
    ? { status: "reviewed", vendorName: lead.vendorName, reviewedAt: review.createdAt.toISOString() }
    : now > expiry
      ? { status: "expired", vendorName: lead.vendorName, expiredAt: expiry.toISOString() }
      : { status: "open", vendorName: lead.vendorName, expiresAt: expiry.toISOString() };
  return { view, lead };
}

/** Where the review link `token` stands, without changing anything. */
export async function getReviewInvitation({
  db,
  env,
  token,
  now = new Date(),
}: {
  db: Database;
  env: Pick<Env, "AUTH_SECRET">;
  token: string;
  now?: Date;
}): Promise<ReviewInvitation> {
  const leadId = verifyReviewToken(await connectTokenSecret(db, env), token);
  if (!leadId) return { status: "invalid" };
  return (await readInvitation(db, leadId, now)).view;
}

const REUSED = (vendorName: string, at: string) =>
  `You already reviewed ${vendorName} with this link on ${at.slice(0, 10)}. Each connection can be reviewed once.`;

/**
 * Stores the buyer's review of the vendor of the invited connection, waiting for an operator. Only a link we
 * mailed works (so only a buyer who connected can review), once (one review per connection), until it expires.
 */
export async function submitReview({
  db,
  env,
  token,
  input,
  now = new Date(),
}: {
  db: Database;
  env: Pick<Env, "AUTH_SECRET">;
  token: string;
  input: ReviewInput;
  now?: Date;
}): Promise<{ vendorName: string }> {
  const leadId = verifyReviewToken(await connectTokenSecret(db, env), token);
  if (!leadId) throw new AppError("not_found", INVALID_LINK);
  return db.transaction(async (tx) => {
    const { view, lead } = await readInvitation(tx, leadId, now, true);
    if (view.status === "invalid" || !lead) throw new AppError("not_found", INVALID_LINK);
    if (view.status === "reviewed") throw new AppError("conflict", REUSED(view.vendorName, view.reviewedAt));
    if (view.status === "expired") {
      throw new AppError(
        "conflict",
        `This review link expired on ${view.expiredAt.slice(0, 10)}; reviews are taken within 30 days of the invitation.`,
      );
    }
    const inserted = await tx
      .insert(reviews)
      .values({
        leadId,
        vendorId: lead.vendorId,
        responsiveness: input.responsiveness,
        fit: input.fit,
        body: input.text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (inserted.length === 0) throw new AppError("conflict", REUSED(view.vendorName, now.toISOString()));
    return { vendorName: view.vendorName };
  });
}

export const INVALID_LINK =
  "This review link is not valid. Open the whole link from the invitation email; if you deleted your search, the link no longer works.";

// ─── Moderation, replies and what pages show ────────────────────────────────────────────────────────────────────

const toPublic = (r: {
  id: string;
  responsiveness: number;
  fit: number;
  body: string;
  createdAt: Date;
  reply: string | null;
  repliedAt: Date | null;
}): PublicReview => ({
  id: r.id,
  responsiveness: r.responsiveness,
  fit: r.fit,
  text: r.body,
  writtenAt: r.createdAt.toISOString(),
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
});

const publicColumns = {
  id: reviews.id,
  responsiveness: reviews.responsiveness,
  fit: reviews.fit,
  body: reviews.body,
  createdAt: reviews.createdAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

/** Published reviews of the vendors `slugs`, newest first, by slug (vendors without any are absent). */
export async function findPublishedReviews(
  db: Database,
  slugs: readonly string[],
): Promise<Record<string, PublicReview[]>> {
  if (slugs.length === 0) return {};
  const rows = await db
    .select({ ...publicColumns, slug: vendors.slug })
    .from(reviews)
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .where(and(inArray(vendors.slug, [...slugs]), eq(reviews.status, "published")))
    .orderBy(desc(reviews.createdAt), reviews.id);
  const out: Record<string, PublicReview[]> = {};
  for (const row of rows) {
    const list = out[row.slug] ?? [];
    list.push(toPublic(row));
    out[row.slug] = list;
  }
  return out;
}

/** Reviews waiting for an operator, oldest first, with the vendor's name (never the buyer's). */
export async function findPendingReviews(db: Database, limit = 50) {
  const rows = await db
    .select({ ...publicColumns, vendorName: vendors.name })
    .from(reviews)
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .where(eq(reviews.status, "pending"))
    .orderBy(reviews.createdAt, reviews.id)
    .limit(limit);
  return rows.map((r) => ({ ...toPublic(r), vendorName: r.vendorName }));
}

/**
 * An operator publishes or rejects a waiting review (the caller writes the audit log in `tx`). Publishing adds it to
 * the vendor's aggregate that the ranking's credibility factor reads, and marks the search index stale.
 */
export async function decideReview(
  tx: DbExecutor,
  { reviewId, publish }: { reviewId: string; publish: boolean },
): Promise<{ vendorId: string; vendorName: string }> {
  const notFound = () => new AppError("not_found", "This review does not exist or was already decided.");
  if (!UUID.test(reviewId)) throw notFound();
  const [review] = await tx
    .update(reviews)
    .set({ status: publish ? "published" : "rejected", decidedAt: sql`now()` })
    .where(and(eq(reviews.id, reviewId), eq(reviews.status, "pending")))
    .returning({
      vendorId: reviews.vendorId,
      points: sql<number>`${reviews.responsiveness} + ${reviews.fit}`,
    });
  if (!review) throw notFound();
  const [vendor] = publish
    ? await tx
        .update(vendors)
        .set({
          reviewCount: sql`${vendors.reviewCount} + 1`,
          reviewPoints: sql`${vendors.reviewPoints} + ${Number(review.points)}`,
        })
        .where(eq(vendors.id, review.vendorId))
        .returning({ name: vendors.name })
    : await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, review.vendorId));
  if (publish) await bumpCatalogVersion(tx);
  return { vendorId: review.vendorId, vendorName: vendor?.name ?? "" };
}

/** A vendor's reviews for its dashboard: published ones (it may reply once) and how many wait for moderation. */
export async function findVendorReviews(db: Database, vendorIds: readonly string[]) {
  if (vendorIds.length === 0) return { published: [], waiting: 0 };
  const rows = await db
    .select({ ...publicColumns, status: reviews.status, vendorName: vendors.name })
    .from(reviews)
    .innerJoin(vendors, eq(vendors.id, reviews.vendorId))
    .where(and(inArray(reviews.vendorId, [...vendorIds]), inArray(reviews.status, ["published", "pending"])))
    .orderBy(desc(reviews.createdAt), reviews.id);
  return {
    published: rows
      .filter((r) => r.status === "published")
      .map((r) => ({ ...toPublic(r), vendorName: r.vendorName })),
    waiting: rows.filter((r) => r.status === "pending").length,
  };
}

/** The vendor's one public reply to a published review of one of its products; a second reply is refused. */
export async function replyToReview({
  db,
  vendorIds,
  reviewId,
  reply,
  now = new Date(),
}: {
  db: Database;
  /** The products the signed-in vendor account manages. */
  vendorIds: readonly string[];
  reviewId: string;
  reply: string;
  now?: Date;
}): Promise<void> {
  const notYours = () => new AppError("not_found", "This review does not exist.");
  if (!UUID.test(reviewId) || vendorIds.length === 0) throw notYours();
  const updated = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(
      and(
        eq(reviews.id, reviewId),
        inArray(reviews.vendorId, [...vendorIds]),
        eq(reviews.status, "published"),
        isNull(reviews.reply),
      ),
    )
    .returning({ id: reviews.id });
  if (updated.length > 0) return;
  const [existing] = await db
    .select({ reply: reviews.reply, status: reviews.status })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), inArray(reviews.vendorId, [...vendorIds])));
  if (existing?.status === "published" && existing.reply !== null) {
    throw new AppError("conflict", "You already replied to this review; a review gets one public reply.");
  }
  throw notYours();
}
