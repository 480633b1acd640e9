import { handleStripeWebhook } from "~/services/leads/handle-stripe-webhook.server";
import { apiErrorResponse } from "~/utils/api.server";
import { AppError } from "~/utils/app-error";
import { readBodyText } from "~/utils/json-body.server";
import type { Route } from "./+types/stripe-webhook";

/** Stripe's events are small; anything bigger is not one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export function loader() {
  return Response.json(
    { error: "Method not allowed: use POST" },
    { status: 405, headers: { Allow: "POST" } },
  );
}

/**
 * POST /api/stripe/webhook: the only way a Stripe payment unlocks a lead. The signature is verified over the
 * raw body; a bad or stale signature answers 400 and changes nothing; a repeated event answers 200 and changes nothing.
 * Where payments do not go through Stripe it answers 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger, payments } = context;
  try {
    if (request.method !== "POST") {
      throw new AppError("method_not_allowed", "Method not allowed: use POST", {
        headers: { Allow: "POST" },
      });
    }
    const payload = await readBodyText(request, MAX_WEBHOOK_BYTES);
    const result = await handleStripeWebhook({
      db,
      payments,
      logger,
      payload,
      signature: request.headers.get("stripe-signature"),
    });
    return Response.json(
      { received: true, status: result.status },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return apiErrorResponse(error, logger);
  }
}
