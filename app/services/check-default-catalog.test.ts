import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogCheckReport } from "~/domain/catalog/check-catalog";
import { checkDefaultCatalog } from "./check-default-catalog.server";

// npm run catalog:check prints the same report, with the kinds that have no product yet (--list-empty).
describe("the default catalog (catalog/vendors.json + catalog/vendors/*.json)", () => {
  let report: CatalogCheckReport;
  beforeAll(async () => {
    report = await checkDefaultCatalog();
  });

  it("validates, has unique slugs and websites across files, no copied description, and only the taxonomy's categories", () => {
    expect(report.problems).toEqual([]);
    expect(report.products).toBeGreaterThan(0);
  });

  it("gives every kind it has at least 3 products", () => {
    expect(report.kindsBelowMinimum).toEqual([]);
  });

  it("has the kinds people buy: at least 300 kinds with products and 3,000 products", () => {
    expect(report.kinds.filter((k) => k.products > 0).length).toBeGreaterThanOrEqual(300);
    expect(report.products).toBeGreaterThanOrEqual(3000);
  });
});
