import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Star } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { MAX_RATING_COMMENT, MAX_RATING_NAME } from "~/domain/feedback/rating";
import { cn } from "~/utils/cn";

type RatingResponse = { ok: true } | { error: string; fields?: Record<string, string> };

/** Self-contained feedback on /results: 1–5 stars, an optional quote, and consent to publish it. */
export function RateShortlist({ requestId }: { requestId: string }) {
  const fetcher = useFetcher<RatingResponse>();
  const [stars, setStars] = useState(0);
  const id = useId();
  const data = fetcher.data;
  const sending = fetcher.state !== "idle";
  const fields = data && "fields" in data ? (data.fields ?? {}) : {};
  const error = data && "error" in data ? data.error : null;
  const alreadyRated = Boolean(error?.startsWith("This shortlist has already been rated"));

  if ((data && "ok" in data) || alreadyRated) {
    return (
      <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-slate-50 p-5">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
          Thank you for your feedback
        </h2>
        <p role="status" className="mt-1 text-slate-700">
          {alreadyRated ? "This shortlist has already been rated." : "Your rating has been saved."}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-border bg-slate-50 p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        How useful is this shortlist?
      </h2>
      <fetcher.Form method="post" action="/api/shortlist-rating" className="mt-3 space-y-4" noValidate>
        <input type="hidden" name="requestId" value={requestId} />
        <fieldset aria-describedby={fields.stars ? `${id}-stars-error` : undefined}>
          <legend className="text-sm font-medium text-slate-900">Your rating</legend>
          <div className="mt-2 flex gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded focus-within:outline-2 focus-within:outline-ring"
              >
                <input
                  type="radio"
                  name="stars"
                  value={value}
                  checked={stars === value}
                  onChange={() => setStars(value)}
                  className="sr-only"
                />
                <Star
                  aria-hidden="true"
                  className={cn(
                    "size-8",
                    value <= stars ? "fill-amber-400 text-amber-500" : "text-slate-400",
                  )}
                />
                <span className="sr-only">
                  {value} {value === 1 ? "star" : "stars"}
                </span>
              </label>
            ))}
          </div>
          {fields.stars && (
            <p id={`${id}-stars-error`} className="mt-1 text-sm text-destructive">
              {fields.stars}
            </p>
          )}
        </fieldset>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-comment`}>Comment (optional)</Label>
          <Textarea
            id={`${id}-comment`}
            name="comment"
            maxLength={MAX_RATING_COMMENT}
            aria-invalid={fields.comment ? true : undefined}
            aria-describedby={fields.comment ? `${id}-comment-error` : undefined}
          />
          {fields.comment && (
            <p id={`${id}-comment-error`} className="text-sm text-destructive">
              {fields.comment}
            </p>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-name`}>Name (optional)</Label>
            <Input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              maxLength={MAX_RATING_NAME}
              aria-invalid={fields.name ? true : undefined}
              aria-describedby={fields.name ? `${id}-name-error` : undefined}
            />
            {fields.name && (
              <p id={`${id}-name-error`} className="text-sm text-destructive">
                {fields.name}
              </p>
            )}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-title-input`}>Job title (optional)</Label>
            <Input
              id={`${id}-title-input`}
              name="title"
              autoComplete="organization-title"
              maxLength={MAX_RATING_NAME}
            />
          </div>
        </div>
        <div className="flex items-start gap-2">
          <input
            id={`${id}-publish`}
            type="checkbox"
            name="publish"
            className="mt-0.5 size-5 accent-primary"
          />
          <Label htmlFor={`${id}-publish`} className="leading-snug">
            You may publish this quote with my name and job title on SaaSMatch
          </Label>
        </div>
        {error && !alreadyRated && Object.keys(fields).length === 0 && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        <Button type="submit" disabled={sending}>
          {sending ? "Sending…" : "Send rating"}
        </Button>
      </fetcher.Form>
    </section>
  );
}
