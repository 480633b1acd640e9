import { data, Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { AdminActionForm } from "~/components/admin/admin-action-form";
import { AdminCards, AdminSection, AdminTable } from "~/components/admin/admin-layout";
import { FormAlert } from "~/components/auth/form-field";
import { RouteError } from "~/components/layout/route-error";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ACCOUNT_PAGES } from "~/config/pages";
import { parseAdminVendorQuery } from "~/domain/admin/admin-view";
import { BREACH_REASON_LABELS, BREACH_STRIKE_LIMIT } from "~/domain/leads/breach-reports";
import {
  decideBreachReport,
  decideClaim,
  decideKindProposal,
  decideReviewByAdmin,
  findAdminVendors,
  findFailedJobs,
  findOpenBreachReports,
  findPendingClaims,
  findPendingKindProposals,
  findRecentAuditEntries,
  findRecentEnrichmentRuns,
  findUnlockBlockedVendors,
  liftUnlockBlock,
  setTestimonialApprovalByAdmin,
  setVendorStatusByAdmin,
} from "~/services/admin/admin.server";
import { requireAdmin } from "~/services/auth/session.server";
import { findTestimonialsForReview } from "~/services/feedback/shortlist-ratings.server";
import { findMissingKinds } from "~/services/record-missing-kind.server";
import { findPendingReviews } from "~/services/reviews/reviews.server";
import { findProductSuggestions } from "~/services/why-not.server";
import {
  type FormReply,
  formatFieldErrors,
  parseIntent,
  replyingToAppErrors,
  success,
} from "~/utils/form-action";
import { readFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = (args) => pageMeta(ACCOUNT_PAGES.admin.seo, args);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const admin = await requireAdmin({ request, url }, context);
  const parsed = parseAdminVendorQuery(url.searchParams);
  if (!parsed.success) {
    const fields = formatFieldErrors(parsed.error);
    const [name, problem] = Object.entries(fields)[0] ?? ["search", "is invalid"];
    throw data({ message: `The vendor search's ${name} ${problem}.` }, { status: 400 });
  }
  const { q: query, status, page } = parsed.data;
  const [
    claims,
    vendorList,
    testimonials,
    runs,
    failedJobs,
    audit,
    reports,
    blocked,
    missingKinds,
    suggestions,
    reviews,
    kindProposals,
  ] = await Promise.all([
    findPendingClaims(context.db),
    findAdminVendors(context.db, { query, status, page }),
    findTestimonialsForReview({ db: context.db }),
    findRecentEnrichmentRuns(context.db),
    findFailedJobs(context.db),
    findRecentAuditEntries(context.db),
    findOpenBreachReports(context.db),
    findUnlockBlockedVendors(context.db),
    findMissingKinds({ db: context.db }),
    findProductSuggestions({ db: context.db }),
    findPendingReviews(context.db),
    findPendingKindProposals(context.db),
  ]);
  return data(
    {
      adminEmail: admin.email,
      query,
      status,
      claims,
      vendors: vendorList,
      testimonials,
      runs,
      failedJobs,
      audit,
      reports,
      blocked,
      missingKinds,
      suggestions,
      reviews,
      kindProposals,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/** Each operator action names its row by id; a missing id is looked up like any unknown one (not found). */
const INTENTS = {
  "approve-claim": z.object({ userId: z.string().catch("") }),
  "reject-claim": z.object({ userId: z.string().catch("") }),
  publish: z.object({ vendorId: z.string().catch("") }),
  unpublish: z.object({ vendorId: z.string().catch("") }),
  "confirm-breach": z.object({ reportId: z.string().catch("") }),
  "dismiss-breach": z.object({ reportId: z.string().catch("") }),
  "approve-kind": z.object({ proposalId: z.string().catch("") }),
  "reject-kind": z.object({ proposalId: z.string().catch("") }),
  "lift-block": z.object({ vendorId: z.string().catch("") }),
  "approve-testimonial": z.object({ ratingId: z.string().catch("") }),
  "unapprove-testimonial": z.object({ ratingId: z.string().catch("") }),
  "publish-review": z.object({ reviewId: z.string().catch("") }),
  "reject-review": z.object({ reviewId: z.string().catch("") }),
};
type Intent = keyof typeof INTENTS;

export async function action({ request, url, context }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, url }, context);
  const form = await readFormData(request);
  const parsed = parseIntent(form, INTENTS);
  if (!parsed.ok) return data(parsed.reply, { status: parsed.status });
  const actor = { id: admin.id, email: admin.email };
  return replyingToAppErrors(parsed.intent, parsed.values, async (): Promise<FormReply<Intent>> => {
    switch (parsed.intent) {
      case "approve-claim":
      case "reject-claim": {
        const approved = parsed.intent === "approve-claim";
        const claim = await decideClaim(context.db, actor, {
          userId: parsed.value.userId,
          approve: approved,
          publicUrl: context.env.PUBLIC_URL,
        });
        return success(
          parsed.intent,
          `${approved ? "Approved" : "Rejected"} the claim of ${claim.vendorName} by ${claim.email}.`,
        );
      }
      case "publish":
      case "unpublish":
        await setVendorStatusByAdmin(context.db, actor, {
          vendorId: parsed.value.vendorId,
          published: parsed.intent === "publish",
        });
        return success(
          parsed.intent,
          parsed.intent === "publish" ? "Vendor published." : "Vendor hidden from results.",
        );
      case "confirm-breach":
      case "dismiss-breach": {
        const confirm = parsed.intent === "confirm-breach";
        const { vendorName } = await decideBreachReport(context.db, actor, {
          reportId: parsed.value.reportId,
          confirm,
        });
        return success(
          parsed.intent,
          confirm
            ? `Confirmed: a strike against ${vendorName}.`
            : `Dismissed the report about ${vendorName}.`,
        );
      }
      case "approve-kind":
      case "reject-kind": {
        const approve = parsed.intent === "approve-kind";
        const { name, vendorName } = await decideKindProposal(context.db, actor, {
          proposalId: parsed.value.proposalId,
          approve,
        });
        return success(
          parsed.intent,
          approve
            ? `Approved the kind "${name}": ${vendorName} and every other vendor can now choose it.`
            : `Rejected the kind "${name}" proposed by ${vendorName}.`,
        );
      }
      case "lift-block": {
        const { lifted } = await liftUnlockBlock(context.db, actor, { vendorId: parsed.value.vendorId });
        return success(
          parsed.intent,
          `Lifted: ${lifted} strikes no longer count; the vendor can unlock leads again.`,
        );
      }
      case "publish-review":
      case "reject-review": {
        const publish = parsed.intent === "publish-review";
        const { vendorName } = await decideReviewByAdmin(context.db, actor, {
          reviewId: parsed.value.reviewId,
          publish,
        });
        return success(
          parsed.intent,
          publish
            ? `Published the review of ${vendorName}.`
            : `Rejected the review of ${vendorName}; it is not shown.`,
        );
      }
      case "approve-testimonial":
      case "unapprove-testimonial": {
        const approve = parsed.intent === "approve-testimonial";
        const { authorName } = await setTestimonialApprovalByAdmin(context.db, actor, {
          ratingId: parsed.value.ratingId,
          approve,
        });
        return success(
          parsed.intent,
          approve
            ? `Published the quote by ${authorName} on the home page.`
            : `Withdrew the quote by ${authorName || "an anonymous buyer"} from the home page.`,
        );
      }
    }
  });
}

function when(value: Date | string | null) {
  return value ? new Date(value).toISOString().replace("T", " ").slice(0, 16) : "";
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const {
    claims,
    vendors,
    testimonials,
    runs,
    failedJobs,
    audit,
    reports,
    blocked,
    missingKinds,
    suggestions,
    reviews,
    kindProposals,
  } = loaderData;
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Operator admin</h1>
        <p className="mt-1 text-slate-700">
          Signed in as {loaderData.adminEmail}. Every action here is written to the audit log.
        </p>
      </div>
      {actionData?.message && (
        <FormAlert tone={actionData.ok ? "success" : "error"} message={actionData.message} />
      )}

      <AdminSection id="claims" title={`Pending claims (${claims.length})`}>
        <AdminCards items={claims} empty="No claims are waiting." itemKey={(c) => c.userId}>
          {(c) => (
            <>
              <div>
                <p>
                  <strong>{c.email}</strong> {c.emailVerified ? "(email confirmed)" : "(email not confirmed)"}{" "}
                  claims <strong>{c.vendorName}</strong> ({c.website})
                </p>
                <p className="text-slate-600">Since {when(c.createdAt)} UTC</p>
              </div>
              <AdminActionForm
                field="userId"
                value={c.userId}
                busy={busy}
                actions={[
                  {
                    intent: "approve-claim",
                    label: "Approve",
                    variant: "default",
                    accessibleName: `Approve the claim of ${c.vendorName} by ${c.email}`,
                  },
                  {
                    intent: "reject-claim",
                    label: "Reject",
                    accessibleName: `Reject the claim of ${c.vendorName} by ${c.email}`,
                  },
                ]}
              />
            </>
          )}
        </AdminCards>
      </AdminSection>

      <AdminSection
        id="breach-reports"
        title={`Breach reports (${reports.length} waiting)`}
        intro={`Buyers' reports about vendors that unlocked their details. A confirmed report is a strike; at ${BREACH_STRIKE_LIMIT} strikes a vendor can no longer unlock leads until you lift the block.`}
      >
        <AdminCards items={reports} empty="No reports are waiting." itemKey={(r) => r.id} align="start">
          {(r) => (
            <>
              <div className="max-w-3xl">
                <p className="font-medium text-slate-900">
                  {r.vendorName}: {BREACH_REASON_LABELS[r.reason]}
                </p>
                {r.details && <p className="mt-1 whitespace-pre-line text-slate-800">“{r.details}”</p>}
                <p className="mt-1 text-sm text-slate-700">
                  Reported {when(r.createdAt)} UTC · {r.strikes} confirmed{" "}
                  {r.strikes === 1 ? "strike" : "strikes"} so far
                </p>
              </div>
              <AdminActionForm
                field="reportId"
                value={r.id}
                busy={busy}
                actions={[
                  {
                    intent: "confirm-breach",
                    label: "Confirm",
                    variant: "default",
                    accessibleName: `Confirm the report about ${r.vendorName}`,
                  },
                  {
                    intent: "dismiss-breach",
                    label: "Dismiss",
                    accessibleName: `Dismiss the report about ${r.vendorName}`,
                  },
                ]}
              />
            </>
          )}
        </AdminCards>
        <h3 className="mt-6 text-base font-semibold text-slate-900">Vendors blocked from unlocking</h3>
        <AdminCards items={blocked} empty="No vendor is blocked." itemKey={(b) => b.vendorId}>
          {(b) => (
            <>
              <p className="text-slate-900">
                {b.vendorName}: {b.strikes} confirmed strikes
              </p>
              <AdminActionForm
                field="vendorId"
                value={b.vendorId}
                busy={busy}
                actions={[
                  {
                    intent: "lift-block",
                    label: "Lift the block",
                    accessibleName: `Lift the block on ${b.vendorName}`,
                  },
                ]}
              />
            </>
          )}
        </AdminCards>
      </AdminSection>

      <AdminSection
        id="reviews"
        title={`Reviews waiting (${reviews.length})`}
        intro="Reviews by buyers who connected with a vendor, written through their invitation link. Publish what is a fair account of the vendor; reject abuse, personal data or anything off topic. Only published reviews are shown and counted."
      >
        <AdminCards items={reviews} empty="No reviews are waiting." itemKey={(r) => r.id} align="start">
          {(r) => (
            <>
              <div className="max-w-3xl">
                <p className="font-medium text-slate-900">
                  {r.vendorName}: responsiveness {r.responsiveness}/5, fit {r.fit}/5
                </p>
                {r.text ? (
                  <p className="mt-1 whitespace-pre-line text-slate-800">“{r.text}”</p>
                ) : (
                  <p className="mt-1 text-slate-700">No text.</p>
                )}
                <p className="mt-1 text-sm text-slate-700">Written {when(r.writtenAt)} UTC</p>
              </div>
              <AdminActionForm
                field="reviewId"
                value={r.id}
                busy={busy}
                actions={[
                  {
                    intent: "publish-review",
                    label: "Publish",
                    variant: "default",
                    accessibleName: `Publish the review of ${r.vendorName}`,
                  },
                  {
                    intent: "reject-review",
                    label: "Reject",
                    accessibleName: `Reject the review of ${r.vendorName}`,
                  },
                ]}
              />
            </>
          )}
        </AdminCards>
      </AdminSection>

      <AdminSection
        id="missing-kinds"
        title="Kinds buyers asked for that we lack"
        intro="Searches whose needed kind of software had no product in the catalog, counted by kind only (nothing about the buyer). Add products of the most asked kinds first."
      >
        {missingKinds.length === 0 ? (
          <p className="mt-3 text-slate-700">No search has asked for a kind we lack.</p>
        ) : (
          <AdminTable
            caption="Kinds buyers asked for that we lack, most asked first"
            columns={["Kind", "Searches", "First asked (UTC)", "Last asked (UTC)"]}
          >
            {missingKinds.map((k) => (
              <tr key={k.kindId} className="border-b align-top">
                <td className="py-2 pr-3">{k.kindName}</td>
                <td className="py-2 pr-3">{k.searches}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{when(k.firstAskedAt)}</td>
                <td className="py-2 whitespace-nowrap">{when(k.lastAskedAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminSection>

      <AdminSection
        id="product-suggestions"
        title="Products buyers suggested adding"
        intro="Products buyers asked 'Why not …?' about that the catalog lacks, with the kind of software their search needed (nothing about the buyer or the search)."
      >
        {suggestions.length === 0 ? (
          <p className="mt-3 text-slate-700">No buyer has suggested a product yet.</p>
        ) : (
          <AdminTable
            caption="Products buyers suggested adding, most suggested first"
            columns={["Product", "Kind of software searched", "Suggestions", "First (UTC)", "Last (UTC)"]}
          >
            {suggestions.map((s) => (
              <tr key={`${s.kind}|${s.name}`} className="border-b align-top">
                <td className="py-2 pr-3">{s.name}</td>
                <td className="py-2 pr-3">{s.kind || "None read"}</td>
                <td className="py-2 pr-3">{s.suggestions}</td>
                <td className="py-2 pr-3 whitespace-nowrap">{when(s.firstSuggestedAt)}</td>
                <td className="py-2 whitespace-nowrap">{when(s.lastSuggestedAt)}</td>
              </tr>
            ))}
          </AdminTable>
        )}
      </AdminSection>

      <AdminSection
        id="kind-proposals"
        title={`Proposed kinds of software (${kindProposals.length} waiting)`}
        intro="Kinds vendors could not find in our list of kinds. An approved kind is offered to every vendor's profile; buyers' searches read it from the profiles that list it. Add its cues to the vocabulary to have it understood as a kind (docs/matching.md)."
      >
        <AdminCards
          items={kindProposals}
          empty="No proposals are waiting."
          itemKey={(k) => k.id}
          align="start"
        >
          {(k) => (
            <>
              <div className="max-w-3xl">
                <p className="font-medium text-slate-900">{k.name}</p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{k.description}</p>
                <p className="mt-1 text-sm text-slate-700">
                  Proposed by {k.vendorName} on {when(k.createdAt)} UTC
                </p>
              </div>
              <AdminActionForm
                field="proposalId"
                value={k.id}
                busy={busy}
                actions={[
                  {
                    intent: "approve-kind",
                    label: "Approve",
                    variant: "default",
                    accessibleName: `Approve the kind ${k.name} proposed by ${k.vendorName}`,
                  },
                  {
                    intent: "reject-kind",
                    label: "Reject",
                    accessibleName: `Reject the kind ${k.name} proposed by ${k.vendorName}`,
                  },
                ]}
              />
            </>
          )}
        </AdminCards>
      </AdminSection>

      <AdminSection id="vendors" title="Vendors">
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          <div className="space-y-1.5">
            <Label htmlFor="admin-q">Search name, slug or website</Label>
            <Input id="admin-q" name="q" type="search" defaultValue={loaderData.query} className="w-72" />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="admin-status">Status</Label>
            <select
              id="admin-status"
              name="status"
              defaultValue={loaderData.status}
              className="h-10 rounded-md border border-input bg-white px-3 text-sm"
            >
              <option value="all">All</option>
              <option value="published">Published</option>
              <option value="draft">Unpublished</option>
            </select>
          </div>
          <Button type="submit" variant="outline">
            Search
          </Button>
        </Form>
        <p role="status" className="mt-3 text-sm text-slate-700">
          {vendors.total === 0
            ? "No vendor matches this search."
            : `Showing ${vendors.first}–${vendors.last} of ${vendors.total} ${vendors.total === 1 ? "vendor" : "vendors"}`}
          {vendors.pages > 1 && ` · page ${vendors.page} of ${vendors.pages}`}
        </p>
        <AdminTable
          caption="Vendors matching the search, most recently changed first"
          columns={["Vendor", "Status", "Claimed / verified", "Action"]}
        >
          {vendors.rows.map((v) => (
            <tr key={v.id} className="border-b align-top">
              <td className="py-2 pr-3">
                <strong>{v.name}</strong>
                <br />
                <span className="break-all text-slate-600">{v.website ?? v.slug}</span>
              </td>
              <td className="py-2 pr-3">{v.status === "published" ? "Published" : "Unpublished"}</td>
              <td className="py-2 pr-3">
                {v.claimed ? "Claimed" : "Unclaimed"} / {v.verified ? "verified" : "not verified"}
              </td>
              <td className="py-2">
                <AdminActionForm
                  field="vendorId"
                  value={v.id}
                  busy={busy}
                  actions={[
                    v.status === "published"
                      ? { intent: "unpublish", label: "Unpublish", accessibleName: `Unpublish ${v.name}` }
                      : { intent: "publish", label: "Publish", accessibleName: `Publish ${v.name}` },
                  ]}
                />
              </td>
            </tr>
          ))}
        </AdminTable>
        <VendorPages
          query={loaderData.query}
          status={loaderData.status}
          page={vendors.page}
          pages={vendors.pages}
        />
      </AdminSection>

      <AdminSection
        id="testimonials"
        title={`Testimonials (${testimonials.filter((q) => !q.approvedAt).length} waiting)`}
        intro={`Shortlist ratings whose authors ticked "you may publish this quote". Published quotes appear on the home page (with at least two, they replace the worked examples).`}
      >
        <AdminCards
          items={testimonials}
          empty="No buyer has offered a quote yet."
          itemKey={(q) => q.id}
          align="start"
        >
          {(q) => {
            const author = q.authorName || "No name given";
            return (
              <>
                <figure className="max-w-3xl">
                  <blockquote className="text-slate-900">“{q.comment}”</blockquote>
                  <figcaption className="mt-1 text-slate-700">
                    {author}
                    {q.authorTitle ? `, ${q.authorTitle}` : ""} · {q.stars} of 5 stars · rated{" "}
                    {when(q.createdAt)} UTC ·{" "}
                    {q.approvedAt ? `published ${when(q.approvedAt)} UTC` : "waiting for approval"}
                  </figcaption>
                </figure>
                <AdminActionForm
                  field="ratingId"
                  value={q.id}
                  busy={busy}
                  actions={[
                    q.approvedAt
                      ? {
                          intent: "unapprove-testimonial",
                          label: "Withdraw",
                          accessibleName: `Withdraw the quote by ${author}`,
                        }
                      : {
                          intent: "approve-testimonial",
                          label: "Publish",
                          variant: "default",
                          accessibleName: `Publish the quote by ${author}`,
                        },
                  ]}
                />
              </>
            );
          }}
        </AdminCards>
      </AdminSection>

      <AdminSection id="runs" title="Recent website readings">
        <AdminTable
          caption="The latest enrichment jobs and their errors"
          columns={["When (UTC)", "Vendor", "Status", "Error"]}
        >
          {runs.map((r) => (
            <tr key={r.id} className="border-b align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{when(r.createdAt)}</td>
              <td className="py-2 pr-3">
                {r.vendorName}
                <br />
                <span className="break-all text-slate-600">{r.website}</span>
              </td>
              <td className="py-2 pr-3">
                {r.status}
                {r.status === "succeeded" ? ` (${r.proposals} proposals)` : ""}
              </td>
              <td className="py-2 break-words text-destructive">{r.error ?? ""}</td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>

      <AdminSection id="failed-jobs" title="Failed jobs">
        <AdminTable
          caption="Background jobs that used up their attempts (emails, refunds, website readings), with their last error"
          columns={["Finished (UTC)", "Job", "Attempts", "Last error"]}
        >
          {failedJobs.map((j) => (
            <tr key={j.id} className="border-b align-top">
              <td className="py-2 pr-3 whitespace-nowrap">{j.finishedAt ? when(j.finishedAt) : ""}</td>
              <td className="py-2 pr-3">
                {j.type} #{j.id}
              </td>
              <td className="py-2 pr-3">{j.attempts}</td>
              <td className="py-2 break-words text-destructive">{j.error ?? ""}</td>
            </tr>
          ))}
        </AdminTable>
      </AdminSection>

      <AdminSection id="audit" title="Audit log">
        <ul className="mt-3 space-y-1 text-sm">
          {audit.map((a) => (
            <li key={a.id}>
              {when(a.createdAt)} — {a.actorEmail}: {a.action} {a.target}{" "}
              <span className="break-all font-mono text-xs text-slate-600">
                ({a.targetType} {a.targetId})
              </span>
            </li>
          ))}
        </ul>
      </AdminSection>
    </div>
  );
}

/** Previous and next pages of the vendor list, keeping the search. */
function VendorPages({
  query,
  status,
  page,
  pages,
}: {
  query: string;
  status: string;
  page: number;
  pages: number;
}) {
  if (pages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams();
    if (query) params.set("q", query);
    if (status !== "all") params.set("status", status);
    if (p > 1) params.set("page", String(p));
    const search = params.toString();
    return `/admin${search ? `?${search}` : ""}#vendors`;
  };
  const link = "rounded-md border border-border px-3 py-1.5 text-sm font-medium text-primary hover:bg-muted";
  return (
    <nav aria-label="Vendor pages" className="mt-3 flex flex-wrap items-center gap-2">
      {page > 1 && (
        <Link to={href(page - 1)} className={link} preventScrollReset>
          Previous page<span className="sr-only"> of vendors</span>
        </Link>
      )}
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link to={href(page + 1)} className={link} preventScrollReset>
          Next page<span className="sr-only"> of vendors</span>
        </Link>
      )}
    </nav>
  );
}

export function ErrorBoundary() {
  return <RouteError backTo="/" backLabel="Return to Home" />;
}
