import { describe, expect, it } from "vitest";
import { createMatchIndex } from "./catalog-indexer";
import { defaultVocabulary } from "./default-vocabulary";
import { vendor } from "./testing/fixtures";
import { compileVocabulary } from "./understanding/compiled-vocabulary";
import { analyzeVendor } from "./vendor-analysis";

const vocabulary = defaultVocabulary();
const vocab = compileVocabulary(vocabulary);
const id = (c: number) => vocab.vocabulary.capabilities[c]!.id;

/** The kinds a vendor in a nameless category says it is, where a catalog entry says what the product is. */
const headKinds = (tagline: string | null, description = "") =>
  analyzeVendor(
    vocab,
    vendor({ slug: "v", tagline, description, categories: ["Lot 3"] }),
  ).headCapabilities.map((h) => id(h.capability));

/**
 * A vendor's head text often names the platform or trade it serves after "for" ("für", "pour", "para", "voor"):
 * that is its context, not its kind, when the head before it names another kind. Our own sentences, written the
 * way such products present themselves.
 */
describe("a vendor's own kind is not the context it serves", () => {
  it.each([
    ["A ticketing help desk for Shopify merchants", "help-desk", "ecommerce"],
    ["Loyalty points and referral rewards for WooCommerce shops", "loyalty", "ecommerce"],
    ["Email marketing for online stores", "email-marketing", "ecommerce"],
    ["A time clock app for dental practices", "employee-time-clock", "dental"],
    ["A form builder for WordPress sites", "surveys-forms", "wordpress"],
  ])("%s → %s, not %s", (tagline, kind, context) => {
    const kinds = headKinds(tagline);
    expect(kinds).toContain(kind);
    expect(kinds).not.toContain(context);
  });

  it.each([
    ["Helpdesk für Shopify-Händler", "help-desk", "ecommerce"],
    ["Un help desk pour les marchands Shopify", "help-desk", "ecommerce"],
    ["Help desk para comercios en Shopify", "help-desk", "ecommerce"],
    ["Help desk per i commercianti su Shopify", "help-desk", "ecommerce"],
    ["Helpdesk voor Shopify-winkeliers", "help-desk", "ecommerce"],
  ])("reads 'for' in every language: %s → %s, not %s", (tagline, kind, context) => {
    const kinds = headKinds(tagline);
    expect(kinds).toContain(kind);
    expect(kinds).not.toContain(context);
  });

  it("reads the served context in the first sentence of the description as in the tagline", () => {
    const kinds = headKinds(null, "Email marketing for online stores. Newsletters go out on a schedule.");
    expect(kinds).toEqual(["email-marketing"]);
  });

  it("reads 'für', 'pour', 'para' and 'voor' as 'for'", () => {
    for (const tagline of [
      "Ein Helpdesk für Shopify-Händler",
      "Un help desk pour les marchands Shopify",
      "Un help desk para tiendas Shopify",
      "Een helpdesk voor Shopify-winkels",
    ])
      expect(headKinds(tagline), tagline).toEqual(["help-desk"]);
  });

  it("keeps a kind named after 'for' when nothing before it names a kind", () => {
    expect(headKinds("A platform for team chat")).toEqual(["team-chat"]);
    expect(headKinds("Software for project management")).toEqual(["project-management"]);
  });

  it("keeps the kind after 'for' when the head names another kind only too weakly to be one", () => {
    // "website" and "plugin" are weak cues (of website builders, of WordPress): no kind of the vendor's, so what
    // follows "for" is what it is, not a context served.
    expect(headKinds("A website for online booking")).toEqual(["appointment-scheduling"]);
    expect(headKinds("Plugin for invoicing")).toEqual(["invoicing"]);
  });

  it("keeps the kind after 'for' when the head names the product it plugs into, not a kind", () => {
    expect(headKinds("Shopify app for product reviews")).toContain("customer-feedback");
  });

  it("keeps a context kind named in another clause, where the vendor says it is of that kind too", () => {
    const kinds = headKinds("A ticketing help desk, and an online store builder for small shops");
    expect(kinds).toContain("help-desk");
    expect(kinds).toContain("online-store-builder");
  });

  it("leaves the vendor's whole text as it reads: the context still names what it works with", () => {
    const a = analyzeVendor(
      vocab,
      vendor({ slug: "v", tagline: "A ticketing help desk for Shopify merchants", categories: ["Lot 3"] }),
    );
    expect(a.textCapabilities.map((h) => id(h.capability))).toContain("ecommerce");
  });
});

describe("category induction learns a nameless category's kind, not the platform its members serve", () => {
  const members = [
    ["deskly", "A ticketing help desk for Shopify merchants"],
    ["orderdesk", "Shared inbox and help desk for Shopify stores"],
    ["replyhub", "The help desk for Shopify and WooCommerce brands"],
    ["ticketnest", "Customer support ticketing for Shopify sellers"],
  ] as const;
  const index = createMatchIndex(
    members.map(([slug, tagline]) =>
      vendor({
        slug,
        tagline,
        description: "Answers order questions from one screen.",
        categories: ["Lot 12"],
      }),
    ),
    vocabulary,
  );

  it("means help desk, not e-commerce", () => {
    const kinds = index.categoryKinds[index.categoryNames.indexOf("Lot 12")]!.map(id);
    expect(kinds).toContain("help-desk");
    expect(kinds).not.toContain("ecommerce");
  });
});
