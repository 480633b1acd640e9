import { z } from "zod";
import { isStorableText } from "~/domain/accounts/account-schema";
import { type KindChoice, offeredCategoryTest } from "./kind-choices";

export const KIND_NAME_MAX = 80;
export const KIND_DESCRIPTION_MIN = 20;
export const KIND_DESCRIPTION_MAX = 400;
/** Proposals one vendor may have waiting for an operator at once. */
export const MAX_PENDING_KIND_PROPOSALS = 3;

/** The form fields of a proposal (registration and the profile editor use the same names). */
export const KIND_PROPOSAL_FIELDS = ["kindName", "kindDescription"] as const;
export type KindProposalField = (typeof KIND_PROPOSAL_FIELDS)[number];

/**
 * A vendor's proposal of a kind of software the taxonomy lacks: a name like directories write one and a short
 * description of what software of that kind does. A name that is already an offered kind is refused with a pointer
 * to it. Used by the server and, before sending, by the browser.
 */
export function kindProposalSchema(choices: readonly KindChoice[]) {
  const offered = offeredCategoryTest(choices);
  return z.object({
    kindName: z
      .string()
      .trim()
      .min(3, "Name the kind in at least 3 characters, e.g. Beekeeping management.")
      .max(KIND_NAME_MAX, `Kind name: use at most ${KIND_NAME_MAX} characters.`)
      .refine((v) => isStorableText(v), "Kind name contains characters that cannot be stored.")
      .refine((v) => /\p{L}/u.test(v), "Name the kind in words, e.g. Beekeeping management.")
      .refine((v) => !/[,;]/.test(v), "Name one kind, without commas or semicolons.")
      .refine((v) => !offered(v), "This kind is already in the list: choose it under Kinds of software."),
    kindDescription: z
      .string()
      .trim()
      .min(
        KIND_DESCRIPTION_MIN,
        `Describe what software of this kind does in at least ${KIND_DESCRIPTION_MIN} characters.`,
      )
      .max(KIND_DESCRIPTION_MAX, `Kind description: use at most ${KIND_DESCRIPTION_MAX} characters.`)
      .refine((v) => isStorableText(v), "Kind description contains characters that cannot be stored."),
  });
}

export type KindProposalInput = z.infer<ReturnType<typeof kindProposalSchema>>;

/** Whether the form carries a proposal at all: both fields blank means the vendor proposes nothing. */
export function proposesKind(values: Partial<Record<KindProposalField, unknown>>): boolean {
  return KIND_PROPOSAL_FIELDS.some((f) => typeof values[f] === "string" && values[f].trim() !== "");
}
