import type { AssistantTools, VendorSuggestion } from "~/domain/chat/assistant";
import { findMatches } from "~/domain/matching";
import type { CatalogSnapshot } from "~/services/matching-service.server";
import type { KnowledgeBase } from "./knowledge-base.server";

/** Longest vendor summary quoted in a reply (characters). */
const SUMMARY_CHARS = 180;

/** The first sentence of a catalog description, shortened at a word boundary when long. */
export function summarize(description: string): string {
  const text = description.replace(/\s+/g, " ").trim();
  const first = /^.+?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  if (first.length <= SUMMARY_CHARS) return first;
  return `${first.slice(0, SUMMARY_CHARS).replace(/\s+\S*$/, "")}…`;
}

/** The offline assistant's tools over one catalog snapshot and the knowledge base. */
export function createAssistantTools({
  snapshot,
  knowledge,
  siteName,
  currentYear,
}: {
  snapshot: CatalogSnapshot;
  knowledge: KnowledgeBase;
  siteName: string;
  currentYear: number;
}): AssistantTools {
  const { vocab } = snapshot.index;
  return {
    kb: knowledge.index,
    siteName,
    softwareNeedStrength(text) {
      const hits = vocab.capabilityMatcher.detect(vocab.tokenizer.tokenize(text));
      return Math.max(0, ...hits.map((h) => h.strength));
    },
    findVendors(problem, limit): VendorSuggestion[] {
      const matches = findMatches(
        snapshot.index,
        {
          problem,
          industry: "",
          features: [],
          timeline: "",
          company_size: "",
          budget_range: "",
          deployment_model: [],
          region_focus: "",
          buyer_role: "",
        },
        { limit, currentYear },
      );
      return matches.map((m) => ({
        name: m.name,
        website: m.website,
        fit: m.fit_category,
        summary: summarize(m.description),
      }));
    },
  };
}
