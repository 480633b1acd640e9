import type { MatchFactors } from "./types";

/** Changes whenever ranking behaviour changes, so cached results and benchmarks can be told apart. */
export const ENGINE_VERSION = "matching-core/1.77.0";

/** Requested features a search scores at most: one bit each in a vendor's coverage mask (a Uint32Array entry). */
export const MAX_REQUESTED_FEATURES = 32;

/** Results returned when the caller gives no limit. */
export const DEFAULT_LIMIT = 20;

/** Fusion weights of the five factors; they sum to 1. Problem fit dominates; vendor payment has no weight. */
export const DEFAULT_FACTOR_WEIGHTS: Readonly<MatchFactors> = Object.freeze({
  problem_fit: 0.65,
  feature_alignment: 0.1,
  industry_relevance: 0.1,
  qualification: 0.1,
  credibility: 0.05,
});

/** Score (0–100) from which a match is an "Excellent fit". */
export const EXCELLENT_FIT_MIN_SCORE = 75;

/** Score (0–100) from which a match is a "Good fit"; below it, "Partial fit". */
export const GOOD_FIT_MIN_SCORE = 50;

/** A need read at least this strongly, answered by the vendor's categories, is a strong need match ("Excellent fit" needs one). */
export const STRONG_NEED_MIN_STRENGTH = 0.9;

/** "Excellent fit" needs at least this share of the requested features confirmed in the vendor's own words. */
export const EXCELLENT_MIN_CONFIRMED_SHARE = 0.5;

/** A hard conflict multiplies the fused score by this, ranking the vendor below comparable ones without it. */
export const HARD_CONFLICT_PENALTY = 0.7;

/**
 * A soft conflict (e.g. self-hosted only when the buyer asked for cloud) multiplies the fused score by this:
 * a known mismatch ranks below an otherwise comparable vendor without one, but stays in view.
 */
export const SOFT_CONFLICT_PENALTY = 0.92;

/** Value of a factor that has nothing to judge (no features requested, horizontal tool, no criteria given). */
export const NEUTRAL_FACTOR = 0.5;

/** BM25 term-frequency saturation. */
export const BM25_K1 = 1.2;

/** A one-word product name in more than this share of vendors' text is a common word, not a name. */
export const COMMON_WORD_DOC_SHARE = 0.003;

/** Category induction: a kind must be described by at least this share of an unknown category's members. */
export const INDUCTION_MIN_SHARE = 0.3;

/** Category induction: … and by at least this many of them. */
export const INDUCTION_MIN_MEMBERS = 3;

/**
 * Category induction: a category too small for that many members to be the share means the one kind at least this
 * many of its members name with a strong cue in their tagline or first sentence.
 */
export const INDUCTION_SMALL_MIN_MEMBERS = 2;

/**
 * Category induction: a category that no kind reaches the share of still means its most described kind when that
 * kind reaches this share and leads the next one by `INDUCTION_LEAD_MARGIN` times.
 */
export const INDUCTION_LEAD_MIN_SHARE = 0.15;
export const INDUCTION_LEAD_MARGIN = 1.3;

/**
 * Category induction: a category induced to mean a kind also means a narrower neighbour of it (a kind whose related
 * categories name the induced one) that this share of its members describe themselves as.
 */
export const INDUCTION_NARROWER_MIN_SHARE = 0.15;

/** Category induction: affinity of an induced kind for every member of the category. */
export const INDUCTION_AFFINITY = 0.8;

/** Category induction: vote of a member naming the kind only outside its tagline and first sentence. */
export const INDUCTION_TEXT_VOTE = 0.5;

/** Affinity of a vendor without a category of a known kind to the kinds it describes itself as. */
export const OWN_KIND_AFFINITY = 0.5;

