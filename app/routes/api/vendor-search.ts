import { z } from "zod";
import { findVendorsByName, MAX_SEARCH_QUERY_LENGTH } from "~/services/find-vendors.server";
import { apiErrorResponse, clientKey, enforceRateLimit, formatFieldErrors } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import { inputText } from "~/utils/input-text";
import type { Route } from "./+types/vendor-search";

const VendorSearchQuerySchema = z.object({
  q: inputText().trim().max(MAX_SEARCH_QUERY_LENGTH, `must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`),
});

/** Typeahead lookups per client: 300 a minute. */
const VENDOR_SEARCH_LIMIT = { limit: 300, windowSeconds: 60 };

/** Vendor name typeahead for the comparison tool: `GET /api/vendor-search?q=hub` → `{ vendors: VendorSuggestion[] }`. */
export async function loader({ url, context }: Route.LoaderArgs) {
  try {
    await enforceRateLimit(context, {
      name: "vendor-search",
      key: clientKey(context),
      ...VENDOR_SEARCH_LIMIT,
    });
    const parsed = VendorSearchQuerySchema.safeParse({ q: url.searchParams.get("q") ?? "" });
    if (!parsed.success) {
      const fields = formatFieldErrors(parsed.error);
      throw new AppError("validation", `Invalid search: q ${fields.q ?? "is invalid"}`, { fields });
    }
    const vendors = await findVendorsByName({ matching: context.matching, query: parsed.data.q });
    return Response.json({ vendors }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return apiErrorResponse(error, context.logger);
  }
}
