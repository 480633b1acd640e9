import Stripe from "stripe";
import type { Env } from "~/utils/env.server";

const clients = new Map<string, Stripe>();

/** The Stripe client for the configured secret key, or null in test mode (no keys). */
export function getStripe(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET">): Stripe | null {
  const key = env.STRIPE_SECRET_KEY;
  if (!key || !env.STRIPE_WEBHOOK_SECRET) return null;
  let client = clients.get(key);
  if (!client) {
    client = new Stripe(key, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: "SaaSMatch" } });
    clients.set(key, client);
  }
  return client;
}

export type { Stripe };
