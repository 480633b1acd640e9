import { describe, expect, it } from "vitest";
import { isSitePath } from "./site-path";

describe("isSitePath", () => {
  it("accepts paths of this site and refuses other hosts and non-paths", () => {
    expect(isSitePath("/vendor/dashboard")).toBe(true);
    expect(isSitePath("/")).toBe(true);
    for (const target of ["//evil.example", "/\\evil.example", "https://evil.example/", "vendor", ""]) {
      expect(isSitePath(target), target).toBe(false);
    }
  });
});
