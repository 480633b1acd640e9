import { randomFillSync } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

const NONCE_BYTES = 16;
/** Random bytes drawn 4 KB at a time: one call to the system's generator per 256 nonces instead of one per request. */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

/** A fresh, unpredictable nonce (16 random bytes, base64), never handed out twice. */
export function newNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Security headers for every response. Scripts run only from our origin or with this request's nonce
 * (React Router's inline hydration scripts carry it); styles allow inline because Radix and sonner set style attributes.
 */
export function securityHeaders({ dev }: { dev: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    if (!dev) {
      res.setHeader(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: https:",
          "font-src 'self' data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
    }
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
