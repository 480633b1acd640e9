import { inputText } from "~/utils/input-text";

/** The longest name the "Why not …?" box takes. */
export const MAX_NAME_LENGTH = 100;

export const NAME_REQUIRED_MESSAGE = "Type a product's name.";

/**
 * A product's name as the "Why not …?" box sends it, checked in the browser before sending and again by the server:
 * trimmed, 1 to MAX_NAME_LENGTH characters, no NUL, lone surrogate or other control character.
 */
export const ProductNameSchema = inputText()
  .trim()
  .refine((name) => !/\p{Cc}/u.test(name), "A product's name has no control characters.")
  .min(1, NAME_REQUIRED_MESSAGE)
  .max(MAX_NAME_LENGTH, `A product's name has at most ${MAX_NAME_LENGTH} characters.`);
