import { z } from "zod";
import type { BusinessProblem, CatalogVendor } from "~/domain/matching/types";
import { completeJson, type OpenAiCompatibleConfig } from "./openai-client.server";

/** Candidates sent to the model: the offline engine's best, so the model only reorders plausible vendors. */
export const LLM_CANDIDATES = 30;
/** Share of problem_fit given to the model's relevance judgement. */
export const LLM_RELEVANCE_WEIGHT = 0.5;

const RELEVANCE_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["vendors"],
  properties: {
    vendors: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: false,
        required: ["slug", "relevance"],
        properties: { slug: { type: "string" }, relevance: { type: "number", minimum: 0, maximum: 1 } },
      },
    },
  },
} as const;

const RelevanceSchema = z.object({
  vendors: z.array(z.object({ slug: z.string(), relevance: z.number().min(0).max(1) })),
});

const SYSTEM = [
  "You rate how well each software product solves a business buyer's problem.",
  "Judge only from the problem and the product descriptions given; do not use outside knowledge of popularity, reviews or brands.",
  "relevance is 1 when the product's core purpose solves the problem, 0.5 when it helps partly, 0 when unrelated.",
  "Return every slug you were given exactly once.",
].join(" ");

/** Asks the model to judge the offline engine's top candidates; returns relevance per slug (only slugs it was given). */
export async function rateRelevance(
  config: OpenAiCompatibleConfig,
  problem: BusinessProblem,
  candidates: Pick<CatalogVendor, "slug" | "name" | "description" | "features">[],
  signal: AbortSignal,
): Promise<Map<string, number>> {
  const user = JSON.stringify({
    problem: problem.problem,
    industry: problem.industry,
    requested_features: problem.features,
    products: candidates.map((c) => ({
      slug: c.slug,
      name: c.name,
      description: c.description.slice(0, 600),
      features: c.features.slice(0, 15),
    })),
  });
  const json = await completeJson(config, {
    system: SYSTEM,
    user,
    schemaName: "vendor_relevance",
    schema: RELEVANCE_SCHEMA,
    signal,
  });
  const parsed = RelevanceSchema.safeParse(json);
  if (!parsed.success) throw new Error("model relevance has an unexpected shape");
  const allowed = new Set(candidates.map((c) => c.slug));
  const out = new Map<string, number>();
  for (const { slug, relevance } of parsed.data.vendors) if (allowed.has(slug)) out.set(slug, relevance);
  return out;
}
