import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerRequests } from "~/db/schema";
import { problem as businessProblem } from "~/domain/matching/testing/fixtures";
import { offeredReadings } from "~/domain/results/readings";
import { readStoredSearch } from "~/domain/results/stored-search";
import { loader as resultsLoader } from "~/routes/results";
import { isAppError } from "~/utils/app-error";
import { fromJsonText } from "~/utils/json-text";
import { createTestContext, routeArgs } from "../../tests/setup/app-context";
import { createSeededDatabase, readStoredSearchesFixture } from "../../tests/setup/seeded-app";
import { type TestDatabase, testDriver } from "../../tests/setup/test-db";
import { checkStoredRanking } from "./check-stored-ranking.server";
import { createCorrectedSearch } from "./create-corrected-search.server";
import { findVendorMatches } from "./find-vendor-matches.server";

const fixture = readStoredSearchesFixture();

let t: TestDatabase;
let context: AppLoadContext;
const problem = businessProblem({
  problem:
    "Customers keep emailing us about late orders and visitors want to chat with us on the website; we need a help desk.",
  industry: "Retail",
});

async function stored(requestId: string) {
  const [row] = await t.db
    .select({
      problem: buyerRequests.problem,
      results: buyerRequests.results,
      interpretation: buyerRequests.interpretation,
    })
    .from(buyerRequests)
    .where(eq(buyerRequests.id, requestId));
  return row ? readStoredSearch(row) : null;
}

const count = async () => (await t.db.select({ id: buyerRequests.id }).from(buyerRequests)).length;

beforeAll(async () => {
  ({ t } = await createSeededDatabase(fixture.catalog));
  context = await createTestContext(t.db);
});
afterAll(async () => {
  await t.cleanup();
});

describe(`choosing another reading of a search (${testDriver})`, () => {
  it("ranks again with the chosen reading, stores it with a new search, and the results page and the ranking check use it", async () => {
    const { requestId } = await findVendorMatches({ db: t.db, matching: context.matching, problem });
    const original = (await stored(requestId))!;
    expect(original.chosenNeed).toBeNull();
    const offered = offeredReadings(original.interpretation!, null);
    expect(offered.length).toBeGreaterThan(0);
    const need = offered[0]!;

    const corrected = await createCorrectedSearch({ db: t.db, matching: context.matching, requestId, need });
    expect(corrected.requestId).not.toBe(requestId);
    const search = (await stored(corrected.requestId))!;
    expect(search.chosenNeed).toBe(need);
    expect(search.problem).toEqual(original.problem);
    // What the engine read is kept as it was read: the same readings are offered from the new search.
    // (whether the catalog lacks the kind is answered for the need ranked).
    const { missingKind: _a, ...readNow } = search.interpretation!;
    const { missingKind: _b, ...readThen } = original.interpretation!;
    expect(readNow).toEqual(readThen);
    // Ranked for the chosen need: the verdicts are not those of the reading read.
    expect(search.verdicts).not.toEqual(original.verdicts);

    const page = await resultsLoader(
      routeArgs(new Request(`http://localhost/results?r=${corrected.requestId}`), context),
    );
    if (!("found" in page) || !page.found) throw new Error("did not open");
    expect(fromJsonText(page.shortlist).chosenNeed).toBe(need);

    const check = await checkStoredRanking({
      db: t.db,
      matching: context.matching,
      requestId: corrected.requestId,
    });
    expect(check).toMatchObject({ sameOrder: true, unexplained: false });
    // The search it came from still opens with what was read.
    expect((await stored(requestId))!.chosenNeed).toBeNull();
  });

  it("refuses a reading the search did not offer, and stores nothing", async () => {
    const { requestId } = await findVendorMatches({ db: t.db, matching: context.matching, problem });
    const before = await count();
    for (const need of ["Payroll", "Help desk & ticketing\u0000", "", "x".repeat(300)]) {
      const error = await createCorrectedSearch({
        db: t.db,
        matching: context.matching,
        requestId,
        need,
      }).catch((e: unknown) => e);
      expect(isAppError(error) && error.status).toBe(400);
    }
    const missing = await createCorrectedSearch({
      db: t.db,
      matching: context.matching,
      requestId: "A".repeat(22),
      need: "Help desk & ticketing",
    }).catch((e: unknown) => e);
    expect(isAppError(missing) && missing.status).toBe(404);
    expect(await count()).toBe(before);
  });
});
