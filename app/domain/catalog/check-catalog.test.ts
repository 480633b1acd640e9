import { describe, expect, it } from "vitest";
import { checkCatalog, websiteKey } from "./check-catalog";
import { createTaxonomy } from "./taxonomy";

const taxonomy = createTaxonomy([
  { id: "crm", name: "CRM", categories: ["CRM", "Customer Relationship Management (CRM)"] },
  { id: "help-desk", name: "Help desk", categories: ["Help desk & ticketing", "Customer service"] },
  { id: "e-signature", name: "E-signature", categories: ["E-signature"] },
  { id: "contact-center", name: "Contact center", categories: ["Customer service"] },
]);

let n = 0;
const product = (over: Record<string, unknown> = {}) => {
  n++;
  return {
    slug: `product-${n}`,
    name: `Product ${n}`,
    website: `https://product-${n}.example/`,
    description: `Product ${n} does thing number ${n} in its own words, ${"x".repeat(n)}.`,
    categories: ["CRM"],
    ...over,
  };
};
const file = (name: string, vendors: unknown[]) => ({ name, json: { schema: "vendor-catalog/v1", vendors } });

describe("checkCatalog", () => {
  it("passes a catalog whose kinds have three products each, and counts every kind", () => {
    const report = checkCatalog(
      [file("vendors.json", [product(), product(), product()]), file("vendors/p1-01.json", [])],
      taxonomy,
    );
    expect(report.problems).toEqual([]);
    expect(report.products).toBe(3);
    expect(report.kinds[0]).toEqual({ id: "crm", name: "CRM", products: 3 });
    expect(report.kindsBelowMinimum).toEqual([]);
    expect(report.kindsWithoutProducts.map((k) => k.id)).toEqual([
      "contact-center",
      "e-signature",
      "help-desk",
    ]);
  });

  it("reports a kind with products but fewer than three; a category shared by two kinds counts for both", () => {
    const report = checkCatalog(
      [
        file("vendors.json", [
          product(),
          product(),
          product(),
          product({ categories: ["customer service"] }),
        ]),
      ],
      taxonomy,
    );
    expect(report.kindsBelowMinimum.map((k) => [k.id, k.products])).toEqual([
      ["contact-center", 1],
      ["help-desk", 1],
    ]);
  });

  it("reports a category no kind lists, compared as the engine compares names", () => {
    const phone = product({ categories: ["CRM", "Telephony"] });
    const report = checkCatalog([file("vendors.json", [product({ categories: ["crm "] }), phone])], taxonomy);
    expect(report.problems).toEqual([
      `category "Telephony" (${phone.slug}) is no category of any kind in the vocabulary`,
    ]);
    expect(report.kinds[0]).toEqual({ id: "crm", name: "CRM", products: 2 });
  });

  it("reports a slug or a website found twice across files", () => {
    const a = product({ slug: "same", website: "https://www.Same.example/app/" });
    const b = product({ slug: "same" });
    const c = product({ website: "http://same.example/app" });
    const report = checkCatalog([file("vendors.json", [a]), file("vendors/p2-01.json", [b, c])], taxonomy);
    expect(report.problems).toEqual([
      'vendors/p2-01.json: vendors[0].slug "same" is already in vendors.json',
      `${c.slug}: website http://same.example/app is also same's`,
    ]);
  });

  it("reports a description copied from another, even with the product's name changed or a word added", () => {
    const text = (name: string) =>
      `${name} lets small teams send contracts, collect legally binding signatures and keep every signed document in one archive.`;
    const original = product({ name: "Signly", description: text("Signly") });
    const renamed = product({ name: "Inkwise", description: text("Inkwise") });
    const edited = product({ name: "Penna", description: `${text("Penna")} Fast.` });
    const own = product({
      name: "Quill",
      description: "Quill signs PDFs from a phone and reminds signers who forget.",
    });
    const report = checkCatalog([file("vendors.json", [original, renamed, edited, own])], taxonomy);
    expect(report.problems).toEqual([
      `${renamed.slug}: description is a copy of ${original.slug}'s (100 % the same)`,
      `${edited.slug}: description is a copy of ${original.slug}'s (100 % the same)`,
      `${edited.slug}: description is a copy of ${renamed.slug}'s (100 % the same)`,
    ]);
  });

  it("reports an invalid record with its file and still checks the valid files", () => {
    const report = checkCatalog(
      [file("vendors.json", [{ slug: "Bad Slug", name: "X" }]), file("vendors/p1-01.json", [product()])],
      taxonomy,
    );
    expect(report.problems).toEqual(["vendors.json: vendors[0].slug: must be kebab-case"]);
    expect(report.products).toBe(1);
  });
});

describe("websiteKey", () => {
  it("ignores the scheme, www., case and a trailing slash, but not the path", () => {
    expect(websiteKey("https://www.Acme.example/CRM/")).toBe(websiteKey("http://acme.example/crm"));
    expect(websiteKey("https://acme.example/crm")).not.toBe(websiteKey("https://acme.example/desk"));
  });
});
