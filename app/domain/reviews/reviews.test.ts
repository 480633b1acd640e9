import { describe, expect, it } from "vitest";
import {
  formatRating,
  MAX_REVIEW_TEXT,
  REVIEW_INVITATION_DELAY_MS,
  ReviewInputSchema,
  ReviewReplySchema,
  reviewComparisonText,
  reviewInvitationDue,
  summarizeReviews,
} from "./reviews";

describe("the review form", () => {
  it("takes two ratings from 1 to 5 and an optional text, trimmed", () => {
    expect(ReviewInputSchema.parse({ responsiveness: "4", fit: "5", text: "  Fast.  " })).toEqual({
      responsiveness: 4,
      fit: 5,
      text: "Fast.",
    });
    expect(ReviewInputSchema.parse({ responsiveness: "1", fit: "1" })).toEqual({
      responsiveness: 1,
      fit: 1,
      text: "",
    });
  });

  it("refuses a missing or out-of-range rating with a message naming it", () => {
    for (const bad of ["", "0", "6", "3.5", "five", undefined]) {
      const parsed = ReviewInputSchema.safeParse({ responsiveness: bad, fit: "3" });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/responsiveness, from 1 to 5/);
    }
  });

  it("refuses text PostgreSQL cannot store, and text over the limit", () => {
    for (const text of ["a\u0000b", "\uD800", "x".repeat(MAX_REVIEW_TEXT + 1)]) {
      expect(ReviewInputSchema.safeParse({ responsiveness: "3", fit: "3", text }).success).toBe(false);
    }
    expect(
      ReviewInputSchema.safeParse({ responsiveness: "3", fit: "3", text: "Émojis 👍 fine" }).success,
    ).toBe(true);
  });

  it("a reply needs text and a review id", () => {
    expect(ReviewReplySchema.safeParse({ reviewId: "nope", reply: "Thanks" }).success).toBe(false);
    expect(
      ReviewReplySchema.safeParse({ reviewId: "0b8f0a8e-3f4e-4d8c-9a55-2c1b3c4d5e6f", reply: "   " }).success,
    ).toBe(false);
  });
});

describe("review timing and summaries", () => {
  it("invites 14 days after the confirmation", () => {
    const at = new Date("2026-11-01T10:00:00Z");
    expect(reviewInvitationDue(at).getTime() - at.getTime()).toBe(REVIEW_INVITATION_DELAY_MS);
    expect(reviewInvitationDue(at).toISOString()).toBe("2026-11-15T10:00:00.000Z");
  });

  it("summarises the means of each rating", () => {
    expect(summarizeReviews([])).toBeNull();
    expect(
      summarizeReviews([
        { responsiveness: 5, fit: 4 },
        { responsiveness: 4, fit: 4 },
      ]),
    ).toEqual({ count: 2, responsiveness: 4.5, fit: 4 });
    expect(formatRating(4)).toBe("4");
    expect(formatRating(4.5)).toBe("4.5");
  });
});

describe("the comparison's review cell", () => {
  const review = {
    id: "r1",
    responsiveness: 5,
    fit: 4,
    text: "Answered within the hour.",
    writtenAt: "2026-11-20T09:00:00.000Z",
    reply: null,
    repliedAt: null,
  };
  it("says there are none, or sums them up with the newest, where it comes from and its date", () => {
    expect(reviewComparisonText(undefined)).toBe("No reviews yet");
    expect(reviewComparisonText([review])).toBe(
      "1 review: responsiveness 5/5, fit 4/5. Newest: “Answered within the hour.” (From a buyer who connected through SaaSMatch, 20 Nov 2026)",
    );
  });
});
