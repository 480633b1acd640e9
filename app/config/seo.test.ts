import { describe, expect, it } from "vitest";
import { DEFAULT_OG_IMAGE, OG_IMAGE_TYPES } from "./og-images";
import { PAGES } from "./pages";
import { seoTags } from "./seo";

const ctx = { publicUrl: "https://saasmatch.test", pathname: "/x" };
const property = (tags: ReturnType<typeof seoTags>, name: string) => {
  const tag = tags.find((t) => ("property" in t && t.property === name) || ("name" in t && t.name === name));
  return tag && "content" in tag ? tag.content : undefined;
};

describe("Open Graph image tags", () => {
  it("describe a page type's generated image with its size and alt text", () => {
    const tags = seoTags(PAGES.vendor.seo, ctx);
    expect(property(tags, "og:image")).toBe("https://saasmatch.test/og/vendor.png");
    expect(property(tags, "og:image:width")).toBe("1200");
    expect(property(tags, "og:image:height")).toBe("630");
    expect(property(tags, "og:image:alt")).toBe(OG_IMAGE_TYPES.vendor.alt);
    expect(property(tags, "twitter:image:alt")).toBe(OG_IMAGE_TYPES.vendor.alt);
  });

  it("give each page type its image and the rest the default", () => {
    const image = (key: keyof typeof PAGES) => property(seoTags(PAGES[key].seo, ctx), "og:image");
    expect(image("home")).toBe("https://saasmatch.test/og/home.png");
    expect(image("howItWorks")).toBe("https://saasmatch.test/og/content.png");
    expect(image("privacyPolicy")).toBe("https://saasmatch.test/og/content.png");
    expect(image("forSellers")).toBe("https://saasmatch.test/og/vendor.png");
    for (const key of ["form", "results", "comparisonTool"] as const) {
      const tags = seoTags(PAGES[key].seo, ctx);
      expect(property(tags, "og:image")).toBe(`https://saasmatch.test${DEFAULT_OG_IMAGE.url}`);
      expect(property(tags, "og:image:alt")).toBe(DEFAULT_OG_IMAGE.alt);
    }
  });
});
