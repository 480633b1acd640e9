import { describe, expect, it } from "vitest";
import { signConnectToken, verifyConnectToken } from "./connect-token.server";

const SECRET = "a test secret that is long enough to sign with";
const claims = {
  requestId: "AbCdEfGhIjKlMnOpQrStUv",
  confirmationId: "6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f",
  issuedAt: new Date("2026-11-26T10:00:00Z"),
};

describe("connect confirmation tokens", () => {
  it("carry the connect's ids and time, and read back only with the secret that signed them", () => {
    const token = signConnectToken(SECRET, claims);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(token.length).toBeLessThan(120);
    expect(verifyConnectToken(SECRET, token)).toEqual(claims);
    expect(signConnectToken(SECRET, claims)).toBe(token);
    expect(verifyConnectToken(`${SECRET}!`, token)).toBeNull();
  });

  it("refuse a change to any part, and anything that is not a token", () => {
    const token = signConnectToken(SECRET, claims);
    const parts = token.split(".");
    for (let i = 0; i < parts.length; i++) {
      const changed = [...parts];
      const part = changed[i]!;
      // The last character of base64url carries spare bits: changing only those must not pass either.
      for (const last of ["A", "B", "C", "D"]) {
        changed[i] = `${part.slice(0, -1)}${last}`;
        if (changed[i] === part) continue;
        expect(verifyConnectToken(SECRET, changed.join("."))).toBeNull();
      }
    }
    for (const bad of ["", ".", "...", `${token}.`, `.${token}`, token.repeat(3), "\u0000", `${token}\n`]) {
      expect(verifyConnectToken(SECRET, bad)).toBeNull();
    }
  });
});
