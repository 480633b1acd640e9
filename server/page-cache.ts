import { constants, crc32, deflateRawSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

/** How long a rendered page is served as is (the home page's figures are at most this old in other processes). */
export const PAGE_CACHE_TTL_MS = 10_000;
/** After the TTL, how long the old copy is still served while one request renders the page again. */
export const PAGE_CACHE_STALE_MS = 20_000;
/** Pages kept at most (the cacheable paths are a fixed list, so this is only a guard). */
export const PAGE_CACHE_MAX_ENTRIES = 64;
/** A page larger than this is not kept. */
export const PAGE_CACHE_MAX_BYTES = 1024 * 1024;

/**
 * One rendered page: its HTML, UTF-8 encoded once, cut at every occurrence of the nonce it was rendered with, and
 * its own headers. Kept as bytes: joining strings and encoding 100 KB of HTML again on every answer cost more than
 * everything else a cached answer does.
 */
export interface CachedPage {
  segments: Buffer[];
  /**
   * Each segment compressed on its own (raw deflate, ending byte-aligned without a final block), so that a gzip
   * answer is these pieces with the request's nonce between them, not a compression of the whole page per request.
   */
  deflatedSegments: Buffer[];
  headers: Record<string, string | string[]>;
  storedAt: number;
  /** True while one request renders a fresh copy of this stale page. */
  refreshing: boolean;
}

export type Lookup =
  | { kind: "hit"; page: CachedPage; stale: boolean }
  /** Render the page; `refresh` means other requests get the stale copy meanwhile. */
  | { kind: "miss"; refresh?: CachedPage };

/**
 * The rendered HTML of public pages, kept per process. Keys carry the build and catalog versions, so a new build
 * or catalog is never answered from an older render; invalidate() drops everything when data shown on those
 * pages changes in this process (another process's change shows after at most the TTL).
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private generation = 0;

  constructor(
    private readonly options: {
      ttlMs?: number;
      staleMs?: number;
      maxEntries?: number;
      now?: () => number;
    } = {},
  ) {}

  private get ttl() {
    return this.options.ttlMs ?? PAGE_CACHE_TTL_MS;
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** The key of a page; it changes on invalidate(), so a render begun before that is not stored under the new one. */
  key(parts: { build: string; catalog: number; path: string }): string {
    return `${this.generation}\u0000${parts.build}\u0000${parts.catalog}\u0000${parts.path}`;
  }

  lookup(key: string): Lookup {
    const page = this.pages.get(key);
    if (!page) return { kind: "miss" };
    const age = this.now() - page.storedAt;
    if (age < this.ttl) return { kind: "hit", page, stale: false };
    if (age < this.ttl + (this.options.staleMs ?? PAGE_CACHE_STALE_MS)) {
      if (page.refreshing) return { kind: "hit", page, stale: true };
      page.refreshing = true;
      return { kind: "miss", refresh: page };
    }
    this.pages.delete(key);
    return { kind: "miss" };
  }

  store(key: string, html: string, nonce: string, headers: CachedPage["headers"]): void {
    // A key from before the last invalidate() belongs to a render that may show the old data.
    if (!key.startsWith(`${this.generation}\u0000`)) return;
    this.pages.delete(key);
    while (this.pages.size >= (this.options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES)) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
    const segments = (nonce ? html.split(nonce) : [html]).map((segment) => Buffer.from(segment, "utf8"));
    this.pages.set(key, {
      segments,
      // An empty segment (the nonce at the start, the end, or twice in a row) adds nothing. It is not passed to
      // zlib either: on Node 20 deflateRawSync leaves an empty Buffer detached, and crc32 of it is then 0 whatever
      // the running value.
      deflatedSegments: segments.map((segment) =>
        segment.length === 0
          ? Buffer.alloc(0)
          : deflateRawSync(segment, {
              level: constants.Z_BEST_COMPRESSION,
              finishFlush: constants.Z_SYNC_FLUSH,
            }),
      ),
      headers,
      storedAt: this.now(),
      refreshing: false,
    });
  }

  invalidate(): void {
    this.generation += 1;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}

/** The page's HTML (UTF-8) with `nonce` where the nonce it was rendered with stood. */
export function renderCachedPage(page: CachedPage, nonce: string): Buffer {
  const { segments } = page;
  if (segments.length === 1 && segments[0]) return segments[0];
  const nonceBytes = Buffer.from(nonce, "utf8");
  const parts: Buffer[] = [];
  for (const [i, segment] of segments.entries()) {
    if (i > 0) parts.push(nonceBytes);
    parts.push(segment);
  }
  return Buffer.concat(parts);
}

/** A gzip member's header: deflate, no name or time, unknown OS (RFC 1952). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final deflate block (fixed codes), as zlib ends a stream (RFC 1951). */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** `data` (≤ 65,535 bytes) as one stored deflate block, not final, starting and ending on a byte boundary. */
function storedBlock(data: Buffer): Buffer {
  const block = Buffer.alloc(5 + data.length);
  block.writeUInt16LE(data.length, 1);
  block.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(block, 5);
  return block;
}

/**
 * The same page as renderCachedPage, gzip-encoded: the segments compressed once when stored, the nonce between them
 * as stored (uncompressed) blocks, then the final block and the checksum and length of the whole (RFC 1952). Every
 * piece starts on a byte boundary and none refers back to another, so they join into one valid deflate stream.
 */
export function renderCachedPageGzip(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const nonceBlock = nonceBytes.length <= 0xffff ? storedBlock(nonceBytes) : undefined;
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (const [i, segment] of page.segments.entries()) {
    if (i > 0) {
      if (!nonceBlock) throw new Error("nonce too long for a stored block");
      parts.push(nonceBlock);
      crc = crc32(nonceBytes, crc);
      size += nonceBytes.length;
    }
    if (segment.length === 0) continue;
    parts.push(page.deflatedSegments[i] ?? Buffer.alloc(0));
    crc = crc32(segment, crc);
    size += segment.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(parts);
}

/** The client asked for gzip (a request without Accept-Encoding gets the page as is, as from compression()). */
function wantsGzip(req: Request): boolean {
  return Boolean(req.headers["accept-encoding"]) && req.acceptsEncodings("gzip") === "gzip";
}

/**
 * Headers that belong to one response (set by compression, the HTTP server or per request) and are never replayed.
 * Everything the earlier middlewares set (security headers with this request's CSP nonce, the request id) is set
 * afresh for every request and is not stored either.
 */
const PER_RESPONSE_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "vary",
  "date",
  "connection",
  "keep-alive",
  "etag",
  "last-modified",
  "x-page-cache",
]);

