import { z } from "zod";
import { MISSING_CREDENTIALS_MESSAGE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-rules";

/**
 * False for what PostgreSQL refuses in text (NUL, unpaired UTF-16 surrogates) and, unless allowed,
 * other control characters (a name or a single-line field has no use for them).
 */
export function isStorableText(value: string, { allowControl = false } = {}): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0) return false;
    if (!allowControl && (c < 0x20 || c === 0x7f)) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

const text = (max: number, label: string) =>
  z
    .string({ error: `Enter ${label}.` })
    .trim()
    .min(1, `Enter ${label}.`)
    .max(max, `Use at most ${max} characters.`)
    .refine((v) => isStorableText(v), "Remove control characters and invalid characters.");

/** The account part of sign-up and vendor registration (form and server). */
export const AccountInputSchema = z.object({
  name: text(100, "your name"),
  email: z
    .string({ error: "Enter your email address." })
    .trim()
    .toLowerCase()
    .min(1, "Enter your email address.")
    .max(254, "Use at most 254 characters.")
    .pipe(z.email("Enter a valid email address, like name@company.com.")),
  password: z
    .string({ error: "Choose a password." })
    .refine(
      (v) => !/[\uD800-\uDFFF]/.test(v.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, "")),
      "Remove invalid characters.",
    )
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters for your password.`),
});

export type AccountInput = z.infer<typeof AccountInputSchema>;

/** What sign-in needs before it asks the auth service (form and server): an email and a password. */
export const SignInCredentialsSchema = z.object({
  email: z.string().trim().min(1, MISSING_CREDENTIALS_MESSAGE),
  password: z.string().min(1, MISSING_CREDENTIALS_MESSAGE),
});
