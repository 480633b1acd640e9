import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { COMPRESS_MIN_BYTES, jsonResponse, negotiateCoding } from "./json-response.server";

describe("negotiateCoding", () => {
  it.each([
    [null, null],
    ["", null],
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br, zstd", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.8, br;q=0.8", "br"],
    ["GZIP", "gzip"],
    [" br ; q=1 , gzip", "br"],
    ["gzip;q=0, *", "br"],
    ["*", "br"],
    ["*;q=0", null],
    ["identity", null],
    ["x-gzip", null],
    ["br;q=0, gzip;q=0", null],
    ["deflate", null],
    ["gzip;q=0.5, deflate", null],
    ["deflate, gzip", "gzip"],
  ])("Accept-Encoding %j chooses %j, as the compression middleware would", (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });

  // q-values as an old proxy or a curl user writes them: the middleware sends what the client weights highest,
  // identity included, so such a client gets plain JSON here too rather than a coding it ranked lower.
  it.each([
    ["br;q=0.2, gzip;q=0.9, identity;q=0.1", "gzip"],
    ["gzip;q=0.5, identity", null],
    ["br;q=0.3, *;q=0.6", "gzip"],
    ["identity;q=0, gzip;q=0.1", "gzip"],
    ["gzip;q=0.4, br;q=0.4, identity;q=0.4", "br"],
    ["br;q=0.001", "br"],
  ])("q-values: Accept-Encoding %j chooses %j", (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

const request = (acceptEncoding?: string) =>
  new Request("http://localhost/api/x", {
    method: "POST",
    headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
  });
const big = { items: Array.from({ length: 200 }, (_, i) => ({ slug: `vendor-${i}`, note: "Café – 你好" })) };

describe("jsonResponse", () => {
  it("compresses a large answer with gzip in one piece, with its length and Vary", async () => {
    const response = jsonResponse(request("gzip, deflate"), big, {
      status: 201,
      headers: { "Cache-Control": "no-store" },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
  });

  it("prefers brotli when the client accepts both, and keeps an existing Vary", async () => {
    const response = jsonResponse(request("gzip, br"), big, { headers: { Vary: "Cookie" } });
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(bytes).toString("utf8"))).toEqual(big);
  });

  it("sends JSON as it is without an accepted coding, below the threshold, or with no-transform", async () => {
    const small = { error: "x".repeat(COMPRESS_MIN_BYTES - 20) };
    for (const response of [
      jsonResponse(request(), big),
      jsonResponse(request("deflate"), big),
      jsonResponse(request("gzip"), small),
      jsonResponse(request("gzip"), big, { headers: { "Cache-Control": "no-store, no-transform" } }),
    ]) {
      expect(response.headers.get("content-encoding")).toBeNull();
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(await response.json()).toEqual(expect.any(Object));
    }
  });
});
