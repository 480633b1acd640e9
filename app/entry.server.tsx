import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { InlineCssProvider, styleTextAsHtml } from "~/components/layout/app-styles";
import { cpuTurns } from "~/utils/cpu-turns.server";
import { NonceProvider } from "~/utils/nonce";
import { scriptsAfterPaintStream } from "~/utils/scripts-after-paint.server";
import {
  FAULT_LOG_MESSAGE,
  FAULT_MESSAGE,
  FAULT_STATUS,
  faultHeaders,
  faultPage,
  findServiceFault,
} from "~/utils/service-fault.server";
import appCss from "./app.css?inline";

const appCssHtml = styleTextAsHtml(appCss);

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const fault = loadContext.faults?.fault;
  if (fault) {
    // The database is unreachable or the disk full: a plain page that needs neither, instead of the app's 500.
    return new Response(faultPage(fault), {
      status: FAULT_STATUS[fault],
      headers: { ...faultHeaders(), "Content-Type": "text/html; charset=utf-8" },
    });
  }
  const nonce = loadContext.cspNonce ?? "";
  // A render is the longest step of a page request: it waits for its own turn of the event loop (cpu-turns.server).
  await cpuTurns.take();
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode get the whole document at once; browsers get the shell as soon as it is ready.
    const waitForAll = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode);
    // Stops a render still waiting for data after the stream timeout. Cleared as soon as everything is rendered:
    // left running, its closure kept the whole render (router context, loader data, React's request) alive for
    // those 6 s after the answer was sent, ~1,200 finished renders at 200 views a second, all of them promoted to
    // the old generation and collected there by full garbage collections (docs/performance.md).
    let timer: ReturnType<typeof setTimeout> | undefined;
    let finished = false;
    const finish = () => {
      finished = true;
      clearTimeout(timer);
    };
    const sendShell = () => {
      shellRendered = true;
      // The page's JavaScript starts once the page has painted: the first paint needs none of it.
      const body = scriptsAfterPaintStream();
      const stream = createReadableStreamFromReadable(body);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      pipe(body);
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineCssProvider value={appCssHtml}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </InlineCssProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          if (!waitForAll) sendShell();
        },
        onAllReady() {
          finish();
          if (waitForAll) sendShell();
        },
        onShellError(error: unknown) {
          finish();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !request.signal.aborted)
            loadContext.logger?.error({ err: error }, "render error");
        },
      },
    );
    if (!finished) timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Errors thrown in loaders, actions and rendering go to the request's JSON logger (React Router's default prints
 * multi-line stacks to stderr). A client that went away and 4xx responses thrown on purpose are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const appContext = context as Partial<AppLoadContext> | undefined;
  const logger = appContext?.logger;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const err = inner ?? error;
  const fault = findServiceFault(err);
  if (fault) {
    // Recorded for handleRequest / handleDataRequest and the HTTP layer, which answer 503 / 507 instead of 500.
    if (appContext?.faults) appContext.faults.fault = fault;
    logger?.error({ err, fault, path: new URL(request.url).pathname }, FAULT_LOG_MESSAGE[fault]);
    return;
  }
  if (logger) logger.error({ err, path: new URL(request.url).pathname }, "unhandled route error");
  else
    process.stderr.write(
      `${JSON.stringify({ level: 50, msg: "unhandled route error", err: String(err) })}\n`,
    );
};

/** Client-side navigations' data requests: the same 503 / 507 as the page when the database or disk failed. */
export function handleDataRequest(response: Response, { context }: { context: AppLoadContext }): Response {
  const fault = context.faults?.fault;
  if (!fault) return response;
  return Response.json(
    { error: FAULT_MESSAGE[fault] },
    { status: FAULT_STATUS[fault], headers: faultHeaders() },
  );
}
