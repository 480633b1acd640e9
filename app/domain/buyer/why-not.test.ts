import { describe, expect, it } from "vitest";
import { createMatchIndex, defaultVocabulary, matchProblem } from "~/domain/matching";
import { problem, vendor } from "~/domain/matching/testing/fixtures";
import type { BusinessProblem } from "~/domain/matching/types";
import { explainWhyNot, findNamedProducts, type WhyNotAnswer, type WhyNotSearch } from "./why-not";

const crm = (
  slug: string,
  name: string,
  extra: Parameters<typeof vendor>[0] extends infer V ? Partial<V> : never,
) =>
  vendor({
    slug,
    name,
    description: "CRM for small sales teams: track leads, deals and the sales pipeline.",
    categories: ["CRM"],
    features: ["Email integration", "Sales forecasting"],
    deployment_models: ["Cloud"],
    regions: ["Global"],
    ...extra,
  });

/** A small catalog written for these tests: six CRMs, two products of one brand, one invoicing tool. */
const CATALOG = [
  crm("dealflow", "Dealflow", { website: "https://dealflow.example" }),
  crm("pipelane", "Pipelane", { website: "https://pipelane.example" }),
  crm("closerly", "Closerly", { regions: ["North America"], website: "https://closerly.example" }),
  crm("leadbarn", "Leadbarn", {
    features: [],
    description: "Contacts and deals in one list for a sales team.",
  }),
  crm("quotaworks", "Quotaworks", { features: ["Sales forecasting"] }),
  crm("acme-crm", "Acme CRM", { website: "https://crm.acme.example" }),
  vendor({
    slug: "acme-desk",
    name: "Acme Desk",
    website: "https://desk.acme.example",
    description: "Help desk with shared inbox and support tickets.",
    categories: ["Help desk & ticketing"],
    deployment_models: ["Cloud"],
  }),
  vendor({
    slug: "inkwell",
    name: "Inkwell Invoices",
    website: "https://inkwell.example",
    description: "Send invoices and get paid online.",
    categories: ["Invoicing & billing"],
    deployment_models: ["Cloud"],
  }),
];

const index = createMatchIndex(CATALOG, defaultVocabulary());

/** A search as it is stored: the engine's ranking cut to `shown` products. */
function storedSearch(p: BusinessProblem, shown: number): WhyNotSearch {
  const { verdicts, interpretation } = matchProblem(index, p, { limit: shown, currentYear: 2026 });
  return { problem: p, shown: verdicts, interpretation, chosenNeed: null, currentYear: 2026 };
}

const CRM_SEARCH = problem({
  problem: "We need a CRM to track leads and deals for our sales team, an alternative to Dealflow.",
  features: ["Email integration"],
  region_focus: "Europe",
});

function products(answer: WhyNotAnswer) {
  if (!answer.found) throw new Error(`not found: ${answer.headline}`);
  return answer.products;
}

describe("why not X?", () => {
  const search = storedSearch(CRM_SEARCH, 2);

  it("says where a product on the list ranked", () => {
    const first = search.shown[0]!;
    const name = CATALOG.find((v) => v.slug === first.slug)!.name;
    const [p] = products(explainWhyNot(index, search, name));
    expect(p).toMatchObject({ slug: first.slug, status: "shown", rank: 1 });
    expect(p!.headline).toBe(
      `${name} is #1 of 2 on your list (${first.fit_category}, score ${Math.round(first.score)}).`,
    );
  });

  it("places a related product below the list and names its low factors against the last one shown", () => {
    const [p] = products(explainWhyNot(index, search, "Leadbarn"));
    expect(p!.status).toBe("ranked-below");
    if (p!.status !== "ranked-below") return;
    expect(p!.rank).toBeGreaterThan(2);
    expect(p!.headline).toBe(
      `Leadbarn ranked #${p!.rank} of ${p!.related} related products; your list shows the first 2.`,
    );
    // It states none of the requested features: feature alignment is low, beside the last shown product's.
    const low = p!.lowFactors.find((f) => f.factor === "feature_alignment");
    expect(low?.value).toBeLessThan(0.5);
    expect(low?.lastShown).toBe(search.shown[1]!.factors.feature_alignment);
    expect(p!.reasons).toContain("Its own words do not confirm: Email integration");
    expect(p!.reasons.some((r) => r.startsWith("Low feature alignment: "))).toBe(true);
  });

  it("says a product was left out because the buyer asked for an alternative to it", () => {
    const [p] = products(explainWhyNot(index, search, "Dealflow"));
    expect(p).toMatchObject({ slug: "dealflow", status: "alternative-target", sameBrandAs: null });
    expect(p!.headline).toBe("Dealflow was left out because you asked for an alternative to it.");
  });

  it("names the stated requirement a product conflicts with", () => {
    const [p] = products(explainWhyNot(index, search, "Closerly"));
    expect(["shown", "ranked-below"]).toContain(p!.status);
    const conflict = p!.reasons.find(
      (r) => r.startsWith("Conflicts with what you asked") || r.startsWith("Rules it out"),
    );
    expect(conflict).toMatch(/Europe/);
  });

  it("says a product is not in the catalog yet", () => {
    const answer = explainWhyNot(index, search, "  Salesvista \u0000 ");
    expect(answer).toEqual({
      found: false,
      typed: "Salesvista \u0000",
      headline: "Salesvista \u0000 is not in our catalog yet.",
    });
    expect(explainWhyNot(index, search, "\uD800").found).toBe(false);
    // A longer name that only starts with a catalog product's is another product.
    expect(explainWhyNot(index, search, "Closerly Enterprise Suite").found).toBe(false);
  });

  it("forgives a typo, lower case and spacing as the engine does for 'an alternative to X'", () => {
    expect(products(explainWhyNot(index, search, "closerlly"))[0]!.slug).toBe("closerly");
    expect(products(explainWhyNot(index, search, "Qoutaworks"))[0]!.slug).toBe("quotaworks");
    expect(products(explainWhyNot(index, search, "pipe lane"))[0]!.slug).toBe("pipelane");
    expect(findNamedProducts(index, "inkwell invoices")?.docs).toEqual([index.docBySlug.get("inkwell")]);
  });

  it("says a product is not related to what the buyer described, with its kind and the need read", () => {
    const [p] = products(explainWhyNot(index, search, "Inkwell Invoices"));
    expect(p).toMatchObject({ slug: "inkwell", status: "unrelated", kinds: ["Invoicing & billing"] });
    expect(p!.reasons).toEqual(["It is Invoicing & billing, and we read your need as CRM."]);
  });

  it("explains each product of a brand named alone", () => {
    const answer = explainWhyNot(index, search, "Acme");
    expect(answer.found && answer.brand).toBe("Acme");
    const list = products(answer);
    expect(list.map((p) => [p.slug, p.status])).toEqual([
      ["acme-crm", expect.stringMatching(/^(shown|ranked-below)$/)],
      ["acme-desk", "unrelated"],
    ]);
  });

  it("leaves out a brand's other products when the buyer asked for an alternative to one of them", () => {
    const acme = storedSearch(
      problem({ problem: "We need a CRM for our sales team, an alternative to Acme Desk." }),
      3,
    );
    const [p] = products(explainWhyNot(index, acme, "Acme CRM"));
    expect(p).toMatchObject({ slug: "acme-crm", status: "alternative-target", sameBrandAs: ["Acme Desk"] });
  });
});
