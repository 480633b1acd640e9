import { NEUTRAL_FACTOR } from "../constants";

/** Share of requested features the vendor covers; neutral when the buyer asked for none. */
export function featureAlignment(covered: number, requested: number): number {
  if (requested <= 0) return NEUTRAL_FACTOR;
  return Math.min(1, Math.max(0, covered / requested));
}

/** Number of set bits in a 32-bit coverage mask. */
export function popcount(mask: number): number {
  let x = mask >>> 0;
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
