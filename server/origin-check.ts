import type { NextFunction, Request, Response } from "express";

/** Methods that only read: never refused for their Origin. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

/**
 * Cross-site request protection for everything state-changing (POST, PUT, PATCH, DELETE): a request whose
 * browser says it comes from another site (an `Origin` other than this site's, `Origin: null`, or
 * `Sec-Fetch-Site: cross-site`) is refused with 403 before any action runs. Requests without these headers
 * (curl, server-to-server webhooks) are let through; session cookies are SameSite too.
 * OPTIONS is answered here, without CORS headers: the first-party API is not offered to other origins.
 */
export function originCheck({ publicUrl }: { publicUrl: string }) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "OPTIONS") {
      res.status(204).setHeader("Allow", ALLOWED_METHODS);
      res.setHeader("Cache-Control", "no-store");
      res.end();
      return;
    }
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    const fetchSite = req.get("sec-fetch-site");
    const sameOrigin =
      origin === undefined
        ? fetchSite !== "cross-site"
        : origin === publicOrigin || origin === `${req.protocol}://${req.get("host")}`;
    if (sameOrigin) return next();
    const message = `Cross-site request refused: ${req.method} requests are only accepted from ${publicOrigin}.`;
    res.status(403).setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/")) res.json({ error: message });
    else res.type("text/plain").send(message);
  };
}
