import {
  GENERIC_JOB_BESIDE_TRADE_FACTOR,
  KIND_WORD_MAX_KINDS,
  MAX_REQUESTED_FEATURES,
  OTHER_READING_MIN_RELATIVE_STRENGTH,
  STRONG_CUE_WEIGHT,
  WEAK_CUES_CEILING,
} from "../constants";
import { DEFAULT_ENGINE_OPTIONS, type EngineOptions } from "../options";
import type { WeightedTerm } from "../retrieval/bm25f";
import type { ConceptHit, ConceptMatcher } from "../text/concept-matcher";
import type { TextReading, Token } from "../text/tokenizer";
import type { BusinessProblem } from "../types";
import { type Budget, parseBudget } from "./budget";
import type { CompiledVocabulary, WordSense } from "./compiled-vocabulary";
import { readJoinedObjects, withJoinedPlaces } from "./joined-objects";
import { type KindWords, kindWords } from "./kind-words";
import { type NeedReading, needPositions, readNeeds } from "./need-phrases";
import { type ObjectReading, readObjects } from "./objects";
import { type NamedProduct, type ProductLookup, type RequestReading, readRequest } from "./request-language";
import { MAX_ENGLISH_SLICE_WORDS, readSlices } from "./slices";
import { textLanguages as languagesOfText } from "./text-language";
import { sharesWord, tradeJobs } from "./trade-jobs";

type Language = CompiledVocabulary["languages"][number];

/** A requirement as the engine checks it, whether from a wizard field or the problem text. */
export interface StatedRequirement {
  /** As the buyer said it: "Open source", "Self-hosted", "Cloud / SaaS". */
  label: string;
  /** True when read from the problem text rather than a wizard field. */
  fromText: boolean;
}

/** What the buyer asked about a vendor's licence. */
export interface LicenseRequirement extends StatedRequirement {
  /** Licence ids that satisfy it (prefix match); empty: any open-source licence. */
  licenses: string[];
}

/** A feature the buyer asked for, resolved to what can confirm it on a vendor. */
export interface RequestedFeature {
  /** As the buyer wrote it. */
  label: string;
  /** Feature concepts it names (all must be covered). */
  features: number[];
  /** Capabilities it names when it is a kind of software ("Invoicing"); used when no feature concept fits. */
  capabilities: number[];
  /** Its content words, the last resort: a vendor mentioning all of them covers it. */
  terms: string[];
  generic: boolean;
}

export interface DetectedCapability {
  capability: number;
  /** 0..1 */
  weight: number;
}

/** A word's sense the text settles: the kind it then means, and the kinds whose cues it then means it for (empty: any). */
export interface SettledSense {
  kind: number;
  from: ReadonlySet<number>;
}

/** What named a need: see `ProblemUnderstanding.statedKinds`. */
export type NeedSource = "apart" | "need" | "feature";

/** Everything the engine reads from a business problem, before looking at any vendor. */
export interface ProblemUnderstanding {
  /** The needs: strongest first, then by vocabulary order. */
  capabilities: DetectedCapability[];
  /**
   * Kinds read too weakly beside the strongest to be a need (below `minRelativeCapabilityStrength` of it, at least
   * OTHER_READING_MIN_RELATIVE_STRENGTH), strongest first: offered as other readings, never ranked on.
   */
  weakerReadings: number[];
  /** Buyer words, specific feature words and capability expansions; what makes a vendor related. */
  coreQuery: WeightedTerm[];
  /** Terms of coreQuery that come only from capability expansion (none of the buyer's own words). */
  expansionOnly: ReadonlySet<string>;
  /** Industry words; they only reorder vendors already related. */
  industryQuery: WeightedTerm[];
  /** Industries (vocabulary indexes) the buyer's industry field names. */
  industries: number[];
  /** The industry field, normalized, for vendors whose industries the vocabulary does not know. */
  industryLabel: string;
  features: RequestedFeature[];
  deploymentMask: number;
  companySizeMask: number;
  regionMask: number;
  budget: Budget | null;
  /** The buyer wants a free plan (or free, open-source software). */
  wantsFree: boolean;
  timeline: ReturnType<CompiledVocabulary["timeline"]>;
  /** Labels of the deployment and budget requirements, wizard field or problem text. */
  deploymentRequirement: StatedRequirement | null;
  budgetRequirement: StatedRequirement | null;
  license: LicenseRequirement | null;
  /** Compliance constraints (vocabulary indexes) the buyer named: GDPR, HIPAA, SOC 2… */
  compliance: number[];
  /** Region (bit) where the buyer's data must stay, with its label. */
  dataLocation: (StatedRequirement & { regionMask: number }) | null;
  /** Products the buyer wants an alternative to; their vendors are excluded from the results. */
  alternatives: NamedProduct[];
  /** Kinds of software (capabilities) the buyer said they do not want. */
  avoided: number[];
  reading: RequestReading;
  /** Where the text states the need; empty needs: the whole text was read as the need. */
  needs: NeedReading;
  /** The text's tokens, read once here for the later stages (the other readings offered). */
  textTokens: readonly Token[];
  /**
   * The words of two senses the text settles (`word_senses`), by position: a cue holding one means the sense's kind
   * (`kindInSense`), in the need as in the other readings offered.
   */
  senses: ReadonlyMap<number, readonly SettledSense[]>;
  /** Each wizard feature as read from its label (`readChip`), for the later stages (the other readings offered). */
  featureChips: readonly FeatureChip[];
  /**
   * Kinds a need phrase, a wizard feature or a product to replace named (not only the buyer's situation, nor the
   * whole text read when it states no need), and by which: "apart" (the head of a need phrase names it plainly
   * apart from another such kind, joined by "and", "plus"…: "a CRM and a help desk"), "need"
   * (a need phrase otherwise, or the product to replace) or "feature" (a wizard feature only). The balance of needs
   * trusts only these (`pipeline/select.ts`).
   */
  statedKinds: ReadonlyMap<number, NeedSource>;
}

function addTerm(map: Map<string, number>, term: string, weight: number) {
  if (weight <= 0) return;
  const prev = map.get(term);
  if (prev === undefined || weight > prev) map.set(term, weight);
}

function sortedTerms(map: Map<string, number>): WeightedTerm[] {
  return [...map]
    .map(([term, weight]) => ({ term, weight }))
    .sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
}

export function resolveRequestedFeature(
  vocab: CompiledVocabulary,
  label: string,
  tokens: readonly Token[] = vocab.tokenizer.tokenize(label),
): RequestedFeature {
  const features = vocab.featureMatcher.detect(tokens).map((h) => h.concept);
  const capabilities =
    features.length > 0
      ? []
      : vocab.capabilityMatcher
          .detect(tokens)
          .filter((h) => h.strength >= 0.5)
          .map((h) => h.concept);
  const terms = [...new Set(tokens.map((t) => t.term).filter((t) => !vocab.filler.has(t)))];
  const generic = features.length > 0 && features.every((f) => vocab.vocabulary.features[f]!.generic);
  return {
    label,
    features,
    capabilities,
    terms: terms.length > 0 ? terms : tokens.map((t) => t.term),
    generic,
  };
}