export interface PageCacheMiddlewareOptions {
  cache: PageCache;
  /** Paths whose page is the same for every anonymous visitor (no per-user, per-search or per-request data). */
  paths: ReadonlySet<string>;
  /** The server build's version. */
  build: string;
  /** The catalog version the pages would be rendered from now. */
  catalogVersion: () => Promise<number>;
}

/**
 * Serves anonymous GETs of the listed public pages from `cache`, with this request's CSP nonce inserted. Only
 * requests without a query string, a Cookie or an Authorization header are looked up or stored; only complete 200
 * HTML responses without Set-Cookie or a private/no-store Cache-Control are stored. `X-Page-Cache` says which
 * happened: HIT, STALE (served while being rendered again), MISS (rendered, stored if eligible) or BYPASS.
 */
export function pageCacheMiddleware({ cache, paths, build, catalogVersion }: PageCacheMiddlewareOptions) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    if (!paths.has(path)) return next();
    if (req.headers.cookie || req.headers.authorization || req.originalUrl.includes("?")) {
      res.setHeader("X-Page-Cache", "BYPASS");
      return next();
    }
    const nonce = String(res.locals.cspNonce ?? "");
    let key: string;
    try {
      key = cache.key({ build, catalog: await catalogVersion(), path });
    } catch {
      // The catalog version is unknown (database unreachable): the page itself answers, with the fault's status.
      res.setHeader("X-Page-Cache", "BYPASS");
      return next();
    }
    const found = cache.lookup(key);
    if (found.kind === "hit") {
      for (const [name, value] of Object.entries(found.page.headers)) res.setHeader(name, value);
      res.setHeader("X-Page-Cache", found.stale ? "STALE" : "HIT");
      res.vary("Accept-Encoding");
      if (wantsGzip(req)) {
        // compression() leaves an answer that already has a Content-Encoding alone.
        res.setHeader("Content-Encoding", "gzip");
        res.status(200).end(renderCachedPageGzip(found.page, nonce));
      } else res.status(200).end(renderCachedPage(found.page, nonce));
      return;
    }
    res.setHeader("X-Page-Cache", "MISS");
    if (req.method === "GET") captureForCache(res, (html, headers) => cache.store(key, html, nonce, headers));
    if (found.refresh) {
      const refreshing = found.refresh;
      res.once("close", () => {
        refreshing.refreshing = false;
      });
    }
    next();
  };
}

/** Collects the body written to `res` and hands it to `store` once the response has been sent completely and is cacheable. */
function captureForCache(res: Response, store: (html: string, headers: CachedPage["headers"]) => void): void {
  const earlier = new Set(res.getHeaderNames());
  const chunks: Buffer[] = [];
  let bytes = 0;
  let tooLarge = false;
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > PAGE_CACHE_MAX_BYTES) {
      tooLarge = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response["write"];
  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    collect(chunk, rest[0]);
    return (end as (...args: unknown[]) => Response).call(this, chunk, ...rest);
  } as Response["end"];
  res.once("finish", () => {
    if (tooLarge || res.statusCode !== 200) return;
    if (res.getHeader("set-cookie") !== undefined) return;
    if (!/^text\/html\b/i.test(String(res.getHeader("content-type") ?? ""))) return;
    if (/\b(private|no-store)\b/i.test(String(res.getHeader("cache-control") ?? ""))) return;
    const headers: CachedPage["headers"] = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (earlier.has(name) || PER_RESPONSE_HEADERS.has(name) || value === undefined) continue;
      headers[name] = Array.isArray(value) ? value : String(value);
    }
    store(Buffer.concat(chunks).toString("utf8"), headers);
  });
}
