import { describe, expect, it } from "vitest";
import { newNonce } from "./security-headers";

describe("newNonce", () => {
  it("gives 16 random bytes in base64, never the same twice across many refills of its pool", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const nonce = newNonce();
      expect(Buffer.from(nonce, "base64")).toHaveLength(16);
      seen.add(nonce);
    }
    expect(seen.size).toBe(2_000);
  });
});