/** Wizard features whose reading is remembered, at most (cleared when full). */
const CHIP_MEMO_LABELS = 512;
const chipMemo = new WeakMap<CompiledVocabulary, Map<string, FeatureChip>>();

/**
 * What a wizard feature says, read from its label alone: the same on every search that asks for it. The wizard offers
 * a fixed list of features, and each is read in English and in every other language (its few words show no language),
 * so the reading is remembered across searches (`readChip`). Its arrays and sets are only ever read.
 */
export interface FeatureChip extends FeatureChipReading {
  /** Its English tokens. */
  tokens: readonly Token[];
  /** The English capability cues of its topic words (all its words when `topic` is null), as the matcher gives them. */
  topicHits(): readonly ConceptHit[];
  /** The feature it asks for; null when it says what the buyer does not want. */
  feature: RequestedFeature | null;
  /**
   * The kind cues of a feature asked for that is not generic, read in its topic words in English, as a connection of
   * systems and in each other language, in that order; a cue only in words whose kind is not read from them alone (a
   * place protected, the systems a connection joins) left out, as for the text. Null for any other feature.
   */
  kindCues: ReadonlyArray<{ concept: number; strength: number }> | null;
}

function readChip(vocab: CompiledVocabulary, label: string): FeatureChip {
  let memo = chipMemo.get(vocab);
  if (!memo) {
    memo = new Map();
    chipMemo.set(vocab, memo);
  }
  const known = memo.get(label);
  if (known) return known;
  const { tokens, words } = vocab.tokenizer.read(label);
  const { topic, negated } = readFeatureChip(vocab, label, { tokens, words });
  const onTopic = (all: readonly Token[]) => (topic ? all.filter((t) => topic.has(t.pos)) : all);
  let topicHits: readonly ConceptHit[] | null = null;
  const feature = negated === null ? resolveRequestedFeature(vocab, label, tokens) : null;
  let kindCues: Array<{ concept: number; strength: number }> | null = null;
  if (feature && !feature.generic) {
    // "Connect web forms, spreadsheets and CRM" is an integration need, "Bot blocking in front of checkout" bot protection.
    const { objects, connections } = readObjectsOf(vocab, words, tokens);
    const unread = new Set<number>([...objects.protectedPlaces, ...objects.connected]);
    kindCues = [];
    for (const { matcher, tokens: read } of [
      { matcher: vocab.capabilityMatcher, tokens },
      { matcher: connections, tokens },
      ...vocab.languages.map((l) => ({ matcher: l.capabilityMatcher, tokens: l.tokenizer.tokenize(label) })),
    ]) {
      const at = onTopic(read);
      if (at.length === 0) continue;
      for (const hit of matcher.detect(at)) {
        if (matcher !== connections && hit.positions.length > 0 && hit.positions.every((p) => unread.has(p)))
          continue;
        kindCues.push({ concept: hit.concept, strength: hit.strength });
      }
    }
  }
  const chip: FeatureChip = {
    topic,
    negated,
    tokens,
    topicHits: () => {
      topicHits ??= vocab.capabilityMatcher.detect(onTopic(tokens));
      return topicHits;
    },
    feature,
    kindCues,
  };
  if (memo.size >= CHIP_MEMO_LABELS) memo.clear();
  memo.set(label, chip);
  return chip;
}

/** The content words of each kind's cues, in English and in each other language; built once per vocabulary. */
const kindWordsMemo = new WeakMap<CompiledVocabulary, KindWords>();

function wordsOfKinds(vocab: CompiledVocabulary): KindWords {
  const known = kindWordsMemo.get(vocab);
  if (known) return known;
  // Only a word few kinds' cues use is a kind's own ("parents", "kitchen"); "customer", "online" or "share" is anyone's.
  const words = kindWords(vocab, (k) => [...k.cues, ...k.weak_cues], KIND_WORD_MAX_KINDS);
  kindWordsMemo.set(vocab, words);
  return words;
}

/** Content words at most between a join ("and", "plus") and each of two kinds it names apart (`namedApart`). */
const MAX_APART_GAP_WORDS = 3;

/** Strength of a connection of two or more systems as a cue of the connection kinds: a strong cue's. */
const CONNECTION_CUE_STRENGTH = 0.9;

/**
 * What a text acts on (`objects.ts`) and the matcher that reads each connection of two or more systems as a cue of
 * the connection kinds ("connect our web forms, spreadsheets and CRM" is an integration need), found when all its
 * words are read.
 */
function readObjectsOf(
  vocab: CompiledVocabulary,
  words: ReturnType<CompiledVocabulary["tokenizer"]["analyze"]>,
  tokens: readonly Token[],
): { objects: ObjectReading; connections: ConceptMatcher } {
  const objects = readObjects(vocab.objects, words, (positions) => {
    const at = new Set(positions);
    return vocab.capabilityMatcher.detect(tokens.filter((t) => at.has(t.pos))).length > 0;
  });
  const connections: ConceptMatcher = {
    cueTerms: new Set(),
    detect(found) {
      const at = new Set(found.map((t) => t.pos));
      return objects.connections
        .filter((c) => c.every((p) => at.has(p)))
        .flatMap((positions) =>
          vocab.objects.connectionKinds.map((concept) => ({
            concept,
            strength: CONNECTION_CUE_STRENGTH,
            positions,
          })),
        );
    },
  };
  return { objects, connections };
}

/** Cues of the known products' kinds at their names' positions, found when all of a name's words are read. */
function knownProductCues(known: RequestReading["currentKinds"]): ConceptMatcher {
  return {
    cueTerms: new Set(),
    detect(tokens) {
      const at = new Set(tokens.map((t) => t.pos));
      return known
        .filter((k) => k.positions.every((p) => at.has(p)))
        .flatMap((k) => k.kinds.map((concept) => ({ concept, strength: 1, positions: k.positions })));
    },
  };
}

/** Words from "our" to the business word it owns ("our gym", "our small dental practice"): at most this many. */
const MAX_OWNED_TRADE_LEAD = 3;

/** Words between "for" and "our" in a need's purpose: the article of "per il nostro", "pour la nôtre". */
const MAX_PURPOSE_ARTICLE_WORDS = 1;

