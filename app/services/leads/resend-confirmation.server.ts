import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { leads } from "~/db/schema";
import { CONFIRMATION_RESENDS_PER_HOUR, confirmationDeadline } from "~/domain/leads/rules";
import { AppError } from "~/utils/app-error";
import type { RateLimiter } from "~/utils/rate-limit.server";
import { REQUEST_ID_PATTERN } from "../get-buyer-request.server";
import { confirmConnectionEmailJob } from "./lead-jobs.server";
import { requestNotFound } from "./lead-records.server";

/**
 * Sends the buyer's email-confirmation link again for every connect of this search still waiting for it. The
 * link is signed from the connect itself, so the new email carries the same link: the first one keeps working,
 * and both stop at the connect's 72-hour deadline, which resending does not move. At most
 * CONFIRMATION_RESENDS_PER_HOUR per search (429 with the wait); a mail still queued is not queued twice.
 */
export async function resendConnectionConfirmation({
  db,
  rateLimiter,
  requestId,
  now = new Date(),
}: {
  db: Database;
  rateLimiter: Pick<RateLimiter, "take">;
  requestId: string;
  now?: Date;
}): Promise<{ confirmBy: Date }> {
  if (!REQUEST_ID_PATTERN.test(requestId)) throw requestNotFound();
  const pending = await db
    .select({ confirmationId: leads.confirmationId, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.requestId, requestId), eq(leads.state, "pending")));
  const open = pending.filter(
    (p): p is { confirmationId: string; createdAt: Date } =>
      p.confirmationId !== null && confirmationDeadline(p.createdAt).getTime() > now.getTime(),
  );
  if (open.length === 0) {
    throw new AppError(
      "conflict",
      pending.length > 0
        ? "This request was not confirmed within 72 hours, so it expired and the details you entered are being deleted. Connect again to get a new link."
        : "Nothing is waiting for your confirmation: your email is confirmed, or you cancelled the request.",
    );
  }
  const verdict = await rateLimiter.take({
    name: "connect-confirmation-resend",
    key: requestId,
    limit: CONFIRMATION_RESENDS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!verdict.ok) {
    const minutes = Math.max(1, Math.ceil(verdict.retryAfterSeconds / 60));
    throw new AppError(
      "rate_limited",
      `We already sent the link ${CONFIRMATION_RESENDS_PER_HOUR} times in the last hour. Please check your spam folder, or ask again in ${minutes === 1 ? "a minute" : `${minutes} minutes`}.`,
      { headers: { "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const ids = [...new Set(open.map((p) => p.confirmationId))];
  for (const confirmationId of ids) await confirmConnectionEmailJob.enqueue(db, { confirmationId });
  const deadlines = open.map((p) => confirmationDeadline(p.createdAt).getTime());
  return { confirmBy: new Date(Math.min(...deadlines)) };
}
