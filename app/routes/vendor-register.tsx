import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSubmit } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField, NewPasswordField } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { KindProposalFields } from "~/components/vendor/kind-picker";
import { ProfileFields } from "~/components/vendor/profile-fields";
import { PAGES } from "~/config/pages";
import { AccountInputSchema } from "~/domain/accounts/account-schema";
import { type KindChoice, offeredCategoryTest } from "~/domain/catalog/kind-choices";
import { KIND_PROPOSAL_FIELDS, kindProposalSchema, proposesKind } from "~/domain/catalog/kind-proposal";
import { PROFILE_FIELDS, parseProfileForm, readProfileForm } from "~/domain/vendors/profile-form";
import { getSession } from "~/services/auth/session.server";
import { findKindChoices } from "~/services/vendors/kind-proposals.server";
import {
  type RegisterFormState,
  type RegisterResult,
  registerVendor,
} from "~/services/vendors/register-vendor.server";
import { vendorMembershipOf } from "~/services/vendors/vendor-profile.server";
import { focusField } from "~/utils/focus-field";
import {
  failure,
  formatFieldErrors,
  INVALID_FORM_MESSAGE,
  parseForm,
  success,
  textField,
  textValue,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-register";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.vendorRegister.seo, args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(request, context);
  if (session && (await vendorMembershipOf(context.db, session.user.id))) throw redirect("/vendor/dashboard");
  return {
    signedInAs: session?.user.email ?? null,
    kindChoices: await findKindChoices(context),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await getSession(request, context);
  if (session && (await vendorMembershipOf(context.db, session.user.id))) throw redirect("/vendor/dashboard");
  const form = await readFormData(request);
  const parsed = parseForm(form, "register", RegisterSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const result = await registerVendor(request, context, form, parsed.value, session?.user ?? null);
  if (result.status === "invalid") {
    const { values, fields, error, claimOffer } = result;
    const reply = failure<"register", Registration>(parsed.intent, error ?? "", {
      fields,
      values,
      result: claimOffer && { status: "offer", ...claimOffer },
    });
    return data(reply, { status: claimOffer ? 200 : 400 });
  }
  if (result.signedIn) throw redirect("/vendor/dashboard");
  return success<"register", Registration>(
    parsed.intent,
    `We sent a confirmation link to ${result.email}.`,
    result,
  );
}

/** The form's entries beside the profile fields (which the profile's own schema reads). */
const RegisterSchema = z.object({
  accountName: textField(),
  accountEmail: textField(),
  password: z.preprocess(
    (v) => (v === undefined ? v : textValue(v as string | string[])),
    z.string().optional(),
  ),
  claimChoice: textField(),
  kindName: textField(),
  kindDescription: textField(),
});

/** A registration made (created or claimed), or the listed products on the website's domain offered for a claim. */
type Registration =
  | Exclude<RegisterResult, { status: "invalid" }>
  | ({ status: "offer" } & NonNullable<RegisterFormState["claimOffer"]>);

/** What the server reads to offer a claim: with these right, a listed product can be claimed without a profile. */
const ACCOUNT_AND_WEBSITE = ["accountName", "accountEmail", "password", "website"];

/** The order of the form's fields, top to bottom: focus goes to the first wrong one. */
const FIELD_ORDER = ["accountName", "accountEmail", "password", ...PROFILE_FIELDS, ...KIND_PROPOSAL_FIELDS];

/**
 * The server's own checks, run in the browser before sending (the same zod schemas and kinds): the errors by
 * field, or none. A claim of a listed product sends no profile, so only the account is checked then.
 */
function checkRegistration(
  form: FormData,
  {
    signedIn,
    claiming,
    kindChoices,
  }: { signedIn: boolean; claiming: boolean; kindChoices: readonly KindChoice[] },
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!signedIn) {
    const account = AccountInputSchema.safeParse({
      name: textValue(form.getAll("accountName") as string[]),
      email: textValue(form.getAll("accountEmail") as string[]),
      password: textValue(form.getAll("password") as string[]),
    });
    if (!account.success) {
      const f = formatFieldErrors(account.error);
      if (f.name) errors.accountName = f.name;
      if (f.email) errors.accountEmail = f.email;
      if (f.password) errors.password = f.password;
    }
  }
  if (claiming) return errors;
  const profile = parseProfileForm(readProfileForm(form), new Date().getUTCFullYear(), {
    isOfferedCategory: offeredCategoryTest(kindChoices),
  });
  if (!profile.ok) Object.assign(errors, profile.fields);
  const proposal = {
    kindName: textValue(form.getAll("kindName") as string[]),
    kindDescription: textValue(form.getAll("kindDescription") as string[]),
  };
  if (proposesKind(proposal)) {
    const checked = kindProposalSchema(kindChoices).safeParse(proposal);
    if (!checked.success) Object.assign(errors, formatFieldErrors(checked.error));
  }
  return errors;
}

export default function VendorRegister({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  // null: nothing checked in the browser since the last reply, so the server's messages show.
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const submit = useSubmit();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const claimChoice = submitter?.name === "claimChoice" ? submitter.value : "";
    const entries = new FormData(form, submitter);
    const errors = checkRegistration(entries, {
      signedIn: Boolean(loaderData.signedInAs),
      claiming: claimChoice.startsWith("claim:"),
      kindChoices: loaderData.kindChoices,
    });
    if (Object.keys(errors).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const showErrors = () => {
      setClientErrors(errors);
      const first = FIELD_ORDER.find((name) => errors[name]);
      if (first) focusField(form, first);
    };
    // A claim needs only the account and the website: before the claim question is answered, the server offers
    // the listed products on the website's domain whatever the rest says. So when only the profile is wrong,
    // ask whether there is anything to claim; if there is, send the form for the offer.
    const onlyProfile = !ACCOUNT_AND_WEBSITE.some((name) => errors[name]);
    const offered = actionData?.ok === false && actionData.result?.status === "offer";
    if (!onlyProfile || claimChoice === "new" || offered) {
      showErrors();
      return;
    }
    const website = textValue(entries.getAll("website") as string[]);
    fetch(`/api/claimable-products?website=${encodeURIComponent(website)}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ products: number }>) : null))
      .then((found) => {
        if (found && found.products > 0) {
          setClientErrors(null);
          submit(entries, { method: "post" });
        } else showErrors();
      })
      .catch(showErrors);
  };
  const done = actionData?.ok && actionData.result?.status !== "offer" ? actionData.result : undefined;
  if (done) {
    const claimPending = done.status === "claimed" && done.claim === "pending";
    return (
      <AuthCard title="Check your inbox">
        <div className="space-y-4 text-sm">
          <p>
            We sent a confirmation link to <strong>{done.email}</strong>. Open it to confirm your address; you
            are then signed in and can continue on your dashboard.
          </p>
          {done.status === "created" ? (
            <p>
              Your profile for <strong>{done.vendorName}</strong> is saved as a draft. It appears in buyers'
              results once you publish it from your dashboard.
            </p>
          ) : (
            <p>
              {claimPending
                ? `Your claim of ${done.vendorName} is recorded. If your email address is on its website's domain, confirming it proves the claim; otherwise an operator reviews it.`
                : `You now manage ${done.vendorName}.`}
            </p>
          )}
        </div>
      </AuthCard>
    );
  }
  const state = actionData && !actionData.ok ? actionData : undefined;
  const offer = state?.result?.status === "offer" ? state.result : undefined;
  const values = state?.values ?? {};
  const fields: Partial<Record<string, string>> = clientErrors === null ? (state?.fields ?? {}) : {};
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Register your software</h1>
      <p className="mt-2 text-slate-700">
        Listing is free: you pay only for leads you choose to unlock.{" "}
        {loaderData.signedInAs ? (
          <>Signed in as {loaderData.signedInAs}.</>
        ) : (
          <>
            Already registered?{" "}
            <Link to="/vendor/sign-in" className="font-medium text-primary underline underline-offset-4">
              Sign in
            </Link>
            .
          </>
        )}
      </p>
      <Form method="post" className="mt-8 space-y-6" noValidate onSubmit={onSubmit}>
        <FormAlert message={clientErrors ? INVALID_FORM_MESSAGE : state?.message} />
        {offer && <ClaimOffer offer={offer} busy={busy} />}
        {!loaderData.signedInAs && (
          <section className="space-y-4 rounded-xl border border-border bg-white p-6 shadow-sm">
            <h2 className="text-lg font-semibold text-slate-900">Your account</h2>
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label="Your name"
                name="accountName"
                autoComplete="name"
                required
                defaultValue={values.accountName}
                error={clientErrors?.accountName ?? fields.accountName}
              />
              <FormField
                label="Work email"
                name="accountEmail"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.accountEmail}
                error={clientErrors?.accountEmail ?? fields.accountEmail}
                hint="Use an address on your website's domain to get the verified badge."
              />
            </div>
            <NewPasswordField error={clientErrors?.password ?? fields.password} />
          </section>
        )}
        <ProfileFields
          values={values}
          errors={clientErrors ?? fields}
          kindChoices={loaderData.kindChoices}
          kindProposal={
            <KindProposalFields
              values={values}
              errors={clientErrors ?? fields}
              open={Boolean(values.kindName || values.kindDescription)}
            />
          }
        />
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={busy}>
          {busy ? "Registering…" : "Register"}
        </Button>
      </Form>
    </div>
  );
}

