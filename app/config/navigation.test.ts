import { describe, expect, it } from "vitest";
import { HEADER_LINKS, isLinkActive } from "./navigation";

const blog = HEADER_LINKS.find((l) => l.label === "Blog")!;
const home = HEADER_LINKS.find((l) => l.label === "Home")!;

describe("isLinkActive", () => {
  it("marks Blog for every path under /blog", () => {
    expect(isLinkActive(blog, "/blog")).toBe(true);
    expect(isLinkActive(blog, "/blog/some-post")).toBe(true);
    expect(isLinkActive(blog, "/blogger")).toBe(false);
  });
  it("marks Home only on /", () => {
    expect(isLinkActive(home, "/")).toBe(true);
    expect(isLinkActive(home, "/form")).toBe(false);
  });
});
