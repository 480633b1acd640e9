import { Form } from "react-router";
import { Button } from "~/components/ui/button";

const KIND_LABEL = {
  category: "Category",
  feature: "Feature",
  integration: "Integration",
  certification: "Certification",
} as const;

interface PanelProps {
  proposals: {
    id: string;
    kind: keyof typeof KIND_LABEL;
    value: string;
    sourceUrl: string;
    sentence: string;
  }[];
  latestRun: {
    status: string;
    error: string | null;
    proposals: number;
    finishedAt: Date | string | null;
  } | null;
  busy: boolean;
}

/** Facts proposed from the vendor's own website, each with its source, to accept or reject one by one. */
export function EnrichmentPanel({ proposals, latestRun, busy }: PanelProps) {
  const running = latestRun?.status === "queued" || latestRun?.status === "running";
  return (
    <section aria-labelledby="enrichment" className="rounded-xl border border-border bg-white p-5 shadow-sm">
      <h2 id="enrichment" className="text-lg font-semibold text-slate-900">
        Facts from your website
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        We read your home page and up to 10 pages it links to (respecting robots.txt) and propose categories,
        features, integrations and certifications with the sentence we found them in. Nothing is added until
        you accept it.
      </p>
      {latestRun && (
        <p className="mt-2 text-sm" role="status">
          {running
            ? "Reading your website…"
            : latestRun.status === "failed"
              ? `The last reading failed: ${latestRun.error ?? "unknown error"}.`
              : `Last reading: ${latestRun.proposals} proposal${latestRun.proposals === 1 ? "" : "s"}.`}
        </p>
      )}
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="enrich" />
        <Button type="submit" variant="outline" disabled={busy || running}>
          {running ? "Reading…" : "Read my website"}
        </Button>
      </Form>
      {proposals.length > 0 && (
        <ul className="mt-4 space-y-3">
          {proposals.map((p) => (
            <li key={p.id} className="rounded-lg border border-border p-3 text-sm">
              <p>
                <span className="font-medium text-slate-600">{KIND_LABEL[p.kind]}:</span>{" "}
                <strong className="text-slate-900">{p.value}</strong>
              </p>
              <blockquote className="mt-1 border-l-2 border-slate-300 pl-2 text-slate-700">
                “{p.sentence}”
              </blockquote>
              <p className="mt-1 break-all text-xs">
                <a
                  href={p.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline underline-offset-4"
                >
                  {p.sourceUrl}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </p>
              <Form method="post" className="mt-2 flex gap-2">
                <input type="hidden" name="proposalId" value={p.id} />
                <Button
                  type="submit"
                  size="sm"
                  name="intent"
                  value="accept"
                  disabled={busy}
                  aria-label={`Accept ${KIND_LABEL[p.kind].toLowerCase()} ${p.value}`}
                >
                  Accept
                </Button>
                <Button
                  type="submit"
                  size="sm"
                  variant="outline"
                  name="intent"
                  value="reject"
                  disabled={busy}
                  aria-label={`Reject ${KIND_LABEL[p.kind].toLowerCase()} ${p.value}`}
                >
                  Reject
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
