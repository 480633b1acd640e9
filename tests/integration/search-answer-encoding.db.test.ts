// The search answer is compressed by its route in one call (app/utils/json-response.server.ts), not by the compression
// middleware's thread-pool stream: the same codings, headers and bytes as before, compressed once.
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { seedDefaultCatalog } from "~/services/seed-default-catalog.server";
import { useTestServer } from "../setup/http-server";
import { testDriver } from "../setup/test-db";

const body = JSON.stringify({
  businessProblem: {
    problem: "Our support inbox is chaos: we need shared tickets for customer emails",
    industry: "Retail",
    features: ["Shared inbox"],
  },
});

/** A raw HTTP exchange: fetch would undo the coding and hide the headers that carry it. */
function post(url: string, acceptEncoding?: string) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    bytes: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest(
      `${url}/api/vendor-matches`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe(`the search answer's encoding on the production server (${testDriver})`, () => {
  const server = useTestServer({ seed: seedDefaultCatalog });

  const decoders: [string, string, (b: Buffer) => Buffer][] = [
    ["gzip, deflate", "gzip", gunzipSync],
    ["gzip, deflate, br, zstd", "br", brotliDecompressSync],
    ["br;q=0.5, gzip", "gzip", gunzipSync],
  ];
  it.each(decoders)(
    "Accept-Encoding %s: compressed once as %s, with its length, Vary and the usual headers",
    async (accept, coding, decode) => {
      const { status, headers, bytes } = await post(server().url, accept);
      expect(status).toBe(200);
      expect(headers["content-encoding"]).toBe(coding);
      expect(headers["content-type"]).toMatch(/^application\/json/);
      expect(headers.vary).toMatch(/Accept-Encoding/i);
      expect(String(headers.vary).match(/accept-encoding/gi)).toHaveLength(1);
      expect(Number(headers["content-length"])).toBe(bytes.length);
      expect(headers["cache-control"]).toBe("no-store");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      const answer = JSON.parse(decode(bytes).toString("utf8"));
      expect(answer.requestId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(answer.vendors.length).toBeGreaterThan(0);
      // Stored before the answer: the results page opens it at once.
      expect((await fetch(`${server().url}/results?r=${answer.requestId}`)).status).toBe(200);
    },
  );

  it("sends plain JSON to a client that accepts no coding", async () => {
    const { status, headers, bytes } = await post(server().url);
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(bytes.toString("utf8")).vendors.length).toBeGreaterThan(0);
  });

  it("sends plain JSON to a client that ranks identity above gzip, as the middleware would", async () => {
    const { status, headers, bytes } = await post(server().url, "gzip;q=0.5, identity");
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(bytes.toString("utf8")).vendors.length).toBeGreaterThan(0);
  });

  it("leaves a client that prefers deflate to the compression middleware, as before", async () => {
    const { status, headers, bytes } = await post(server().url, "deflate, gzip;q=0.5");
    expect(status).toBe(200);
    expect(headers["content-encoding"]).toBe("deflate");
    expect(JSON.parse(inflateSync(bytes).toString("utf8")).vendors.length).toBeGreaterThan(0);
  });
});
