import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches } from "../find-matches";
import type { EngineOptionsOverrides } from "../options";
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
const ranked = (
  catalog: CatalogVendor[],
  text: string,
  overrides: EngineOptionsOverrides = {},
  limit = opts.limit,
  features: string[] = [],
) => {
  const key = `${catalog.map((v) => v.slug).join()} ${JSON.stringify(overrides)}`;
  let index = indexes.get(key);
  if (!index) {
    index = createMatchIndex(catalog, vocabulary, overrides);
    indexes.set(key, index);
  }
  return findMatches(index, problem({ problem: text, features, industry: "" }), { ...opts, limit });
};
/** The strongest need's balance alone, and no balance at all. */
const strongestOnly: EngineOptionsOverrides = { equalNeeds: { decay: 1 } };
const unbalanced: EngineOptionsOverrides = { secondaryNeedDecay: 1, equalNeeds: { decay: 1 } };
// Compiling the vocabulary takes a few seconds, once: not inside a test's time limit.
ranked(newsletterTools, "a newsletter tool");
const kindsOf = (slugs: string[], of: CatalogVendor[]) =>
  slugs.filter((s) => of.some((v) => v.slug === s)).length;

describe("select: the strongest need holds most of the shortlist (issue 30)", () => {
  const catalog = [...newsletterTools, ...formBuilders];

  it("keeps a side need's vendors from taking over the shortlist when their text matches more words", () => {
    const scored = ranked(catalog, mailingText, unbalanced).map((m) => m.slug);
    // The premise: scored alone, the form builders fill the top.
    expect(kindsOf(scored.slice(0, 7), formBuilders)).toBe(7);
    const balanced = ranked(catalog, mailingText, strongestOnly).map((m) => m.slug);
    expect(kindsOf(balanced.slice(0, 7), newsletterTools)).toBe(4);
    // The side need keeps its best places: the first form builder is still in the top 3.
    expect(kindsOf(balanced.slice(0, 3), formBuilders)).toBeGreaterThanOrEqual(1);
  });

  it("keeps scores best first and never raises a vendor's score", () => {
    const balanced = ranked(catalog, mailingText, strongestOnly);
    for (let i = 1; i < balanced.length; i++)
      expect(balanced[i - 1]!.score).toBeGreaterThanOrEqual(balanced[i]!.score);
    const scored = new Map(
      ranked(catalog, mailingText, unbalanced, catalog.length).map((m) => [m.slug, m.score]),
    );
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
    const balanced = ranked([...trackers, ...invoicers], text, strongestOnly);
    expect(balanced.map((m) => [m.slug, m.score])).toEqual(
      ranked([...trackers, ...invoicers], text, unbalanced).map((m) => [m.slug, m.score]),
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
    expect(ranked(withoutNewsletters, mailingText, strongestOnly).map((m) => [m.slug, m.score])).toEqual(
      ranked(withoutNewsletters, mailingText, unbalanced).map((m) => [m.slug, m.score]),
    );
  });

  it("changes nothing when one need is read", () => {
    const text = "We need signup forms on our website for the summer camp.";
    expect(ranked(catalog, text).map((m) => [m.slug, m.score])).toEqual(
      ranked(catalog, text, unbalanced).map((m) => [m.slug, m.score]),
    );
  });
});

/** Booking tools whose text shares many of the buyer's words, help desks that say little, and one suite of both. */
const bookingTools = [
  "slotwise",
  "classbook",
  "gymslot",
  "bookahold",
  "ropetime",
  "belaydesk",
  "wallplan",
].map((slug) =>
  vendor({
    slug,
    description:
      "Class bookings for your climbing gym: members book classes online, and class bookings fill up for the gym.",
    categories: ["Appointment scheduling"],
  }),
);
const helpDesks = ["askdesk", "ticketry", "replyhub", "queuefox"].map((slug) =>
  vendor({ slug, description: "Answer questions from one inbox.", categories: ["Help desk"] }),
);
const suite = vendor({
  slug: "gymsuite",
  description: "Class bookings and a help desk for member questions in one place.",
  categories: ["Appointment scheduling", "Help desk"],
});
const gymText = "Our climbing gym needs a tool for class bookings and a help desk for member questions.";
const ofKinds = (slugs: string[]) =>
  slugs.map((s) => (s === suite.slug ? "suite" : kindsOf([s], helpDesks) === 1 ? "desk" : "booking"));

describe("select: two needs of equal strength share the shortlist (issue 30)", () => {
  const catalog = [...bookingTools, ...helpDesks];

  it("draws each need's best vendors first, then the rest in proportion, where one need's text would fill the top", () => {
    const scored = ofKinds(ranked(catalog, gymText, unbalanced).map((m) => m.slug));
    // The premise: scored alone, the booking tools fill the top.
    expect(scored.slice(0, 7)).toEqual(Array(7).fill("booking"));
    const shared = ofKinds(ranked(catalog, gymText).map((m) => m.slug));
    expect(new Set(shared.slice(0, 2))).toEqual(new Set(["booking", "desk"]));
    expect(shared.filter((k) => k === "desk").length).toBeGreaterThanOrEqual(3);
    expect(shared.filter((k) => k === "booking").length).toBeGreaterThanOrEqual(3);
    // Each explanation names the need the vendor answers.
    for (const m of ranked(catalog, gymText))
      expect(m.explanation).toMatch(
        kindsOf([m.slug], helpDesks) === 1 ? /^Help desk & ticketing tool/ : /^Appointment scheduling tool/,
      );
  });

  it("guards: a suite that answers both needs keeps its score and its place above the vendors of one need", () => {
    const withSuite = [...catalog, suite, { ...suite, slug: "cragdesk" }];
    const scored = new Map(ranked(withSuite, gymText, unbalanced).map((m) => [m.slug, m.score]));
    const shared = ranked(withSuite, gymText);
    expect(shared.slice(0, 2).map((m) => [m.slug, m.score])).toEqual([
      ["cragdesk", scored.get("cragdesk")],
      [suite.slug, scored.get(suite.slug)],
    ]);
    expect(new Set(ofKinds(shared.slice(2, 4).map((m) => m.slug)))).toEqual(new Set(["booking", "desk"]));
    expect(shared[0]!.explanation).toMatch(/^Appointment scheduling and Help desk & ticketing tool/);
  });

  it("keeps scores best first, never raises one, and keeps the best of each need's", () => {
    const shared = ranked(catalog, gymText);
    for (let i = 1; i < shared.length; i++)
      expect(shared[i - 1]!.score).toBeGreaterThanOrEqual(shared[i]!.score);
    const scored = new Map(
      ranked(catalog, gymText, unbalanced, catalog.length).map((m) => [m.slug, m.score]),
    );
    for (const m of shared) expect(m.score).toBeLessThanOrEqual(scored.get(m.slug)!);
    for (const kind of ["booking", "desk"]) {
      const best = shared.find((m) => ofKinds([m.slug])[0] === kind)!;
      expect(best.score).toBe(scored.get(best.slug));
    }
  });

  it("counts kinds that file the same vendors as one need (sign-up forms, forms & surveys)", () => {
    // "a monthly newsletter and … a signup form": two needs named apart; the form builders answer both form kinds
    // and are no suite, so the newsletter tools still get their places.
    const all = [...newsletterTools, ...formBuilders];
    expect(
      kindsOf(
        ranked(all, mailingText, unbalanced)
          .map((m) => m.slug)
          .slice(0, 7),
        formBuilders,
      ),
    ).toBe(7);
    const shared = ranked(all, mailingText).map((m) => m.slug);
    expect(kindsOf(shared.slice(0, 3), newsletterTools)).toBe(1);
    expect(kindsOf(shared.slice(0, 7), newsletterTools)).toBeGreaterThanOrEqual(3);
  });

  it("leaves the order as scored when the second need is only a detail of the first, or the sharing is off", () => {
    const detail =
      "Our climbing gym needs a booking tool for classes, with a help desk for member questions.";
    expect(ranked(catalog, detail).map((m) => [m.slug, m.score])).toEqual(
      ranked(catalog, detail, unbalanced).map((m) => [m.slug, m.score]),
    );
    expect(ranked(catalog, gymText, { equalNeeds: { decay: 1 } }).map((m) => m.slug)).toEqual(
      ranked(catalog, gymText, unbalanced).map((m) => m.slug),
    );
  });
});

describe("select: the strongest need holds the shortlist only when a need phrase or a feature named it", () => {
  const payments = ["cardly", "paystack2", "tillfree", "chargebox"].map((slug) =>
    vendor({ slug, description: "Payments.", categories: ["Payment processors"] }),
  );
  const classBookings = ["slotwise", "classbook", "gymslot", "bookahold", "ropetime"].map((slug) =>
    vendor({
      slug,
      description:
        "Members book classes online and get text reminders; book classes, text reminders for members.",
      categories: ["Appointment scheduling"],
    }),
  );
  const catalog = [...payments, ...classBookings];
  // No need phrase: the whole text is read, and "pay by card at the desk" reads payments first, at full strength.
  const situation =
    "Members book classes online, pay by card at the desk, get text reminders and read a monthly newsletter.";

  it("leaves the order as scored when the strongest need was read from a text that states no need", () => {
    const scored = ranked(catalog, situation, unbalanced).map((m) => [m.slug, m.score]);
    expect(
      kindsOf(
        scored.slice(0, 5).map(([slug]) => slug as string),
        classBookings,
      ),
    ).toBe(5);
    expect(ranked(catalog, situation, strongestOnly).map((m) => [m.slug, m.score])).toEqual(scored);
  });
});
