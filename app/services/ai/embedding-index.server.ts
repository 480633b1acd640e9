import type { CatalogVendor } from "~/domain/matching/types";
import { embed, type OpenAiCompatibleConfig } from "./openai-client.server";

/** Vendors embedded per request to the provider when the index is built. */
export const EMBEDDING_BATCH_SIZE = 96;

/** Vendor vectors held in memory beside the lexical index; similarities are cosine, clamped to 0..1. */
export interface EmbeddingIndex {
  similarities(problemText: string, limit: number, signal: AbortSignal): Promise<Map<string, number>>;
}

function vendorText(v: CatalogVendor): string {
  return [v.name, v.tagline, v.categories.join(", "), v.features.slice(0, 20).join(", "), v.description]
    .filter(Boolean)
    .join(". ")
    .slice(0, 2000);
}

function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum) || 1;
  for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

export async function buildEmbeddingIndex(
  config: OpenAiCompatibleConfig,
  vendors: readonly CatalogVendor[],
  signal: AbortSignal,
): Promise<EmbeddingIndex> {
  const vectors: Float32Array[] = [];
  for (let i = 0; i < vendors.length; i += EMBEDDING_BATCH_SIZE) {
    const batch = vendors.slice(i, i + EMBEDDING_BATCH_SIZE);
    for (const v of await embed(config, batch.map(vendorText), signal)) vectors.push(normalize(v));
  }
  const slugs = vendors.map((v) => v.slug);
  return {
    async similarities(problemText, limit, requestSignal) {
      const [query] = await embed(config, [problemText], requestSignal);
      const q = normalize(query!);
      const scored: { slug: string; score: number }[] = [];
      for (let d = 0; d < vectors.length; d++) {
        const v = vectors[d]!;
        if (v.length !== q.length) continue;
        let dot = 0;
        for (let k = 0; k < q.length; k++) dot += q[k]! * v[k]!;
        scored.push({ slug: slugs[d]!, score: Math.max(0, Math.min(1, dot)) });
      }
      scored.sort((a, b) => b.score - a.score || (a.slug < b.slug ? -1 : 1));
      return new Map(scored.slice(0, limit).map((s) => [s.slug, s.score]));
    },
  };
}
