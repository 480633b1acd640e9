/**
 * Lead codes: 12 characters of Crockford base32 (no I, L, O or U) shown in three groups, e.g. `K7QM-2XH9-PD4T`.
 * 12 × 5 = 60 bits of randomness; typed codes are normalised so case, spaces, dashes and look-alike letters
 * (O for 0, I or L for 1) do not matter.
 */
export const LEAD_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Characters in a code, without the dashes. */
export const LEAD_CODE_LENGTH = 12;

/** Bits of randomness in one code. */
export const LEAD_CODE_BITS = LEAD_CODE_LENGTH * Math.log2(LEAD_CODE_ALPHABET.length);

const GROUP = 4;

export type RandomBytes = (length: number) => Uint8Array;

const cryptoRandom: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** A fresh code in its display form. Each byte gives one character; 256 is a multiple of 32, so no bias. */
export function generateLeadCode(random: RandomBytes = cryptoRandom): string {
  const bytes = random(LEAD_CODE_LENGTH);
  let raw = "";
  for (let i = 0; i < LEAD_CODE_LENGTH; i++) raw += LEAD_CODE_ALPHABET[(bytes[i] ?? 0) & 31];
  return formatLeadCode(raw);
}

/** `K7QM2XH9PD4T` → `K7QM-2XH9-PD4T`. */
export function formatLeadCode(raw: string): string {
  const groups: string[] = [];
  for (let i = 0; i < raw.length; i += GROUP) groups.push(raw.slice(i, i + GROUP));
  return groups.join("-");
}

const LOOK_ALIKES: Readonly<Record<string, string>> = { O: "0", I: "1", L: "1" };

/**
 * The display form of what a vendor typed, or null when it cannot be a code at all
 * (wrong length or a character outside the alphabet). Separators and surrounding blanks are ignored.
 */
export function normalizeLeadCode(typed: string): string | null {
  if (typed.length > 64) return null;
  const compact = typed
    .toUpperCase()
    .replace(/[\s\-_.]/g, "")
    .replace(/[OIL]/g, (c) => LOOK_ALIKES[c] ?? c);
  if (compact.length !== LEAD_CODE_LENGTH) return null;
  for (const c of compact) if (!LEAD_CODE_ALPHABET.includes(c)) return null;
  return formatLeadCode(compact);
}
