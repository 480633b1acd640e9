import type { AssistantTools, VendorSuggestion } from "~/domain/chat/assistant";
import type { HelpMatcher } from "~/domain/chat/help/help-matcher";
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

/** Longest product name looked up, in words. */
const MAX_NAME_WORDS = 4;

/** The offline assistant's tools over one catalog snapshot, the knowledge base and the help center. */
export function createAssistantTools({
  snapshot,
  knowledge,
  help,
  siteName,
  currentYear,
}: {
  snapshot: CatalogSnapshot;
  knowledge: KnowledgeBase;
  help: HelpMatcher;
  siteName: string;
  currentYear: number;
}): AssistantTools {
  const { vocab } = snapshot.index;
  return {
    kb: knowledge.index,
    help,
    siteName,
    namedVendor(text) {
      const analyzed = vocab.tokenizer.analyze(text);
      for (let i = 0; i < analyzed.length; i++) {
        if (analyzed[i]!.stop) continue;
        const raw = analyzed.slice(i, i + MAX_NAME_WORDS).map((w) => w.raw);
        const hit = snapshot.index.products.find(raw, text);
        const doc = hit?.docs[0];
        if (doc !== undefined) return snapshot.index.vendors[doc]?.name ?? null;
      }
      return null;
    },
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
      return matches.map((m) => {
        const vendor = snapshot.bySlug.get(m.slug)!;
        return {
          name: vendor.name,
          website: vendor.website,
          fit: m.fit_category,
          summary: summarize(vendor.description),
        };
      });
    },
  };
}
