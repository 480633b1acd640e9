import { handleStripeWebhook } from "~/services/leads/handle-stripe-webhook.server";
import { sendUnlockedEmail } from "~/services/leads/lead-emails.server";
import { getStripe } from "~/services/leads/stripe-client.server";
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
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { env, db, logger } = context;
  try {
    if (request.method !== "POST") {
      throw new AppError("method_not_allowed", "Method not allowed: use POST", {
        headers: { Allow: "POST" },
      });
    }
    const stripe = getStripe(env);
    if (!stripe || !env.STRIPE_WEBHOOK_SECRET) {
      throw new AppError("not_found", "Stripe is not configured: payments run in test mode.");
    }
    const payload = await readBodyText(request, MAX_WEBHOOK_BYTES);
    const result = await handleStripeWebhook({
      db,
      stripe,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      payload,
      signature: request.headers.get("stripe-signature"),
    });
    if (result.status === "processed") {
      const { fulfilment } = result;
      if (fulfilment.outcome === "unlocked") {
        logger.info(
          { eventId: result.eventId, leadId: fulfilment.leadId },
          "lead unlocked by Stripe payment",
        );
        await sendUnlockedEmail({ env, logger }, fulfilment);
      } else if (fulfilment.outcome === "refund_due") {
        logger.warn(
          {
            eventId: result.eventId,
            paymentId: fulfilment.paymentId,
            reference: fulfilment.paymentReference,
          },
          "payment received for a lead that can no longer be unlocked: full refund queued",
        );
      } else if (fulfilment.outcome === "unknown_payment") {
        logger.warn({ eventId: result.eventId }, "Stripe checkout event for a payment we do not know");
      }
    }
    return Response.json(
      { received: true, status: result.status },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    return apiErrorResponse(error, logger);
  }
}