/** BM25F field weights and length normalization: category and name words say most about what a product is; a longer feature list is not diluted (b 0), so listing one more feature never lowers a vendor. */
export const DEFAULT_FIELD_SPECS = Object.freeze({
  name: { weight: 1.5, b: 0.5 },
  tagline: { weight: 1.5, b: 0.75 },
  description: { weight: 1, b: 0.75 },
  categories: { weight: 2, b: 0.3 },
  features: { weight: 1.2, b: 0 },
});

/** Query weight of a word from the buyer's own problem text. */
export const PROBLEM_TERM_WEIGHT = 1;

/**
 * Query weight of a word outside the need phrases when the text states its need ("we need a …"): the buyer's
 * situation (the tool they leave, their own product, a complaint) describes the need without being it.
 */
export const CONTEXT_TERM_WEIGHT = 0.3;

/**
 * Outside the need phrases, a capability cue only reinforces a kind the need phrases or features chose, at this
 * share of its strength; it never picks a kind on its own.
 */
export const CONTEXT_CUE_FACTOR = 0.5;

/**
 * When the need phrases and features name no kind of software ("we need something we can run ourselves"), the
 * context's kinds are read at this share of their strength: the situation is then the best hint there is.
 */
export const CONTEXT_ONLY_CUE_FACTOR = 0.7;

/**
 * When a need phrase names a kind of software at least this strongly, the wizard's features only reinforce the kinds
 * the need chose: they are what that software must do ("an online store" with "Inventory and shipping" is a store
 * that handles stock, not also a shipping carrier). Below it the features choose kinds too (a vague need phrase,
 * "start selling", with "Sales pipeline" is a CRM).
 */
export const FEATURES_ADD_KINDS_BELOW = 0.7;

/**
 * A kind named in a need's details ("an online shop that handles shipping") counts this share of its strength when
 * the need's head already names a kind: the shop is the need, shipping is something it must do.
 */
export const NEED_DETAIL_CUE_FACTOR = 0.6;

/** Query weight of a word from a specific (non-generic) requested feature. */
export const FEATURE_TERM_WEIGHT = 0.5;

/** Query weight of a word that names the buyer's industry: it describes the buyer, not the software. */
export const INDUSTRY_TERM_WEIGHT = 0.2;

/** Query weight of a vendor-side expansion word of a detected capability, times the capability's strength. */
export const EXPANSION_TERM_WEIGHT = 0.35;

/** Expansion words found in more than this share of vendors are left out of the query (too common to rank on). */
export const MAX_EXPANSION_DOC_SHARE = 0.05;

/** Strength of a strong capability cue; several cues combine as a noisy-or. */
export const STRONG_CUE_WEIGHT = 0.9;

/** Strength of a weak (ambiguous) capability cue. */
export const WEAK_CUE_WEIGHT = 0.4;

/**
 * A kind's weak cues together saturate at this strength (`WeakCueSaturation` in `text/concept-matcher.ts`): one
 * counts WEAK_CUE_WEIGHT (0.4), two 0.64, three or more 0.7, where a plain noisy-or reached 0.78, 0.87, 0.92 and
 * passed a strong cue (0.9). Below MIN_RELATIVE_CAPABILITY_STRENGTH of one strong cue (0.8 × 0.9 = 0.72), several
 * ambiguous words of one kind ("site", "pages", "homepage", "clients" for a web agency's own trade) never name a need
 * beside a kind one plain phrase names; outside the need phrases, at CONTEXT_CUE_FACTOR (0.5 × 0.7 = 0.35), they stay
 * below even one weak cue in a need phrase (0.4).
 */
export const WEAK_CUES_CEILING = 0.7;

/**
 * A word of a kind's cues is that kind's own when the cues of at most this many kinds use it ("parents", "kitchen",
 * "hectares"; not "customer", "online" or "share"). A need phrase with such a word ("share updates with parents")
 * speaks of that kind: the buyer's trade the context names weakly ("our daycare nursery") is then kept as a need
 * beside the kind the need phrase names (`understanding/understand-problem.ts`).
 */
export const KIND_WORD_MAX_KINDS = 5;

