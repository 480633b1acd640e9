import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { AuthCard, FormAlert, FormField, NewPasswordField } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { ProfileFields } from "~/components/vendor/profile-fields";
import { PAGES } from "~/config/pages";
import { getSession } from "~/services/auth/session.server";
import {
  findCategorySuggestions,
  type RegisterFormState,
  type RegisterResult,
  registerVendor,
} from "~/services/vendors/register-vendor.server";
import { vendorMembershipOf } from "~/services/vendors/vendor-profile.server";
import { failure, parseForm, success, textField, textValue } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-register";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.vendorRegister.seo, args);

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(request, context);
  if (session && (await vendorMembershipOf(context.db, session.user.id))) throw redirect("/vendor/dashboard");
  return {
    signedInAs: session?.user.email ?? null,
    categorySuggestions: await findCategorySuggestions(context.db),
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
});

/** A registration made (created or claimed), or the listed products on the website's domain offered for a claim. */
type Registration =
  | Exclude<RegisterResult, { status: "invalid" }>
  | ({ status: "offer" } & NonNullable<RegisterFormState["claimOffer"]>);

export default function VendorRegister({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
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
  const fields = state?.fields ?? {};
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
      <Form method="post" className="mt-8 space-y-6" noValidate>
        <FormAlert message={state?.message} />
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
                error={fields.accountName}
              />
              <FormField
                label="Work email"
                name="accountEmail"
                type="email"
                autoComplete="email"
                required
                defaultValue={values.accountEmail}
                error={fields.accountEmail}
                hint="Use an address on your website's domain to get the verified badge."
              />
            </div>
            <NewPasswordField error={fields.password} />
          </section>
        )}
        <ProfileFields values={values} errors={fields} categorySuggestions={loaderData.categorySuggestions} />
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
