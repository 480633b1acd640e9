import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { COMPANY_SIZE_HEADCOUNTS, COMPANY_SIZE_HINT, COMPANY_SIZES } from "./options";

interface SizeEntry {
  name: string;
  aliases: string[];
}
const vocabulary = JSON.parse(readFileSync("catalog/vocabulary.json", "utf8")) as {
  company_sizes: SizeEntry[];
};
const aliasesOf = (name: string) => vocabulary.company_sizes.find((s) => s.name === name)?.aliases ?? [];

describe("company size headcounts", () => {
  it("say what the vocabulary reads each size as", () => {
    expect(vocabulary.company_sizes.map((s) => s.name)).toEqual([...COMPANY_SIZES]);
    expect(aliasesOf("SMB")).toContain("under 50 employees");
    expect(COMPANY_SIZE_HEADCOUNTS.SMB).toBe("1–49 employees");
    expect(aliasesOf("Mid-market")).toEqual(
      expect.arrayContaining(["50-500 employees", "201-1000 employees"]),
    );
    expect(COMPANY_SIZE_HEADCOUNTS["Mid-market"]).toBe("50–999 employees");
    expect(aliasesOf("Enterprise")).toContain("1000+ employees");
    expect(COMPANY_SIZE_HEADCOUNTS.Enterprise).toBe("1,000 or more employees");
  });

  it("are one hint beside the question", () => {
    expect(COMPANY_SIZE_HINT).toBe(
      "SMB: 1–49 employees · Mid-market: 50–999 employees · Enterprise: 1,000 or more employees",
    );
  });
});
