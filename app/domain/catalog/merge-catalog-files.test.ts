import { describe, expect, it } from "vitest";
import { mergeCatalogFiles } from "./merge-catalog-files";

const file = (name: string, ...slugs: string[]) => ({
  name,
  json: { schema: "vendor-catalog/v1", vendors: slugs.map((slug) => ({ slug, name: slug.toUpperCase() })) },
});

describe("mergeCatalogFiles", () => {
  it("joins the vendors of every file in the order given", () => {
    const merged = mergeCatalogFiles([file("vendors.json", "b", "a"), file("vendors/p1-01.json", "c")]);
    expect(merged.ok && merged.vendors.map((v) => v.slug)).toEqual(["b", "a", "c"]);
  });

  it("keeps the first record of a slug found in two files and lists the later one, naming both files", () => {
    const merged = mergeCatalogFiles([file("vendors.json", "a"), file("vendors/p1-01.json", "b", "a")]);
    expect(merged.ok && merged.vendors.map((v) => [v.slug, v.name])).toEqual([
      ["a", "A"],
      ["b", "B"],
    ]);
    expect(merged.duplicates).toEqual(['vendors/p1-01.json: vendors[1].slug "a" is already in vendors.json']);
  });

  it("names the file of each invalid record and keeps checking the others", () => {
    const merged = mergeCatalogFiles([
      {
        name: "vendors.json",
        json: { schema: "vendor-catalog/v1", vendors: [{ slug: "Not Kebab", name: "X" }] },
      },
      { name: "vendors/p2-01.json", json: { schema: "other", vendors: [] } },
      file("vendors/p3-01.json", "ok"),
    ]);
    expect(merged.ok).toBe(false);
    if (merged.ok) return;
    expect(merged.problems).toEqual([
      "vendors.json: vendors[0].slug: must be kebab-case",
      'vendors/p2-01.json: schema: must be "vendor-catalog/v1"',
    ]);
  });
});
