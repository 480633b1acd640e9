import { beforeAll, describe, expect, it } from "vitest";
import type { CatalogCheckReport } from "~/domain/catalog/check-catalog";
import { checkDefaultCatalog } from "./check-default-catalog.server";

// npm run catalog:check prints the same report with the kinds still short of products.
describe("the default catalog (catalog/vendors.json + catalog/vendors/*.json)", () => {
  let report: CatalogCheckReport;
  beforeAll(async () => {
    report = await checkDefaultCatalog();
  });

  it("validates, has unique slugs and websites across files, no copied description, and only the taxonomy's categories", () => {
    expect(report.problems).toEqual([]);
    expect(report.products).toBeGreaterThan(0);
  });
});
