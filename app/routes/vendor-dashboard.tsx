import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { FormAlert } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { VendorResultCard } from "~/components/results/vendor-result-card";
import { VendorReviewsPanel } from "~/components/reviews/vendor-reviews-panel";
import { Button } from "~/components/ui/button";
import { EnrichmentPanel } from "~/components/vendor/enrichment-panel";
import { KindProposalFields } from "~/components/vendor/kind-picker";
import { ProfileFields } from "~/components/vendor/profile-fields";
import { ACCOUNT_PAGES } from "~/config/pages";
import { offeredCategoryTest } from "~/domain/catalog/kind-choices";
import { kindProposalSchema } from "~/domain/catalog/kind-proposal";
import { ReviewReplySchema } from "~/domain/reviews/reviews";
import { profileCompleteness } from "~/domain/vendors/completeness";
import { parseProfileForm, profileToFormValues, readProfileForm } from "~/domain/vendors/profile-form";
import { contactEmailConfirmed, vendorMailAddress } from "~/domain/vendors/vendor-mail-address";
import { requireUser, requireVendorMembership } from "~/services/auth/session.server";
import {
  decideProposal,
  findEnrichmentStatus,
  findOpenProposals,
  startEnrichment,
} from "~/services/enrichment/enrich-vendor.server";
import { findVendorReviews, replyToReview } from "~/services/reviews/reviews.server";
import { rowToProfile } from "~/services/vendor-records.server";
import {
  type ContactEmailState,
  requestContactEmailConfirmation,
} from "~/services/vendors/contact-email.server";
import { findKindChoices, findOwnKindProposals, proposeKind } from "~/services/vendors/kind-proposals.server";
import { previewMatch } from "~/services/vendors/preview-match.server";
import {
  getOwnVendorProfile,
  setVendorPublished,
  updateVendorProfile,
  vendorMembershipOf,
} from "~/services/vendors/vendor-profile.server";
import { AppError, isAppError } from "~/utils/app-error";
import {
  type FormReply,
  failure,
  formatFieldErrors,
  INVALID_FORM_MESSAGE,
  parseIntent,
  replyingToAppErrors,
  success,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/vendor-dashboard";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.dashboard.seo, args);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const user = await requireUser({ request, url }, context);
  const membership = await vendorMembershipOf(context.db, user.id);
  if (!membership) throw redirect("/vendor-register");
  if (membership.status !== "active") {
    return { state: membership.status, email: user.email } as const;
  }
  const own = await getOwnVendorProfile(context.db, membership.vendorId);
  return {
    state: "active" as const,
    email: user.email,
    emailVerified: user.emailVerified,
    vendor: {
      slug: own.slug,
      name: own.profile.facts.name,
      published: own.published,
      verified: own.verified,
      updatedAt: own.updatedAt.toISOString(),
    },
    values: profileToFormValues(own.profile),
    contact: contactStatus(own.row, user),
    completeness: profileCompleteness(own.profile.facts),
    preview: previewMatch(context, rowToProfile(own.row)),
    kindChoices: await findKindChoices(context),
    kindProposals: await findOwnKindProposals(context.db, membership.vendorId),
    proposals: await findOpenProposals(context.db, membership.vendorId),
    enrichment: await findEnrichmentStatus(context.db, membership.vendorId),
    reviews: await findVendorReviews(context.db, [membership.vendorId]),
  };
}

function contactStatus(
  row: { contactEmail: string | null; contactEmailConfirmed: string | null },
  user: { email: string; emailVerified: boolean },
) {
  const facts = {
    contactEmail: row.contactEmail,
    contactEmailConfirmed: row.contactEmailConfirmed,
    accountEmail: user.email,
    accountEmailVerified: user.emailVerified,
  };
  return {
    email: row.contactEmail?.trim() || null,
    confirmed: contactEmailConfirmed(facts),
    mailTo: vendorMailAddress(facts),
  };
}

