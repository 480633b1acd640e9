import { z } from "zod";

/** NUL and unpaired UTF-16 surrogates: PostgreSQL refuses both in text columns. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what must be refused
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Trimmed text of bounded length that PostgreSQL can store. */
export function boundedText(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .max(max * 2, `${label} must be at most ${max} characters`)
    .transform((s) => s.trim())
    .refine((s) => !UNSTORABLE.test(s), `${label} contains characters that cannot be stored`)
    .refine(
      (s) => s.length >= min,
      min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`,
    )
    .refine((s) => s.length <= max, `${label} must be at most ${max} characters`);
}
