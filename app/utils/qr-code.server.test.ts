import { encode } from "uqr";
import { describe, expect, it } from "vitest";
import { qrCodePath } from "./qr-code.server";

/** Redraws the path on a grid, to compare with the encoder's own matrix. */
function rasterize(size: number, path: string): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, n] = [Number(m[1]), Number(m[2]), Number(m[3])];
    for (let i = 0; i < n; i++) grid[y]![x + i] = true;
  }
  return grid;
}

describe("qrCodePath", () => {
  const uri = "otpauth://totp/SaaSMatch:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=SaaSMatch";

  it("draws exactly the encoder's dark modules", () => {
    const { size, path } = qrCodePath(uri);
    const expected = encode(uri, { ecc: "M", border: 0 });
    expect(size).toBe(expected.size);
    expect(rasterize(size, path)).toEqual(expected.data);
  });

  it("starts with the top-left finder pattern (a 7-module dark row)", () => {
    expect(qrCodePath(uri).path.startsWith("M0 0h7v1h-7z")).toBe(true);
  });

  it("grows with the text it carries", () => {
    expect(qrCodePath("x".repeat(200)).size).toBeGreaterThan(qrCodePath("x").size);
  });
});
