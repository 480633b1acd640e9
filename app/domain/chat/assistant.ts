import { type HelpMatch, type HelpMatcher, plainText } from "./help/help-matcher";
import type { KnowledgeIndex, ScoredPassage } from "./knowledge/knowledge-index";
import { type ChatLanguage, ENGLISH_ANSWER_NOTE } from "./knowledge/language-lexicon";
import { OUT_OF_SCOPE_TOPICS, type OutOfScopeTopic } from "./knowledge/vocabulary";
import { SITE_NAME_FALLBACK } from "./persona";

/** A vendor the matching engine ranked for the visitor's need (facts from the catalog only). */
export interface VendorSuggestion {
  name: string;
  website: string | null;
  fit: string;
  summary: string;
}

/** What the offline assistant can use besides the knowledge base. */
export interface AssistantTools {
  kb: KnowledgeIndex;
  /** The help center: the first source of answers. */
  help: HelpMatcher;
  /** The catalog vendor the text names, if any ("How much is HubSpot?" → "HubSpot"). */
  namedVendor?(text: string): string | null;
  /** 0..1: how clearly the text names a kind of business software (from the matching vocabulary). */
  softwareNeedStrength(text: string): number;
  /** The matching engine's best vendors for a problem, best first. */
  findVendors(problem: string, limit: number): VendorSuggestion[];
  siteName?: string;
}

export type ReplyKind =
  | "help"
  | "answer"
  | "vendors"
  | "no_vendors"
  | "out_of_scope"
  | "unknown"
  | "small_talk";

export interface AssistantReply {
  kind: ReplyKind;
  text: string;
  /** Site paths the reply links to as its sources. */
  citations: string[];
}

/** A passage must contain at least this share of the question's weighted words to be used as an answer. */
export const MIN_ANSWER_COVERAGE = 0.4;
/** A help entry must contain at least this share of the question's weighted words to answer it. */
export const MIN_HELP_COVERAGE = 0.5;
/** At least this share of the question's words must be words the help center uses at all. */
export const MIN_HELP_KNOWN = 0.5;
/**
 * A help entry this close to the question (coverage, and share of its words the help center knows) answers
 * it even when the wording also hits an out-of-scope cue.
 */
export const STRONG_HELP_MATCH = 0.8;
/** Pages that state what the product does and its rules; blog posts describe the market and give advice. */
export const POLICY_PAGE = (url: string) => !url.startsWith("/blog");
/** A blog post is offered as reading (never quoted) when it holds at least this share of the question… */
export const MIN_BLOG_COVERAGE = MIN_ANSWER_COVERAGE;
/** …and at least this many of its words: one topic word ("spreadsheets") is not a question the post answers. */
export const MIN_BLOG_WORDS = 3;
/** A need must name software at least this clearly to be answered with vendors. */
export const MIN_NEED_STRENGTH = 0.5;
/** Vendors shown for a need. */
export const VENDOR_SUGGESTIONS = 3;
/** Longest extract quoted from a passage (characters). */
export const MAX_EXTRACT_CHARS = 520;
/** A second page is offered when its passage scores at least this share of the best one. */
export const SEE_ALSO_RATIO = 0.8;

const SMALL_TALK =
  /^\s*(hi|hello|hey|hiya|howdy|good\s+(morning|afternoon|evening|day)|thanks?(\s+(you|a lot|so much))?|thank\s+you(\s+(very|so)\s+much)?|cheers|ok(ay)?|great|cool|bye|goodbye|see\s+you)[\s!.,:)]*$/i;
const THANKS = /^\s*(thanks?|thank\s+you|cheers|great|cool|ok(ay)?)/i;
const FAREWELL = /^\s*(bye|goodbye|see\s+you)/i;

/** Wording that describes the visitor's own software need. */
const NEED_CUE =
  /\b(?:we|i|my|our)\b[^.?!]{0,40}\b(?:need|needs|want|wants|looking|look|require|requires|struggle|struggling|keep|keeps|spend|lose|losing|replace|switch)\b|\blooking for\b|\b(?:should|could|can) (?:we|i) use\b|\b(?:recommend|suggest)\b|\b(?:tool|tools|software|app|apps|platform|platforms|system|systems|solution|solutions|saas|crm|erp)\b\s+(?:for|to|that|which)\b|\balternatives?\s+(?:to|for)\b|\bsomething\s+(?:to|that|for)\b|\bhelp\s+(?:us|me)\b|\b(?:which|what|best|good|any)\s+(?:\w+\s+){0,2}(?:tool|software|app|platform|system|solution|crm|erp)s?\b/i;
