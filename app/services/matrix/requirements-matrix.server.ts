import { randomUUID } from "node:crypto";
import { and, asc, eq, like, sql } from "drizzle-orm";
import type { Database } from "~/db/create-db.server";
import { matrixRows } from "~/db/schema";
import type { BusinessProblem } from "~/domain/buyer/business-problem";
import { confirmFeatureLabels } from "~/domain/matching/feature-evidence";
import {
  buildRequirementsMatrix,
  builtInRowKeys,
  MAX_CUSTOM_ROWS,
  MAX_MATRIX_VENDORS,
  type RequirementsMatrix,
  type SavedRow,
  type Weight,
} from "~/domain/matrix/requirements-matrix";
import { budgetFit, readBudgetBand } from "~/domain/results/budget-fit";
import type { VendorMatchView } from "~/domain/results/vendor-view";
import { AppError } from "~/utils/app-error";
import { type BuyerRequestView, getBuyerRequestWithMarketplace } from "../get-buyer-request.server";
import type { MatchingService } from "../matching-service.server";

export interface ShortlistedVendor {
  slug: string;
  name: string;
  /** Has an account: can be sent the buyer's questions. */
  reachable: boolean;
}

export interface MatrixPage {
  requestId: string;
  problem: BusinessProblem;
  shortlist: ShortlistedVendor[];
  matrix: RequirementsMatrix;
}

const notFound = () => new AppError("not_found", "This search no longer exists. It may have been deleted.");

/**
 * The shortlist a matrix compares: the vendors the buyer chose (from the comparison or the results page) that are in
 * the search's ranking, in ranked order, else the first ones ranked; at most MAX_MATRIX_VENDORS.
 */
export function pickShortlist(
  ranked: readonly VendorMatchView[],
  chosen: readonly string[],
): VendorMatchView[] {
  const wanted = new Set(chosen);
  const picked = ranked.filter((v) => wanted.has(v.slug));
  return (picked.length > 0 ? picked : ranked).slice(0, MAX_MATRIX_VENDORS);
}

async function savedRows(db: Database, requestId: string): Promise<SavedRow[]> {
  return db
    .select({ key: matrixRows.key, label: matrixRows.label, weight: matrixRows.weight })
    .from(matrixRows)
    .where(eq(matrixRows.requestId, requestId))
    .orderBy(asc(matrixRows.createdAt), asc(matrixRows.id));
}

/**
 * A stored search's requirements matrix: its shortlist, the built-in rows with the buyer's weights, their own rows
 * (each looked up in the vendors' own words like a requested feature), the answers to their questions. Null when
 * the search does not exist.
 */
export async function getRequirementsMatrix({
  db,
  matching,
  requestId,
  chosen = [],
  now = new Date(),
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
  chosen?: readonly string[];
  now?: Date;
}): Promise<MatrixPage | null> {
  const found = await getBuyerRequestWithMarketplace({ db, matching, requestId, now });
  if (!found) return null;
  const { view, marketplace } = found;
  const shortlist = pickShortlist(view.vendors, chosen);
  const saved = await savedRows(db, requestId);
  const snapshot = await matching.getSnapshot();
  const budget = readBudgetBand(view.problem.budget_range);
  const custom = saved.filter((s) => s.key.startsWith("custom:"));
  const rank = new Map(view.vendors.map((v, i) => [v.slug, i + 1]));
  const matrix = buildRequirementsMatrix({
    problem: view.problem,
    interpretation: view.interpretation,
    saved,
    threads: marketplace.threads,
    vendors: shortlist.map((v) => {
      const profile = snapshot.bySlug.get(v.slug);
      const customEvidence: Record<string, ReturnType<typeof confirmFeatureLabels>["sources"] | null> = {};
      for (const row of custom) {
        const found = profile ? confirmFeatureLabels(snapshot.index.vocab, profile, [row.label]) : null;
        customEvidence[row.key] = found && found.matched.length > 0 ? found.sources : null;
      }
      return {
        slug: v.slug,
        name: v.name,
        rank: rank.get(v.slug) ?? 0,
        verdict: v,
        budget: budgetFit(v.pricing, budget),
        customEvidence,
      };
    }),
  });
  const reachable = new Set(marketplace.reachable);
  return {
    requestId,
    problem: view.problem,
    shortlist: shortlist.map((v) => ({ slug: v.slug, name: v.name, reachable: reachable.has(v.slug) })),
    matrix,
  };
}

async function requireSearch(
  db: Database,
  matching: MatchingService,
  requestId: string,
): Promise<BuyerRequestView> {
  const found = await getBuyerRequestWithMarketplace({ db, matching, requestId });
  if (!found) throw notFound();
  return found.view;
}

/** Adds the buyer's own requirement to a search's matrix; the same words twice or past the limit are refused. */
export async function addMatrixRow({
  db,
  matching,
  requestId,
  label,
  weight,
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
  label: string;
  weight: Weight;
}): Promise<string> {
  await requireSearch(db, matching, requestId);
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ label: matrixRows.label })
      .from(matrixRows)
      .where(and(eq(matrixRows.requestId, requestId), like(matrixRows.key, "custom:%")))
      .for("update");
    if (existing.some((r) => r.label.toLocaleLowerCase() === label.toLocaleLowerCase())) {
      throw new AppError("conflict", "This requirement is already in your matrix.", {
        fields: { label: "This requirement is already in your matrix." },
      });
    }
    if (existing.length >= MAX_CUSTOM_ROWS) {
      throw new AppError("conflict", `A matrix can hold ${MAX_CUSTOM_ROWS} requirements of your own.`, {
        fields: { label: `A matrix can hold ${MAX_CUSTOM_ROWS} requirements of your own.` },
      });
    }
    const key = `custom:${randomUUID()}`;
    await tx.insert(matrixRows).values({ requestId, key, label, weight });
    return key;
  });
}

/** Sets the weight of a row of this search's matrix: a built-in row of the search or one of the buyer's rows. */
export async function setMatrixRowWeight({
  db,
  matching,
  requestId,
  key,
  weight,
}: {
  db: Database;
  matching: MatchingService;
  requestId: string;
  key: string;
  weight: Weight;
}): Promise<void> {
  const view = await requireSearch(db, matching, requestId);
  if (key.startsWith("custom:")) {
    const updated = await db
      .update(matrixRows)
      .set({ weight })
      .where(and(eq(matrixRows.requestId, requestId), eq(matrixRows.key, key)))
      .returning({ id: matrixRows.id });
    if (updated.length === 0) throw new AppError("not_found", "This row is not in your matrix.");
    return;
  }
  if (!builtInRowKeys(view).includes(key)) throw new AppError("not_found", "This row is not in your matrix.");
  await db
    .insert(matrixRows)
    .values({ requestId, key, weight })
    .onConflictDoUpdate({
      target: [matrixRows.requestId, matrixRows.key],
      set: { weight: sql`excluded.weight` },
    });
}

/** Removes one of the buyer's own rows (built-in rows stay: their weight is what the buyer changes). */
export async function removeMatrixRow({
  db,
  requestId,
  key,
}: {
  db: Database;
  requestId: string;
  key: string;
}): Promise<void> {
  if (!key.startsWith("custom:")) throw new AppError("validation", "Only rows you added can be removed.");
  const deleted = await db
    .delete(matrixRows)
    .where(and(eq(matrixRows.requestId, requestId), eq(matrixRows.key, key)))
    .returning({ id: matrixRows.id });
  if (deleted.length === 0) throw new AppError("not_found", "This row is not in your matrix.");
}