/** Every form on the dashboard; the profile form has its own reader, which keeps per-field messages and values. */
const INTENTS = {
  publish: z.object({}),
  unpublish: z.object({}),
  enrich: z.object({}),
  // A missing id is looked up like any unknown one: "This proposal does not exist."
  accept: z.object({ proposalId: z.string().catch("") }),
  reject: z.object({ proposalId: z.string().catch("") }),
  "confirm-contact": z.object({}),
  "reply-review": ReviewReplySchema,
  save: z.object({}),
  // Checked against the offered kinds in the action (kindProposalSchema), where they are known.
  "propose-kind": z.object({ kindName: z.string().catch(""), kindDescription: z.string().catch("") }),
};
type Intent = keyof typeof INTENTS;
type VendorUser = Awaited<ReturnType<typeof requireVendorMembership>>["user"];

export async function action({ request, url, context }: Route.ActionArgs) {
  // The vendor is always the signed-in user's own: nothing in the form can name another one.
  const { user, vendorId } = await requireVendorMembership({ request, url }, context);
  const form = await readFormData(request);
  const parsed = parseIntent(form, INTENTS);
  if (!parsed.ok) return data(parsed.reply, { status: parsed.status });
  if (parsed.intent === "save") return saveProfile(context, { vendorId, user, form });
  return replyingToAppErrors(parsed.intent, parsed.values, async (): Promise<FormReply<Intent>> => {
    switch (parsed.intent) {
      case "publish":
      case "unpublish":
        await setVendorPublished(context.db, vendorId, parsed.intent === "publish");
        return success(
          parsed.intent,
          parsed.intent === "publish"
            ? "Your profile is live in search results."
            : "Your profile is hidden from search results.",
        );
      case "enrich": {
        const { created } = await startEnrichment(context.db, vendorId);
        return success(
          parsed.intent,
          created
            ? "We are reading your website: follow it under Facts from your website."
            : "Your website is already being read.",
        );
      }
      case "accept":
      case "reject":
        await decideProposal(context.db, {
          vendorId,
          proposalId: parsed.value.proposalId,
          accept: parsed.intent === "accept",
        });
        return success(
          parsed.intent,
          parsed.intent === "accept" ? "Added to your profile." : "Proposal rejected.",
        );
      case "reply-review":
        await replyToReview({
          db: context.db,
          vendorIds: [vendorId],
          reviewId: parsed.value.reviewId,
          reply: parsed.value.reply,
        });
        return success(parsed.intent, "Your reply is published under the review.");
      case "confirm-contact": {
        const sent = await requestContactEmailConfirmation(context, { vendorId, editor: user });
        return success(parsed.intent, contactMessage(sent, user.email));
      }
      case "propose-kind": {
        const proposal = kindProposalSchema(await findKindChoices(context)).safeParse(parsed.value);
        if (!proposal.success) {
          throw new AppError("validation", INVALID_FORM_MESSAGE, {
            fields: formatFieldErrors(proposal.error),
          });
        }
        const { name } = await proposeKind(context, { vendorId, userId: user.id, input: proposal.data });
        return success(
          parsed.intent,
          `Thank you: "${name}" is waiting for an operator's review. Once approved, you can choose it under Kinds of software.`,
        );
      }
    }
  });
}

async function saveProfile(
  context: Route.ActionArgs["context"],
  { vendorId, user, form }: { vendorId: string; user: VendorUser; form: FormData },
) {
  const own = await getOwnVendorProfile(context.db, vendorId);
  const values = readProfileForm(form, profileToFormValues(own.profile));
  const parsed = parseProfileForm(values, new Date().getUTCFullYear(), {
    isOfferedCategory: offeredCategoryTest(await findKindChoices(context)),
  });
  if (!parsed.ok) {
    return data(failure("save", INVALID_FORM_MESSAGE, { fields: parsed.fields, values }), { status: 400 });
  }
  const saved = await updateVendorProfile(context.db, vendorId, parsed.profile, user);
  const notes = ["Profile saved."];
  if (saved.verification === "dropped") {
    notes.push(
      `The "Verified vendor" badge was removed: it was proven for ${saved.provenFor}, and your website is now on ${saved.domain}. Contact us to have the new domain reviewed.`,
    );
  } else if (saved.verification === "granted") {
    notes.push(`Your confirmed email is on ${saved.domain}, so your profile is now verified.`);
  }
  if (saved.contactEmailChanged) {
    const sent = await requestContactEmailConfirmation(context, { vendorId, editor: user }).catch(
      (error: unknown) => {
        if (!isAppError(error)) throw error;
        return error;
      },
    );
    notes.push(
      isAppError(sent)
        ? `The new contact address is not confirmed yet: ${sent.message}`
        : contactMessage(sent, user.email),
    );
  }
  return success("save" as const, notes.join(" "));
}

