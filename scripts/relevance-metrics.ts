/**
 * The benchmark's quality measures (../shared/bench/relevance.mjs), as pure functions, for measuring the engine in
 * process (scripts/eval-queries.ts): graded relevance from a query's `relevant_slugs` or `relevant_categories`,
 * nDCG@10 with gains 2^grade - 1, and kind@10, the share of the top 10 in a category the query asks for.
 */

export const K = 10;

/** A judged query in the benchmark's format (vendor-bench-queries/v1). */
export interface JudgedQuery {
  id: string;
  businessProblem: unknown;
  relevant_slugs?: Record<string, number>;
  relevant_categories?: Record<string, number>;
}

/** What judging needs of the catalog: each product's categories by slug. */
export type CategoriesBySlug = ReadonlyMap<string, readonly string[]>;

const own = (o: Record<string, number> | undefined, key: string) =>
  o && Object.hasOwn(o, key) ? Number(o[key]) || 0 : undefined;

/** The grade of a product for a query: its own grade when named, else its best category's, else 0. */
export function grade(query: JudgedQuery, slug: string, catalog: CategoriesBySlug): number {
  const named = own(query.relevant_slugs, slug);
  if (named !== undefined) return named;
  if (query.relevant_slugs && !query.relevant_categories) return 0;
  let best = 0;
  for (const c of catalog.get(slug) ?? []) best = Math.max(best, own(query.relevant_categories, c) ?? 0);
  return best;
}

function dcg(gains: readonly number[]): number {
  return gains.slice(0, K).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** The categories a query asks for: its graded categories, or those of the products it names. */
function kindCategories(query: JudgedQuery, catalog: CategoriesBySlug): Set<string> {
  if (query.relevant_categories)
    return new Set(
      Object.keys(query.relevant_categories).filter((c) => Number(query.relevant_categories![c]) > 0),
    );
  return new Set(Object.keys(query.relevant_slugs ?? {}).flatMap((s) => catalog.get(s) ?? []));
}

/** nDCG@10 and kind@10 of a ranking (slugs, best first) for a query. */
export function scoreRanking(
  query: JudgedQuery,
  ranked: readonly string[],
  catalog: CategoriesBySlug,
): { ndcg: number; kind: number } {
  const top = ranked.slice(0, K);
  const kinds = kindCategories(query, catalog);
  const ofKind = top.filter((s) => (catalog.get(s) ?? []).some((c) => kinds.has(c))).length;
  const ideal = [...catalog.keys()]
    .map((s) => grade(query, s, catalog))
    .filter((g) => g > 0)
    .sort((a, b) => b - a);
  const idcg = dcg(ideal);
  return {
    ndcg: idcg > 0 ? dcg(top.map((s) => grade(query, s, catalog))) / idcg : 0,
    kind: ofKind / K,
  };
}
