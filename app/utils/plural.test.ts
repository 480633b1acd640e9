import { describe, expect, it } from "vitest";
import { countOf, plural } from "./plural";

const category = { one: "category", other: "categories" };

describe("plural", () => {
  it("uses the singular for one only", () => {
    expect(plural(1, category)).toBe("category");
    expect(plural(0, category)).toBe("categories");
    expect(plural(2, category)).toBe("categories");
    expect(plural(1.5, category)).toBe("categories");
  });

  it("counts with the right form", () => {
    expect(countOf(1, category)).toBe("1 category");
    expect(countOf(3, category)).toBe("3 categories");
  });
});
