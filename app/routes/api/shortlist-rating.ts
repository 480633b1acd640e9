import { ShortlistRatingSchema } from "~/domain/feedback/rating";
import { createShortlistRating } from "~/services/feedback/shortlist-ratings.server";
import { apiErrorResponse, clientKey, enforceRateLimit, formatFieldErrors } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import { tryReadFormData } from "~/utils/form-data.server";
import type { Route } from "./+types/shortlist-rating";

/** Ratings per client: 10 an hour (one per search; this only stops floods). */
const RATING_LIMIT = { limit: 10, windowSeconds: 3600 };
const MAX_BODY_BYTES = 16_384;

/** `POST /api/shortlist-rating` (form fields of ShortlistRatingSchema) → `{ ok: true }` or `{ error, fields? }`. */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") throw new AppError("method_not_allowed", "Use POST to rate a shortlist");
    await enforceRateLimit(context, { name: "shortlist-rating", key: clientKey(context), ...RATING_LIMIT });
    const read = await tryReadFormData(request, MAX_BODY_BYTES);
    if (!read.ok) {
      if (read.status === 413) throw new AppError("payload_too_large", "The rating is too long");
      throw new AppError("bad_request", "Send the rating as a form");
    }
    const parsed = ShortlistRatingSchema.safeParse(Object.fromEntries(read.form));
    if (!parsed.success) {
      const fields = formatFieldErrors(parsed.error);
      throw new AppError("validation", Object.values(fields)[0] ?? "Invalid rating", { fields });
    }
    await createShortlistRating({ db: context.db, rating: parsed.data });
    // The home page shows the ratings' average and count.
    context.pageCache.invalidate();
    return Response.json({ ok: true }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return apiErrorResponse(error, context.logger);
  }
}
