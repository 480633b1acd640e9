import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { authUsers } from "~/db/schema";
import { AccountInputSchema } from "~/domain/accounts/account-schema";
import { offeredCategoryTest } from "~/domain/catalog/kind-choices";
import { type KindProposalField, kindProposalSchema, proposesKind } from "~/domain/catalog/kind-proposal";
import {
  type ProfileField,
  type ProfileFormValues,
  parseProfileForm,
  readProfileForm,
} from "~/domain/vendors/profile-form";
import { formatFieldErrors } from "~/utils/api.server";
import { isAppError } from "~/utils/app-error";
import { INVALID_FORM_MESSAGE } from "~/utils/form-action";
import { createAccount } from "../auth/create-account.server";
import type { SessionUser } from "../auth/session.server";
import { findKindChoices, proposeKind } from "./kind-proposals.server";
import { claimVendor } from "./vendor-claims.server";
import { type ClaimCandidate, createVendorProfile, findClaimCandidates } from "./vendor-profile.server";

type AccountField = "accountName" | "accountEmail" | "password";

export interface RegisterFormState {
  values: ProfileFormValues & { accountName?: string; accountEmail?: string } & Partial<
      Record<KindProposalField, string>
    >;
  fields: Partial<Record<ProfileField | AccountField | KindProposalField, string>>;
  error?: string;
  /** Catalog vendors on the same registrable domain: the form offers to claim one of them. */
  claimOffer?: {
    domain: string;
    products: Pick<ClaimCandidate, "slug" | "name" | "website" | "managed" | "exact">[];
  };
}

/** The registration form's own entries beside the profile fields (read by the route's schema). */
export interface RegisterEntries {
  accountName: string;
  accountEmail: string;
  /** Absent when the form sent none (a signed-in vendor's form has no account part). */
  password?: string;
  /** "new", or "claim:<slug>" for a product of the claim offer; "" before the offer was answered. */
  claimChoice: string;
  /** A kind of software the list lacks, proposed with the registration (both blank: none). */
  kindName: string;
  kindDescription: string;
}

export type RegisterResult =
  | ({ status: "invalid" } & RegisterFormState)
  | { status: "created"; email: string; signedIn: boolean; vendorName: string }
  | { status: "claimed"; email: string; signedIn: boolean; vendorName: string; claim: "active" | "pending" };

/** A typed website with https:// added when it has no scheme, as the profile schema reads it. */
export function normalizedWebsite(value: string | string[] | undefined): string {
  const v = typeof value === "string" ? value.trim() : "";
  return !v || /^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`;
}

/**
 * The guided registration: an account (unless signed in) and either a new unpublished profile or a claim
 * of one of the catalog vendors on the same registrable domain. Every failure returns what was typed (never the password).
 */
export async function registerVendor(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  entries: RegisterEntries,
  user: SessionUser | null,
): Promise<RegisterResult> {
  const values: RegisterFormState["values"] = {
    ...readProfileForm(form),
    accountName: entries.accountName,
    accountEmail: entries.accountEmail,
    kindName: entries.kindName,
    kindDescription: entries.kindDescription,
  };
  const choice = entries.claimChoice;
  const fields: RegisterFormState["fields"] = {};

  const account = user
    ? null
    : AccountInputSchema.safeParse({
        name: values.accountName,
        email: values.accountEmail,
        password: entries.password,
      });
  if (account && !account.success) {
    const f = formatFieldErrors(account.error);
    if (f.name) fields.accountName = f.name;
    if (f.email) fields.accountEmail = f.email;
    if (f.password) fields.password = f.password;
  }

  const { domain, candidates } = await findClaimCandidates(context.db, normalizedWebsite(values.website));
  const chosen = choice.startsWith("claim:")
    ? candidates.find((c) => `claim:${c.slug}` === choice)
    : undefined;
  const claiming = chosen && !chosen.managed ? chosen : null;
  const kindChoices = claiming ? [] : await findKindChoices(context);
  const profile = claiming
    ? null
    : parseProfileForm(values, new Date().getUTCFullYear(), {
        isOfferedCategory: offeredCategoryTest(kindChoices),
      });
  if (profile && !profile.ok) Object.assign(fields, profile.fields);
  const proposal =
    !claiming && proposesKind(entries) ? kindProposalSchema(kindChoices).safeParse(entries) : null;
  if (proposal && !proposal.success) Object.assign(fields, formatFieldErrors(proposal.error));

  if (domain && candidates.length > 0 && !claiming && choice !== "new") {
    return {
      status: "invalid",
      values,
      fields,
      claimOffer: {
        domain,
        products: candidates.map(({ slug, name, website, managed, exact }) => ({
          slug,
          name,
          website,
          managed,
          exact,
        })),
      },
      error: chosen?.managed
        ? `${chosen.name} (${chosen.website}) is already managed by another account. If it is yours, contact us; or choose another product below.`
        : undefined,
    };
  }
  if (Object.keys(fields).length > 0) {
    return { status: "invalid", values, fields, error: INVALID_FORM_MESSAGE };
  }

  let userId = user?.id;
  let email = user?.email ?? "";
  if (!user && account?.success) {
    const created = await createAccount(request, context, account.data);
    if (!created.ok) {
      return {
        status: "invalid",
        values,
        fields: {
          ...(created.fields.name ? { accountName: created.fields.name } : {}),
          ...(created.fields.email ? { accountEmail: created.fields.email } : {}),
          ...(created.fields.password ? { password: created.fields.password } : {}),
        },
        error: created.error,
      };
    }
    // An address that already has an account: better-auth answers as for a new one (no one learns which addresses
    // have accounts) with a user that does not exist. Nothing is created; the answer is the same as for a new one.
    if (!(await userExists(context.db, created.userId))) {
      return profile?.ok
        ? { status: "created", email: created.email, signedIn: false, vendorName: profile.profile.facts.name }
        : {
            status: "claimed",
            email: created.email,
            signedIn: false,
            vendorName: claiming?.name ?? "",
            claim: "pending",
          };
    }
    userId = created.userId;
    email = created.email;
  }
  if (!userId) throw new Error("registration without a user");

  if (claiming) {
    try {
      const claim = await claimVendor(context.db, {
        userId,
        vendorId: claiming.id,
        email,
        emailVerified: user?.emailVerified ?? false,
      });
      return { status: "claimed", email, signedIn: Boolean(user), vendorName: claiming.name, claim };
    } catch (error) {
      if (isAppError(error)) return { status: "invalid", values, fields: {}, error: error.message };
      throw error;
    }
  }
  if (!profile?.ok) throw new Error("registration without a profile");
  const { vendorId } = await createVendorProfile(context.db, { userId, input: profile.profile });
  if (proposal?.success) await proposeKind(context, { vendorId, userId, input: proposal.data });
  return { status: "created", email, signedIn: Boolean(user), vendorName: profile.profile.facts.name };
}

async function userExists(db: AppLoadContext["db"], id: string): Promise<boolean> {
  const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.id, id));
  return Boolean(row);
}
