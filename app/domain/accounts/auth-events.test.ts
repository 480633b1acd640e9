import { describe, expect, it } from "vitest";
import { type AuthSnapshot, diffAuthSnapshots } from "./auth-events";

const base: AuthSnapshot = {
  userId: "u1",
  sessionId: "s1",
  expiresAt: "2026-01-08T00:00:00.000Z",
  userUpdatedAt: "2026-01-01T00:00:00.000Z",
};

describe("diffAuthSnapshots", () => {
  it("reports sign-in, sign-out and a switch of user", () => {
    expect(diffAuthSnapshots(null, base)).toEqual(["SIGNED_IN"]);
    expect(diffAuthSnapshots(base, null)).toEqual(["SIGNED_OUT"]);
    expect(diffAuthSnapshots(base, { ...base, userId: "u2" })).toEqual(["SIGNED_OUT", "SIGNED_IN"]);
    expect(diffAuthSnapshots(null, null)).toEqual([]);
  });

  it("reports a later expiry as a refresh and a changed user as an update", () => {
    expect(diffAuthSnapshots(base, base)).toEqual([]);
    expect(diffAuthSnapshots(base, { ...base, expiresAt: "2026-01-09T00:00:00.000Z" })).toEqual([
      "TOKEN_REFRESHED",
    ]);
    expect(diffAuthSnapshots(base, { ...base, userUpdatedAt: "2026-01-02T00:00:00.000Z" })).toEqual([
      "USER_UPDATED",
    ]);
    expect(diffAuthSnapshots(base, { ...base, expiresAt: "2026-01-07T00:00:00.000Z" })).toEqual([]);
  });
});