export function understandProblem(
  vocab: CompiledVocabulary,
  problem: BusinessProblem,
  products: ProductLookup | null = null,
  weights: Readonly<EngineOptions["understanding"]> = DEFAULT_ENGINE_OPTIONS.understanding,
): ProblemUnderstanding {
  const { tokenizer } = vocab;
  const textReading = tokenizer.read(problem.problem);
  const analyzed = textReading.words;
  // "schedule our staff and our volunteers": the verb applies to each object, and each is read with it.
  const joinedObjects = readJoinedObjects(vocab.needs, analyzed);
  const allTokens = withJoinedPlaces(textReading.tokens, joinedObjects, analyzed);
  const reading = readRequest(vocab.request, analyzed, problem.problem, products);
  const needs = readNeeds(vocab.needs, analyzed);
  // "something in front of the signup page", "connect the shop with the accounting software": what the need acts on.
  const textObjects = readObjectsOf(vocab, analyzed, allTokens);
  const inNeed = new Set(needPositions(needs, analyzed));
  for (const pos of reading.left) inNeed.delete(pos);
  // "requests that come in by email": the channel is how things arrive, not what the need is.
  for (const pos of reading.channels) inNeed.delete(pos);
  // "my boss asked me to look into", "thanks in advance": forum formulas are neither the situation nor the need.
  for (const pos of reading.formulas) inNeed.delete(pos);
  // "Export to QuickBooks would be great", "DATEV-Schnittstelle wäre super": the system the software must work with is
  // the buyer's current system, a feature of the need, never the kind it chooses; unless the need is to connect it
  // with others ("connect our Shopify store to our accounting and CRM").
  const connectedSystems = new Set(textObjects.objects.connections.flat());
  /** The systems named in a need phrase: their names are still the need's words, searched as the need's are. */
  const systemsInNeed = new Set<number>();
  for (const pos of reading.integrated)
    if (!connectedSystems.has(pos) && inNeed.delete(pos)) systemsInNeed.add(pos);
  // Constraint words, negated phrases and "alternative to" are not the topic. When nothing but filler is left,
  // the constraint itself is what the buyer is looking for ("GDPR compliance software").
  let problemTokens = allTokens.filter((t) => !reading.masked.has(t.pos));
  if (reading.constraints.length > 0 && !problemTokens.some((t) => !vocab.filler.has(t.term))) {
    problemTokens = allTokens.filter((t) => !reading.negated.has(t.pos));
  }
  // A kind set aside or turned down ("we already have accounting sorted", "the big ERP suites are overkill") is no
  // need: its clause chooses no kind, and its words are no topic words unless nothing else is left.
  for (const pos of needs.dismissed) inNeed.delete(pos);
  const undismissed = problemTokens.filter((t) => !needs.dismissed.has(t.pos));
  if (undismissed.some((t) => !vocab.filler.has(t.term))) problemTokens = undismissed;
  const chips = problem.features.map((f) => readChip(vocab, f));
  const negatedFeatures = chips.map((c) => c.negated);
  const wantedChips = chips.filter((c) => c.negated === null);
  // A copy per search: the remembered feature is never changed.
  const features = wantedChips.map((c) => ({ ...c.feature! }));

  // The text is read in English and in each other language it is written in (its own stop words and stemmer).
  // A list of keywords without any function word ("Online-Terminbuchung, SMS-Erinnerungen") shows no language: it
  // is read in every language, as a wizard feature is.
  const detected = languagesOfText(vocab.languages, analyzed);
  const textLanguages = detected.length === 0 && !analyzed.some((w) => w.stop) ? vocab.languages : detected;
  // A function word of one language the text is written in may be a word of the other: Dutch "je" (you) is the
  // German "je" of "Kosten je Projekt", read by the German reading (its topic keeps it).
  const topic = new Set(problemTokens.map((t) => t.pos));
  // The function words of the language the text is written in are no English words: Dutch "van" (of) is no van,
  // French "pour" no pour. Nor are its everyday words English reads as cues: Spanish "rota" (broken) is no staff rota,
  // French "vue" (view) no Vue. They are neither read as English cues nor searched for.
  if (detected.length > 0) {
    const foreign = new Set(
      analyzed
        .filter((w) => detected.some((l) => l.stopWords.has(w.raw) || l.commonWords.has(w.raw)))
        .map((w) => w.pos),
    );
    problemTokens = problemTokens.filter((t) => !foreign.has(t.pos));
  }
  // Each language's tokens of the text, read once: the readings below keep the positions each one needs.
  const tokensIn = new Map<Language, Token[]>();
  const languageTokens = (l: Language) => {
    let tokens = tokensIn.get(l);
    if (!tokens) {
      tokens = withJoinedPlaces(l.tokenizer.tokenize(problem.problem), joinedObjects, analyzed);
      tokensIn.set(l, tokens);
    }
    return tokens;
  };
  // A separable verb is read at its particle ("we houden de uren bij"), a function word of the language otherwise.
  const languageReadings = textLanguages.map((l) => ({
    matcher: l.capabilityMatcher,
    tokens: languageTokens(l)
      .filter((t) => topic.has(t.pos) || (t.reachFrom !== undefined && !reading.masked.has(t.pos)))
      .filter((t) => !needs.dismissed.has(t.pos)),
  }));
  // A word the text's own language reads as (part of) a cue is that language's word, not an English one: Italian
  // "pagare a rate" is paying in instalments, not ratings.
  const ownLanguageWords = new Set<number>();
  for (const r of languageReadings)
    for (const hit of r.matcher.detect(r.tokens)) for (const p of hit.positions) ownLanguageWords.add(p);
  const readings: Array<{ matcher: ConceptMatcher; tokens: Token[] }> = [
    {
      matcher: vocab.capabilityMatcher,
      tokens: problemTokens.filter((t) => !ownLanguageWords.has(t.pos) && !needs.dismissed.has(t.pos)),
    },
    ...languageReadings,
  ];
  // A widely known product the catalog lacks, named as the tool the buyer uses today ("our calls are on Google Meet"),
  // is a cue of its kinds there, as a catalog brand's name is a cue of its kind in the vocabulary.
  if (reading.currentKinds.length > 0)
    readings.push({ matcher: knownProductCues(reading.currentKinds), tokens: problemTokens });
  if (textObjects.objects.connections.length > 0)
    readings.push({ matcher: textObjects.connections, tokens: problemTokens });
  /**
   * Words whose kind is not read from them alone: a device ("on my phone" says where the software must work), a scene
   * clause ("when I'm at a client"), a place protected ("in front of checkout": the protection is the need, not the
   * checkout) and the systems a connection joins (the connection is the need).
   */
  const unreadOf = (objects: ObjectReading, scenes: ReadonlyArray<ReadonlySet<number>>) => {
    const out = new Set<number>([...objects.protectedPlaces, ...objects.connected]);
    for (const set of scenes) for (const p of set) out.add(p);
    return out;
  };
  // "Zeit pro Baustelle erfassen", "hours per project": what a measure is sliced by is no kind of its own.
  const textUnread = unreadOf(textObjects.objects, [
    reading.platform,
    reading.scene,
    readSlices(vocab.slices, analyzed, detected.length === 0 ? MAX_ENGLISH_SLICE_WORDS : 1),
  ]);

  // "a caravan park where guests book their pitch online": a word of two senses ("pitch") is read in the sense the
  // text's other words settle (caravans, tents, motorhomes: a campsite pitch), and a cue of another kind that holds
  // it ("book a pitch") is a cue of that sense's kind.
  const senseAt = new Map<number, SettledSense[]>();
  if (vocab.wordSenses.length > 0) {
    const sources: Array<readonly ["en" | Language["language"], readonly Token[]]> = [
      ["en", allTokens],
      ...textLanguages.map((l) => [l.language, languageTokens(l)] as const),
    ];
    const runsAt = (tokens: readonly Token[], run: readonly string[]) => {
      const found: number[][] = [];
      for (let i = 0; i + run.length <= tokens.length; i++)
        if (run.every((term, k) => tokens[i + k]!.term === term))
          found.push(tokens.slice(i, i + run.length).map((t) => t.pos));
      return found;
    };
    const settled = vocab.wordSenses.filter((sense) =>
      sources.some(([lang, tokens]) =>
        (sense.context.get(lang) ?? []).some((run) => runsAt(tokens, run).length > 0),
      ),
    );
    // Two senses that read each other's cues ("booking" a table, "réservation" of an appointment) settled both
    // ("a restaurant, a clinic or workshops"): the text names both, and each word keeps its own reading.
    const rivals = (a: WordSense, b: WordSense) => a.from.has(b.kind) && b.from.has(a.kind);
    for (const sense of settled) {
      if (settled.some((other) => rivals(sense, other))) continue;
      for (const [lang, tokens] of sources)
        for (const run of sense.words.get(lang) ?? [])
          for (const at of runsAt(tokens, run))
            for (const p of at) senseAt.set(p, [...(senseAt.get(p) ?? []), sense]);
    }
  }
  const senseOf = (hit: ConceptHit) => kindInSense(senseAt, hit);

  const strengths = new Map<number, number>();
  const inComplainedObject = (hit: ConceptHit) =>
    hit.positions.length > 0 && hit.positions.every((p) => needs.complainedObjects.has(p));
  /**
   * One reading per language; the same cue in several languages counts once (the strongest). onlyKnown: only kinds
   * already read (true) or only these kinds (a set). `positions`, when given, collects the word positions of each
   * concept's cues.
   */
  const bestOf = (
    sources: Array<{ matcher: ConceptMatcher; tokens: readonly Token[] }>,
    onlyKnown: boolean | ReadonlySet<number> = false,
    positions?: Map<number, number[]>,
    unread: { positions: ReadonlySet<number>; except: ConceptMatcher } = {
      positions: textUnread,
      except: textObjects.connections,
    },
  ) => {
    const known = onlyKnown === true ? strengths : onlyKnown === false ? null : onlyKnown;
    const best = new Map<number, number>();
    for (const { matcher, tokens } of sources) {
      if (tokens.length === 0) continue;
      const hits = matcher.detect(tokens);
      for (const hit of hits) {
        const concept = senseOf(hit);
        if (known && !known.has(concept)) continue;
        // "on my phone" says where the software must work: it names no kind on its own ("phone" is a weak cue of
        // phone systems), a cue with other words ("take card payments on my phone") still does.
        // "when I'm at a client", "while we are at a trade fair" say where or when the buyer works, not what the
        // software is: a kind read from a scene clause alone is not read either.
        // What a protection is put in front of, or a connection joins, names no kind on its own either.
        if (
          matcher !== unread.except &&
          hit.positions.length > 0 &&
          hit.positions.every((p) => unread.positions.has(p))
        )
          continue;
        // "we're drowning in returns" says "too many returns", "returns are a nightmare" says the returns must work:
        // the object of a complaint of volume or quality names its kind plainly, however ambiguous its word is alone,
        // when it names no other ("drowning in orders" stays vague).
        const strength =
          hit.strength < STRONG_CUE_WEIGHT &&
          inComplainedObject(hit) &&
          hits.filter(inComplainedObject).length === 1
            ? STRONG_CUE_WEIGHT
            : hit.strength;
        best.set(concept, Math.max(best.get(concept) ?? 0, strength));
        if (positions) positions.set(concept, [...(positions.get(concept) ?? []), ...hit.positions]);
      }
    }
    return best;
  };
  const absorbBest = (best: ReadonlyMap<number, number>, factor: (concept: number) => number) => {
    for (const [concept, strength] of best) {
      const prev = strengths.get(concept) ?? 0;
      strengths.set(concept, 1 - (1 - prev) * (1 - strength * factor(concept)));
    }
  };
  const absorbAll = (
    sources: Array<{ matcher: ConceptMatcher; tokens: Token[] }>,
    factor: number,
    onlyKnown: boolean | ReadonlySet<number> = false,
  ) => absorbBest(bestOf(sources, onlyKnown), () => factor);
  const where = (test: (pos: number) => boolean) =>
    readings.map((r) => ({ matcher: r.matcher, tokens: r.tokens.filter((t) => test(t.pos)) }));
  const byPos = new Map(analyzed.map((w) => [w.pos, w]));
  /** Each word position's index in `analyzed`. */
  const wordIndex = new Map(analyzed.map((w, i) => [w.pos, i]));
  /**
   * Reads the words `inSpan` accepts with their head and details (`details`): the head of a need names its kind;
   * what the software must do ("that handles shipping", "with consent tracking") counts less, unless the head names
   * no kind ("a platform where people vote on features"). A cue read across both as written, through the modifier
   * ("chat with customers"), counts as the head; one spread over other words of both ("tool [with time] tracking")
   * joins two phrases and counts as a detail. The details count less only when the head names a kind at
   * `headMinStrength` or more.
   */
  const absorbWithDetails = (
    inSpan: (pos: number) => boolean,
    details: ReadonlySet<number>,
    headMinStrength: number,
  ) => {
    const positions = new Map<number, number[]>();
    const whole = bestOf(where(inSpan), false, positions);
    const head = bestOf(where((pos) => inSpan(pos) && !details.has(pos)));
    const detail = bestOf(where((pos) => inSpan(pos) && details.has(pos)));
    const spreadAcross = (c: number) => {
      const ps = [...new Set(positions.get(c) ?? [])].sort((a, b) => a - b);
      for (let k = 1; k < ps.length; k++) {
        if (details.has(ps[k - 1]!) || !details.has(ps[k]!)) continue;
        for (let p = ps[k - 1]! + 1; p < ps[k]!; p++) if (byPos.get(p)?.stop === false) return true;
      }
      return false;
    };
    const isDetail = (c: number) =>
      (detail.get(c) ?? 0) >= whole.get(c)! || (!head.has(c) && spreadAcross(c));
    const headNamesKind = [...whole].some(([c, w]) => !isDetail(c) && w >= headMinStrength);
    absorbBest(whole, (c) => (headNamesKind && isDetail(c) ? weights.needDetailCueFactor : 1));
    if (!headNamesKind) return;
    for (const c of whole.keys()) {
      // Read in the details alone (a cue spread over head and details is no feature either).
      if (!isDetail(c) || (detail.get(c) ?? 0) < weights.featuresAddKindsBelow) continue;
      const at = (positions.get(c) ?? []).filter((p) => details.has(p) && !needs.purposes.has(p));
      if (at.length > 0) detailKinds.set(c, at);
    }
  };
  /**
   * Kinds the heads of the need phrases name plainly (at `featuresAddKindsBelow`), each apart from another: all the
   * cues of one before all those of the other, joined by a joins word ("and", "plus", "sowie"…) with at most
   * MAX_APART_GAP_WORDS content words either side of it ("a CRM and a help desk", "something for bookings and
   * something to send invoices"; not kinds far apart in a list of features).
   */
  const namedApart = () => {
    const positions = new Map<number, number[]>();
    const head = bestOf(
      where((pos) => inNeed.has(pos) && !needs.details.has(pos)),
      false,
      positions,
    );
    const spans = [...head]
      .filter(([c, w]) => w >= weights.featuresAddKindsBelow && (positions.get(c) ?? []).length > 0)
      .map(([c]) => ({ c, from: Math.min(...positions.get(c)!), to: Math.max(...positions.get(c)!) }));
    // The join words ("and", "plus", "sowie"…) with their word ranges.
    const joins: Array<{ start: number; end: number }> = [];
    for (let i = 0; i < analyzed.length; i++) {
      const join = vocab.needs.joins.at(analyzed, i);
      if (join) joins.push(join);
    }
    const contentWords = (from: number, to: number) => {
      let n = 0;
      for (let i = from; i < to; i++) if (!analyzed[i]!.stop) n++;
      return n;
    };
    /** A join close after the one kind's last cue and close before the other's first. */
    const joined = (a: number, b: number) => {
      const from = wordIndex.get(a)!;
      const to = wordIndex.get(b)!;
      return joins.some(
        (j) =>
          j.start > from &&
          j.end <= to &&
          contentWords(from + 1, j.start) <= MAX_APART_GAP_WORDS &&
          contentWords(j.end, to) <= MAX_APART_GAP_WORDS,
      );
    };
    const apart = new Set<number>();
    for (const x of spans)
      for (const y of spans)
        if (x.to < y.from && joined(x.to, y.from)) {
          apart.add(x.c);
          apart.add(y.c);
        }
    return apart;
  };
  /** Whether a need phrase holds a content word of one of a kind's cues, in English or a language of the text. */
  const needSpeaks = () => {
    const words = wordsOfKinds(vocab);
    const english = new Set(problemTokens.filter((t) => inNeed.has(t.pos)).map((t) => t.term));
    const own = textLanguages.map((l) => ({
      kinds: words.languages.get(l)!,
      terms: new Set(
        languageTokens(l)
          .filter((t) => inNeed.has(t.pos))
          .map((t) => t.term),
      ),
    }));
    const has = (terms: ReadonlySet<string>, of: ReadonlySet<string> | undefined) =>
      of !== undefined && [...terms].some((t) => of.has(t));
    return (c: number) =>
      has(english, words.english[c]) || own.some(({ kinds, terms }) => has(terms, kinds[c]));
  };
  /** Kinds only the context's weak words name beside a need phrase's kind: other readings, never needs. */
  const tradeOnly = new Set<number>();
  /** Kinds named plainly in the details only ("with consent tracking"), with the positions of their cues there. */
  const detailKinds = new Map<number, number[]>();
  // Only the need phrases and the features choose kinds of software; the rest of the text is the buyer's situation.
  const needStated = problemTokens.some((t) => inNeed.has(t.pos) && !vocab.filler.has(t.term));
  /** No need phrase, and the text besides the buyer's situation names a kind: the situation was left out. */
  let situationLeftOut = false;
  /** Kinds a need phrase or a wizard feature named. */
  const statedKinds = new Map<number, NeedSource>();
  if (needStated) {
    absorbWithDetails((pos) => inNeed.has(pos), needs.details, 0);
    for (const c of strengths.keys()) statedKinds.set(c, "need");
    for (const c of namedApart()) statedKinds.set(c, "apart");
  } else {
    // No need phrase: the whole text is read, except the buyer's own product ("our online shop gets hammered by
    // scrapers" is about scrapers), unless nothing else names a kind. A complaint ("cookie banners annoy our
    // readers") is the situation too, and so is the tool the buyer keeps things in today ("our invoices are in
    // QuickBooks"). A text that is a need without a trigger ("a customer data platform with consent tracking") has a
    // head and details as a need phrase has.
    const outsideOwn = (pos: number) =>
      !reading.left.has(pos) &&
      !needs.ownOutside.has(pos) &&
      !needs.complaints.has(pos) &&
      !reading.current.has(pos);
    const anyOutsideOwn = bestOf(where(outsideOwn)).size > 0;
    situationLeftOut = anyOutsideOwn;
    // Only a head that names its kind plainly makes the rest details: in a situation ("we lose track of which
    // clients owe us money") a weak cue before "which" is no head.
    absorbWithDetails(
      anyOutsideOwn ? outsideOwn : (pos) => !reading.left.has(pos),
      needs.detailsOutside,
      weights.featuresAddKindsBelow,
    );
  }
  // A need phrase that names its kind plainly leaves the features to say what that software must do.
  const needChoseStrongly = needStated && Math.max(0, ...strengths.values()) >= weights.featuresAddKindsBelow;
  /** A feature chip names a kind with a strong cue ("Consent banner"). */
  let featureNamedKind = false;
  features.forEach((f, i) => {
    if (f.generic) return;
    // Its cues in every language, read once (`readChip`); when a need phrase chose strongly, only kinds already read.
    const known = needChoseStrongly ? strengths : null;
    const best = new Map<number, number>();
    for (const cue of wantedChips[i]!.kindCues!) {
      if (known && !known.has(cue.concept)) continue;
      best.set(cue.concept, Math.max(best.get(cue.concept) ?? 0, cue.strength));
    }
    if ([...best.values()].some((w) => w >= weights.featuresAddKindsBelow)) featureNamedKind = true;
    for (const c of best.keys()) if (!statedKinds.has(c)) statedKinds.set(c, "feature");
    absorbBest(best, () => weights.featureCueFactor);
  });
  // No need phrase: the tools and means the buyer works with today ("kept in an old Access database", "run off a
  // paper diary") confirm the kinds the rest of the text and the features chose, as they do beside a need phrase;
  // they add none.
  if (situationLeftOut && reading.left.size === 0)
    absorbAll(
      where((pos) => reading.current.has(pos) && !needs.complaints.has(pos)),
      weights.contextCueFactor,
      true,
    );
  // What the buyer leaves ("instead of Trello") is context even when no need phrase was found.
  if (needStated || reading.left.size > 0) {
    // "…read them all in one place": a need that points back with a pronoun takes its kind from the context too.
    // When the need and the features name kinds only vaguely ("one library with tags and versions" beside "our
    // logos and brand files are spread across folders"), the context adds kinds at its share of a cue, as it
    // reinforces: the situation says what the software is for.
    // A complaint ("cookie banners are annoying and we're tired of them") only reinforces: what annoys the buyer is
    // not what they are looking for.
    const chosen = needStated ? needChoseStrongly || featureNamedKind : strengths.size > 0;
    const inContext = (pos: number) => (needStated ? !inNeed.has(pos) : reading.left.has(pos));
    // The tool the need lives in today ("requests spread across Intercom and email", "we track it in Jira") is
    // where the things are, not what a pronoun of the need points to: it only reinforces the kinds the need and the
    // features chose, unless nothing else names a kind.
    const chosenKinds = new Set(strengths.keys());
    const current = where((pos) => inContext(pos) && reading.current.has(pos));
    // A feature that names a kind plainly says what the pronoun's thing needs: the context then only reinforces.
    if ((needs.refersBack && !featureNamedKind) || strengths.size === 0) {
      absorbAll(
        where((pos) => inContext(pos) && !reading.current.has(pos)),
        weights.contextOnlyCueFactor,
      );
      if (strengths.size === 0) absorbAll(current, weights.contextOnlyCueFactor);
      else absorbAll(current, weights.contextCueFactor, chosenKinds);
    } else {
      const before = new Set(strengths.keys());
      const context = bestOf(
        where((pos) => inContext(pos) && !needs.complaints.has(pos) && (chosen || !reading.current.has(pos))),
        chosen,
      );
      absorbBest(context, () => weights.contextCueFactor);
      // A kind the context names only with weak words ("a bakery, its café and kitchen", a web agency's sites and
      // pages) beside a need phrase that names another kind, however weakly ("a way to gather feedback"), is the
      // buyer's trade, not a second need: it is only another reading.
      // A need phrase in the kind's own words ("share updates with parents" beside "our daycare nursery") is about
      // that trade's software: the kind is kept.
      if (needStated && before.size > 0) {
        const spoken = needSpeaks();
        for (const [c, w] of context)
          if (!before.has(c) && w <= WEAK_CUES_CEILING && !spoken(c)) tradeOnly.add(c);
      }
      if (!chosen) absorbAll(current, weights.contextCueFactor, chosenKinds);
      absorbAll(
        where((pos) => inContext(pos) && needs.complaints.has(pos)),
        weights.contextCueFactor,
        true,
      );
    }
  }
  // "The big ERP suites are overkill for a shop our size" and no other kind: the buyer wants a lighter one of that
  // kind, read as the context is when nothing else names one; its words are topic words again.
  if (strengths.size === 0 && needs.oversized.size > 0) {
    const oversized = (pos: number) => needs.oversized.has(pos) && !reading.masked.has(pos);
    absorbAll(
      [
        { matcher: vocab.capabilityMatcher, tokens: allTokens.filter((t) => oversized(t.pos)) },
        ...textLanguages.map((l) => ({
          matcher: l.capabilityMatcher,
          tokens: languageTokens(l).filter((t) => oversized(t.pos)),
        })),
      ],
      weights.contextOnlyCueFactor,
    );
    const kept = new Set(problemTokens.map((t) => t.pos));
    problemTokens = allTokens.filter((t) => kept.has(t.pos) || oversized(t.pos));
  }
  // "We run a campground … guests should be able to reserve a spot online": a need phrase that names a generic job
  // (booking) beside a trade the situation names plainly, whose kind does that job for that trade (its related
  // categories name the job's kind, its own phrases share the need's job word: "reserve a campsite"), asks for the
  // trade's software first; the generic kind stays a need after it. A trade whose kind does another job ("a dental
  // practice … a team chat") is no such reading.
  if (needStated) {
    const jobs = tradeJobs(vocab);
    const needAt = new Map<number, number[]>();
    const inNeedRead = bestOf(
      where((pos) => inNeed.has(pos)),
      false,
      needAt,
    );
    const situationAt = new Map<number, number[]>();
    const situation = bestOf(
      where(
        (pos) =>
          !inNeed.has(pos) &&
          !needs.complaints.has(pos) &&
          !needs.dismissed.has(pos) &&
          !reading.current.has(pos) &&
          !reading.left.has(pos),
      ),
      false,
      situationAt,
    );
    // The trade is a business the vocabulary knows as an industry ("a campground", "our yoga studio", "un albergo"),
    // read in English and in each language of the text ("un estudio de yoga"): "we hold our clients' workshops by
    // video" names what the buyer does, not a trade.
    const tradeAt = new Set(
      [
        ...vocab.industryFieldMatcher.detect(problemTokens),
        ...textLanguages.flatMap(
          (l) => vocab.industryFieldMatchers.get(l.language)?.detect(languageTokens(l)) ?? [],
        ),
      ].flatMap((h) => h.positions),
    );
    // "We run an online shop": the buyer's own product is where the need applies, not a trade.
    const ownProduct = (pos: number) => {
      const w = byPos.get(pos);
      return (
        w !== undefined && (vocab.needs.ownProducts.has(w.term) || vocab.needs.ownProductAfter.has(w.term))
      );
    };
    const termsAt = (tokens: readonly Token[], at: ReadonlySet<number>) =>
      tokens.filter((t) => at.has(t.pos)).map((t) => t.term);
    const doesJob = (trade: number, job: number) => {
      if (!jobs.relatedKinds[trade]!.has(job)) return false;
      const at = new Set(needAt.get(job) ?? []);
      return (
        sharesWord(jobs.english[trade], termsAt(problemTokens, at)) ||
        textLanguages.some((l) => sharesWord(jobs.languages.get(l)![trade], termsAt(languageTokens(l), at)))
      );
    };
    // "online booking for our yoga studio": what a need phrase is for, the buyer's own business after "for our"
    // ("für unser", "pour notre", "para nuestro", "voor onze", "per il nostro") once the need has named something, is
    // the trade as much as a trade the situation names; "inventory management for two warehouses" names no trade.
    const purpose = new Set<number>();
    let opened = false;
    let served = -1;
    let named = false;
    for (const w of analyzed) {
      if (!inNeed.has(w.pos) || w.clauseStart) {
        opened = named = false;
        served = -1;
      }
      if (!inNeed.has(w.pos)) continue;
      if (opened) purpose.add(w.pos);
      else if (served >= 0 && vocab.needs.owners.has(w.term)) opened = true;
      else if (served >= 0 && served < MAX_PURPOSE_ARTICLE_WORDS) served++;
      else if (named && vocab.servedBefore.has(w.raw)) served = 0;
      else {
        served = -1;
        if (!w.stop) named = true;
      }
    }
    const trades: Array<[number, number, number[]]> = [...situation].map(([c, w]) => [
      c,
      w,
      situationAt.get(c) ?? [],
    ]);
    for (const [c, w] of inNeedRead) {
      const at = needAt.get(c) ?? [];
      if (at.length > 0 && at.every((p) => purpose.has(p)) && !situation.has(c)) trades.push([c, w, at]);
    }
    // A trade the need reads too, from its purpose ("online booking for our yoga studio") or beside a situation
    // that names it ("we run a campground … campground booking"), needs its job read outside that purpose.
    // (Skipping a situation trade the need also reads was tried and lost on a held-out set: the need
    // naming the trade confirms it.)
    const needReadTrades = new Set(trades.filter(([c]) => inNeedRead.has(c)).map(([c]) => c));
    for (const [trade, w, at] of trades) {
      if (w < weights.featuresAddKindsBelow) continue;
      if (at.every(ownProduct) || !at.some((p) => tradeAt.has(p))) continue;
      const job = [...strengths]
        .filter(([c]) => statedKinds.has(c) && statedKinds.get(c) !== "feature" && c !== trade)
        .filter(([c]) => !needReadTrades.has(trade) || (needAt.get(c) ?? []).some((p) => !purpose.has(p)))
        .sort((a, b) => b[1] - a[1] || a[0] - b[0])
        .find(([c]) => doesJob(trade, c));
      if (!job || (strengths.get(trade) ?? 0) >= job[1]) continue;
      strengths.set(trade, job[1]);
      strengths.set(job[0], job[1] * GENERIC_JOB_BESIDE_TRADE_FACTOR);
      statedKinds.set(trade, statedKinds.get(job[0])!);
      tradeOnly.delete(trade);
    }
    // "Software for our dental practice: appointments, patient charts, billing": a need phrase that names a trade
    // before any other kind ("software", "a system" name none) and then lists jobs asks for the trade's software; the
    // jobs say what it must do, and stay needs after it. "A CRM for our dental practice" names its kind first.
    const productNoun = (p: number) => vocab.needs.productNouns.has(byPos.get(p)?.term ?? "");
    /** A business word right after "our", "unsere", "notre" (an adjective between): the buyer's own business. */
    const ownedTrade = (p: number) => {
      const i = wordIndex.get(p);
      if (i === undefined || !tradeAt.has(p)) return false;
      for (let k = i - 1; k >= 0 && i - k <= MAX_OWNED_TRADE_LEAD; k--) {
        if (vocab.needs.owners.has(analyzed[k]!.term)) return true;
        if (analyzed[k + 1]!.clauseStart) return false;
      }
      return false;
    };
    for (const span of needs.needs) {
      const inSpan = (p: number) => {
        const i = wordIndex.get(p);
        return i !== undefined && i >= span.start && i < span.end;
      };
      const read = [...inNeedRead]
        .filter(([c]) => statedKinds.has(c) && statedKinds.get(c) !== "feature")
        .map(([c]) => ({ c, w: strengths.get(c) ?? 0, at: (needAt.get(c) ?? []).filter(inSpan) }))
        .filter((k) => k.at.length > 0);
      // The trade is the buyer's own business, what the need is for ("für unsere Tierarztpraxis") or a business word
      // after "our" ("a tool for our gym"): a business word elsewhere may be the buyer's staff ("a staff rota app for
      // our pub"); of two kinds it names, the one read in its words alone ("dental" beside "practice … patient charts").
      const tradeWord = (p: number) => (purpose.has(p) || ownedTrade(p)) && !productNoun(p);
      const first = (k: { at: number[] }) => Math.min(...k.at.filter(tradeWord));
      const outside = (k: { at: number[] }) => k.at.filter((p) => !tradeWord(p) && !productNoun(p)).length;
      const trade = read
        .filter(
          (k) => k.w >= weights.featuresAddKindsBelow && !k.at.every(ownProduct) && k.at.some(tradeWord),
        )
        .sort((a, b) => first(a) - first(b) || outside(a) - outside(b) || b.w - a.w || a.c - b.c)[0];
      if (!trade) continue;
      const from = first(trade);
      const others = read.filter((k) => k.c !== trade.c);
      if (others.length === 0 || others.some((k) => k.at.some((p) => p < from && !productNoun(p)))) continue;
      const top = Math.max(...others.map((k) => strengths.get(k.c) ?? 0));
      if ((strengths.get(trade.c) ?? 0) > top) continue;
      strengths.set(trade.c, top);
      for (const k of others)
        strengths.set(k.c, Math.min(strengths.get(k.c) ?? 0, top * GENERIC_JOB_BESIDE_TRADE_FACTOR));
    }
  }
  const strongest = Math.max(0, ...strengths.values());
  const read = [...strengths]
    .map(([capability, weight]) => ({ capability, weight }))
    .sort((a, b) => b.weight - a.weight || a.capability - b.capability);
  // Kinds read clearly weaker than the strongest are not needs of their own ("email sync" beside a sales
  // pipeline); the stronger of them are still offered to the buyer as other readings.
  const isNeed = (c: { capability: number; weight: number }) =>
    c.weight >= strongest * weights.minRelativeCapabilityStrength && !tradeOnly.has(c.capability);
  const capabilities = read.filter(isNeed);
  const weakerReadings = read
    .filter((c) => !isNeed(c) && c.weight >= strongest * OTHER_READING_MIN_RELATIVE_STRENGTH)
    .map((c) => c.capability);
  // "An invoicing tool with time tracking": a kind named plainly in the details only is no need of its own but a
  // feature the need must have, read and scored as a wizard feature with those words is (feature alignment, the
  // features a card confirms or misses).
  for (const [c, at] of detailKinds) {
    if (capabilities.some((x) => x.capability === c) || features.length >= MAX_REQUESTED_FEATURES) continue;
    const from = Math.min(...at);
    const to = Math.max(...at);
    const label = analyzed
      .filter((w) => w.pos >= from && w.pos <= to)
      .map((w) => w.raw)
      .join(" ");
    // Read as a wizard feature with those words is; words of another language name their kind.
    const resolved = resolveRequestedFeature(vocab, label);
    const f =
      resolved.features.length === 0 && resolved.capabilities.length === 0
        ? { ...resolved, capabilities: [c] }
        : resolved;
    if (f.generic) continue;
    const key = (x: RequestedFeature) => `${x.features.join(",")}|${x.capabilities.join(",")}`;
    if (features.some((g) => key(g) === key(f) || g.label === f.label)) continue;
    features.push(f);
  }

  const core = new Map<string, number>();
  const industry = new Map<string, number>();
  for (const t of problemTokens) {
    if (vocab.filler.has(t.term)) continue;
    if (vocab.industryTerms.has(t.term)) addTerm(industry, t.term, weights.industryTermWeight);
    else
      addTerm(
        core,
        t.term,
        // The system the need must work with ("sync with GitHub") chooses no kind, but its name is a feature that
        // the products' own words should show.
        (!needStated || inNeed.has(t.pos) || systemsInNeed.has(t.pos)) && !reading.left.has(t.pos)
          ? weights.problemTermWeight
          : weights.contextTermWeight,
      );
  }
  for (const f of features) {
    if (f.generic) continue;
    for (const term of f.terms) {
      if (vocab.industryTerms.has(term)) addTerm(industry, term, weights.industryTermWeight);
      else addTerm(core, term, weights.featureTermWeight);
    }
  }
  const own = new Set(core.keys());
  for (const { capability, weight } of capabilities) {
    for (const e of vocab.expansions[capability]!) addTerm(core, e.term, e.weight * weight);
  }
  const expansionOnly = new Set([...core.keys()].filter((t) => !own.has(t)));
  const industryTokens = tokenizer.tokenize(problem.industry);
  for (const t of industryTokens) {
    if (!vocab.filler.has(t.term) && !core.has(t.term)) addTerm(industry, t.term, weights.industryTermWeight);
  }
  for (const term of core.keys()) industry.delete(term);

  const industries = vocab.readIndustryField(problem.industry);

  // A kind the need, a feature or the context points to is never avoided, however weakly it was named there.
  const positive = new Set(strengths.keys());
  // "without sharing the passwords" says how, not what to avoid: only a negated thing avoids its kind.
  const negatedThing = (pos: number) => reading.negated.has(pos) && !reading.manner.has(pos);
  // Read in English and in the text's own languages: "sans bannière de cookies" avoids consent tools as "without a
  // cookie banner" does.
  const kindsAt = (test: (pos: number) => boolean) =>
    [
      { matcher: vocab.capabilityMatcher, tokens: allTokens },
      ...textLanguages.map((l) => ({
        matcher: l.capabilityMatcher,
        tokens: languageTokens(l),
      })),
    ].flatMap(({ matcher, tokens }) => {
      const at = tokens.filter((t) => test(t.pos));
      return at.length === 0 ? [] : matcher.detect(at);
    });
  const negatedFeatureKinds = negatedFeatures.flatMap((tokens) =>
    tokens === null ? [] : vocab.capabilityMatcher.detect(tokens),
  );
  // "Not looking for another CRM", "a full ERP suite is overkill": a kind turned down is avoided like a negated one.
  const avoided = [
    ...new Set(
      [...kindsAt(negatedThing), ...kindsAt((pos) => needs.rejected.has(pos)), ...negatedFeatureKinds]
        .filter((h) => h.strength >= weights.avoidedKindMinStrength && !positive.has(h.concept))
        .map((h) => h.concept),
    ),
  ];

  const stated = reading.constraints.map((i) => ({ i, c: vocab.vocabulary.constraints[i]! }));
  const ofKind = (kind: string) => stated.filter((x) => x.c.kind === kind);

  const wizardDeployment = vocab.deployments.resolveAll(problem.deployment_model);
  let deploymentMask = wizardDeployment;
  let deploymentRequirement: StatedRequirement | null =
    wizardDeployment !== 0 ? { label: problem.deployment_model.join(" or "), fromText: false } : null;
  const textDeployments = ofKind("deployment");
  if (wizardDeployment === 0 && textDeployments.length > 0) {
    deploymentMask = textDeployments.reduce((m, x) => m | vocab.deployments.bit(x.c.deployment!), 0);
    deploymentRequirement = { label: textDeployments.map((x) => x.c.name).join(" or "), fromText: true };
  }

  const wizardBudget = parseBudget(problem.budget_range);
  let budget = wizardBudget;
  let budgetRequirement: StatedRequirement | null = wizardBudget
    ? { label: problem.budget_range, fromText: false }
    : null;
  let wantsFree = false;
  if (!wizardBudget) {
    const free = ofKind("price").find((x) => x.c.price === "free");
    const cheap = ofKind("price").find((x) => x.c.price === "cheap");
    if (free) {
      wantsFree = true;
      budget = { min: 0, max: 0 };
      budgetRequirement = { label: free.c.name, fromText: true };
    } else if (reading.priceCeiling) {
      budget = reading.priceCeiling;
      budgetRequirement = {
        label: `Up to €${Math.round(budget.max!).toLocaleString("en-US")}/year`,
        fromText: true,
      };
    } else if (cheap) {
      budget = { min: 0, max: weights.cheapMaxEurPerYear };
      budgetRequirement = { label: cheap.c.name, fromText: true };
    }
  }

  const licenses = ofKind("license");
  const license: LicenseRequirement | null =
    licenses.length === 0
      ? null
      : {
          // A named licence ("GPL") is narrower than "open source"; the narrowest one stated wins.
          label: (licenses.find((x) => x.c.licenses.length > 0) ?? licenses[0]!).c.name,
          licenses: licenses.flatMap((x) => x.c.licenses),
          fromText: true,
        };

  const location = ofKind("data_location")[0];
  const dataLocation = location
    ? { label: location.c.name, fromText: true, regionMask: vocab.regions.bit(location.c.region!) }
    : null;

  return {
    capabilities,
    weakerReadings,
    statedKinds,
    coreQuery: sortedTerms(core),
    expansionOnly,
    industryQuery: sortedTerms(industry),
    industries,
    industryLabel: industryTokens.map((t) => t.term).join(" "),
    features,
    deploymentMask,
    companySizeMask: problem.company_size ? vocab.companySizes.resolve(problem.company_size) : 0,
    regionMask: problem.region_focus ? vocab.regions.resolve(problem.region_focus) : 0,
    budget,
    wantsFree,
    timeline: problem.timeline ? vocab.timeline(problem.timeline) : null,
    deploymentRequirement,
    budgetRequirement,
    license,
    compliance: ofKind("compliance").map((x) => x.i),
    dataLocation,
    alternatives: reading.alternatives,
    avoided,
    reading,
    needs: needStated ? needs : { ...needs, needs: [] },
    textTokens: allTokens,
    senses: senseAt,
    featureChips: chips,
  };
}

