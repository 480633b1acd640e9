import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type Database, queryRows } from "~/db/create-db.server";
import { enrichmentProposals, enrichmentRuns, jobs, vendors } from "~/db/schema";
import {
  type EnrichmentJobRecord,
  type EnrichmentProgress,
  enrichmentProgress,
} from "~/domain/enrichment/progress";
import { type ProposalKind, type ProposalVocabulary, proposeFacts } from "~/domain/enrichment/propose";
import type { Vocabulary } from "~/domain/matching";
import { AppError } from "~/utils/app-error";
import type { Env } from "~/utils/env.server";
import type { Logger } from "~/utils/logger.server";
import { defineJob, PermanentJobError } from "../jobs/jobs.server";
import { loadVocabulary } from "../matching-service.server";
import { getOwnVendorProfile, type Tx, writeVendorProfile } from "../vendors/vendor-profile.server";
import { type CrawlOptions, crawlSite } from "./crawl-site.server";
import { parseTestHosts } from "./safe-fetch.server";

/** Queues a reading of the vendor's website; a reading already queued or running is returned instead. */
export async function startEnrichment(
  db: Database,
  vendorId: string,
): Promise<{ runId: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ website: vendors.website })
      .from(vendors)
      .where(eq(vendors.id, vendorId))
      .for("update");
    if (!vendor) throw new AppError("not_found", "This vendor profile does not exist.");
    if (!vendor.website) throw new AppError("validation", "Add your website to the profile first.");
    const [pending] = await tx
      .select({ id: enrichmentRuns.id })
      .from(enrichmentRuns)
      .where(
        and(eq(enrichmentRuns.vendorId, vendorId), inArray(enrichmentRuns.status, ["queued", "running"])),
      );
    if (pending) return { runId: pending.id, created: false };
    // A failed attempt marks its run failed while the job waits to try again: that reading is still pending.
    const retrying = await pendingJobOf(tx, vendorId);
    if (retrying) return { runId: retrying.runId, created: false };
    const [run] = await tx
      .insert(enrichmentRuns)
      .values({ vendorId, website: vendor.website })
      .returning({ id: enrichmentRuns.id });
    await enrichVendorJob.enqueue(tx, { runId: run!.id, vendorId });
    return { runId: run!.id, created: true };
  });
}

function categoryPhrases(name: string): string[] {
  const phrases = [name];
  const acronym = /\(([A-Z]{2,})\)/.exec(name)?.[1];
  const plain = name.replace(/\s*\([^)]*\)\s*/g, " ").trim();
  if (plain !== name) phrases.push(plain);
  if (acronym) phrases.push(acronym);
  if (plain.includes(" & ")) phrases.push(plain.split(" & ")[0]!.trim());
  return phrases.filter((p) => p.length >= 3 || /^[A-Z]{2,}$/.test(p));
}

/** What the proposer looks for: the catalog's own categories and integrations, and the engine's feature concepts. */
export async function loadProposalVocabulary(
  db: Database,
  vocabulary: Vocabulary,
): Promise<ProposalVocabulary> {
  const distinct = async (column: "categories" | "integrations") => {
    const list = column === "categories" ? vendors.categories : vendors.integrations;
    const rows = await queryRows<{ v: string }>(
      db,
      sql`select distinct v from ${vendors}, unnest(${list}) as v where ${vendors.status} = 'published' order by v`,
    );
    return rows.map((r) => r.v);
  };
  const categories = await distinct("categories");
  const integrations = await distinct("integrations");
  return {
    categories: categories.map((name) => ({ name, phrases: categoryPhrases(name) })),
    features: vocabulary.features.map((f) => ({ name: f.name, phrases: [f.name, ...f.synonyms] })),
    integrations: integrations.filter((i) => i.length >= 3),
  };
}

export interface EnrichDeps {
  db: Database;
  logger: Logger;
  env: Pick<Env, "ENRICHMENT_TEST_HOSTS">;
  vocabulary?: Vocabulary;
  crawl?: CrawlOptions;
}

