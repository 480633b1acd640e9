import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSiteAddress, isSitePath } from "./site-path";

/** What a browser makes of `target` as a redirect from this site: its host, after dropping tabs and line breaks. */
function hostBrowsersRead(target: string): string {
  return new URL(target.replace(/[\t\n\r]/g, ""), "https://saasmatch.test/vendor/sign-in").host;
}

describe("isSitePath", () => {
  it("accepts paths of this site with their query and fragment", () => {
    for (const target of ["/", "/vendor/dashboard", "/paywall?lead=1b2c&x=%2F%2F#top", "/a/b\u0021~'()*"]) {
      expect(isSitePath(target), target).toBe(true);
    }
  });

  it("refuses other hosts, non-paths, and characters browsers drop or a header cannot carry", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/\u0000",
      "/ /evil.example",
      "\t//evil.example",
      " /vendor",
      "/vendor/\u00e9",
      "/\u2028",
      "https://evil.example/",
      "javascript:alert(1)",
      "vendor",
      "",
    ]) {
      expect(isSitePath(target), JSON.stringify(target)).toBe(false);
    }
  });

  // 30 s, not vitest's 5 s: the first "binary" string arbitrary in a file makes fast-check map every Unicode code
  // point (about 1.1 million) once, 0.8 s on an idle machine and several seconds on a loaded 2-core CI runner.
  // The 500 runs themselves take a few milliseconds.
  it("never accepts a target a browser would read as another host", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 12 }).map((s) => `/${s}`),
          fc
            .array(fc.constantFrom("/", "\\", "\t", "\n", "\r", " ", "\u0000", "evil.example", ".", "%09"), {
              maxLength: 6,
            })
            .map((parts) => parts.join("")),
        ),
        (target) => {
          if (isSitePath(target)) expect(hostBrowsersRead(target)).toBe("saasmatch.test");
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);
});

describe("isSiteAddress", () => {
  it("accepts paths of this site and absolute URLs on its public origin only", () => {
    const publicUrl = "https://saasmatch.test";
    expect(isSiteAddress("/vendor/sign-in?verified=1", publicUrl)).toBe(true);
    expect(isSiteAddress("https://saasmatch.test/vendor/sign-in", publicUrl)).toBe(true);
    for (const target of [
      "https://evil.example/",
      "https://saasmatch.test.evil.example/",
      "https://saasmatch.test/\n",
      "https://saasmatch.test/\t/x",
      "//evil.example",
      "/\t/evil.example",
      "not a url",
    ]) {
      expect(isSiteAddress(target, publicUrl), JSON.stringify(target)).toBe(false);
    }
  });
});
