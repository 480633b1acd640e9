import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_CATALOG_DIR, defaultCatalogFiles, loadDefaultCatalog } from "./seed-default-catalog.server";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function catalogDir(files: Record<string, string[]>): string {
  const dir = mkdtempSync(join(tmpdir(), "default-catalog-"));
  dirs.push(dir);
  mkdirSync(join(dir, "vendors"));
  for (const [name, slugs] of Object.entries(files)) {
    const vendors = slugs.map((slug) => ({ slug, name: slug }));
    writeFileSync(join(dir, name), JSON.stringify({ schema: "vendor-catalog/v1", vendors }));
  }
  return dir;
}

describe("the default catalog", () => {
  it("is vendors.json, then every vendors/*.json in name order; other files are ignored", async () => {
    const dir = catalogDir({
      "vendors.json": ["a"],
      "vendors/p2-01.json": ["c"],
      "vendors/p1-10.json": ["b"],
      "vendors/notes.txt": [],
    });
    expect(await defaultCatalogFiles(dir)).toEqual(
      ["vendors.json", "vendors/p1-10.json", "vendors/p2-01.json"].map((f) => join(dir, f)),
    );
    expect((await loadDefaultCatalog(dir)).vendors.map((v) => v.slug)).toEqual(["a", "b", "c"]);
  });

  it("is vendors.json alone when there is no vendors/ directory", async () => {
    const dir = catalogDir({ "vendors.json": ["a"] });
    rmSync(join(dir, "vendors"), { recursive: true });
    expect(await defaultCatalogFiles(dir)).toEqual([join(dir, "vendors.json")]);
  });

  it("leaves out a slug already in an earlier file and says so, so a start-up never fails on it", async () => {
    const dir = catalogDir({ "vendors.json": ["a"], "vendors/p1-01.json": ["a", "b"] });
    const loaded = await loadDefaultCatalog(dir);
    expect(loaded.vendors.map((v) => v.slug)).toEqual(["a", "b"]);
    expect(loaded.duplicates).toEqual(['vendors/p1-01.json: vendors[0].slug "a" is already in vendors.json']);
  });

  it("refuses to load an invalid record, naming its file", async () => {
    const dir = catalogDir({ "vendors.json": ["a"], "vendors/p1-01.json": ["Not-Kebab"] });
    await expect(loadDefaultCatalog(dir)).rejects.toThrow(
      /vendors\/p1-01\.json: vendors\[0\]\.slug: must be kebab-case/,
    );
  });

  it("refuses a file that is not JSON, naming it", async () => {
    const dir = catalogDir({ "vendors.json": ["a"] });
    writeFileSync(join(dir, "vendors", "p1-02.json"), "{ not json");
    await expect(loadDefaultCatalog(dir)).rejects.toThrow(/p1-02\.json is not JSON/);
  });

  it("as shipped loads every record of every file", async () => {
    const files = await defaultCatalogFiles(DEFAULT_CATALOG_DIR);
    let records = 0;
    for (const path of files) records += JSON.parse(readFileSync(path, "utf8")).vendors.length;
    const all = await loadDefaultCatalog(DEFAULT_CATALOG_DIR);
    expect(all.vendors.length + all.duplicates.length).toBe(records);
  });
});
