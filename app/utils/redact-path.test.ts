import { describe, expect, it } from "vitest";
import { REDACTED, redactPath } from "./redact-path";

describe("redactPath", () => {
  it("hides the reset token in better-auth's emailed reset link", () => {
    expect(redactPath("/api/auth/reset-password/Yk3VqTz9mP2sLr8aWb4cXd6e")).toBe(
      `/api/auth/reset-password/${REDACTED}`,
    );
    // Even a short or lowercase one: the segment after this prefix is always the token.
    expect(redactPath("/api/auth/reset-password/abc")).toBe(`/api/auth/reset-password/${REDACTED}`);
    expect(redactPath("/api/auth/reset-password/abc?callbackURL=%2Fvendor%2Freset-password")).toBe(
      `/api/auth/reset-password/${REDACTED}?callbackURL=%2Fvendor%2Freset-password`,
    );
  });

  it("hides the values of token-like query parameters (verification, reset, checkout, stored search)", () => {
    expect(
      redactPath("/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImEifQ.c2ln&callbackURL=%2F"),
    ).toBe(`/api/auth/verify-email?token=${REDACTED}&callbackURL=%2F`);
    expect(redactPath("/vendor/reset-password?token=abc")).toBe(`/vendor/reset-password?token=${REDACTED}`);
    expect(redactPath("/paywall/test-checkout?session=cs_test_1")).toBe(
      `/paywall/test-checkout?session=${REDACTED}`,
    );
    expect(redactPath("/results?r=0123abcdefABCDEF0123ab")).toBe(`/results?r=${REDACTED}`);
    expect(redactPath("/x?anything=Yk3VqTz9mP2sLr8aWb4cXd6e")).toBe(`/x?anything=${REDACTED}`);
  });

  it("hides a JWT or a long mixed-case token anywhere in the path", () => {
    expect(redactPath("/a/eyJhbGciOiJIUzI1NiJ9.eyJ4IjoxfQ.c2ln/b")).toBe(`/a/${REDACTED}/b`);
    expect(redactPath("/files/Yk3VqTz9mP2sLr8aWb4cXd6e")).toBe(`/files/${REDACTED}`);
  });

  it("keeps ordinary paths readable: slugs, UUIDs, page names, harmless parameters", () => {
    for (const path of [
      "/",
      "/vendor/sign-in",
      "/vendors/customer-relationship-management-2024",
      "/admin/vendors/0b801912-3c4d-4e5f-8a9b-0123456789ab",
      "/vendor/sign-in?redirectTo=%2Fvendor%2Fleads",
      "/blog?page=2",
    ]) {
      expect(redactPath(path)).toBe(path);
    }
  });
});
