import {
  invalidProblemMessage,
  isMissingRequiredFields,
  MISSING_FIELDS_MESSAGE,
  VendorMatchRequestSchema,
} from "~/domain/buyer/business-problem";
import { findVendorMatches } from "~/services/find-vendor-matches.server";
import { apiErrorResponse, clientKey, enforceRateLimit, formatFieldErrors } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import { readJsonBody } from "~/utils/json-body.server";
import { jsonResponse } from "~/utils/json-response.server";
import type { Route } from "./+types/vendor-matches";

/** Anonymous searches per client: 120 a minute. */
const VENDOR_MATCHES_LIMIT = { limit: 120, windowSeconds: 60 };

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 32 * 1024;

export function loader() {
  return Response.json(
    { error: "Method not allowed: use POST" },
    { status: 405, headers: { Allow: "POST" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    if (request.method !== "POST") {
      throw new AppError("method_not_allowed", "Method not allowed: use POST", {
        headers: { Allow: "POST" },
      });
    }
    await enforceRateLimit(context, {
      name: "vendor-matches",
      key: clientKey(context),
      ...VENDOR_MATCHES_LIMIT,
    });
    const body = await readJsonBody(request, MAX_BODY_BYTES);
    if (isMissingRequiredFields(body)) throw new AppError("validation", MISSING_FIELDS_MESSAGE);
    const parsed = VendorMatchRequestSchema.safeParse(body);
    if (!parsed.success) {
      const fields = formatFieldErrors(parsed.error);
      throw new AppError("validation", invalidProblemMessage(fields), { fields });
    }
    const result = await findVendorMatches({
      db: context.db,
      matching: context.matching,
      problem: parsed.data.businessProblem,
    });
    context.logger.info(
      { requestId: result.requestId, matches: result.vendors.length, tookMs: result.tookMs },
      "vendor matches",
    );
    return jsonResponse(request, result, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return apiErrorResponse(error, context.logger);
  }
}
