import { describe, expect, it } from "vitest";
import { MAX_NAME_LENGTH, NAME_REQUIRED_MESSAGE, ProductNameSchema } from "./why-not-name";

describe("a product's name in the 'Why not …?' box", () => {
  it("is trimmed and kept as typed otherwise", () => {
    expect(ProductNameSchema.parse("  Monday.com ")).toBe("Monday.com");
    expect(ProductNameSchema.parse("Zoë’s CRM 😀")).toBe("Zoë’s CRM 😀");
  });

  it("refuses blank, too long, NUL, lone surrogates and control characters, each with its message", () => {
    const message = (name: string) => {
      const parsed = ProductNameSchema.safeParse(name);
      return parsed.success ? null : parsed.error.issues[0]!.message;
    };
    expect(message("   ")).toBe(NAME_REQUIRED_MESSAGE);
    expect(message("x".repeat(MAX_NAME_LENGTH + 1))).toMatch(/at most 100 characters/);
    expect(message("x".repeat(MAX_NAME_LENGTH))).toBeNull();
    expect(message("Bad\u0000name")).toMatch(/NUL/);
    expect(message("\uD800lone")).toMatch(/unpaired surrogates/);
    expect(message("Tab\tname")).toBe("A product's name has no control characters.");
  });
});
