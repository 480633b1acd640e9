import { describe, expect, it } from "vitest";
import { describeSocialProof, roundDownReadable, ShortlistRatingSchema, toTestimonial } from "./rating";

const base = { ratings: null, searches: 0, vendors: 655, categories: 80, configured: {} };

describe("social proof", () => {
  it("rounds counts down to a readable step, never above the truth", () => {
    expect([7, 37, 1234, 1299, 10_999, 25_400].map(roundDownReadable)).toEqual([
      7, 30, 1200, 1200, 10_000, 25_000,
    ]);
    for (const n of [1, 9, 10, 99, 100, 9999, 10_000, 123_456])
      expect(roundDownReadable(n)).toBeLessThanOrEqual(n);
  });

  it("uses real ratings and searches when there is no configuration", () => {
    const proof = describeSocialProof({ ...base, ratings: { average: 4.75, count: 37 }, searches: 1234 });
    expect(proof.rating).toEqual({ value: "4.8", label: "from 37 ratings" });
    expect(proof.users).toBe("Trusted by 1,200+ business users");
  });

  it("prefers the operator's configured figures, in the home page's wording", () => {
    const proof = describeSocialProof({
      ...base,
      ratings: { average: 3, count: 2 },
      configured: { rating: 5, users: 10_000 },
    });
    expect(proof.rating?.value).toBe("5.0");
    expect(proof.users).toBe("Trusted by 10,000+ Business Users");
  });

  it("claims nothing it cannot back: no ratings, too few searches", () => {
    const proof = describeSocialProof({ ...base, searches: 9 });
    expect(proof).toEqual({ rating: null, users: null, catalog: { vendors: "655", categories: "80" } });
    expect(describeSocialProof({ ...base, ratings: { average: 5, count: 1 } }).rating?.label).toBe(
      "from 1 rating",
    );
  });

  it("formats the catalog figures with thousands separators", () => {
    expect(describeSocialProof({ ...base, vendors: 1234, searches: 0 }).catalog).toEqual({
      vendors: "1,234",
      categories: "80",
    });
  });
});

describe("ratings", () => {
  const id = "abcdefghijklmnopqrstuv";
  it("accepts stars alone and requires a comment and a name to publish", () => {
    expect(ShortlistRatingSchema.parse({ requestId: id, stars: "4" })).toMatchObject({
      stars: 4,
      publish: false,
    });
    const refused = ShortlistRatingSchema.safeParse({
      requestId: id,
      stars: "5",
      publish: "on",
      comment: "short",
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.path[0])).toEqual(["comment", "name"]);
    for (const stars of ["0", "6", "2.5", "x", ""]) {
      expect(ShortlistRatingSchema.safeParse({ requestId: id, stars }).success, stars).toBe(false);
    }
    expect(ShortlistRatingSchema.safeParse({ requestId: id, stars: "3", comment: "a\u0000b" }).success).toBe(
      false,
    );
  });

  it("turns a published comment into a testimonial: first sentence in front, all of it behind", () => {
    const t = toTestimonial({
      id: "1",
      comment:
        "The shortlist saved us a week of research. Two of the three vendors were already on our radar.",
      authorName: "ada  lovelace",
      authorTitle: "COO",
      stars: 5,
    });
    expect(t.quote).toBe("The shortlist saved us a week of research.");
    expect(t.extendedQuote).toContain("Two of the three");
    expect(t.initials).toBe("AL");
  });
});
