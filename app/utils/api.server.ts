import type { AppContext } from "~/context";
import { AppError, isAppError } from "./app-error";
import { isClientAbort } from "./client-abort";
import { ipv6Network64 } from "./client-ip.server";
import { findDatabaseError, isDatabaseDataError } from "./database-error.server";
import type { Logger } from "./logger.server";
import type { RateLimitRule } from "./rate-limit.server";
import {
  FAULT_LOG_MESSAGE,
  FAULT_MESSAGE,
  FAULT_STATUS,
  faultHeaders,
  findServiceFault,
} from "./service-fault.server";

/**
 * JSON error body `{ error, fields? }` with the status of the AppError; 503 / 507 with Retry-After when the database
 * is unreachable or the disk is full; anything else is a logged 500.
 */
export function apiErrorResponse(error: unknown, logger: Logger): Response {
  if (isAppError(error)) {
    const body: { error: string; fields?: Record<string, string> } = { error: error.message };
    if (error.details?.fields) body.fields = error.details.fields;
    return Response.json(body, {
      status: error.status,
      headers: { "Cache-Control": "no-store", ...error.details?.headers },
    });
  }
  if (isClientAbort(error)) {
    logger.info("client disconnected before the request body was read");
    return Response.json(
      { error: "The request was cut off." },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  if (isDatabaseDataError(error)) {
    logger.warn({ db: findDatabaseError(error) }, "database refused the input");
    return Response.json(
      {
        error:
          "The request contains text that cannot be stored. Please remove unusual characters and try again.",
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const fault = findServiceFault(error);
  if (fault) {
    logger.error({ err: error, fault }, FAULT_LOG_MESSAGE[fault]);
    return Response.json(
      { error: FAULT_MESSAGE[fault] },
      { status: FAULT_STATUS[fault], headers: faultHeaders() },
    );
  }
  logger.error({ err: error }, "unexpected API error");
  return Response.json(
    { error: "Something went wrong on our side. Please try again." },
    { status: 500, headers: { "Cache-Control": "no-store" } },
  );
}

/** One message per field; lives beside the form-action helper so pages can use it too. */
export { formatFieldErrors } from "./form-action";

/** The rate-limit key of a client: its IPv4 address, or the /64 network of an IPv6 address (one site's allocation). */
export function clientKey(context: Pick<AppContext, "clientIp">): string {
  const ip = context.clientIp;
  if (!ip) return "unknown";
  return ipv6Network64(ip) ?? ip;
}

/**
 * Counts one request against `limit` per `windowSeconds` for `key` (shared by every server process);
 * over the limit it throws AppError "rate_limited" (429 with Retry-After).
 */
export async function enforceRateLimit(
  context: Pick<AppContext, "rateLimiter">,
  rule: RateLimitRule,
): Promise<void> {
  const verdict = await context.rateLimiter.take(rule);
  if (!verdict.ok) {
    const wait = verdict.retryAfterSeconds;
    throw new AppError(
      "rate_limited",
      `Too many requests. Please wait ${wait === 1 ? "a second" : `${wait} seconds`} and try again.`,
      { headers: { "Retry-After": String(wait) } },
    );
  }
}
