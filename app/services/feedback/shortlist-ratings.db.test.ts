import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests, shortlistRatings } from "~/db/schema";
import { ShortlistRatingSchema } from "~/domain/feedback/rating";
import { action } from "~/routes/api/shortlist-rating";
import { createTestContext, routeArgs } from "../../../tests/setup/app-context";
import { createTestDatabase, type TestDatabase, testDriver } from "../../../tests/setup/test-db";
import {
  createShortlistRating,
  findPendingTestimonials,
  findTestimonials,
  getRatingSummary,
  setTestimonialApproval,
} from "./shortlist-ratings.server";

const ids = ["a".repeat(22), "b".repeat(22), "c".repeat(22)];

describe(`shortlist ratings (${testDriver})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.db
      .insert(buyerRequests)
      .values(ids.map((id) => ({ id, problem: {} as never, results: [], engineVersion: "test", tookMs: 1 })));
  });
  afterAll(() => t.close());

  const rate = (input: Record<string, string>) => ShortlistRatingSchema.parse(input);

  it("stores one rating per search and averages every rating", async () => {
    await createShortlistRating({ db: t.db, rating: rate({ requestId: ids[0] as string, stars: "5" }) });
    await expect(
      createShortlistRating({ db: t.db, rating: rate({ requestId: ids[0] as string, stars: "1" }) }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createShortlistRating({ db: t.db, rating: rate({ requestId: "z".repeat(22), stars: "3" }) }),
    ).rejects.toMatchObject({ status: 404 });
    await createShortlistRating({ db: t.db, rating: rate({ requestId: ids[1] as string, stars: "4" }) });
    expect(await getRatingSummary({ db: t.db })).toEqual({ count: 2, average: 4.5 });
  });

  it("publishes a quote only with consent and approval, and keeps ratings when the search is deleted", async () => {
    const rating = rate({
      requestId: ids[2] as string,
      stars: "5",
      comment: "Found our help desk in an afternoon. The explanations made the choice easy.",
      name: "Grace Hopper",
      title: "Operations lead",
      publish: "on",
    });
    const { id } = await createShortlistRating({ db: t.db, rating });
    expect(await findTestimonials({ db: t.db })).toEqual([]);
    expect((await findPendingTestimonials({ db: t.db })).map((r) => r.id)).toEqual([id]);
    await setTestimonialApproval({ db: t.db, id, approve: true });
    const [quote] = await findTestimonials({ db: t.db });
    expect(quote).toMatchObject({
      name: "Grace Hopper",
      initials: "GH",
      quote: "Found our help desk in an afternoon.",
    });

    const [unconsented] = await t.db
      .select({ id: shortlistRatings.id })
      .from(shortlistRatings)
      .where(eq(shortlistRatings.requestId, ids[0] as string));
    await expect(
      setTestimonialApproval({ db: t.db, id: unconsented?.id as string, approve: true }),
    ).rejects.toMatchObject({ status: 409 });

    await t.db.delete(buyerRequests).where(eq(buyerRequests.id, ids[2] as string));
    expect(await getRatingSummary({ db: t.db })).toMatchObject({ count: 3 });
    await setTestimonialApproval({ db: t.db, id, approve: false });
    expect(await findTestimonials({ db: t.db })).toEqual([]);
  });

  it("answers the rating endpoint with 400 for bad input and 409 for a second rating", async () => {
    const context = await createTestContext(t.db);
    const post = (body: Record<string, string>) =>
      action(
        routeArgs(
          new Request("http://localhost/api/shortlist-rating", {
            method: "POST",
            body: new URLSearchParams(body),
          }),
          context,
        ),
      ) as Promise<Response>;
    const bad = await post({ requestId: ids[1] as string, stars: "9" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ fields: { stars: "Choose from 1 to 5 stars" } });
    const again = await post({ requestId: ids[1] as string, stars: "2" });
    expect(again.status).toBe(409);
  });
});
