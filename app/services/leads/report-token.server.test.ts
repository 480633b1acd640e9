import { describe, expect, it } from "vitest";
import { signReportToken, verifyReportToken } from "./report-token.server";

const secret = "s".repeat(32);
const id = "0b9f7c52-8f0e-4c7e-9a53-3f1d1c2b4a5e";

describe("the buyer's link to answer a contact report", () => {
  it("round-trips the report id and is the same on every signing", () => {
    const token = signReportToken(secret, id);
    expect(token).toBe(signReportToken(secret, id));
    expect(verifyReportToken(secret, token)).toBe(id);
  });

  it("refuses a token of another secret, a changed character, and junk of every kind", () => {
    const token = signReportToken(secret, id);
    expect(verifyReportToken("t".repeat(32), token)).toBeNull();
    const flipped = `${token.slice(0, 5)}${token[5] === "A" ? "B" : "A"}${token.slice(6)}`;
    expect(verifyReportToken(secret, flipped)).toBeNull();
    for (const junk of ["", ".", "\u0000".repeat(66), "\ud800".repeat(66), `${token}x`, token.slice(1)]) {
      expect(verifyReportToken(secret, junk)).toBeNull();
    }
  });
});
