import { describe, expect, it } from "vitest";
import { displayHost, formatEurPerYear, formatPercent, formatScore, joinNames } from "./format";

describe("format", () => {
  it("formats euros per year, percentages and scores", () => {
    expect(formatEurPerYear(1200)).toBe("€1,200/year");
    expect(formatEurPerYear(0)).toBe("€0/year");
    expect(formatPercent(0.834)).toBe("83%");
    expect(formatPercent(1.2)).toBe("100%");
    expect(formatScore(86.6)).toBe("87");
  });

  it("joins names in prose", () => {
    expect(joinNames([])).toBe("");
    expect(joinNames(["A"])).toBe("A");
    expect(joinNames(["A", "B"])).toBe("A and B");
    expect(joinNames(["A", "B", "C"])).toBe("A, B and C");
  });

  it("shows hosts of http(s) URLs only", () => {
    expect(displayHost("https://www.hubspot.com/products/crm")).toBe("hubspot.com");
    expect(displayHost("javascript:alert(1)")).toBeNull();
    expect(displayHost("not a url")).toBeNull();
    expect(displayHost(null)).toBeNull();
  });
});
