import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { generateLeadCode, LEAD_CODE_ALPHABET, LEAD_CODE_BITS, normalizeLeadCode } from "./lead-code";

describe("lead codes", () => {
  it("carry at least 40 bits of randomness in an alphabet without look-alikes", () => {
    expect(LEAD_CODE_BITS).toBeGreaterThanOrEqual(40);
    for (const c of "ILOU") expect(LEAD_CODE_ALPHABET).not.toContain(c);
    expect(new Set(LEAD_CODE_ALPHABET).size).toBe(32);
  });

  it("look like K7QM-2XH9-PD4T", () => {
    expect(generateLeadCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it("use every byte value without bias: byte b gives alphabet[b mod 32]", () => {
    const bytes = Uint8Array.from([0, 31, 32, 255, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(generateLeadCode(() => bytes)).toBe("0Z0Z-1234-5678");
  });

  it("do not repeat across many draws", () => {
    const codes = new Set(Array.from({ length: 5000 }, () => generateLeadCode()));
    expect(codes.size).toBe(5000);
  });

  it("normalise what a vendor types", () => {
    expect(normalizeLeadCode("  k7qm 2xh9 pd4t ")).toBe("K7QM-2XH9-PD4T");
    expect(normalizeLeadCode("K7QM2XH9PD4T")).toBe("K7QM-2XH9-PD4T");
    expect(normalizeLeadCode("o1il-0000-0000")).toBe("0111-0000-0000");
    expect(normalizeLeadCode("K7QM-2XH9-PD4")).toBeNull();
    expect(normalizeLeadCode("K7QM-2XH9-PD4TT")).toBeNull();
    expect(normalizeLeadCode("K7QM-2XH9-PD4U")).toBeNull();
    expect(normalizeLeadCode("")).toBeNull();
    expect(normalizeLeadCode("x".repeat(10_000))).toBeNull();
  });

  it("normalise any generated code to itself, whatever the case and separators", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 12, maxLength: 12 }), fc.boolean(), (bytes, lower) => {
        const code = generateLeadCode(() => bytes);
        const typed = (lower ? code.toLowerCase() : code).replaceAll("-", " ");
        expect(normalizeLeadCode(typed)).toBe(code);
      }),
    );
  });

  // 30 s, not vitest's 5 s: the first "binary" string arbitrary in a file makes fast-check map every Unicode code
  // point (about 1.1 million) once, 0.8 s on an idle machine and several seconds on a loaded 2-core CI runner.
  // The 100 runs themselves take a few milliseconds.
  it("never accept arbitrary text that is not a code", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const normalized = normalizeLeadCode(text);
        if (normalized !== null) expect(normalized).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      }),
    );
  }, 30_000);
});
