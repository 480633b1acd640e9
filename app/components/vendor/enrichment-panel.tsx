import { useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import {
  type EnrichmentProgress,
  enrichmentStatusText,
  isEnrichmentPending,
} from "~/domain/enrichment/progress";
import { cn } from "~/utils/cn";

const KIND_LABEL = {
  category: "Category",
  feature: "Feature",
  integration: "Integration",
  certification: "Certification",
} as const;

/** How often the dashboard asks where a pending reading stands. */
const POLL_INTERVAL_MS = 1000;
export const ENRICHMENT_STATUS_PATH = "/api/vendor-enrichment";

interface EnrichmentStatus {
  runId: string;
  progress: EnrichmentProgress;
  finishedAt: string | null;
}

interface PanelProps {
  proposals: {
    id: string;
    kind: keyof typeof KIND_LABEL;
    value: string;
    sourceUrl: string;
    sentence: string;
  }[];
  enrichment: EnrichmentStatus | null;
  busy: boolean;
}

async function fetchEnrichmentStatus(signal: AbortSignal): Promise<EnrichmentStatus | null> {
  const response = await fetch(ENRICHMENT_STATUS_PATH, { signal, headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return ((await response.json()) as { enrichment: EnrichmentStatus | null }).enrichment;
}

/**
 * The latest reading as it happens: while it is pending the panel asks for its state every second, and once it has
 * ended the page's data is loaded again, with the new proposals.
 */
function useFollowedEnrichment(fromLoader: EnrichmentStatus | null): EnrichmentStatus | null {
  const revalidator = useRevalidator();
  const [live, setLive] = useState(fromLoader);
  useEffect(() => setLive(fromLoader), [fromLoader]);
  const pending = live !== null && isEnrichmentPending(live.progress);
  const runId = live?.runId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one loop per pending run; the revalidator is stable enough
  useEffect(() => {
    if (!pending) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const status = await fetchEnrichmentStatus(controller.signal);
        if (controller.signal.aborted) return;
        setLive(status);
        if (!status || !isEnrichmentPending(status.progress)) {
          void revalidator.revalidate();
          return;
        }
      } catch {
        // A missed answer (offline for a moment) is asked again at the next turn.
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(poll, POLL_INTERVAL_MS);
    };
    timer = setTimeout(poll, POLL_INTERVAL_MS);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [pending, runId]);
  return live;
}

/** Facts proposed from the vendor's own website, each with its source, to accept or reject one by one. */
export function EnrichmentPanel({ proposals, enrichment, busy }: PanelProps) {
  const live = useFollowedEnrichment(enrichment);
  const pending = live !== null && isEnrichmentPending(live.progress);
  const failed = live?.progress.state === "failed";
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
      <p
        className={cn("mt-2 text-sm", failed ? "font-medium text-red-800" : "text-slate-700")}
        role="status"
        data-state={live?.progress.state}
      >
        {live ? enrichmentStatusText(live.progress) : ""}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="enrich" />
        <Button type="submit" variant="outline" disabled={busy || pending}>
          {pending ? "Reading…" : failed ? "Try again" : "Read my website"}
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
