import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readCatalogFiles } from "~/services/seed-default-catalog.server";
import { mergeCatalogFiles } from "../catalog/merge-catalog-files";
import { createMatchIndex, defaultVocabulary, findMatches } from ".";
import { problem } from "./testing/fixtures";
import type { BusinessProblem, CatalogVendor } from "./types";

// As the server loads it: vendors.json, then every vendors/*.json by name.
const files = await readCatalogFiles(resolve(import.meta.dirname, "../../../catalog"));

/**
 * What a new user met in the browser, on the catalog the product ships with (catalog/vendors.json and catalog/vendors/*.json), through the
 * engine's entry point. Each test is named after what broke.
 */
// Slow by design: the first searches on a whole catalog pay V8's compilation of the engine (several seconds on a
// loaded 2-core runner), so these tests carry their own limit instead of the unit default of 5 s.
describe("the default catalog", { timeout: 30_000 }, () => {
  const merged = mergeCatalogFiles(files);
  if (!merged.ok) throw new Error(merged.problems.slice(0, 3).join("; "));
  const vendors: CatalogVendor[] = merged.vendors.map(({ source: _source, ...facts }) => ({
    ...facts,
    verified: false,
    claimed: false,
  }));
  const bySlug = new Map(vendors.map((v) => [v.slug, v]));
  const index = createMatchIndex(vendors, defaultVocabulary());
  const top = (p: Partial<BusinessProblem> & { problem: string }, limit = 10) =>
    findMatches(index, problem(p), { currentYear: 2026, limit });
  const categoriesOf = (slug: string) => bySlug.get(slug)!.categories;

  it("does not offer the team chat tool the buyer is leaving ('Slack got too expensive' ranked Slack #4, Excellent)", () => {
    const ranked = top({
      problem: "We're a 25-person design studio and need a team chat app; Slack got too expensive.",
      industry: "Marketing & Advertising",
    });
    expect(ranked.map((m) => m.slug)).not.toContain("slack");
    for (const m of ranked.slice(0, 5)) expect(categoriesOf(m.slug), m.slug).toContain("Team communication");
  });

  it("reads German keywords typed as the problem as booking software ('Online-Terminbuchung, SMS-Erinnerungen' read as e-mail marketing)", () => {
    const ranked = top({ problem: "Online-Terminbuchung, SMS-Erinnerungen", industry: "Healthcare" });
    for (const m of ranked.slice(0, 5))
      expect(categoriesOf(m.slug), m.slug).toContain("Appointment scheduling");
    expect(ranked.slice(0, 3).map((m) => m.slug)).toContain("doctolib");
    expect(ranked[0]!.fit_category).not.toBe("Partial fit");
  });

  it("understands a typed industry 'Accounting' like the preset it belongs to (TaxDome ranked #8 at 50 % industry relevance)", () => {
    const text =
      "Our small firm prepares tax returns; we need to collect client documents, get engagement letters signed and track deadlines.";
    const typed = top({ problem: text, industry: "Accounting" });
    const preset = top({ problem: text, industry: "Professional Services" });
    // The same industry relevance for every vendor as with the preset (the typed words may still reorder close
    // scores a little, as any industry words do).
    const relevance = new Map(preset.map((m) => [m.slug, m.factors.industry_relevance]));
    for (const m of typed)
      if (relevance.has(m.slug)) expect(m.factors.industry_relevance, m.slug).toBe(relevance.get(m.slug));
    expect(preset.findIndex((m) => m.slug === "taxdome")).toBe(0);
    const taxdome = typed.findIndex((m) => m.slug === "taxdome");
    expect(taxdome).toBeGreaterThanOrEqual(0);
    expect(taxdome).toBe(0);
    expect(typed[taxdome]!.factors.industry_relevance).toBe(1);
  });
  it("never avoids the kind of a tool being left that the catalog lacks ('a place to talk as a team instead of Slack' without Slack gave e-mail tools)", () => {
    // Slack and Asana are cues of their kinds in the vocabulary; without them in the catalog "instead of X" was read
    // as a negation of X's kind.
    const without = createMatchIndex(
      vendors.filter((v) => v.slug !== "slack" && v.slug !== "asana"),
      defaultVocabulary(),
    );
    const run = (text: string) =>
      findMatches(without, problem({ problem: text }), { currentYear: 2026, limit: 10 });
    const chat = run("We need a place to talk as a team instead of Slack");
    for (const m of chat.slice(0, 5)) expect(categoriesOf(m.slug), m.slug).toContain("Team communication");
    const todo = run("Our team needs a shared to-do app instead of Asana");
    expect(todo.length).toBe(10);
    expect(todo[0]!.score).toBeGreaterThan(70);
  });
});
