import { data, Link, redirect } from "react-router";
import { RouteError } from "~/components/layout/route-error";
import { ContactRulesBox } from "~/components/marketplace/contact-rules-box";
import { LeadSummaryList } from "~/components/marketplace/lead-summary-list";
import { Button } from "~/components/ui/button";
import { Printer } from "~/components/ui/icons";
import { PAGES } from "~/config/pages";
import { allowsPhone } from "~/domain/leads/contact-rules";
import { formatDateTime, formatEur } from "~/domain/leads/format";
import { toLeadSummary } from "~/domain/leads/summary";
import { requireVendorMembership } from "~/services/auth/session.server";
import { getBuyerDetails } from "~/services/leads/get-buyer-details.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/buyer-details";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(PAGES.buyerDetails.seo, args),
  // A page with a person's contact details is never indexed, whatever the page record says.
  { name: "robots", content: "noindex, nofollow" },
];

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

/** The buyer's contact details and full request, for the vendor who paid for this lead and nobody else. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { vendorId } = await requireVendorMembership({ request, url }, context);
  const leadId = url.searchParams.get("lead") ?? "";
  const found = await getBuyerDetails({ db: context.db, vendorId, leadId });
  if (found.status === "locked") throw redirect(`/paywall?lead=${found.leadId}`);
  if (found.status === "not_found") return data({ found: false as const }, { status: 404 });
  return { found: true as const, details: found.details };
}

export default function BuyerDetails({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return (
      <section className="mx-auto max-w-2xl px-4 py-20 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">No buyer details here</h1>
        <p className="mt-3 text-lg text-slate-700">
          This lead does not exist, was withdrawn or deleted by the buyer, or belongs to another account. If
          you paid for a lead the buyer withdrew meanwhile, the payment is refunded to you in full
          automatically.
        </p>
        <Button asChild className="mt-6">
          <Link to="/claim-lead">Enter a lead code</Link>
        </Button>
      </section>
    );
  }
  const { details } = loaderData;
  const { contact, receipt } = details;
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 print:py-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Buyer lead details</h1>
          <p className="mt-1 text-slate-700">
            Lead {details.code} · unlocked by {details.vendorName} on {formatDateTime(details.unlockedAt)}
          </p>
        </div>
        <Button variant="outline" className="no-print" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print or save as PDF
        </Button>
      </div>

      <h2 className="mt-8 text-xl font-semibold text-slate-900">Contact</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-border bg-white p-5">
        <dt className="font-medium text-slate-600">Name</dt>
        <dd className="text-slate-900">{contact.name}</dd>
        <dt className="font-medium text-slate-600">Work email</dt>
        <dd>
          <a className="text-primary underline underline-offset-4" href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">Company</dt>
        <dd className="text-slate-900">{contact.company}</dd>
        {allowsPhone(details.contactRules) && (
          <>
            <dt className="font-medium text-slate-600">Phone</dt>
            <dd className="text-slate-900">
              {contact.phone || <span className="italic text-slate-600">Not given</span>}
            </dd>
          </>
        )}
      </dl>
      {details.confirmedAt && (
        <p className="mt-2 text-sm text-slate-700">
          The buyer confirmed this email address on {formatDateTime(details.confirmedAt)}.
        </p>
      )}
      <div className="mt-4">
        <ContactRulesBox rules={details.contactRules} note={details.note} />
      </div>
      <p className="mt-2 text-sm text-slate-600">The buyer agreed: “{details.consentText}”</p>

      <h2 className="mt-8 text-xl font-semibold text-slate-900">Their request</h2>
      <div className="mt-3 rounded-xl border border-border bg-white p-5">
        <p className="text-sm text-slate-600">Sent {formatDateTime(details.requestedAt)}</p>
        <p className="mt-2 whitespace-pre-line text-slate-900">{details.request.problem}</p>
        <LeadSummaryList summary={toLeadSummary(details.request)} />
      </div>

      <h2 className="mt-8 text-xl font-semibold text-slate-900">Receipt</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-border bg-white p-5">
        <dt className="font-medium text-slate-600">Item</dt>
        <dd className="text-slate-900">One-time unlock of lead {details.code}</dd>
        <dt className="font-medium text-slate-600">Amount</dt>
        <dd className="text-slate-900">
          {formatEur(receipt.amountCents / 100)}
          {receipt.provider === "test" && " (test mode, no real payment)"}
        </dd>
        <dt className="font-medium text-slate-600">Date</dt>
        <dd className="text-slate-900">{formatDateTime(receipt.paidAt)}</dd>
        <dt className="font-medium text-slate-600">Payment reference</dt>
        <dd className="break-all font-mono text-slate-900">{receipt.reference}</dd>
      </dl>
    </section>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/vendor/leads" backLabel="Back to your leads" />;
}