/**
 * A word in the cues of more kinds than this ("online", "customer", "track") names no job: it never makes a trade's
 * kind a specialisation of the job a need phrase names (`understanding/trade-jobs.ts`).
 */
export const JOB_WORD_MAX_KINDS = 40;

/**
 * The generic kind a need phrase names ("online booking") beside the trade's own kind that does that job (campsite
 * booking software), at this share of its strength: the trade's kind leads, the generic one is still a need.
 */
export const GENERIC_JOB_BESIDE_TRADE_FACTOR = 0.95;

/** Requested feature chips reveal capabilities less surely than the problem text: their cue strength is scaled by this. */
export const FEATURE_CUE_FACTOR = 0.7;

/**
 * Capabilities weaker than this share of the strongest detected one are not needs: a kind named by one ambiguous
 * word beside a kind named plainly ("email sync" beside "sales pipeline") is a detail of the need, not a second one.
 */
export const MIN_RELATIVE_CAPABILITY_STRENGTH = 0.8;

/** Capabilities read at least this share of the strongest (but not needs) are offered as other readings. */
export const OTHER_READING_MIN_RELATIVE_STRENGTH = 0.5;

/** Affinity of a vendor category listed as related (not core) to a capability. */
export const RELATED_CATEGORY_AFFINITY = 0.45;

/** Vendor-text capability detections weaker than this are ignored. */
export const MIN_TEXT_CAPABILITY_STRENGTH = 0.5;

/** Problem-fit blend when a capability was detected with full confidence: category match, capability named in vendor text, BM25F text. */
export const PROBLEM_FIT_BLEND = Object.freeze({ category: 0.55, concept: 0.15, text: 0.2, feedback: 0.1 });

/** Problem-fit blend when no capability was detected; in between, the two blends mix by detection confidence. */
export const PROBLEM_FIT_BLEND_TEXT_ONLY = Object.freeze({
  category: 0,
  concept: 0.15,
  text: 0.5,
  feedback: 0.35,
});

/** Category feedback: how many of the best text matches vote on the categories the problem is about. */
export const FEEDBACK_TOP_K = 20;

/** Category feedback: categories below this share of the strongest voted one are ignored. */
export const FEEDBACK_MIN_RELATIVE = 0.35;

/** Category feedback: a category needs at least this vote (sum of relative text scores of its vendors). */
export const FEEDBACK_MIN_VOTES = 1.5;

/** Share of the best BM25F score a text-only candidate needs to count as related at all. */
export const MIN_TEXT_RELEVANCE = 0.15;

/** Vendors with a lower problem fit are never returned, however well they qualify. */
export const MIN_PROBLEM_FIT = 0.12;

/** Weight of an optional semantic (vector) similarity inside problem fit, when a caller supplies one. */
export const DEFAULT_SEMANTIC_WEIGHT = 0.25;

/** Qualification value per criterion outcome. Unknown is neutral, never a conflict. */
export const QUALIFICATION_VALUES = Object.freeze({ met: 1, unknown: 0.5, soft: 0.15, hard: 0 });

/** A starting price above this multiple of the buyer's budget ceiling is a hard conflict; above 1×, soft. */
export const BUDGET_HARD_CONFLICT_RATIO = 2;

/** Credibility signal weights (sum 1): only verifiable profile facts, never ratings. */
export const CREDIBILITY_WEIGHTS = Object.freeze({
  profile: 0.25,
  completeness: 0.35,
  yearsInBusiness: 0.2,
  certifications: 0.2,
});

/** Years in business at which that credibility signal is full. */
export const FULL_CREDIBILITY_YEARS = 10;

/** Certifications at which that credibility signal is full. */
export const FULL_CREDIBILITY_CERTIFICATIONS = 3;

/** Industry relevance: declared match, text mention, declared for other industries only, text mentions others only. */
export const INDUSTRY_VALUES = Object.freeze({
  declared: 1,
  mentioned: 0.75,
  otherDeclared: 0.2,
  otherMentioned: 0.4,
});

