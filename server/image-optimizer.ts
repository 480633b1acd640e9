import { createHash } from "node:crypto";
import { stat } from "node:fs/promises";
import { extname, resolve, sep } from "node:path";
import type { NextFunction, Request, Response } from "express";
import sharp from "sharp";
import { z } from "zod";
import type { Logger } from "~/utils/logger.server";

/** Largest width or height the route produces; larger requests are refused, not silently capped. */
export const MAX_IMAGE_DIMENSION = 2400;
/** Source files above this size are served as they are, never decoded. */
export const MAX_SOURCE_BYTES = 15 * 1024 * 1024;
/** Transformed images kept in memory (bytes), oldest first out. */
const CACHE_BYTES = 48 * 1024 * 1024;
const RASTER = new Set([".png", ".jpg", ".jpeg", ".webp"]);
const CACHE_CONTROL = "public, max-age=31536000, stale-while-revalidate=86400";

const dimension = z.coerce
  .number({ error: "must be a whole number of pixels" })
  .int("must be a whole number of pixels")
  .min(1, "must be at least 1")
  .max(MAX_IMAGE_DIMENSION, `must be at most ${MAX_IMAGE_DIMENSION}`);

/** Spec section 7: w, h, fmt (webp) and q (85). */
export const ImageQuerySchema = z.object({
  w: dimension.optional(),
  h: dimension.optional(),
  fmt: z.enum(["webp"], { error: "must be webp" }).optional(),
  q: z.coerce
    .number({ error: "must be a number from 1 to 100" })
    .int("must be a number from 1 to 100")
    .min(1, "must be a number from 1 to 100")
    .max(100, "must be a number from 1 to 100")
    .default(85),
});

interface Cached {
  body: Buffer;
  type: string;
  etag: string;
}

/**
 * Resizes and converts raster images under `root` when the URL asks for it (`/images/a.png?w=400&fmt=webp&q=85`).
 * A URL without w, h or fmt falls through to the static files. A transform failure is logged and the original
 * file is served instead.
 */
export function imageOptimizer({ root, logger }: { root: string; logger: Logger }) {
  const base = resolve(root);
  const cache = new Map<string, Cached>();
  let cachedBytes = 0;
  const remember = (key: string, value: Cached) => {
    if (value.body.length > CACHE_BYTES / 4) return;
    cache.set(key, value);
    cachedBytes += value.body.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= CACHE_BYTES) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.length;
    }
  };

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const query = req.query as Record<string, unknown>;
    if (query.w === undefined && query.h === undefined && query.fmt === undefined) return next();
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!RASTER.has(extname(path).toLowerCase())) return next();
    const file = resolve(base, `.${path}`);
    if (!file.startsWith(base + sep)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();

    const parsed = ImageQuerySchema.safeParse({
      w: typeof query.w === "string" ? query.w : undefined,
      h: typeof query.h === "string" ? query.h : undefined,
      fmt: typeof query.fmt === "string" ? query.fmt : undefined,
      q: typeof query.q === "string" ? query.q : undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      res
        .status(400)
        .type("text/plain")
        .send(
          `Invalid image request: ${String(issue?.path[0] ?? "query")} ${issue?.message ?? "is invalid"}`,
        );
      return;
    }
    if (info.size > MAX_SOURCE_BYTES) return sendOriginal(res, file);

    const { w, h, fmt, q } = parsed.data;
    const key = `${file}|${info.mtimeMs}|${info.size}|${w ?? ""}|${h ?? ""}|${fmt ?? ""}|${q}`;
    let result = cache.get(key);
    if (!result) {
      try {
        let pipeline = sharp(file, { limitInputPixels: 40_000_000, failOn: "error" }).rotate();
        if (w || h)
          pipeline = pipeline.resize({
            width: w,
            height: h,
            fit: w && h ? "cover" : "inside",
            withoutEnlargement: true,
          });
        const format = fmt ?? extname(file).slice(1).toLowerCase().replace("jpg", "jpeg");
        const body =
          format === "webp"
            ? await pipeline.webp({ quality: q }).toBuffer()
            : format === "png"
              ? await pipeline.png({ quality: q, compressionLevel: 9 }).toBuffer()
              : await pipeline.jpeg({ quality: q, mozjpeg: true }).toBuffer();
        result = {
          body,
          type: `image/${format}`,
          etag: `"${createHash("sha1").update(key).digest("base64url")}"`,
        };
        remember(key, result);
      } catch (error) {
        logger.warn(
          { err: error, path, w, h, fmt, q },
          "image optimisation failed; serving the original file",
        );
        return sendOriginal(res, file);
      }
    }
    res.setHeader("Cache-Control", CACHE_CONTROL);
    res.setHeader("ETag", result.etag);
    res.setHeader("Vary", "Accept");
    if (req.headers["if-none-match"] === result.etag) {
      res.status(304).end();
      return;
    }
    res.type(result.type).send(result.body);
  };
}

function sendOriginal(res: Response, file: string) {
  res.setHeader("Cache-Control", "public, max-age=3600");
  res.sendFile(file);
}
