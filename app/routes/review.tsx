import { data, Form, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { FormAlert } from "~/components/auth/form-field";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import {
  formatReviewDate,
  MAX_REVIEW_TEXT,
  REVIEW_ORIGIN,
  ReviewInputSchema,
} from "~/domain/reviews/reviews";
import { getReviewInvitation, type ReviewInvitation, submitReview } from "~/services/reviews/reviews.server";
import {
  type FormReply,
  firstFieldMessage,
  parseForm,
  replyingToAppErrors,
  success,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/review";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    {
      title: "Review a Vendor — SaaSMatch",
      description: "Rate the vendor you connected with through SaaSMatch.",
      noIndex: true,
    },
    args,
  );

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** A link that does not work says why: 404 not valid, 409 already used, 410 expired. */
const STATUS: Record<ReviewInvitation["status"], number> = {
  invalid: 404,
  open: 200,
  reviewed: 409,
  expired: 410,
};

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const view = await getReviewInvitation({ db: context.db, env: context.env, token });
  return data({ view, token: view.status === "open" ? token : "" }, { status: STATUS[view.status] });
}

/**
 * After the form is sent the page shows the action's answer; reading the link again would only say it was used
 * (409), so the loader is not asked again.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const token = url.searchParams.get("token") ?? "";
  const form = await readFormData(request);
  const parsed = parseForm(form, "review", ReviewInputSchema, firstFieldMessage());
  if (!parsed.ok) return data(parsed.reply, { status: parsed.status });
  return replyingToAppErrors(parsed.intent, parsed.values, async (): Promise<FormReply<"review">> => {
    const { vendorName } = await submitReview({
      db: context.db,
      env: context.env,
      token,
      input: parsed.value,
    });
    return success(
      parsed.intent,
      `Thank you. Your review of ${vendorName} is with our moderators and appears once they publish it.`,
    );
  });
}

const SCALE = [1, 2, 3, 4, 5] as const;

function RatingField({
  name,
  legend,
  low,
  high,
  error,
  value,
}: {
  name: string;
  legend: string;
  low: string;
  high: string;
  error?: string;
  value?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-2">
      <legend className="text-base font-medium text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-700">
        1 = {low}, 5 = {high}
      </p>
      <div className="flex flex-wrap gap-2">
        {SCALE.map((n) => (
          <label
            key={n}
            className="flex min-h-11 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-md border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={n}
              required
              defaultChecked={value === String(n)}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-primary"
            />
            <span>
              {n}
              <span className="sr-only"> of 5</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  const { view } = loaderData;
  const busy = useNavigation().state === "submitting";
  const reply = actionData as FormReply<"review"> | undefined;
  const value = (name: string) => {
    const v = reply?.values[name];
    return typeof v === "string" ? v : undefined;
  };
  if (reply?.ok) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Review sent</h1>
        <p className="mt-4 text-lg text-slate-700" role="status">
          {reply.message}
        </p>
      </section>
    );
  }
  if (view.status !== "open") {
    return (
      <section className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {view.status === "reviewed"
            ? "This link was already used"
            : view.status === "expired"
              ? "This review link has expired"
              : "This review link is not valid"}
        </h1>
        <p className="mt-4 text-lg text-slate-700">
          {view.status === "reviewed"
            ? `You reviewed ${view.vendorName} on ${formatReviewDate(view.reviewedAt)}. Each connection can be reviewed once; thank you.`
            : view.status === "expired"
              ? `Reviews of ${view.vendorName} through this invitation could be written until ${formatReviewDate(view.expiredAt)}.`
              : "Open the whole link from the invitation email (some mail programs break long links across lines). Only buyers who connected with a vendor through SaaSMatch receive such a link; if you deleted your search, it no longer works."}
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Review {view.vendorName}</h1>
      <p className="mt-4 text-slate-700">
        Your review is shown as “{REVIEW_ORIGIN}” with today's date, never with your name, company or email.
        Our moderators read it before it appears. This link works once, until{" "}
        {formatReviewDate(view.expiresAt)}.
      </p>
      <Form method="post" className="mt-8 space-y-6" noValidate>
        {reply && !reply.ok && <FormAlert message={reply.message} />}
        <RatingField
          name="responsiveness"
          legend={`How responsive was ${view.vendorName}?`}
          low="slow or no answer"
          high="quick and helpful"
          error={reply?.fields.responsiveness}
          value={value("responsiveness")}
        />
        <RatingField
          name="fit"
          legend="How well does its software fit your needs?"
          low="not at all"
          high="exactly"
          error={reply?.fields.fit}
          value={value("fit")}
        />
        <div className="space-y-1.5">
          <Label htmlFor="review-text">What should other buyers know? (optional)</Label>
          <Textarea
            id="review-text"
            name="text"
            rows={5}
            maxLength={MAX_REVIEW_TEXT}
            defaultValue={value("text")}
            aria-invalid={reply?.fields.text ? true : undefined}
            aria-describedby={reply?.fields.text ? "review-text-error" : "review-text-hint"}
          />
          <p id="review-text-hint" className="text-sm text-slate-700">
            Up to {MAX_REVIEW_TEXT.toLocaleString("en")} characters. Please leave out names and contact
            details.
          </p>
          {reply?.fields.text && (
            <p id="review-text-error" className="text-sm text-destructive">
              {reply.fields.text}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Sending..." : "Send my review"}
        </Button>
      </Form>
    </section>
  );
}
