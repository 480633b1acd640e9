import { describe, expect, it } from "vitest";
import { AccountInputSchema, isStorableText } from "~/domain/accounts/account-schema";
import { isCommonPassword } from "./common-passwords.server";

describe("isCommonPassword", () => {
  it("finds the bundled common passwords whatever their case", () => {
    for (const p of ["password", "12345678", "qwertyuiop", "Sunshine", "ILOVEYOU", "trustno1"]) {
      expect(isCommonPassword(p), p).toBe(true);
    }
  });
  it("lets uncommon passphrases through", () => {
    for (const p of ["correct horse battery staple", "vendor-🙂-passphrase", "Zx9!kq#Lm2"]) {
      expect(isCommonPassword(p), p).toBe(false);
    }
  });
});

describe("AccountInputSchema", () => {
  it("accepts Unicode names and normalises the email", () => {
    const parsed = AccountInputSchema.parse({
      name: " Zoë Ñúñez 🙂 ",
      email: " Zoe@Example.COM ",
      password: "ü".repeat(8),
    });
    expect(parsed).toEqual({ name: "Zoë Ñúñez 🙂", email: "zoe@example.com", password: "ü".repeat(8) });
  });
  it("refuses NUL, control characters and lone surrogates with a message", () => {
    for (const name of ["a\u0000b", "a\nb", "x\uD800"]) {
      const result = AccountInputSchema.safeParse({ name, email: "a@b.co", password: "long enough" });
      expect(result.success).toBe(false);
    }
    expect(isStorableText("tab\tok", { allowControl: true })).toBe(true);
    expect(isStorableText("\uDC00")).toBe(false);
    expect(isStorableText("😀")).toBe(true);
  });
});