function contactMessage(
  sent: { state: ContactEmailState; email: string | null },
  accountEmail: string,
): string {
  if (sent.state === "sent")
    return `We sent a confirmation link to ${sent.email}. Until it is opened there, new leads and buyers' questions go to ${accountEmail}.`;
  if (sent.state === "confirmed") return `New leads and buyers' questions go to ${sent.email}.`;
  return `New leads and buyers' questions go to ${accountEmail}.`;
}

function contactHint(contact: { email: string | null; confirmed: boolean; mailTo: string | null }): string {
  if (contact.confirmed) return "Confirmed: new leads and buyers' questions go to this address.";
  if (!contact.email)
    return `New leads and buyers' questions go to ${contact.mailTo ?? "nobody"} until you enter one.`;
  const until = contact.mailTo ? `they go to your account's address, ${contact.mailTo}` : "nothing is sent";
  return `Not confirmed yet: until ${contact.email} opens the link we send it, ${until}.`;
}

export default function VendorDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  if (loaderData.state !== "active") {
    return (
      <section className="mx-auto max-w-3xl px-4 py-16">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your vendor dashboard</h1>
        <FormAlert
          tone={loaderData.state === "pending" ? "success" : "error"}
          message={
            loaderData.state === "pending"
              ? "Your claim is waiting for an operator's review. We will email you when it is decided."
              : "Your claim was not approved. Contact us if you believe this is a mistake."
          }
        />
      </section>
    );
  }
  const { vendor, completeness, preview } = loaderData;
  const failed = actionData?.intent === "save" && !actionData.ok ? actionData : undefined;
  const values = failed ? (failed.values as typeof loaderData.values) : loaderData.values;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{vendor.name}</h1>
          <p className="mt-1 text-slate-700">
            {vendor.published ? "Published: buyers can find it." : "Draft: not shown to buyers yet."}{" "}
            {vendor.verified ? "Verified vendor." : "Not verified yet."}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value={vendor.published ? "unpublish" : "publish"} />
            <Button type="submit" variant={vendor.published ? "outline" : "default"} disabled={busy}>
              {vendor.published ? "Unpublish" : "Publish profile"}
            </Button>
          </Form>
          <Button asChild variant="outline">
            <Link to="/vendor/leads">Leads and questions</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/vendor/security">Account security</Link>
          </Button>
          <Form method="post" action="/vendor/sign-out">
            <Button type="submit" variant="ghost">
              Sign out
            </Button>
          </Form>
        </div>
      </div>
      {actionData?.message && (
        <div className="mt-6">
          <FormAlert tone={actionData.ok ? "success" : "error"} message={actionData.message} />
        </div>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Form method="post" className="space-y-6 lg:order-1" noValidate>
          <input type="hidden" name="intent" value="save" />
          <ProfileFields
            values={values}
            errors={failed?.fields ?? {}}
            kindChoices={loaderData.kindChoices}
            contactEmailHint={contactHint(loaderData.contact)}
          />
          <Button type="submit" size="lg" disabled={busy}>
            {busy && navigation.formData?.get("intent") === "save" ? "Saving…" : "Save profile"}
          </Button>
        </Form>
        <aside className="space-y-6 lg:order-2">
          <section
            aria-labelledby="completeness"
            className="rounded-xl border border-border bg-white p-5 shadow-sm"
          >
            <h2 id="completeness" className="text-lg font-semibold text-slate-900">
              Profile completeness: {completeness.percent}%
            </h2>
            <div
              className="mt-3 h-2 rounded-full bg-slate-200"
              role="progressbar"
              aria-labelledby="completeness"
              aria-valuenow={completeness.percent}
              aria-valuemin={0}
              aria-valuemax={100}
            >
              <div className="h-2 rounded-full bg-primary" style={{ width: `${completeness.percent}%` }} />
            </div>
            <ul className="mt-4 space-y-1 text-sm">
              {completeness.checks.map((c) => (
                <li key={c.label} className={c.done ? "text-slate-600" : "font-medium text-slate-900"}>
                  {c.done ? "✓ " : "○ "}
                  {c.label}
                  <span className="sr-only">{c.done ? " (done)" : " (missing)"}</span>
                </li>
              ))}
            </ul>
          </section>
          {loaderData.contact.email && !loaderData.contact.confirmed && (
            <section
              aria-labelledby="lead-address"
              className="rounded-xl border border-border bg-white p-5 shadow-sm"
            >
              <h2 id="lead-address" className="text-lg font-semibold text-slate-900">
                Contact email not confirmed
              </h2>
              <p className="mt-2 text-sm text-slate-700">{contactHint(loaderData.contact)}</p>
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="confirm-contact" />
                <Button type="submit" variant="outline" disabled={busy}>
                  Send a confirmation link to {loaderData.contact.email}
                </Button>
              </Form>
            </section>
          )}
          <KindProposalPanel
            proposals={loaderData.kindProposals}
            reply={actionData?.intent === "propose-kind" ? actionData : undefined}
            busy={busy}
          />
          <EnrichmentPanel proposals={loaderData.proposals} enrichment={loaderData.enrichment} busy={busy} />
          <VendorReviewsPanel
            vendorName={vendor.name}
            published={loaderData.reviews.published}
            waiting={loaderData.reviews.waiting}
            busy={busy}
            error={
              actionData?.intent === "reply-review" && !actionData.ok
                ? {
                    reviewId: String(actionData.values.reviewId ?? ""),
                    message: actionData.fields.reply ?? actionData.message,
                  }
                : undefined
            }
          />
          <section aria-labelledby="preview">
            <h2 id="preview" className="text-lg font-semibold text-slate-900">
              How buyers see it
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Your card for a buyer whose problem matches your own description. Scores vary with each buyer.
            </p>
            <div className="mt-3">
              {preview ? (
                <VendorResultCard vendor={preview} />
              ) : (
                <p className="text-sm">Add a description, categories and features to see your card.</p>
              )}
            </div>
          </section>
        </aside>
      </div>
    </div>
  );
}