/**
 * The kind a cue read in the text means: the kind of the sense the text settles for one of its words ("book" beside
 * "restaurant" is a table: reservations), or the cue's own.
 */
export function kindInSense(senses: ProblemUnderstanding["senses"], hit: ConceptHit): number {
  for (const p of hit.positions)
    for (const { kind, from } of senses.get(p) ?? [])
      if (from.size === 0 || from.has(hit.concept)) return kind;
  return hit.concept;
}

/** How a wizard feature chip reads, from one analysis of its words. */
interface FeatureChipReading {
  /** Its words that are its topic (constraint and negated words left out); null when all of them are. */
  topic: Set<number> | null;
  /**
   * The words of a chip that says what the buyer does not want ("No consent banner", "Without ads"), or null when
   * the chip asks for something. Such a chip is a criterion, not a feature: it names no kind of software, adds no
   * query words and is never confirmed or missed on a card; a kind it names strongly is avoided.
   */
  negated: Token[] | null;
}

function readFeatureChip(
  vocab: CompiledVocabulary,
  feature: string,
  { tokens, words }: TextReading,
): FeatureChipReading {
  const reading = readRequest(vocab.request, words, feature, null);
  if (reading.constraints.length === 0 && reading.negated.size === 0) return { topic: null, negated: null };
  const topic = new Set(words.filter((w) => !reading.masked.has(w.pos)).map((w) => w.pos));
  const content = words.filter((w) => !w.stop && !vocab.filler.has(w.term));
  const negated =
    reading.negated.size > 0 && !content.some((w) => !reading.masked.has(w.pos))
      ? tokens.filter((t) => reading.negated.has(t.pos))
      : null;
  return { topic, negated };
}
