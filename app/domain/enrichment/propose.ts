import { splitSentences } from "./extract-text";

export const PROPOSAL_KINDS = ["category", "feature", "integration", "certification"] as const;
export type ProposalKind = (typeof PROPOSAL_KINDS)[number];

/** One fact found on the vendor's website, with where it was found. */
export interface Proposal {
  kind: ProposalKind;
  value: string;
  sourceUrl: string;
  sentence: string;
}

/** What the proposer looks for: canonical names and the phrases that name them on a page. */
export interface ProposalVocabulary {
  categories: { name: string; phrases: string[] }[];
  features: { name: string; phrases: string[] }[];
  integrations: string[];
}

/** Certifications we recognise, each only in a sentence that claims it (certified, compliant, audited …). */
const CERTIFICATIONS: { name: string; pattern: RegExp }[] = [
  { name: "SOC 2", pattern: /\bSOC\s?2\b/ },
  { name: "ISO 27001", pattern: /\bISO(?:\/IEC)?\s?27001\b/ },
  { name: "ISO 27701", pattern: /\bISO(?:\/IEC)?\s?27701\b/ },
  { name: "ISO 27017", pattern: /\bISO(?:\/IEC)?\s?27017\b/ },
  { name: "ISO 27018", pattern: /\bISO(?:\/IEC)?\s?27018\b/ },
  { name: "ISO 9001", pattern: /\bISO\s?9001\b/ },
  { name: "PCI DSS", pattern: /\bPCI[\s-]?DSS\b/ },
  { name: "HIPAA", pattern: /\bHIPAA\b/ },
  { name: "GDPR", pattern: /\bGDPR\b/ },
  { name: "FedRAMP", pattern: /\bFedRAMP\b/ },
  { name: "Cyber Essentials", pattern: /\bCyber Essentials\b/ },
  { name: "TISAX", pattern: /\bTISAX\b/ },
];
const CLAIM_CUE =
  /\b(certified|certification|compliant|compliance|audited|audit|attestation|attested|accredited|conforms?|meets)\b/i;

/** Longest sentence kept as evidence. */
export const MAX_SENTENCE_LENGTH = 300;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A phrase as a whole word or words: case-insensitive unless the phrase is an acronym or a proper name. */
function phraseRegExp(phrase: string, caseSensitive: boolean): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(phrase).replace(/\s+/g, "\\s+")}(?![\\p{L}\\p{N}])`,
    caseSensitive ? "u" : "iu",
  );
}

function evidence(sentence: string): string {
  return sentence.length <= MAX_SENTENCE_LENGTH ? sentence : `${sentence.slice(0, MAX_SENTENCE_LENGTH - 1)}…`;
}

/**
 * Proposes categories, features, integrations and certifications mentioned on the pages, each once (first
 * page and sentence that mention it), leaving out what the profile already lists (`known`, case-insensitive).
 */
export function proposeFacts(
  pages: { url: string; text: string }[],
  vocabulary: ProposalVocabulary,
  known: Record<ProposalKind, readonly string[]>,
): Proposal[] {
  const have = new Set(PROPOSAL_KINDS.flatMap((k) => known[k].map((v) => `${k}:${v.toLowerCase()}`)));
  const found = new Map<string, Proposal>();
  const add = (kind: ProposalKind, value: string, sourceUrl: string, sentence: string) => {
    const key = `${kind}:${value.toLowerCase()}`;
    if (have.has(key) || found.has(key)) return;
    found.set(key, { kind, value, sourceUrl, sentence: evidence(sentence) });
  };
  const matchers = {
    category: vocabulary.categories.map((c) => ({
      name: c.name,
      res: c.phrases.map((p) => phraseRegExp(p, false)),
    })),
    feature: vocabulary.features.map((f) => ({
      name: f.name,
      res: f.phrases.map((p) => phraseRegExp(p, /^[A-Z0-9]{2,}$/.test(p))),
    })),
    integration: vocabulary.integrations.map((name) => ({ name, res: [phraseRegExp(name, true)] })),
  };
  for (const page of pages) {
    for (const sentence of splitSentences(page.text)) {
      for (const kind of ["category", "feature", "integration"] as const) {
        for (const m of matchers[kind])
          if (m.res.some((re) => re.test(sentence))) add(kind, m.name, page.url, sentence);
      }
      if (CLAIM_CUE.test(sentence)) {
        for (const c of CERTIFICATIONS)
          if (c.pattern.test(sentence)) add("certification", c.name, page.url, sentence);
      }
    }
  }
  return [...found.values()];
}
