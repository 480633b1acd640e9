import { z } from "zod";
import { normalizedWebsite } from "~/services/vendors/register-vendor.server";
import { findClaimCandidates } from "~/services/vendors/vendor-profile.server";
import { apiErrorResponse, clientKey, enforceRateLimit, formatFieldErrors } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import { inputText } from "~/utils/input-text";
import type { Route } from "./+types/claimable-products";

const QuerySchema = z.object({ website: inputText().trim().max(500, "must be at most 500 characters") });

/** Lookups per client: 60 a minute (one per registration attempt). */
const CLAIMABLE_LIMIT = { limit: 60, windowSeconds: 60 };

/**
 * How many listed products the registration form would offer to claim for a website:
 * `GET /api/claimable-products?website=https://www.zoho.com/books/` → `{ domain: "zoho.com", products: 7 }`.
 * The form asks before it sends an incomplete profile: with products to claim the server answers with the offer
 * (a claim needs no profile), otherwise the browser shows the profile's mistakes without a round trip.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  try {
    await enforceRateLimit(context, {
      name: "claimable-products",
      key: clientKey(context),
      ...CLAIMABLE_LIMIT,
    });
    const parsed = QuerySchema.safeParse({ website: url.searchParams.get("website") ?? "" });
    if (!parsed.success) {
      const fields = formatFieldErrors(parsed.error);
      throw new AppError("validation", `Invalid lookup: website ${fields.website ?? "is invalid"}`, {
        fields,
      });
    }
    const website = normalizedWebsite(parsed.data.website);
    const { domain, candidates } = await findClaimCandidates(context.db, website || null);
    return Response.json(
      { domain, products: candidates.length },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return apiErrorResponse(error, context.logger);
  }
}
