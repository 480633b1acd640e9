import type { Request, Response } from "express";
import { isOgImageType } from "~/config/og-images";
import { renderOgImage } from "~/services/og-image/og-image.server";
import type { Logger } from "~/utils/logger.server";

const CACHE_CONTROL = "public, max-age=86400, stale-while-revalidate=604800";

/** GET /og/<page type>.png: the page type's generated 1200×630 Open Graph image (app/config/og-images.ts). */
export function ogImages({ publicUrl, logger }: { publicUrl: string; logger: Logger }) {
  const host = new URL(publicUrl).host;
  return async (req: Request<{ file: string }>, res: Response) => {
    const { file } = req.params;
    const type = file.endsWith(".png") ? file.slice(0, -".png".length) : "";
    if (!isOgImageType(type)) {
      res.status(404).type("text/plain").send("No such Open Graph image");
      return;
    }
    try {
      const image = await renderOgImage(type, host);
      res.setHeader("Cache-Control", CACHE_CONTROL);
      res.setHeader("ETag", image.etag);
      if (req.headers["if-none-match"] === image.etag) {
        res.status(304).end();
        return;
      }
      res.type("image/png").send(image.body);
    } catch (error) {
      // The default image is always there: a crawler still gets a picture.
      logger.error({ err: error, type }, "Open Graph image rendering failed; redirecting to the default");
      res.redirect(302, "/og-image.png");
    }
  };
}