/** Wording that asks about the product itself, not about software for the visitor. */
const PRODUCT_CUE =
  /\b(?:(?:my|our) (?:search|searches|results|data|details|email|shortlist|request)|saasmatch|this (?:site|service|platform|website|tool)|your (?:site|service|platform|website|company|team|matching|ranking|rankings|results|form|wizard|blog|engine|ai|privacy|terms|tool|fees?|prices?|pricing)|you (?:guys|charge|store|keep|rank|sell|share|collect|make money|earn)|paywall|lead codes?|claim(?:ing)? (?:a )?leads?|vendor registration|register (?:my|our) (?:software|product|company)|list (?:my|our) (?:software|product|company)|how (?:does|do) (?:the )?(?:matching|ranking|it|this|you)|is (?:it|this|saasmatch) (?:free|anonymous|safe)|(?:suggest|propose|add) (?:a |an |one |new )*(?:category|categories|kind of software)|no category for)\b/i;

function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.match(/[^.!?]+(?:[.!?]+["')\]]*|$)/g) ?? [line])
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The sentences of the passage that best answer the question, in their original order. */
export function extractAnswer(kb: KnowledgeIndex, question: string, hit: ScoredPassage): string {
  const terms = kb.queryTerms(question);
  const weight = new Map(terms.map((t) => [t.term, t.weight * kb.idf(t.term)]));
  const list = sentences(hit.passage.text);
  if (list.length === 0) return hit.passage.text;
  const scored = list.map((s, i) => {
    const seen = new Set(kb.tokenizer.terms(s));
    let score = 0;
    for (const t of seen) score += weight.get(t) ?? 0;
    return { i, s, score };
  });
  const best = [...scored].sort((a, b) => b.score - a.score || a.i - b.i)[0]!;
  const chosen = new Set([best.i]);
  let length = best.s.length;
  // grow around the best sentence while it stays short: the following sentence usually explains it
  for (const next of [best.i + 1, best.i - 1, best.i + 2]) {
    const candidate = scored[next];
    if (!candidate || length + candidate.s.length > MAX_EXTRACT_CHARS) continue;
    if (next === best.i - 1 && candidate.score === 0) continue;
    chosen.add(next);
    length += candidate.s.length;
  }
  return [...chosen]
    .sort((a, b) => a - b)
    .map((i) => list[i]!)
    .join(" ");
}

export function markdownLink(text: string, url: string): string {
  return `[${text.replace(/[[\]]/g, "")}](${url})`;
}

export function formProblemLink(problem: string): string {
  return `/form?problem=${encodeURIComponent(problem.slice(0, 1000))}`;
}

export const CONTACT_LINK = markdownLink("contact our team", "/contact");

/** Said before an English answer to a question asked in another language. */
function englishNote(language: ChatLanguage): string {
  return language === "en" ? "" : `${ENGLISH_ANSWER_NOTE[language]}\n\n`;
}

export function unknownReply(language: ChatLanguage = "en"): AssistantReply {
  return {
    kind: "unknown",
    text: `${englishNote(language)}I don't know that, and I'd rather not guess. Please ${CONTACT_LINK} and a person will get back to you. I can answer questions about how ${SITE_NAME_FALLBACK} works, or suggest vendors if you describe what your business needs.`,
    citations: ["/contact"],
  };
}

/** "I don't know that" for a question the site says nothing about, with where to ask instead. */
export function outOfScopeReply(topic: OutOfScopeTopic, language: ChatLanguage = "en"): AssistantReply {
  const citations = [...topic.whereToAsk.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
  return {
    kind: "out_of_scope",
    text: `${englishNote(language)}I don't know that. ${topic.whereToAsk}`,
    citations,
  };
}

/** A help entry's whole answer, the page where the visitor acts, and the entry itself as the source. */
export function helpReply(match: HelpMatch, language: ChatLanguage = "en"): AssistantReply {
  const { entry } = match;
  const source = `/help#${entry.id}`;
  const parts = [
    `${englishNote(language)}${entry.answer.join("\n")}`,
    `→ ${markdownLink(entry.link.label, entry.link.href)}`,
    `Source: ${markdownLink(`Help center: ${entry.question}`, source)}`,
  ];
  return {
    kind: "help",
    text: parts.join("\n\n"),
    citations: entry.link.href === "/help" ? [source] : [source, entry.link.href],
  };
}

function termsIn(tools: AssistantTools, text: string): string[] {
  return tools.kb.tokenizer.terms(text);
}

/** Cue terms in order, at most this many other words apart. */
const CUE_GAP = 3;

function hasCue(terms: readonly string[], cue: readonly string[]): boolean {
  if (cue.length === 0) return false;
  for (let start = 0; start < terms.length; start++) {
    if (terms[start] !== cue[0]) continue;
    let at = start;
    let ok = true;
    for (const t of cue.slice(1)) {
      const next = terms.indexOf(t, at + 1);
      if (next < 0 || next - at - 1 > CUE_GAP) {
        ok = false;
        break;
      }
      at = next;
    }
    if (ok) return true;
  }
  return false;
}

/** The out-of-scope topic a question (in English words) is about, if any. */
export function outOfScopeTopic(
  english: string,
  original: string,
  tools: AssistantTools,
): OutOfScopeTopic | null {
  const terms = termsIn(tools, english);
  let vendor: string | null | undefined;
  for (const topic of OUT_OF_SCOPE_TOPICS) {
    if (!topic.cues.some((cue) => hasCue(terms, termsIn(tools, cue)))) continue;
    if (topic.needsVendorName) {
      vendor ??= tools.namedVendor?.(original) ?? null;
      if (!vendor) continue;
    }
    return topic;
  }
  return null;
}

/** The matching engine's top vendors for a need, with the prefilled form link. */
export function vendorReply(problem: string, tools: AssistantTools): AssistantReply {
  const vendors = tools.findVendors(problem, VENDOR_SUGGESTIONS);
  const form = formProblemLink(problem);
  if (vendors.length === 0) {
    return {
      kind: "no_vendors",
      text: `I couldn't find vendors in our catalog that clearly fit that need, and I won't guess. You can describe it in more detail in the ${markdownLink("matching form", form)}, or ${CONTACT_LINK}.`,
      citations: ["/form", "/contact"],
    };
  }
  const lines = vendors.map((v, i) => {
    const name = v.website ? markdownLink(v.name, v.website) : v.name;
    return `${i + 1}. **${name}** (${v.fit})${v.summary ? ` — ${v.summary}` : ""}`;
  });
  return {
    kind: "vendors",
    text: [
      `Here are the top ${vendors.length} matches our matching engine finds for what you describe:`,
      ...lines,
      `For a full ranked shortlist that explains each match against your industry, features, budget and region, ${markdownLink("continue in the matching form", form)}: your description is already filled in.`,
    ].join("\n"),
    citations: ["/form"],
  };
}

function knowledgeReply(
  question: string,
  hits: ScoredPassage[],
  tools: AssistantTools,
): AssistantReply | null {
  // the best-scoring passage holding enough of the question: a high score on one rare word is not an answer
  const top = hits.find((h) => h.coverage >= MIN_ANSWER_COVERAGE && POLICY_PAGE(h.passage.url));
  if (!top) return null;
  const extract = extractAnswer(tools.kb, question, top);
  if (!isWholeSentences(extract)) return null;
  const citations = [top.passage.url];
  const parts = [extract, `Source: ${markdownLink(top.passage.pageTitle, top.passage.url)}`];
  const other = hits.find(
    (h) =>
      h.passage.url !== top.passage.url &&
      POLICY_PAGE(h.passage.url) &&
      h.coverage >= MIN_ANSWER_COVERAGE &&
      h.score >= top.score * SEE_ALSO_RATIO,
  );
  if (other) {
    citations.push(other.passage.url);
    parts.push(`See also: ${markdownLink(other.passage.pageTitle, other.passage.url)}`);
  }
  return { kind: "answer", text: parts.join("\n\n"), citations };
}

/** Text that starts like a sentence and ends like one: never a list item or a clause cut out of one. */
export function isWholeSentences(text: string): boolean {
  return /^["'(]?[\p{Lu}\d]/u.test(text.trim()) && /[.!?]["')\]]*$/.test(text.trim());
}

function smallTalk(message: string, siteName: string): AssistantReply {
  const text = FAREWELL.test(message)
    ? "Goodbye! If anything else comes up, I'm right here."
    : THANKS.test(message)
      ? "You're welcome! Anything else I can help with?"
      : `Hello! I can answer questions about how ${siteName} works (matching, anonymity, pricing for vendors, the blog), or, if you tell me what your business needs, suggest vendors from our catalog.`;
  return { kind: "small_talk", text, citations: [] };
}

/** A question (not a description of a need) about vendors' behaviour, prices or the product's rules. */
const ABOUT_VENDORS_OR_PRICES =
  /\b(?:vendors?|sellers?|companies)\b[^.?!]{0,30}\b(?:pay|paid|rank|ranked|ranking|register|sign|list|see|contact|get)\b|\b(?:how much|price|prices|pricing|cost|costs|fee|fees)\b/i;
const QUESTION_START =
  /^\s*(?:can|could|do|does|did|is|are|was|will|would|how|what|why|where|when|who|which)\b/i;

/**
 * A message describes a software need when it names a kind of business software clearly and is worded as
 * the visitor's own need ("we need…", "looking for…", "what tool should we use for…"), or names it without
 * asking a question about the product. Price questions are never needs: prices are answered from pages only.
 */
export function isSoftwareNeed(message: string, tools: AssistantTools, bestCoverage: number): boolean {
  if (PRODUCT_CUE.test(message)) return false;
  if (tools.softwareNeedStrength(message) < MIN_NEED_STRENGTH) return false;
  const cue = NEED_CUE.test(message);
  if (ABOUT_VENDORS_OR_PRICES.test(message) && !/\b(?:we|i|our|my)\b/i.test(message)) return false;
  if (cue) return true;
  return !QUESTION_START.test(message) && bestCoverage < MIN_ANSWER_COVERAGE;
}

/**
 * Answers one visitor message without any external service: small talk; a question the site says nothing
 * about → "I don't know that" and where to ask; a software need → the matching engine's top three and a
 * prefilled form link; a question the help center answers → the whole help answer and its link; otherwise
 * the best passage of the product's own pages (never a blog post), in whole sentences; anything else → an
 * honest "I don't know" pointing to /contact. Questions in German, French, Spanish, Italian and Dutch are read
 * through the help center's lexicon; the reply says when it is in English. `history` holds earlier messages
 * of the thread (oldest first); a short follow-up is read together with the previous question.
 */
export function answerOffline(
  message: string,
  history: readonly { role: "user" | "assistant"; content: string }[],
  tools: AssistantTools,
): AssistantReply {
  const siteName = tools.siteName ?? SITE_NAME_FALLBACK;
  const text = plainText(message);
  if (SMALL_TALK.test(text)) return smallTalk(text, siteName);
  const { language, english } = tools.help.read(text);
  const help = bestHelp(tools, text);
  const topic = outOfScopeTopic(english, text, tools);
  const strong = help && help.coverage >= STRONG_HELP_MATCH && help.known >= STRONG_HELP_MATCH;
  if (topic && !strong) return outOfScopeReply(topic, language);
  if (isSoftwareNeed(text, tools, help?.coverage ?? 0)) return vendorReply(text, tools);
  if (help) return helpReply(help, language);
  const direct = knowledgeReply(english, tools.kb.search(english), tools);
  if (direct) return withNote(direct, language);
  const reading = blogReading(english, tools);
  if (reading) return withNote(reading, language);

  const previous = [...history]
    .reverse()
    .find((m) => m.role === "user" && m.content.trim() !== message.trim());
  if (previous && tools.kb.queryTerms(english).filter((t) => t.own).length <= 4) {
    const combined = `${plainText(previous.content)} ${text}`;
    const followHelp = bestHelp(tools, combined);
    if (followHelp) return helpReply(followHelp, language);
    const read = tools.help.read(combined).english;
    const followUp = knowledgeReply(read, tools.kb.search(read), tools);
    if (followUp) return withNote(followUp, language);
  }
  return unknownReply(language);
}

/** The help entry that answers the question, if one covers enough of it. */
export function bestHelp(tools: AssistantTools, question: string): HelpMatch | null {
  const [best] = tools.help.match(question, 1);
  return best && best.coverage >= MIN_HELP_COVERAGE && best.known >= MIN_HELP_KNOWN ? best : null;
}

/**
 * General advice the blog gives, offered as an article to read. Its text is never quoted as an answer: a post
 * may describe how other marketplaces work, which is not what SaaSMatch does.
 */
function blogReading(question: string, tools: AssistantTools): AssistantReply | null {
  const hit = tools.kb
    .search(question)
    .find(
      (h) =>
        !POLICY_PAGE(h.passage.url) &&
        h.coverage >= MIN_BLOG_COVERAGE &&
        tools.kb.queryTerms(question).filter((t) => t.own && h.matchedTerms.has(t.term)).length >=
          MIN_BLOG_WORDS,
    );
  if (!hit) return null;
  const link = markdownLink(hit.passage.pageTitle, hit.passage.url);
  return {
    kind: "answer",
    text: `The help center doesn't cover that, but one of our blog articles gives general advice on it. It describes the market in general, not how ${SITE_NAME_FALLBACK} works.\n\nSource: ${link}`,
    citations: [hit.passage.url],
  };
}

function withNote(reply: AssistantReply, language: ChatLanguage): AssistantReply {
  return language === "en" ? reply : { ...reply, text: `${englishNote(language)}${reply.text}` };
}
