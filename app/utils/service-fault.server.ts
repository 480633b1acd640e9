/**
 * Failures of the machine rather than of the request: the database cannot be reached, or the disk holding
 * DATA_DIR is full. They answer 503 / 507 with a clear message and Retry-After instead of a 500, and the app
 * recovers on its own once the cause is gone (the PostgreSQL pool opens new connections on the next query).
 */
export type ServiceFault = "database-unavailable" | "storage-full" | "payments-unavailable";

/** The payment provider (Stripe) could not be reached or could not answer; `cause` is its error. */
export class PaymentProviderUnavailableError extends Error {
  override name = "PaymentProviderUnavailableError";
  readonly code = "PAYMENT_PROVIDER_UNAVAILABLE";
  constructor(cause: unknown) {
    super("the payment provider cannot be reached", { cause });
  }
}

/** Node socket errors meaning the database server cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** Filesystem errors meaning the disk (or its quota) is full. */
const STORAGE_CODES = new Set(["ENOSPC", "EDQUOT"]);

/**
 * SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03 (shut down, crashed,
 * cannot connect now), 53300 too many connections, 53100 disk full.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
const STORAGE_SQLSTATE = new Set(["53100"]);

/** node-postgres reports a lost or impossible connection with these messages and no code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /is not currently accepting connections/,
  /^Cannot use a pool after calling end on the pool/,
];

/** The fault behind `error` (Drizzle and others wrap it as `cause`), or null for an ordinary error. */
export function findServiceFault(error: unknown): ServiceFault | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current && typeof current === "object"; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === "string" ? candidate.code : "";
    const message = typeof candidate.message === "string" ? candidate.message : "";
    // Checked before the causes: a provider's connection error carries network codes that are not the database's.
    if (code === "PAYMENT_PROVIDER_UNAVAILABLE") return "payments-unavailable";
    if (STORAGE_CODES.has(code) || STORAGE_SQLSTATE.has(code)) return "storage-full";
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)) return "database-unavailable";
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return "database-unavailable";
    // An AggregateError (e.g. connecting to both ::1 and 127.0.0.1 failed) carries its causes in `errors`.
    if (Array.isArray(candidate.errors)) {
      for (const inner of candidate.errors) {
        const found = findServiceFault(inner);
        if (found) return found;
      }
    }
    current = candidate.cause;
  }
  return null;
}

/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 30;

export const FAULT_STATUS: Record<ServiceFault, number> = {
  "database-unavailable": 503,
  "storage-full": 507,
  "payments-unavailable": 503,
};

/** The sentence a client sees. */
export const FAULT_MESSAGE: Record<ServiceFault, string> = {
  "database-unavailable":
    "SaaSMatch is temporarily unavailable: its database cannot be reached. Please try again in a minute.",
  "storage-full":
    "SaaSMatch cannot save anything right now because its storage is full. Please try again later.",
  "payments-unavailable":
    "SaaSMatch cannot reach its payment provider right now, so no checkout was opened and nothing was charged. Please try again in a minute.",
};

/** The line an operator reads in the log. */
export const FAULT_LOG_MESSAGE: Record<ServiceFault, string> = {
  "database-unavailable": "database unavailable: answering 503 until it is back",
  "storage-full": "storage full (ENOSPC): free space in DATA_DIR or the database volume; answering 507",
  "payments-unavailable": "payment provider unreachable: answering 503 to checkouts until it is back",
};

/** Per-request record of a fault seen while handling it, shared by the load context and the HTTP layer. */
export interface RequestFaults {
  fault: ServiceFault | null;
}

export function faultHeaders(): Record<string, string> {
  return { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" };
}

/** A minimal, self-contained page for a fault (no scripts, no database): readable and accessible on its own. */
export function faultPage(fault: ServiceFault): string {
  const title = fault === "storage-full" ? "Storage full" : "Temporarily unavailable";
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | SaaSMatch</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#fff;color:#1f2937}
main{max-width:36rem;margin:0 auto;padding:6rem 1rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 1rem}
p{line-height:1.6;margin:0 0 1.5rem;color:#374151}
a{color:#1d4ed8;font-weight:600;text-decoration:underline;display:inline-block;padding:.5rem}
</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${FAULT_MESSAGE[fault]}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>`;
}