/** A negation ("without", "no", "don't want") covers at most this many content words after it, within its clause. */
export const NEGATION_SCOPE_WORDS = 4;

/** "Cheap" / "affordable" in the problem text: a budget ceiling of this much per year (€100 a month). */
export const CHEAP_MAX_EUR_PER_YEAR = 1200;

/** Vendors whose categories are a kind of software the buyer said they do not want get their score multiplied by this. */
export const NEGATED_KIND_PENALTY = 0.6;

/**
 * With two or more needs, the strongest holds most of the shortlist: after the first SECONDARY_NEED_FREE_PLACES
 * vendors that answer only another need (not the strongest at all), each one placed multiplies the score of the next
 * such vendor by this, while vendors of the strongest need remain (pipeline/select.ts, `balanceStrongestNeed`).
 */
export const SECONDARY_NEED_DECAY = 0.9;

/** The first this many vendors of other needs place on their own scores; the decay starts after them. */
export const SECONDARY_NEED_FREE_PLACES = 2;

/** The lowest the secondary-need decay takes a score: a factor of at least this (× 0.6 is reached after 5 vendors). */
export const SECONDARY_NEED_FLOOR = 0.6;

/** Candidates weighed for the balance of needs: this many times the limit (at least NEED_BALANCE_MIN_POOL), best by score. */
export const NEED_BALANCE_POOL = 3;
export const NEED_BALANCE_MIN_POOL = 60;

/**
 * The balance of needs trusts the order of the reading only when the strongest need was read surely (at least this
 * strong) and alone at the top: a tie, or a strongest need read from a looser phrase, leaves the order as scored.
 */
export const NEED_BALANCE_MIN_STRENGTH = 0.95;

/**
 * Two or three needs of about equal strength share the shortlist (pipeline/select.ts, `balanceEqualNeeds`): a need
 * read at least this share of the strongest is its equal.
 */
export const EQUAL_NEEDS_MIN_RATIO = 0.9;

/** … when each is read at least this strongly (weaker, tied readings are too often the wrong ones). */
export const EQUAL_NEEDS_MIN_STRENGTH = 0.85;

/** Among equal needs, each vendor placed that answers one need multiplies the score of the next vendor of that need by this. */
export const EQUAL_NEED_DECAY = 0.85;

/** The lowest the equal-needs decay takes a score. */
export const EQUAL_NEED_FLOOR = 0.5;

/** A vendor whose categories mean at least two of the equal needs at least this strongly is a suite: it never decays. */
export const SUITE_MIN_AFFINITY = 0.75;

/** Strength given to the needs read from the categories of a product the buyer wants to replace. */
export const ALTERNATIVE_NEED_WEIGHT = 0.9;

/** Query weight of the words of the replaced product's categories (its description and tagline get half). */
export const ALTERNATIVE_TERM_WEIGHT = 0.6;

/** At most this many description words of the replaced product join the query, in order of appearance. */
export const ALTERNATIVE_MAX_DESCRIPTION_TERMS = 30;

/**
 * A requirement stated in the problem text (open source, self-hosted, free) that a vendor's data cannot confirm
 * multiplies its score by this: among vendors that fit the problem alike, those known to meet it come first.
 */
export const UNCONFIRMED_REQUIREMENT_PENALTY = 0.8;

/** A negated phrase names a kind of software the buyer does not want only when a strong cue says so (not "avoid double bookings"). */
export const AVOIDED_KIND_MIN_STRENGTH = 0.7;

/** Category feedback strength of the replaced product's own categories (crawled categories can be loose). */
export const ALTERNATIVE_FEEDBACK = 0.6;

/** A one-word cue read as the head of a German or Dutch compound ("Familienrezepte") has at least this many letters. */
export const MIN_COMPOUND_HEAD_LETTERS = 5;

/** The word before a compound's head ("Familien-" in "Familienrezepte") has at least this many letters. */
export const MIN_COMPOUND_MODIFIER_LETTERS = 4;