type Offer = NonNullable<RegisterFormState["claimOffer"]>;

/** The catalog's products on the typed website's domain: the one at that very address first, each claimable apart. */
function ClaimOffer({ offer, busy }: { offer: Offer; busy: boolean }) {
  const exact = offer.products.find((p) => p.exact);
  const others = offer.products.filter((p) => p !== exact);
  return (
    <section
      className="space-y-4 rounded-xl border border-primary/40 bg-primary/5 p-6"
      aria-labelledby="claim-offer"
    >
      <h2 id="claim-offer" className="text-lg font-semibold text-slate-900">
        {exact
          ? `Is this your software? ${exact.name} is already listed`
          : `Is your software listed? We have ${offer.products.length === 1 ? "a product" : `${offer.products.length} products`} on ${offer.domain}`}
      </h2>
      <p className="text-sm text-slate-800">
        Claim your product to manage its existing profile instead of creating a duplicate. A claim is
        confirmed at once when your account's confirmed email is on {offer.domain}; otherwise an operator
        reviews it.
      </p>
      {exact && <ClaimChoice product={exact} busy={busy} />}
      {others.length > 0 && (
        <div className="space-y-2">
          {exact && (
            <h3 className="text-sm font-semibold text-slate-900">Other products on {offer.domain}</h3>
          )}
          <ul className="space-y-2">
            {others.map((p) => (
              <li key={p.slug}>
                <ClaimChoice product={p} busy={busy} secondary={Boolean(exact)} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button type="submit" name="claimChoice" value="new" variant="outline" disabled={busy}>
        No, register a different product
      </Button>
    </section>
  );
}

function ClaimChoice({
  product,
  busy,
  secondary,
}: {
  product: Offer["products"][number];
  busy: boolean;
  secondary?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {product.managed ? (
        <span className="text-sm text-slate-800">
          <strong>{product.name}</strong> is already managed by another account.
        </span>
      ) : (
        <Button
          type="submit"
          name="claimChoice"
          value={`claim:${product.slug}`}
          variant={secondary ? "outline" : "default"}
          disabled={busy}
        >
          Claim {product.name}
        </Button>
      )}
      <span className="break-all text-sm text-slate-600">{product.website}</span>
    </div>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/for-sellers" backLabel="Back to For Sellers" />;
}
