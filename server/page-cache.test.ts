import { randomBytes } from "node:crypto";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { PageCache, pageCacheMiddleware, renderCachedPage, renderCachedPageGzip } from "./page-cache";

interface Handler {
  status?: number;
  headers?: Record<string, string>;
  /** Rendered pages so far. */
  renders: number;
  catalog: number;
}

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A page cache in front of a stand-in renderer that streams HTML carrying the request's nonce, like React Router. */
async function start(cache = new PageCache(), handler: Handler = { renders: 0, catalog: 1 }) {
  const app = express();
  app.use((_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    next();
  });
  app.use(
    pageCacheMiddleware({
      cache,
      paths: new Set(["/", "/about"]),
      build: "build-1",
      catalogVersion: async () => handler.catalog,
    }),
  );
  app.use((req, res) => {
    handler.renders += 1;
    const nonce = res.locals.cspNonce as string;
    res.status(handler.status ?? 200);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    for (const [name, value] of Object.entries(handler.headers ?? {})) res.setHeader(name, value);
    res.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">1</script></head>`);
    res.write(`<body>render ${handler.renders} of ${req.path} (catalog ${handler.catalog}) ✓`);
    res.end(`<script nonce="${nonce}">2</script></body></html>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server!.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path = "/", headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    const body = await response.text();
    const csp = response.headers.get("content-security-policy") ?? "";
    return {
      status: response.status,
      cache: response.headers.get("x-page-cache"),
      body,
      cspNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
      bodyNonces: [...new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]))],
      response,
    };
  };
  return { get, handler, cache, base };
}

/** A raw GET (fetch would decode gzip itself): status, headers and the bytes as sent. */
function rawGet(base: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      httpRequest(`${base}/`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    },
  );
}

describe("page cache", () => {
  it("answers the second anonymous visit from the cache, with a fresh nonce that matches the CSP header", async () => {
    const { get, handler } = await start();
    const first = await get();
    expect(first.cache).toBe("MISS");
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const hit = await get();
      expect(hit.cache).toBe("HIT");
      expect(hit.body.replaceAll(hit.cspNonce!, "N")).toBe(first.body.replaceAll(first.cspNonce!, "N"));
      expect(hit.bodyNonces).toEqual([hit.cspNonce]);
      nonces.add(hit.cspNonce!);
    }
    expect(nonces.size).toBe(3);
    expect(nonces.has(first.cspNonce!)).toBe(false);
    expect(handler.renders).toBe(1);
  });

  it("replays the page's own headers but not per-response ones", async () => {
    const { get } = await start(new PageCache(), {
      renders: 0,
      catalog: 1,
      headers: { "Content-Language": "en", ETag: '"abc"' },
    });
    await get();
    const hit = await get();
    expect(hit.cache).toBe("HIT");
    expect(hit.response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(hit.response.headers.get("content-language")).toBe("en");
    expect(hit.response.headers.get("etag")).toBeNull();
  });

  it("never answers or stores a request with a cookie or credentials: a vendor never gets the anonymous page, nor the reverse", async () => {
    const { get, handler } = await start();
    const signedIn = { cookie: "__Secure-saasmatch.session_token=abc.def" };
    expect((await get("/", signedIn)).cache).toBe("BYPASS");
    expect((await get("/", { authorization: "Bearer x" })).cache).toBe("BYPASS");
    // The pages rendered for them were not kept: the first anonymous visit renders.
    expect((await get()).cache).toBe("MISS");
    expect((await get()).cache).toBe("HIT");
    const vendorAgain = await get("/", signedIn);
    expect(vendorAgain.cache).toBe("BYPASS");
    expect(vendorAgain.body).toContain(`render ${handler.renders} `);
    expect(handler.renders).toBe(4);
  });

  it("bypasses query strings and paths not listed", async () => {
    const { get, handler } = await start();
    await get("/?utm=1");
    expect((await get("/?utm=1")).cache).toBe("BYPASS");
    await get("/results");
    const other = await get("/results");
    expect(other.cache).toBeNull();
    expect(handler.renders).toBe(4);
  });

  it.each([
    ["a 404", { status: 404 }],
    ["a 500", { status: 500 }],
    ["a response setting a cookie", { headers: { "Set-Cookie": "a=b" } }],
    ["a private response", { headers: { "Cache-Control": "private, no-store" } }],
    ["JSON", { headers: { "Content-Type": "application/json" } }],
  ])("does not keep %s", async (_, options) => {
    const { get, handler } = await start(new PageCache(), { renders: 0, catalog: 1, ...options });
    await get();
    expect((await get()).cache).toBe("MISS");
    expect(handler.renders).toBe(2);
  });

  it("renders again after a catalog change and after invalidate()", async () => {
    const { get, handler, cache } = await start();
    await get();
    expect((await get()).body).toContain("(catalog 1)");
    handler.catalog = 2;
    const changed = await get();
    expect(changed.cache).toBe("MISS");
    expect(changed.body).toContain("(catalog 2)");
    expect((await get()).cache).toBe("HIT");
    cache.invalidate();
    expect((await get()).cache).toBe("MISS");
    expect(handler.renders).toBe(3);
  });

  it("serves a stale copy while one request renders it again, then the fresh one", async () => {
    let now = 0;
    const { get, handler } = await start(new PageCache({ ttlMs: 1000, staleMs: 1000, now: () => now }));
    await get();
    now = 1500;
    const refresh = await get();
    expect(refresh.cache).toBe("MISS");
    expect(refresh.body).toContain("render 2 ");
    const fresh = await get();
    expect(fresh.cache).toBe("HIT");
    expect(fresh.body).toContain("render 2 ");
    now = 5000;
    expect((await get()).cache).toBe("MISS");
    expect(handler.renders).toBe(3);
  });

  it("does not keep a render that began before invalidate()", () => {
    const cache = new PageCache();
    const before = cache.key({ build: "b", catalog: 1, path: "/" });
    cache.invalidate();
    cache.store(before, "<p>old</p>", "", {});
    expect(cache.size).toBe(0);
    const after = cache.key({ build: "b", catalog: 1, path: "/" });
    cache.store(after, "<p>new</p>", "", {});
    expect(cache.lookup(after).kind).toBe("hit");
  });

  it("after the TTL, lets one request render while the others get the stale copy", () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1000, staleMs: 1000, now: () => now });
    const key = cache.key({ build: "b", catalog: 1, path: "/" });
    cache.store(key, "x", "", {});
    now = 1200;
    const first = cache.lookup(key);
    expect(first.kind === "miss" && first.refresh !== undefined).toBe(true);
    expect(cache.lookup(key)).toMatchObject({ kind: "hit", stale: true });
    now = 2100;
    expect(cache.lookup(key)).toEqual({ kind: "miss" });
  });

  it("keeps at most maxEntries pages, dropping the oldest", () => {
    const cache = new PageCache({ maxEntries: 2 });
    const keys = ["/a", "/b", "/c"].map((path) => cache.key({ build: "b", catalog: 1, path }));
    for (const key of keys) cache.store(key, "x", "", {});
    expect(cache.size).toBe(2);
    expect(cache.lookup(keys[0]!).kind).toBe("miss");
    expect(cache.lookup(keys[2]!).kind).toBe("hit");
  });

  it("answers a client that accepts gzip with a valid gzip of the same page and its own nonce", async () => {
    const { get, base } = await start();
    const first = await get();
    expect(first.cache).toBe("MISS");
    const hit = await rawGet(base, { "accept-encoding": "gzip, deflate, br" });
    expect(hit.headers["x-page-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(String(hit.headers.vary)).toMatch(/accept-encoding/i);
    // gunzipSync checks the trailer's checksum and length too.
    const html = gunzipSync(hit.body).toString("utf8");
    const nonce = /'nonce-([^']+)'/.exec(String(hit.headers["content-security-policy"]))?.[1];
    expect(nonce).toBeTruthy();
    expect(html.replaceAll(nonce!, "N")).toBe(first.body.replaceAll(first.cspNonce!, "N"));
    const others: Record<string, string>[] = [
      {},
      { "accept-encoding": "gzip;q=0, br" },
      { "accept-encoding": "identity" },
    ];
    for (const headers of others) {
      const plain = await rawGet(base, headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString("utf8")).toContain("render 1 of /");
    }
  });

  it("joins the compressed pieces into the same bytes as the plain page, whatever the nonce's place", () => {
    const cache = new PageCache();
    const old = "OLD+nonce/==";
    const pages = [
      `${old}<p>starts with the nonce — ✓</p>${old}${old}`,
      "no nonce at all, ünïcödé and 😀 ".repeat(500),
      `<script nonce="${old}">${"x".repeat(70_000)}</script><p>${old}</p>`,
    ];
    for (const [i, html] of pages.entries()) {
      const key = cache.key({ build: "b", catalog: 1, path: `/p${i}` });
      cache.store(key, html, old, {});
      const found = cache.lookup(key);
      if (found.kind !== "hit") throw new Error("expected a stored page");
      for (const nonce of ["NEW", "", "a-much-longer-nonce-than-before-+/="]) {
        const plain = renderCachedPage(found.page, nonce);
        expect(plain.toString("utf8")).toBe(html.replaceAll(old, nonce));
        expect(gunzipSync(renderCachedPageGzip(found.page, nonce)).equals(plain)).toBe(true);
      }
    }
  });
});
