import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { mergeCatalogFiles } from "~/domain/catalog/merge-catalog-files";
import { createMatchIndex, defaultVocabulary, matchProblem } from "~/domain/matching";
import { problem } from "~/domain/matching/testing/fixtures";
import type { CatalogVendor, MatchVerdict } from "~/domain/matching/types";
import { readCatalogFiles } from "~/services/seed-default-catalog.server";
import { readRankedSlugs, readVerdictFor, readVerdicts, toStoredResults } from "./stored-search";

const files = await readCatalogFiles(resolve(import.meta.dirname, "../../../catalog"));

/** The stored column as the database hands it back: JSON written and parsed again. */
const throughJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

// Searches on the catalog the product ships with, written to reach every part of a verdict: hard and soft
// conflicts, a fit note, features confirmed with the vendor's words and missing ones, every qualification criterion.
describe("the compact stored search", { timeout: 30_000 }, () => {
  const merged = mergeCatalogFiles(files);
  if (!merged.ok) throw new Error(merged.problems.slice(0, 3).join("; "));
  const vendors: CatalogVendor[] = merged.vendors.map(({ source: _source, ...facts }) => ({
    ...facts,
    verified: false,
    claimed: false,
  }));
  const index = createMatchIndex(vendors, defaultVocabulary());
  const searches: MatchVerdict[][] = [
    problem({
      problem:
        "Our veterinary practice wants owners to book visits on the web and get a text the evening before. It must be hosted on hardware we control, be open source and keep data in the EU.",
      industry: "Healthcare",
      features: ["Online booking", "SMS reminders", "Calendar sync"],
      company_size: "SMB",
      budget_range: "€5,000 – €20,000/year",
      deployment_model: ["On-premise"],
      timeline: "Immediately",
      region_focus: "Europe",
    }),
    problem({
      problem: "A warehouse team of 300 needs a ticket queue for supplier complaints, ISO 27001 certified.",
      features: ["Shared inbox", "SLA tracking", "Email integration"],
      company_size: "Enterprise",
      budget_range: "Under €1,000/year",
      deployment_model: ["Cloud"],
      region_focus: "North America",
      timeline: "3–6 months",
    }),
    problem({ problem: "our small team wants something other than Slack for chat" }),
  ].map((p) => matchProblem(index, p, { currentYear: 2026, limit: 20 }).verdicts);
  const all = searches.flat();

  it("is tested on verdicts that use every part of one", () => {
    expect(all.some((v) => v.conflicts.some((c) => c.hard))).toBe(true);
    expect(all.some((v) => v.conflicts.some((c) => !c.hard))).toBe(true);
    expect(all.some((v) => v.fit_note !== null)).toBe(true);
    expect(all.some((v) => v.feature_sources.length > 0 && v.missing_features.length > 0)).toBe(true);
    const criteria = new Set(
      all.flatMap((v) => v.qualification_checks.map((c) => `${c.criterion} ${c.status}`)),
    );
    expect(criteria.size).toBeGreaterThanOrEqual(12);
  });

  it("reads back deep-equal to the engine's verdicts, in ranked order", () => {
    for (const verdicts of searches) {
      const stored = throughJson(toStoredResults(verdicts));
      expect(readVerdicts(stored)).toStrictEqual(verdicts);
      expect(readRankedSlugs(stored)).toEqual(verdicts.map((v) => v.slug));
      for (const verdict of verdicts) expect(readVerdictFor(stored, verdict.slug)).toStrictEqual(verdict);
      expect(readVerdictFor(stored, "not-ranked")).toBeNull();
    }
  });

  it("reads the same verdicts as the written-out form searches were stored in before", () => {
    for (const verdicts of searches) {
      expect(readVerdicts(throughJson(toStoredResults(verdicts)))).toStrictEqual(
        readVerdicts(throughJson(verdicts)),
      );
    }
  });

  it("stores each search in well under half the bytes, each entry naming its vendor by slug", () => {
    for (const verdicts of searches) {
      const compact = JSON.stringify(toStoredResults(verdicts));
      expect(compact.length).toBeLessThan(JSON.stringify(verdicts).length * 0.45);
      expect((throughJson(toStoredResults(verdicts)) as { slug: string }[]).map((e) => e.slug)).toEqual(
        verdicts.map((v) => v.slug),
      );
    }
  });

  it("still reads when its entries are reordered, and leaves out an entry that points outside its strings", () => {
    const verdicts = searches[0]!;
    const stored = throughJson(toStoredResults(verdicts)) as Array<Record<string, unknown>>;
    expect(readVerdicts([...stored].reverse())).toStrictEqual([...verdicts].reverse());
    const broken = stored.map((e, i) => (i === 1 ? { ...e, why: 100_000 } : e));
    expect(readVerdicts(broken)).toStrictEqual(verdicts.filter((_, i) => i !== 1));
    expect(readVerdictFor(broken, verdicts[1]!.slug)).toBeNull();
  });

  it("stores no search as an empty list", () => {
    expect(toStoredResults([])).toEqual([]);
    expect(readVerdicts([])).toEqual([]);
  });
});