/**
 * The job: reads the website and stores proposals with their source. Safe to run again for the same run
 * (after a crash): the run's earlier proposals are replaced.
 */
export async function runEnrichment(deps: EnrichDeps, runId: string): Promise<void> {
  const { db, logger } = deps;
  const [run] = await db.select().from(enrichmentRuns).where(eq(enrichmentRuns.id, runId));
  if (!run) throw new PermanentJobError(`enrichment run ${runId} is gone`);
  await db
    .update(enrichmentRuns)
    .set({ status: "running", startedAt: sql`now()`, error: null, updatedAt: sql`now()` })
    .where(eq(enrichmentRuns.id, runId));
  try {
    const own = await getOwnVendorProfile(db, run.vendorId);
    const crawl = await crawlSite(run.website, {
      testHosts: parseTestHosts(deps.env.ENRICHMENT_TEST_HOSTS),
      ...deps.crawl,
    });
    const vocabulary = await loadProposalVocabulary(db, deps.vocabulary ?? (await loadVocabulary()));
    const facts = own.profile.facts;
    const earlier = await db
      .select({ kind: enrichmentProposals.kind, value: enrichmentProposals.value })
      .from(enrichmentProposals)
      .where(and(eq(enrichmentProposals.vendorId, run.vendorId), eq(enrichmentProposals.status, "rejected")));
    const known: Record<ProposalKind, string[]> = {
      category: [...facts.categories],
      feature: [...facts.features],
      integration: [...facts.integrations],
      certification: [...facts.certifications],
    };
    for (const e of earlier) known[e.kind].push(e.value);
    const proposals = proposeFacts(crawl.pages, vocabulary, known);
    await db.transaction(async (tx) => {
      await tx.delete(enrichmentProposals).where(eq(enrichmentProposals.runId, runId));
      // A newer reading replaces the proposals of older ones that are still undecided.
      await tx
        .delete(enrichmentProposals)
        .where(
          and(eq(enrichmentProposals.vendorId, run.vendorId), eq(enrichmentProposals.status, "proposed")),
        );
      if (proposals.length > 0) {
        await tx
          .insert(enrichmentProposals)
          .values(proposals.map((p) => ({ ...p, runId, vendorId: run.vendorId })));
      }
      const failed = crawl.pages.length === 0;
      await tx
        .update(enrichmentRuns)
        .set({
          status: failed ? "failed" : "succeeded",
          pages: crawl.log,
          proposals: proposals.length,
          error: failed ? (crawl.log[0]?.reason ?? "no page could be read") : null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(enrichmentRuns.id, runId));
    });
    logger.info(
      { runId, pages: crawl.pages.length, proposals: proposals.length },
      "website enrichment finished",
    );
  } catch (error) {
    await db
      .update(enrichmentRuns)
      .set({
        status: "failed",
        error: String((error as Error).message ?? error).slice(0, 1000),
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(enrichmentRuns.id, runId));
    throw error;
  }
}

const LIST: Record<ProposalKind, "categories" | "features" | "integrations" | "certifications"> = {
  category: "categories",
  feature: "features",
  integration: "integrations",
  certification: "certifications",
};

/**
 * Accepts (adds the value to the profile) or rejects one proposal of the vendor's own; another vendor's
 * proposal, or one already decided, is not found.
 */
export async function decideProposal(
  db: Database,
  { vendorId, proposalId, accept }: { vendorId: string; proposalId: string; accept: boolean },
): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(proposalId)) throw new AppError("not_found", "This proposal does not exist.");
  await db.transaction(async (tx: Tx) => {
    const [proposal] = await tx
      .select()
      .from(enrichmentProposals)
      .where(
        and(
          eq(enrichmentProposals.id, proposalId),
          eq(enrichmentProposals.vendorId, vendorId),
          eq(enrichmentProposals.status, "proposed"),
        ),
      )
      .for("update");
    if (!proposal) throw new AppError("not_found", "This proposal does not exist or was already decided.");
    if (accept) {
      const own = await getOwnVendorProfile(tx as unknown as Database, vendorId);
      const list = own.profile.facts[LIST[proposal.kind]];
      if (!list.some((v) => v.toLowerCase() === proposal.value.toLowerCase())) {
        await writeVendorProfile(tx, vendorId, {
          ...own.profile,
          facts: { ...own.profile.facts, [LIST[proposal.kind]]: [...list, proposal.value] },
        });
      }
    }
    await tx
      .update(enrichmentProposals)
      .set({ status: accept ? "accepted" : "rejected", decidedAt: sql`now()` })
      .where(eq(enrichmentProposals.id, proposalId));
  });
}

