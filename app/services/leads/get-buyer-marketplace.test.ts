import { describe, expect, it } from "vitest";
import { MAX_CONNECTS_PER_REQUEST } from "~/domain/leads/rules";
import { toBuyerMarketplace } from "./get-buyer-marketplace.server";

const asked = Date.UTC(2026, 10, 20, 9, 30, 0, 123);

describe("toBuyerMarketplace", () => {
  it("keeps the ranking's order for reachable vendors, turns epoch milliseconds into ISO times and counts connects", () => {
    const market = toBuyerMarketplace(
      {
        reachable: ["c", "a", "gone"],
        questions: [
          {
            id: "q1",
            groupId: "g1",
            body: "Do you support SSO?",
            askedAt: asked + 0.456,
            answer: "Yes",
            answeredAt: asked + 3_600_000,
            vendorSlug: "a",
            vendorName: "A",
          },
        ],
        connections: [
          {
            vendorSlug: "a",
            vendorName: "A",
            state: "new",
            connectedAt: asked,
            unlockedAt: null,
            withdrawnAt: null,
          },
          {
            vendorSlug: "c",
            vendorName: "C",
            state: "withdrawn",
            connectedAt: asked,
            unlockedAt: null,
            withdrawnAt: asked + 1000,
          },
        ],
      },
      ["a", "b", "c"],
      new Date(asked + 7_200_000),
    );
    expect(market.reachable).toEqual(["a", "c"]);
    expect(market.threads).toEqual([
      {
        groupId: "g1",
        question: "Do you support SSO?",
        askedAt: "2026-11-20T09:30:00.123Z",
        replies: [
          {
            questionId: "q1",
            vendorSlug: "a",
            vendorName: "A",
            status: {
              kind: "answered",
              answer: "Yes",
              answeredAt: "2026-11-20T10:30:00.123Z",
              tookMs: 3_600_000,
            },
          },
        ],
      },
    ]);
    expect(market.connections.map((c) => [c.connectedAt, c.withdrawnAt])).toEqual([
      ["2026-11-20T09:30:00.123Z", null],
      ["2026-11-20T09:30:00.123Z", "2026-11-20T09:30:01.123Z"],
    ]);
    expect(market.connectsLeft).toBe(MAX_CONNECTS_PER_REQUEST - 1);
  });

  it("answers an empty marketplace when nothing was asked or connected", () => {
    const market = toBuyerMarketplace({ reachable: null, questions: null, connections: null }, ["a"]);
    expect(market).toMatchObject({ reachable: [], threads: [], connections: [] });
    expect(market.connectsLeft).toBe(MAX_CONNECTS_PER_REQUEST);
  });
});
