import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/create-db.server";
import { createMatchingService, loadVocabulary } from "~/services/matching-service.server";
import { createPaymentProvider } from "~/services/payments/payment-provider.server";
import { parseEnv } from "~/utils/env.server";
import { createLogger } from "~/utils/logger.server";
import { createDbRateLimitStore, createRateLimiter } from "~/utils/rate-limit.server";

/** A real AppLoadContext over a test database, as the server builds it per request. */
export async function createTestContext(
  db: Database,
  overrides: Partial<AppLoadContext> = {},
): Promise<AppLoadContext> {
  const logger = createLogger({ level: "silent" });
  const matching = createMatchingService({ db, logger, vocabulary: await loadVocabulary() });
  const env = overrides.env ?? parseEnv({ NODE_ENV: "test" });
  return {
    env,
    db,
    logger,
    requestId: "test",
    cspNonce: "",
    clientIp: "127.0.0.1",
    matching,
    // Real counters in the test database; limits raised so that tests making many requests are not refused.
    rateLimiter: createRateLimiter({ store: createDbRateLimitStore(db), scale: 1000 }),
    // No page cache in front of routes called directly.
    pageCache: { invalidate() {} },
    payments: createPaymentProvider(env),
    ...overrides,
  };
}

/**
 * The URL React Router gives loaders and actions beside the request (`future.v8_passThroughRequests`): the page's URL,
 * without a data request's `.data` suffix and its `_routes` and empty `index` parameters.
 */
export function routeUrl(request: Request): URL {
  const url = new URL(request.url);
  url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
  url.searchParams.delete("_routes");
  for (const value of url.searchParams.getAll("index")) {
    if (value === "") url.searchParams.delete("index", value);
  }
  return url;
}

/** Calls a route module's action or loader the way React Router does. */
export function routeArgs(request: Request, context: AppLoadContext) {
  return { request, url: routeUrl(request), context, params: {} } as never;
}

/**
 * What a loader or action answered, whether it returned or threw: a Response (a redirect, a resource route's JSON,
 * read as JSON when it is), `data(...)` with its status and headers, or a plain value (200).
 */
export async function routeOutcome(value: unknown): Promise<{
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the fields of the one route it calls
  data: any;
  location?: string | null;
  headers?: Headers;
}> {
  const v = await Promise.resolve(value).catch((thrown: unknown) => thrown);
  if (v instanceof Response) {
    const text = await v.text();
    let data: unknown = text;
    try {
      data = JSON.parse(text);
    } catch {}
    return { status: v.status, data, location: v.headers.get("location"), headers: v.headers };
  }
  if (v && typeof v === "object" && "type" in v && (v as { type: string }).type === "DataWithResponseInit") {
    const d = v as unknown as { data: unknown; init: { status?: number; headers?: HeadersInit } | null };
    return { status: d.init?.status ?? 200, data: d.data, headers: new Headers(d.init?.headers) };
  }
  return { status: 200, data: v };
}
