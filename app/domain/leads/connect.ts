import { z } from "zod";
import { joinNames } from "~/domain/results/format";
import { MAX_CONNECTS_PER_REQUEST } from "./rules";
import { boundedText } from "./text";

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "is not a vendor");

const email = boundedText("Work email", 3, 254).pipe(
  z.email({ error: "Enter a valid work email, like name@company.com" }),
);

/** Optional phone: digits with the usual separators, at most 32 characters. */
const phone = z
  .string({ error: "Phone must be text" })
  .max(64, "Phone must be at most 32 characters")
  .transform((s) => s.trim())
  .refine(
    (s) => s === "" || /^\+?[0-9 ()./-]{5,32}$/.test(s),
    "Enter a phone number with digits only, like +49 30 1234567",
  );

/** What a buyer sends to connect with vendors: who they are and their explicit consent. */
export const ConnectSchema = z.object({
  vendors: z
    .array(slug, { error: "Choose at least one vendor" })
    .min(1, "Choose at least one vendor")
    .max(MAX_CONNECTS_PER_REQUEST, `Choose at most ${MAX_CONNECTS_PER_REQUEST} vendors`)
    .transform((slugs) => [...new Set(slugs)]),
  name: boundedText("Name", 1, 120),
  email,
  company: boundedText("Company", 1, 160),
  phone: phone.default(""),
  consent: z.literal(true, { error: "Tick the box to agree to share your details with these vendors" }),
});
export type ConnectInput = z.output<typeof ConnectSchema>;

/** The exact sentence the buyer agrees to, naming each vendor; stored with each lead. */
export function consentText(vendorNames: readonly string[]): string {
  return `I agree that SaaSMatch shares my name, work email, company, phone number (if given) and my request with ${joinNames(vendorNames)}, so that ${vendorNames.length === 1 ? "this vendor" : "these vendors"} can contact me about it. I can withdraw before a vendor unlocks my details.`;
}

export interface BuyerContact {
  name: string;
  email: string;
  company: string;
  phone: string;
}
