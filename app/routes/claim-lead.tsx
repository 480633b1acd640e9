import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { RouteError } from "~/components/layout/route-error";
import { FormField } from "~/components/marketplace/form-field";
import { LeadPreviewCard } from "~/components/marketplace/lead-preview";
import { Button } from "~/components/ui/button";
import { KeyRound } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { PAGES } from "~/config/pages";
import { CLAIM_FAILURES_PER_HOUR } from "~/domain/leads/rules";
import { withdrawnLeadMessage } from "~/domain/leads/withdrawn";
import { requireVendorMembership } from "~/services/auth/session.server";
import {
  CLAIM_REFUSED_MESSAGE,
  claimLead,
  findOwnWithdrawnLead,
  type LeadPreview,
} from "~/services/leads/claim-lead.server";
import { enforceRateLimit } from "~/utils/api.server";
import { failure, parseForm, replyingToAppErrors, success, textValue } from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/claim-lead";

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.claimLead.seo, args);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireVendorMembership({ request, url }, context);
  // The link in the lead email carries the code; it is only filled in, never claimed by a GET.
  const code = (url.searchParams.get("code") ?? "").slice(0, 64);
  return { code };
}

type ClaimedLead = { preview: LeadPreview; now: string; priceEur: number };

const ClaimSchema = z.object({
  code: z.preprocess((v) => textValue(v as string | undefined).slice(0, 64), z.string()),
});

export async function action({ request, url, context }: Route.ActionArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const parsed = parseForm(await readFormData(request), "claim", ClaimSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  const { code } = parsed.value;
  const values = { code };
  return replyingToAppErrors<"claim", ClaimedLead>(parsed.intent, values, async () => {
    const preview = await claimLead({ db: context.db, vendorId, code });
    if (preview) {
      return success(parsed.intent, "", {
        preview,
        now: new Date().toISOString(),
        priceEur: context.env.LEAD_PRICE_EUR,
      });
    }
    // The vendor's own lead, withdrawn by its buyer: said as such (its leads page lists it), and no failed guess.
    const withdrawn = await findOwnWithdrawnLead({ db: context.db, vendorId, code });
    if (withdrawn) {
      return data(failure<"claim", ClaimedLead>(parsed.intent, withdrawnLeadMessage(withdrawn), { values }), {
        status: 410,
      });
    }
    // Only failures count: at most CLAIM_FAILURES_PER_HOUR wrong codes per vendor account per hour.
    await enforceRateLimit(context, {
      name: "claim-lead-failures",
      key: vendorId,
      limit: CLAIM_FAILURES_PER_HOUR,
      windowSeconds: 3600,
    });
    return data(failure<"claim", ClaimedLead>(parsed.intent, CLAIM_REFUSED_MESSAGE, { values }), {
      status: 400,
    });
  });
}

export default function ClaimLead({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const claimed = actionData?.ok ? actionData.result : undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Claim a lead</h1>
      <p className="mt-2 text-lg text-slate-700">
        Enter the lead code from your email to see the buyer's anonymous request and your match, before
        deciding to unlock their contact details.
      </p>
      <Form method="post" className="mt-6 grid max-w-md gap-3" noValidate>
        <FormField
          label="Lead code"
          hint="12 characters, like K7QM-2XH9-PD4T. Dashes and case don't matter."
          error={failed?.message}
        >
          {(props) => (
            <Input
              {...props}
              name="code"
              defaultValue={textValue(actionData?.values.code) || loaderData.code}
              autoComplete="off"
              spellCheck={false}
              maxLength={64}
              className="font-mono uppercase tracking-wider"
              required
            />
          )}
        </FormField>
        <Button type="submit" disabled={busy} className="justify-self-start">
          <KeyRound aria-hidden="true" />
          {busy ? "Checking..." : "Show lead"}
        </Button>
      </Form>
      {claimed && (
        <section className="mt-8 space-y-4" aria-label="Claimed lead">
          <LeadPreviewCard preview={claimed.preview} now={claimed.now} />
          {claimed.preview.state === "unlocked" ? (
            <Button asChild>
              <Link to={`/buyer-details?lead=${claimed.preview.leadId}`}>See the buyer's details</Link>
            </Button>
          ) : (
            <Button asChild>
              <Link to={`/paywall?lead=${claimed.preview.leadId}`}>Unlock contact details</Link>
            </Button>
          )}
        </section>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/leads" backLabel="Back to your leads" />;
}
