import { z } from "zod";
import { inputText } from "~/utils/input-text";

/** A buyer is invited to review a vendor this long after confirming the connection with it. */
export const REVIEW_INVITATION_DELAY_MS = 14 * 24 * 60 * 60 * 1000;

/** An invitation link works this long after its email was sent. */
export const REVIEW_LINK_VALID_MS = 30 * 24 * 60 * 60 * 1000;

/** Longest review text and vendor reply, in characters. */
export const MAX_REVIEW_TEXT = 2000;
export const MAX_REVIEW_REPLY = 1000;

/** The line every shown review carries instead of who wrote it. */
export const REVIEW_ORIGIN = "From a buyer who connected through SaaSMatch";

/** When the invitation for a connection confirmed at `confirmedAt` is due. */
export function reviewInvitationDue(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + REVIEW_INVITATION_DELAY_MS);
}

/** The last moment an invitation sent at `invitedAt` can be used. */
export function reviewLinkExpiry(invitedAt: Date): Date {
  return new Date(invitedAt.getTime() + REVIEW_LINK_VALID_MS);
}

const rating = (label: string) =>
  z.coerce
    .number({ error: `Choose how you rate its ${label}, from 1 to 5.` })
    .int({ error: `Choose how you rate its ${label}, from 1 to 5.` })
    .min(1, { error: `Choose how you rate its ${label}, from 1 to 5.` })
    .max(5, { error: `Choose how you rate its ${label}, from 1 to 5.` });

/** What the buyer's review form sends: two ratings and an optional text. */
export const ReviewInputSchema = z.object({
  responsiveness: rating("responsiveness"),
  fit: rating("fit for your needs"),
  text: inputText()
    .transform((s) => s.trim())
    .pipe(z.string().max(MAX_REVIEW_TEXT, { error: `Keep the text under ${MAX_REVIEW_TEXT} characters.` }))
    .default(""),
});
export type ReviewInput = z.output<typeof ReviewInputSchema>;

/** The vendor's one public reply to a review. */
export const ReviewReplySchema = z.object({
  reviewId: z.uuid({ error: "This review does not exist." }),
  reply: inputText()
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(1, { error: "Write your reply." })
        .max(MAX_REVIEW_REPLY, { error: `Keep the reply under ${MAX_REVIEW_REPLY} characters.` }),
    ),
});

/** A published review as pages show it: no buyer identity, only the ratings, text, date and the vendor's reply. */
export interface PublicReview {
  id: string;
  responsiveness: number;
  fit: number;
  text: string;
  /** ISO date the review was written. */
  writtenAt: string;
  reply: string | null;
  repliedAt: string | null;
}

/** A vendor's published reviews in short: how many, and the mean of each rating. */
export interface ReviewSummary {
  count: number;
  responsiveness: number;
  fit: number;
}

/** Means of each rating over published reviews; null without any. */
export function summarizeReviews(
  reviews: readonly Pick<PublicReview, "responsiveness" | "fit">[],
): ReviewSummary | null {
  if (reviews.length === 0) return null;
  const mean = (f: (r: Pick<PublicReview, "responsiveness" | "fit">) => number) =>
    Math.round((reviews.reduce((s, r) => s + f(r), 0) / reviews.length) * 10) / 10;
  return { count: reviews.length, responsiveness: mean((r) => r.responsiveness), fit: mean((r) => r.fit) };
}

/** "4.5" / "4": one decimal only when it is not whole. */
export function formatRating(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

const dateOnly = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** "27 Nov 2026": the same on server and client. */
export function formatReviewDate(iso: string): string {
  return dateOnly.format(new Date(iso));
}

/**
 * The comparison tool's review cell of one vendor: its summary and newest review with where it comes from and
 * when, or "No reviews yet".
 */
export function reviewComparisonText(reviews: readonly PublicReview[] | undefined): string {
  const summary = summarizeReviews(reviews ?? []);
  const newest = reviews?.[0];
  if (!summary || !newest) return "No reviews yet";
  const head = `${summary.count} ${summary.count === 1 ? "review" : "reviews"}: responsiveness ${formatRating(summary.responsiveness)}/5, fit ${formatRating(summary.fit)}/5.`;
  const quote = newest.text
    ? ` Newest: “${newest.text.length > 200 ? `${newest.text.slice(0, 199)}…` : newest.text}”`
    : "";
  return `${head}${quote} (${REVIEW_ORIGIN}, ${formatReviewDate(newest.writtenAt)})`;
}
