import { and, count, desc, eq, isNotNull, ne, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { buyerRequests, shortlistRatings } from "~/db/schema";
import { type ShortlistRating, type Testimonial, toTestimonial } from "~/domain/feedback/rating";
import { AppError } from "~/utils/app-error";
import type { Tx } from "../vendors/vendor-profile.server";

/** Stores a buyer's rating of their shortlist: the search must exist, and it can be rated once. */
export async function createShortlistRating({
  db,
  rating,
}: {
  db: Database;
  rating: ShortlistRating;
}): Promise<{ id: string }> {
  const [search] = await db
    .select({ id: buyerRequests.id })
    .from(buyerRequests)
    .where(eq(buyerRequests.id, rating.requestId));
  if (!search) throw new AppError("not_found", "This search no longer exists, so it cannot be rated.");
  const [row] = await db
    .insert(shortlistRatings)
    .values({
      requestId: rating.requestId,
      stars: rating.stars,
      comment: rating.comment,
      authorName: rating.name,
      authorTitle: rating.title,
      publishConsent: rating.publish,
    })
    .onConflictDoNothing({ target: shortlistRatings.requestId })
    .returning({ id: shortlistRatings.id });
  if (!row) throw new AppError("conflict", "This shortlist has already been rated. Thank you!");
  return row;
}

/** Whether a search already has its rating (the results page then thanks instead of asking). */
export async function getShortlistRatingStars({
  db,
  requestId,
}: {
  db: Database;
  requestId: string;
}): Promise<number | null> {
  const [row] = await db
    .select({ stars: shortlistRatings.stars })
    .from(shortlistRatings)
    .where(eq(shortlistRatings.requestId, requestId));
  return row?.stars ?? null;
}

/** Average and count of every rating ever given (ratings outlive their searches). */
export async function getRatingSummary({ db }: { db: Database }) {
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`avg(${shortlistRatings.stars})` })
    .from(shortlistRatings);
  const total = Number(row?.count ?? 0);
  return total > 0 ? { count: total, average: Number(row?.average) } : null;
}

const published = and(
  eq(shortlistRatings.publishConsent, true),
  isNotNull(shortlistRatings.approvedAt),
  ne(shortlistRatings.comment, ""),
  ne(shortlistRatings.authorName, ""),
);

/** Quotes their authors allowed us to publish and an operator approved, newest approval first. */
export async function findTestimonials({
  db,
  limit = 3,
}: {
  db: Database;
  limit?: number;
}): Promise<Testimonial[]> {
  const rows = await db
    .select()
    .from(shortlistRatings)
    .where(published)
    .orderBy(desc(shortlistRatings.approvedAt), shortlistRatings.id)
    .limit(limit);
  return rows.map(toTestimonial);
}

/** Ratings whose authors consented to publication and that no operator has approved yet. */
export async function findPendingTestimonials({ db }: { db: Database }) {
  return db
    .select()
    .from(shortlistRatings)
    .where(
      and(
        eq(shortlistRatings.publishConsent, true),
        sql`${shortlistRatings.approvedAt} is null`,
        ne(shortlistRatings.comment, ""),
      ),
    )
    .orderBy(shortlistRatings.createdAt);
}

/**
 * Every quote an operator may publish or withdraw (consented, with a comment): waiting ones first, oldest first, then
 * the published ones, newest approval first. What /admin lists.
 */
export async function findTestimonialsForReview({ db, limit = 100 }: { db: Database; limit?: number }) {
  return db
    .select({
      id: shortlistRatings.id,
      stars: shortlistRatings.stars,
      comment: shortlistRatings.comment,
      authorName: shortlistRatings.authorName,
      authorTitle: shortlistRatings.authorTitle,
      approvedAt: shortlistRatings.approvedAt,
      createdAt: shortlistRatings.createdAt,
    })
    .from(shortlistRatings)
    .where(and(eq(shortlistRatings.publishConsent, true), ne(shortlistRatings.comment, "")))
    .orderBy(
      sql`${shortlistRatings.approvedAt} is not null`,
      sql`case when ${shortlistRatings.approvedAt} is null then ${shortlistRatings.createdAt} end`,
      desc(shortlistRatings.approvedAt),
      shortlistRatings.id,
    )
    .limit(limit);
}

/**
 * Approves (or, with approve false, withdraws) a quote. Only quotes with publish consent, a comment and a name can be
 * approved. Returns the author's name and the stars, for the audit log.
 */
export async function setTestimonialApproval({
  db,
  id,
  approve,
  now = new Date(),
}: {
  db: Database | Tx;
  id: string;
  approve: boolean;
  now?: Date;
}): Promise<{ authorName: string; stars: number }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("validation", `Not a rating id: ${id}`);
  const [row] = await db.select().from(shortlistRatings).where(eq(shortlistRatings.id, id));
  if (!row) throw new AppError("not_found", `No rating with id ${id}`);
  if (approve && !row.publishConsent) {
    throw new AppError(
      "conflict",
      "The author did not consent to publication; this rating cannot be published.",
    );
  }
  if (approve && (!row.comment || !row.authorName)) {
    throw new AppError("conflict", "This rating has no comment or name to publish.");
  }
  await db
    .update(shortlistRatings)
    .set({ approvedAt: approve ? now : null })
    .where(eq(shortlistRatings.id, id));
  return { authorName: row.authorName, stars: row.stars };
}
