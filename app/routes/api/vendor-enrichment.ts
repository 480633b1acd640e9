import { requireVendorMembership } from "~/services/auth/session.server";
import { findEnrichmentStatus } from "~/services/enrichment/enrich-vendor.server";
import type { Route } from "./+types/vendor-enrichment";

/**
 * `GET /api/vendor-enrichment` → `{ enrichment: { runId, progress, finishedAt } | null }`: the signed-in vendor's
 * latest reading of their website, which the dashboard follows while it is queued, running or waiting to retry.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const enrichment = await findEnrichmentStatus(context.db, vendorId);
  return Response.json({ enrichment }, { headers: { "Cache-Control": "no-store" } });
}
