import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { formatReviewDate, MAX_REVIEW_REPLY, type PublicReview } from "~/domain/reviews/reviews";
import { ReviewItem } from "./review-list";

/** The vendor's reviews on its dashboard: each published one with its one public reply, or a form to write it. */
export function VendorReviewsPanel({
  vendorName,
  published,
  waiting,
  busy,
  error,
}: {
  vendorName: string;
  published: readonly PublicReview[];
  waiting: number;
  busy: boolean;
  /** The refused reply's review id and message. */
  error?: { reviewId: string; message: string };
}) {
  return (
    <section aria-labelledby="reviews" className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <h2 id="reviews" className="text-lg font-semibold text-slate-900">
        Buyer reviews
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        Buyers who connected with you are invited to review you 14 days later; you cannot ask for or stop a
        review. Published reviews show on your card and your page. You may reply once to each, in public.
        {waiting > 0 ? ` ${waiting} ${waiting === 1 ? "review waits" : "reviews wait"} for moderation.` : ""}
      </p>
      {published.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">No published reviews yet.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {published.map((review) => (
            <ReviewItem key={review.id} review={review} vendorName={vendorName}>
              {!review.reply && (
                <Form method="post" className="mt-3 space-y-2">
                  <input type="hidden" name="intent" value="reply-review" />
                  <input type="hidden" name="reviewId" value={review.id} />
                  <Label htmlFor={`reply-${review.id}`}>
                    Your public reply to the review of {formatReviewDate(review.writtenAt)}
                  </Label>
                  <Textarea
                    id={`reply-${review.id}`}
                    name="reply"
                    rows={3}
                    maxLength={MAX_REVIEW_REPLY}
                    aria-invalid={error?.reviewId === review.id ? true : undefined}
                    aria-describedby={error?.reviewId === review.id ? `reply-${review.id}-error` : undefined}
                  />
                  {error?.reviewId === review.id && (
                    <p id={`reply-${review.id}-error`} className="text-sm text-destructive">
                      {error.message}
                    </p>
                  )}
                  <Button type="submit" size="sm" variant="outline" disabled={busy}>
                    Post reply
                  </Button>
                </Form>
              )}
            </ReviewItem>
          ))}
        </ul>
      )}
    </section>
  );
}
