import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches } from "../find-matches";
import { problem, vendor } from "../testing/fixtures";
import type { CatalogVendor } from "../types";

const vocabulary = defaultVocabulary();
const opts = { currentYear: 2026, limit: 8 };

/** Newsletter tools that say little, and form builders whose text shares many of the buyer's words. */
const newsletterTools = ["postwise", "letterbox", "mailpond", "weeklycast"].map((slug) =>
  vendor({
    slug,
    description: "Email campaigns for small lists.",
    categories: ["Newsletters"],
  }),
);
const formBuilders = ["formly", "signupkit", "fieldset", "inputly", "pageform", "joinform", "formbox"].map(
  (slug) =>
    vendor({
      slug,
      description:
        "A signup form on your website in minutes: embed the form on the website and people sign up, month after month.",
      categories: ["Form builders"],
    }),
);
const mailingText = "Our choir wants to send a monthly newsletter and needs a signup form on the website.";

const indexes = new Map<string, ReturnType<typeof createMatchIndex>>();
const ranked = (catalog: CatalogVendor[], text: string, secondaryNeedDecay?: number, limit = opts.limit) => {
  const key = `${catalog.map((v) => v.slug).join()} ${secondaryNeedDecay}`;
  let index = indexes.get(key);
  if (!index) {
    index = createMatchIndex(
      catalog,
      vocabulary,
      secondaryNeedDecay === undefined ? {} : { secondaryNeedDecay },
    );
    indexes.set(key, index);
  }
  return findMatches(index, problem({ problem: text }), { ...opts, limit });
};
// Compiling the vocabulary takes a few seconds, once: not inside a test's time limit.
ranked(newsletterTools, "a newsletter tool");
const kindsOf = (slugs: string[], of: CatalogVendor[]) =>
  slugs.filter((s) => of.some((v) => v.slug === s)).length;

describe("select: the strongest need holds most of the shortlist (issue 30)", () => {
  const catalog = [...newsletterTools, ...formBuilders];

  it("keeps a side need's vendors from taking over the shortlist when their text matches more words", () => {
    const unbalanced = ranked(catalog, mailingText, 1).map((m) => m.slug);
    // The premise: scored alone, the form builders fill the top.
    expect(kindsOf(unbalanced.slice(0, 7), formBuilders)).toBe(7);
    const balanced = ranked(catalog, mailingText).map((m) => m.slug);
    expect(kindsOf(balanced.slice(0, 7), newsletterTools)).toBe(4);
    // The side need keeps its best places: the first form builder is still in the top 3.
    expect(kindsOf(balanced.slice(0, 3), formBuilders)).toBeGreaterThanOrEqual(1);
  });

  it("keeps scores best first and never raises a vendor's score", () => {
    const balanced = ranked(catalog, mailingText);
    for (let i = 1; i < balanced.length; i++)
      expect(balanced[i - 1]!.score).toBeGreaterThanOrEqual(balanced[i]!.score);
    const scored = new Map(ranked(catalog, mailingText, 1, catalog.length).map((m) => [m.slug, m.score]));
    for (const m of balanced) expect(m.score).toBeLessThanOrEqual(scored.get(m.slug)!);
    // Vendors of the strongest need keep their scores.
    for (const m of balanced.filter((v) => kindsOf([v.slug], newsletterTools) === 1))
      expect(m.score).toBe(scored.get(m.slug));
  });

  it("leaves the order as scored when no need was read surely first (two needs named side by side)", () => {
    const trackers = ["clockly", "hourbook", "tickit", "timesheetr", "punchcard"].map((slug) =>
      vendor({ slug, description: "Track hours per project and client.", categories: ["Time tracking"] }),
    );
    const invoicers = ["billfold", "invoicely", "paydue", "ledgerlite", "sendbill"].map((slug) =>
      vendor({ slug, description: "Create invoices and get paid.", categories: ["Invoicing"] }),
    );
    const text = "we need an invoicing tool and a time tracker for our small studio";
    const balanced = ranked([...trackers, ...invoicers], text);
    expect(balanced.map((m) => [m.slug, m.score])).toEqual(
      ranked([...trackers, ...invoicers], text, 1).map((m) => [m.slug, m.score]),
    );
    expect(
      kindsOf(
        balanced.map((m) => m.slug),
        trackers,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it("leaves the order as scored when no category of the catalog is of the strongest need's kind", () => {
    const withoutNewsletters = [
      ...formBuilders,
      vendor({
        slug: "mailpost",
        description: "Send a monthly newsletter to your list.",
        categories: ["Marketing"],
      }),
    ];
    expect(ranked(withoutNewsletters, mailingText).map((m) => [m.slug, m.score])).toEqual(
      ranked(withoutNewsletters, mailingText, 1).map((m) => [m.slug, m.score]),
    );
  });

  it("changes nothing when one need is read", () => {
    const text = "We need signup forms on our website for the summer camp.";
    expect(ranked(catalog, text).map((m) => [m.slug, m.score])).toEqual(
      ranked(catalog, text, 1).map((m) => [m.slug, m.score]),
    );
  });
});
