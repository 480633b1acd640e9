import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  formatRating,
  formatReviewDate,
  type PublicReview,
  REVIEW_ORIGIN,
  type ReviewSummary,
  summarizeReviews,
} from "~/domain/reviews/reviews";

/** "Buyer reviews (2): responsiveness 4.5/5, fit 4/5". */
export function reviewSummaryText(summary: ReviewSummary): string {
  return `${summary.count} ${summary.count === 1 ? "review" : "reviews"} by buyers who connected: responsiveness ${formatRating(summary.responsiveness)}/5, fit ${formatRating(summary.fit)}/5`;
}

/** One published review: the ratings, the text, where it comes from and when, and the vendor's reply. */
export function ReviewItem({
  review,
  vendorName,
  children,
}: {
  review: PublicReview;
  vendorName: string;
  /** What follows inside the item (the vendor's reply form on its dashboard). */
  children?: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-border bg-white p-4">
      <p className="text-sm font-medium text-slate-900">
        Responsiveness {review.responsiveness}/5 · Fit {review.fit}/5
      </p>
      {review.text && <p className="mt-1 whitespace-pre-line text-slate-800">“{review.text}”</p>}
      <p className="mt-1 text-sm text-slate-700">
        {REVIEW_ORIGIN}, {formatReviewDate(review.writtenAt)}
      </p>
      {review.reply && (
        <div className="mt-3 border-l-2 border-primary/40 pl-3">
          <p className="text-sm font-medium text-slate-900">
            Reply from {vendorName}
            {review.repliedAt ? `, ${formatReviewDate(review.repliedAt)}` : ""}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{review.reply}</p>
        </div>
      )}
      {children}
    </li>
  );
}

/** A card's review block: the summary, the newest review and a link to all of them on the vendor page. */
export function CardReviews({
  reviews,
  vendorName,
  slug,
}: {
  reviews: readonly PublicReview[];
  vendorName: string;
  slug: string;
}) {
  const summary = summarizeReviews(reviews);
  const newest = reviews[0];
  if (!summary || !newest) return null;
  return (
    <section aria-label={`Reviews of ${vendorName}`} className="space-y-2">
      <p className="text-sm font-medium text-slate-900">{reviewSummaryText(summary)}</p>
      <ul>
        <ReviewItem review={newest} vendorName={vendorName} />
      </ul>
      <Link to={`/vendors/${slug}`} className="text-sm text-primary underline underline-offset-4">
        {summary.count === 1 ? "The review" : `All ${summary.count} reviews`} of {vendorName}
      </Link>
    </section>
  );
}
