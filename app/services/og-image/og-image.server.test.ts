import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { isOgImageType, OG_IMAGE_SIZE, OG_IMAGE_TYPES, type OgImageType } from "~/config/og-images";
import { OG_IMAGE_TEXT, ogImageSvg, renderOgImage } from "./og-image.server";

const TYPES = Object.keys(OG_IMAGE_TYPES) as OgImageType[];

describe("Open Graph images", () => {
  it.each(TYPES)("renders the %s image as a 1200×630 PNG", async (type) => {
    const image = await renderOgImage(type, "saasmatch.test");
    const metadata = await sharp(image.body).metadata();
    expect(metadata.format).toBe("png");
    expect({ width: metadata.width, height: metadata.height }).toEqual(OG_IMAGE_SIZE);
    expect(image.etag).toMatch(/^"[\w-]+"$/);
  });

  it("puts the type's headline and the site's address into the template, escaped", () => {
    const svg = ogImageSvg("vendor", "a&b.test");
    for (const line of OG_IMAGE_TEXT.vendor.headline) expect(svg).toContain(`>${line}</text>`);
    expect(svg).toContain(">a&amp;b.test</text>");
    expect(svg).not.toContain("a&b.test");
  });

  it("gives each type its own image and renders it once per address", async () => {
    const bodies = await Promise.all(TYPES.map((type) => renderOgImage(type, "saasmatch.test")));
    expect(new Set(bodies.map((b) => b.etag)).size).toBe(TYPES.length);
    expect(await renderOgImage("home", "saasmatch.test")).toBe(bodies[TYPES.indexOf("home")]);
    expect((await renderOgImage("home", "other.test")).etag).not.toBe(bodies[TYPES.indexOf("home")]!.etag);
  });

  it("knows only its page types", () => {
    expect(isOgImageType("home")).toBe(true);
    expect(isOgImageType("toString")).toBe(false);
    expect(isOgImageType("../og-image")).toBe(false);
  });
});