export async function findOpenProposals(db: Database, vendorId: string) {
  return db
    .select({
      id: enrichmentProposals.id,
      kind: enrichmentProposals.kind,
      value: enrichmentProposals.value,
      sourceUrl: enrichmentProposals.sourceUrl,
      sentence: enrichmentProposals.sentence,
    })
    .from(enrichmentProposals)
    .where(and(eq(enrichmentProposals.vendorId, vendorId), eq(enrichmentProposals.status, "proposed")))
    .orderBy(enrichmentProposals.kind, enrichmentProposals.value);
}

/** The vendor's enrichment job still queued or running, if any (at most one: its dedupe key). */
async function pendingJobOf(
  db: Pick<Database, "execute">,
  vendorId: string,
): Promise<(EnrichmentJobRecord & { runId: string }) | null> {
  const [job] = await queryRows<{
    status: EnrichmentJobRecord["status"];
    attempts: number;
    max_attempts: number;
    run_at: Date | string;
    run_id: string | null;
  }>(
    db,
    sql`select status, attempts, max_attempts, run_at, payload->>'runId' as run_id from ${jobs}
        where dedupe_key = ${enrichDedupeKey(vendorId)} and status in ('queued', 'running')`,
  );
  if (!job?.run_id) return null;
  return {
    runId: job.run_id,
    status: job.status,
    attempts: Number(job.attempts),
    maxAttempts: Number(job.max_attempts),
    runAt: new Date(job.run_at),
  };
}

/** The vendor's latest reading and where it stands (retries included), for the dashboard to follow it. */
export async function findEnrichmentStatus(
  db: Database,
  vendorId: string,
  now = new Date(),
): Promise<{ runId: string; progress: EnrichmentProgress; finishedAt: string | null } | null> {
  const [run] = await db
    .select({
      id: enrichmentRuns.id,
      status: enrichmentRuns.status,
      error: enrichmentRuns.error,
      proposals: enrichmentRuns.proposals,
      finishedAt: enrichmentRuns.finishedAt,
    })
    .from(enrichmentRuns)
    .where(eq(enrichmentRuns.vendorId, vendorId))
    .orderBy(desc(enrichmentRuns.createdAt))
    .limit(1);
  if (!run) return null;
  const job = await pendingJobOf(db, vendorId);
  return {
    runId: run.id,
    progress: enrichmentProgress(run, job?.runId === run.id ? job : null, now),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}

function enrichDedupeKey(vendorId: string): string {
  return `vendor.enrich:${vendorId}`;
}

/** Reads a vendor's website and proposes facts; `crawl` lets tests pace the crawler faster. */
export function createEnrichVendorJob(crawl?: CrawlOptions) {
  return defineJob({
    type: "vendor.enrich",
    // vendorId only names the dedupe key: one reading per vendor queued or running at a time.
    schema: z.object({ runId: z.uuid(), vendorId: z.uuid().optional() }),
    maxAttempts: 3,
    dedupeKey: ({ runId, vendorId }) => (vendorId ? enrichDedupeKey(vendorId) : `vendor.enrich:${runId}`),
    handler: ({ runId }, { db, logger, env }) => runEnrichment({ db, logger, env, crawl }, runId),
  });
}

export const enrichVendorJob = createEnrichVendorJob();
