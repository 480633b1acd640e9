import { describe, expect, it } from "vitest";
import { createMatchIndex, findMatches } from "~/domain/matching";
import { FIXTURE_CATALOG } from "~/domain/matching/testing/catalog";
import { problem, testVocabulary } from "~/domain/matching/testing/fixtures";
import { toMatchView } from "./vendor-view";

const index = createMatchIndex(FIXTURE_CATALOG, testVocabulary());
const matches = findMatches(
  index,
  problem({ problem: "Customers keep emailing us about orders; we need a help desk." }),
  {
    currentYear: 2025,
  },
);
const vendorOf = (slug: string) => FIXTURE_CATALOG.find((v) => v.slug === slug)!;

describe("toMatchView", () => {
  it("is the profile completed by the verdict, key for key and in the same order as spreading both", () => {
    expect(matches.length).toBeGreaterThan(0);
    for (const match of matches) {
      const vendor = vendorOf(match.slug);
      const view = toMatchView(match, vendor);
      expect(JSON.stringify(view)).toBe(JSON.stringify({ ...vendor, ...match }));
    }
  });

  it("takes every profile field from the profile it is given: a stored verdict shows the vendor as it is now", () => {
    const verdict = matches[0]!;
    expect(Object.keys(verdict)).not.toContain("name");
    const vendor = {
      ...vendorOf(verdict.slug),
      name: "Renamed",
      description: "Now does more",
      features: ["New"],
    };
    const view = toMatchView(verdict, vendor);
    expect(view).toMatchObject({ name: "Renamed", description: "Now does more", features: ["New"] });
    expect(JSON.stringify(view)).toBe(JSON.stringify({ ...vendor, ...verdict }));
  });
});
