import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "~/utils/logger.server";
import { imageOptimizer } from "./image-optimizer";

describe("image route", () => {
  const root = mkdtempSync(join(tmpdir(), "images-"));
  const warnings: unknown[] = [];
  const logger = createLogger({ level: "silent" });
  logger.warn = ((obj: unknown) => {
    warnings.push(obj);
  }) as typeof logger.warn;
  let base = "";
  let close = () => {};

  beforeAll(async () => {
    const png = await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#4338ca" } })
      .png()
      .toBuffer();
    writeFileSync(join(root, "cover.png"), png);
    writeFileSync(join(root, "corrupt.png"), Buffer.from("\x89PNG\r\n\x1a\nthis is not really a png"));
    const app = express();
    app.use(imageOptimizer({ root, logger }));
    app.use(express.static(root));
    const server = app.listen(0);
    await new Promise((r) => server.once("listening", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("returns a 400-px-wide WebP for ?w=400&fmt=webp&q=85, with long cache headers", async () => {
    const response = await fetch(`${base}/cover.png?w=400&fmt=webp&q=85`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 400, height: 210 });
    const etag = response.headers.get("etag") ?? "";
    const again = await fetch(`${base}/cover.png?w=400&fmt=webp&q=85`, {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
  });

  it("never enlarges, and refuses sizes above the cap or bad parameters with 400", async () => {
    const big = await fetch(`${base}/cover.png?w=2000&fmt=webp`);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(1200);
    for (const query of ["w=99999", "w=abc", "fmt=gif", "fmt=webp&q=0", "h=-5"]) {
      const response = await fetch(`${base}/cover.png?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toMatch(/^Invalid image request: (w|h|fmt|q) /);
    }
  });

  it("falls back to the original file and logs when the transform fails", async () => {
    const response = await fetch(`${base}/corrupt.png?w=400&fmt=webp&q=85`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).toString()).toContain("this is not really a png");
    expect(warnings).toHaveLength(1);
  });

  it("leaves other requests to the static files and never leaves the root", async () => {
    expect((await fetch(`${base}/cover.png`)).headers.get("content-type")).toBe("image/png");
    expect((await fetch(`${base}/%2e%2e/%2e%2e/etc/passwd?w=10`)).status).toBe(404);
    expect((await fetch(`${base}/missing.png?w=10`)).status).toBe(404);
  });
});