const PROPOSAL_STATES = { pending: "waiting for review", approved: "approved", rejected: "not approved" };

/** The vendor's proposed kinds with their state, and the form to propose another. */
function KindProposalPanel({
  proposals,
  reply,
  busy,
}: {
  proposals: { id: string; name: string; status: keyof typeof PROPOSAL_STATES }[];
  reply?: { ok: boolean; fields?: Record<string, string>; values?: Record<string, unknown> };
  busy: boolean;
}) {
  const failed = reply && !reply.ok ? reply : undefined;
  const typed = (name: string) =>
    typeof failed?.values?.[name] === "string" ? String(failed.values[name]) : "";
  return (
    <section
      aria-labelledby="kind-proposals"
      className="rounded-xl border border-border bg-white p-5 shadow-sm"
    >
      <h2 id="kind-proposals" className="text-lg font-semibold text-slate-900">
        Kinds of software you proposed
      </h2>
      {proposals.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">None yet.</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {proposals.map((p) => (
            <li key={p.id}>
              <strong>{p.name}</strong>: {PROPOSAL_STATES[p.status]}
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="propose-kind" />
        <KindProposalFields
          values={{ kindName: typed("kindName"), kindDescription: typed("kindDescription") }}
          errors={failed?.fields ?? {}}
          open={Boolean(failed)}
        />
        <Button type="submit" variant="outline" disabled={busy}>
          Propose this kind
        </Button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/" backLabel="Return to Home" />;
}
