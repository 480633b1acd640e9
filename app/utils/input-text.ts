import { z } from "zod";

/** Why text with a NUL or an unpaired surrogate is refused: PostgreSQL cannot store either in text or jsonb. */
export const INPUT_TEXT_MESSAGE = "must not contain NUL characters or unpaired surrogates";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text: no U+0000 and well-formed UTF-16. */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/**
 * The string every endpoint accepts from outside: `inputText()` instead of `z.string()` in a boundary schema,
 * so text the database would refuse is a 400 naming the field, never a 500 after the work is done.
 */
export function inputText(params?: { error?: string }) {
  return z.string(params).refine(isStorableText, { message: INPUT_TEXT_MESSAGE, abort: true });
}
