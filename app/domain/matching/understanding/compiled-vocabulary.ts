import {
  EXPANSION_TERM_WEIGHT,
  MIN_COMPOUND_HEAD_LETTERS,
  MIN_COMPOUND_MODIFIER_LETTERS,
  MIN_TEXT_CAPABILITY_STRENGTH,
  RELATED_CATEGORY_AFFINITY,
  STRONG_CUE_WEIGHT,
  WEAK_CUE_WEIGHT,
  WEAK_CUES_CEILING,
} from "../constants";
import type { WeightedTerm } from "../retrieval/bm25f";
import { type ConceptMatcher, type CueInput, createConceptMatcher } from "../text/concept-matcher";
import {
  CLOSED_COMPOUND_LANGUAGES,
  languageStemmer,
  PHRASE_LANGUAGES,
  type PhraseLanguage,
} from "../text/language-stemmers";
import { createPhraseMatcher } from "../text/phrase-matcher";
import { lightStem, memoizeByWord, memoizeStemmer, type Stemmer } from "../text/stemmer";
import {
  type AnalyzedWord,
  createTokenizer,
  normalizeText,
  type Token,
  type Tokenizer,
  words,
} from "../text/tokenizer";
import { withConjugatedVerbs, withVerbForms } from "../text/verb-forms";
import type { Vocabulary } from "../vocabulary";
import { nameCues } from "./name-cues";
import type { NeedLanguage } from "./need-phrases";
import type { ObjectLanguage } from "./objects";
import type { RequestLanguage } from "./request-language";
import type { SliceLanguage } from "./slices";
import { createSpellingCorrector, type SpellingCorrector } from "./spelling";

/** What is known about a vendor's licence. */
export type LicenseClass = "unknown" | "open-source" | "source-available" | "proprietary";

/** A capability a vendor category stands for, and how closely (1 core, less for related). */
export interface CategoryAffinity {
  capability: number;
  affinity: number;
}

/** Label sets (deployment models, company sizes, regions) as bit masks over vocabulary ids. */
export interface LabelSet {
  readonly ids: readonly string[];
  readonly names: readonly string[];
  bit(id: string): number;
  /** The bits of every id a free-text label names ("Cloud / SaaS" → cloud). 0 when none. */
  resolve(label: string): number;
  resolveAll(labels: readonly string[]): number;
  /** Canonical names of the bits set, in vocabulary order. */
  namesOf(mask: number): string[];
}

export interface PriceBand {
  min: number;
  max: number | null;
}

/** A language besides English: its stop words, its tokenizer (light stemmer) and the capability cues written in it. */
export interface PhraseLanguageReader {
  readonly language: PhraseLanguage;
  readonly stopWords: ReadonlySet<string>;
  /**
   * The function words that show a text is written in the language: its stop words except those English cues use
   * as words of their own (Italian "ai" is "AI", "ci" is CI; Spanish "todo"; Dutch "op", "door"), which say nothing
   * about the language until other function words have shown it.
   */
  readonly markers: ReadonlySet<string>;
  /** Its everyday words that English reads as cue words or product names (`language_common_words`), as written. */
  readonly commonWords: ReadonlySet<string>;
  /**
   * Whether a word of a text (English-analysed) is a content word of the language's cue phrases that no English cue
   * uses ("medewerkers", "Rechnungen", "turnos"): such words agreeing say a short text is in the language.
   */
  readonly ownWord: (word: Pick<AnalyzedWord, "raw" | "term">) => boolean;
  /** Whether a word of a text is a content word of an English cue ("van", "rental", "contacts"). */
  readonly englishWord: (word: Pick<AnalyzedWord, "raw" | "term">) => boolean;
  readonly tokenizer: Tokenizer;
  readonly capabilityMatcher: ConceptMatcher;
}

/** A word with two senses and the words that settle it (`word_senses`), as each reading's terms. */
export interface WordSense {
  readonly kind: number;
  /** Per reading ("en" or a language), the sense's words, each a run of terms. */
  readonly words: ReadonlyMap<"en" | PhraseLanguage, ReadonlyArray<readonly string[]>>;
  /** Per reading, the words that settle the sense, each a run of terms. */
  readonly context: ReadonlyMap<"en" | PhraseLanguage, ReadonlyArray<readonly string[]>>;
  /** The kinds whose cues are read in this sense; empty: any kind's. */
  readonly from: ReadonlySet<number>;
}

/** The vocabulary turned into matchers and lookups, built once per index. */
export interface CompiledVocabulary {
  readonly vocabulary: Vocabulary;
  readonly tokenizer: Tokenizer;
  /** Stemmed query filler words. */
  readonly filler: ReadonlySet<string>;
  readonly capabilityMatcher: ConceptMatcher;
  /** Capability cues in the other languages, each read its own way. */
  readonly languages: readonly PhraseLanguageReader[];
  readonly featureMatcher: ConceptMatcher;
  readonly industryMatcher: ConceptMatcher;
  /** Reads the buyer's industry field in English: the industries' names, aliases and field aliases. */
  readonly industryFieldMatcher: ConceptMatcher;
  /**
   * The same in each other language, with its stemmer and stop words: "un estudio de yoga", "unser Yogastudio" name a
   * trade as "a yoga studio" does (read on that language's tokens of a text).
   */
  readonly industryFieldMatchers: ReadonlyMap<PhraseLanguage, ConceptMatcher>;
  /** `word_senses`: per sense, its kind and its words and context words as term runs, per reading ("en" or a language). */
  readonly wordSenses: readonly WordSense[];
  /** Industries (ascending) the buyer's industry field names, read in English and in each other language. */
  readIndustryField(text: string): number[];
  /** Stemmed single-word industry aliases ("clinic", "patient"): down-weighted in buyer queries. */
  readonly industryTerms: ReadonlySet<string>;
  /** Expansion terms per capability, weights already scaled by EXPANSION_TERM_WEIGHT. */
  readonly expansions: ReadonlyArray<readonly WeightedTerm[]>;
  /** Per feature concept: capability indexes whose core vendors have it by definition. */
  readonly featureImpliedBy: ReadonlyArray<readonly number[]>;
  readonly deployments: LabelSet;
  readonly companySizes: LabelSet;
  readonly regions: LabelSet;
  /** Phrasings of constraints, negations and "alternative to". */
  readonly request: RequestLanguage;
  /** Where buyers state the need. */
  readonly needs: NeedLanguage;
  /** What a need acts on: the place protected, the systems connected. */
  readonly objects: ObjectLanguage;
  /** A measure and what it is sliced by ("hours per project"): the slice names no kind. */
  readonly slices: SliceLanguage;
  /**
   * Widely known products (`known_products`) by their name's words, spaced and written together ("google hangouts",
   * "googlehangouts"): the kinds (capability indexes) that are their main job.
   */
  readonly knownProducts: ReadonlyMap<string, readonly number[]>;
  /** Per compliance constraint (vocabulary order; others empty): normalized certification names that meet it. */
  readonly constraintCertifications: ReadonlyArray<ReadonlySet<string>>;
  /** Reads a catalog licence field: SPDX expression, "Proprietary" or null. */
  licenseClass(license: string | null): LicenseClass;
  categoryAffinities(category: string): readonly CategoryAffinity[];
  /** Capabilities named in a text (vendor side), strong enough to count. */
  textCapabilities(tokens: readonly Token[]): Array<{ capability: number; strength: number }>;
  /** Normalized words that open what a vendor serves in its own text (`vendor_context.served_before`). */
  readonly servedBefore: ReadonlySet<string>;
  priceBand(pricingModel: string | null): PriceBand | null;
  timeline(label: string): Vocabulary["timelines"][number]["id"] | null;
  /** Mistyped need words read back as the vocabulary's own ("accouting sofware", "Zeiterfasung", "Buero"). */
  readonly spelling: SpellingCorrector;
}

/**
 * German and Dutch write a compound as one word or two ("Formularbaukasten", "Formular-Baukasten"): each phrase with
 * two neighbouring words (neither a stop word) written as one, so either spelling meets the other. Written apart a
 * phrase stays one (words may come between, and it claims both words before a one-word cue of another kind); in a
 * longer phrase two of its words may be written as one ("Codeschnipsel teilen" for "code schnipsel teilen").
 */
function joinedCompounds(inputs: readonly CueInput[], stop: ReadonlySet<string>): CueInput[] {
  const out: CueInput[] = [];
  for (const input of inputs) {
    const parts = words(input.text);
    for (let i = 0; i + 1 < parts.length; i++) {
      if (stop.has(parts[i]!) || stop.has(parts[i + 1]!)) continue;
      out.push({
        ...input,
        text: [...parts.slice(0, i), parts[i]! + parts[i + 1]!, ...parts.slice(i + 2)].join(" "),
      });
    }
  }
  return out;
}

/**
 * The first terms of the phrases of two or more words that start with an infinitive ("reserv" of "réserver une
 * table", "ordinar" of "ordinare cibo"): the verbs French, Spanish and Italian phrases start with.
 */
function phraseInitialVerbs(tokenizer: Tokenizer, inputs: readonly CueInput[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const input of inputs) {
    const analyzed = tokenizer.analyze(input.text).filter((w) => !w.stop);
    const first = analyzed[0];
    if (analyzed.length >= 2 && first && /(?:er|ir|re|ar)$/.test(first.raw)) out.add(first.term);
  }
  return out;
}

/**
 * The last terms of the phrases written as an infinitive ("erfass" of "arbeitszeiten erfassen", "bijhoud" of "uren
 * bijhouden"): the verbs German and Dutch phrases end with (a plural noun in -en too). A one-word phrase counts too
 * ("einstempeln", "inklokken"): a buyer conjugates it or splits off its particle as they do a longer phrase's verb
 * ("jeder stempelt am Handy ein", "ein- und ausstempelt", "de monteurs klokken in").
 */
function phraseFinalVerbs(tokenizer: Tokenizer, inputs: readonly CueInput[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const input of inputs) {
    const analyzed = tokenizer.analyze(input.text).filter((w) => !w.stop);
    const last = analyzed[analyzed.length - 1];
    if (last && /(?:en|ln|rn)$/.test(last.raw)) out.add(last.term);
  }
  return out;
}

/**
 * The words that name a kind on their own in a language that writes compounds as one word: the terms of its
 * one-word cues ("rezepte", "retouren"), long enough to be the head of a compound.
 */
function compoundHeads(tokenizer: Tokenizer, inputs: readonly CueInput[]): ReadonlySet<string> {
  const heads = new Set<string>();
  for (const input of inputs) {
    const terms = tokenizer.terms(input.text);
    if (terms.length === 1 && terms[0]!.length >= MIN_COMPOUND_HEAD_LETTERS) heads.add(terms[0]!);
  }
  return heads;
}

/** The words for software of a language ("programm", "tool", "systeem"), stemmed, longest first, and its stemmer. */
interface SoftwareNouns {
  nouns: readonly string[];
  stem: Stemmer;
}

/** Industry fields whose reading the compiled vocabulary remembers, at most (cleared when full). */
const INDUSTRY_FIELD_MEMO = 1_000;

/** Terms whose compound head and modifier each language's tokenizer remembers (words recur across texts and searches). */
const COMPOUND_MEMO_WORDS = 20_000;

/**
 * German and Dutch name a thing by a compound whose last word is the thing ("Familienrezepte" are recipes,
 * "Kundenretouren" returns, "fotobibliotheek" a photo library): a word that is no cue itself but ends with a
 * one-word cue, after at least MIN_COMPOUND_MODIFIER_LETTERS letters of its own, also reads as that cue (a term at
 * the same position). Only whole cue words count as heads, so "Workshop" is no shop.
 */
function withCompoundHeads(
  tokenizer: Tokenizer,
  heads: ReadonlySet<string>,
  software: SoftwareNouns | null = null,
): Tokenizer {
  const byLength = [...new Set([...heads].map((h) => h.length))].sort((a, b) => b - a);
  /**
   * "Rechnungsprogramm", "Zeiterfassungssoftware", "nieuwsbrieftool": a compound whose last word is a word for
   * software is software for its first part, which then reads as that cue too (with a linking "s" or not).
   */
  const modifierOf = memoizeByWord((term: string): string | null => {
    if (!software || !/^[a-z]+$/.test(term)) return null;
    for (const noun of software.nouns) {
      if (!term.endsWith(noun) || term.length - noun.length < MIN_COMPOUND_MODIFIER_LETTERS) continue;
      const modifier = term.slice(0, -noun.length);
      for (const m of modifier.endsWith("s") ? [modifier, modifier.slice(0, -1)] : [modifier]) {
        const stem = software.stem(m);
        if (heads.has(stem)) return stem;
      }
    }
    return null;
  }, COMPOUND_MEMO_WORDS);
  const headOf = memoizeByWord((term: string): string | null => {
    if (heads.has(term) || !/^[a-z]+$/.test(term)) return null;
    for (const n of byLength) {
      if (term.length - n < MIN_COMPOUND_MODIFIER_LETTERS) continue;
      const tail = term.slice(-n);
      if (heads.has(tail)) return tail;
    }
    return null;
  }, COMPOUND_MEMO_WORDS);
  const withHeads = (tokens: readonly Token[]): Token[] => {
    const out: Token[] = [];
    for (const t of tokens) {
      out.push(t);
      const head = t.compound ? null : headOf(t.term);
      if (head) out.push({ term: head, pos: t.pos, content: t.content, clause: t.clause });
      const modifier = t.compound ? null : modifierOf(t.term);
      if (modifier && modifier !== head)
        out.push({ term: modifier, pos: t.pos, content: t.content, clause: t.clause });
    }
    return out;
  };
  const tokenize = (text: string): Token[] => withHeads(tokenizer.tokenize(text));
  return {
    tokenize,
    terms: (text) => tokenize(text).map((t) => t.term),
    analyze: tokenizer.analyze,
    read: (text) => {
      const { tokens, words } = tokenizer.read(text);
      return { tokens: withHeads(tokens), words };
    },
  };
}

/** How the engine compares category names: "E-commerce" and "ecommerce" are one, case and punctuation aside. */
/**
 * The one-letter words that join clauses or needs ("y", "e", "o"), no word of the analyzed text: the clause breaks,
 * joins and complaint joins of one letter.
 */
function letterJoinsOf(vocabulary: Vocabulary): ReadonlySet<string> {
  const nl = vocabulary.need_language;
  return new Set(
    [...nl.clause_breaks, ...nl.joins, ...nl.complaint_joins]
      .map((w) => w.trim().toLowerCase())
      .filter((w) => /^\p{L}$/u.test(w)),
  );
}

export function categoryKey(category: string): string {
  return normalizeText(category)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function createLabelSet(
  tokenizer: Tokenizer,
  labels: ReadonlyArray<{ id: string; name: string; aliases: readonly string[] }>,
): LabelSet {
  const ids = labels.map((l) => l.id);
  const inputs: CueInput[] = [];
  labels.forEach((l, i) => {
    for (const text of [l.name, ...l.aliases]) inputs.push({ concept: i, text, weight: 1 });
  });
  const matcher = createConceptMatcher(tokenizer, inputs);
  const exact = new Map<string, number>();
  labels.forEach((l, i) => {
    for (const text of [l.name, l.id, ...l.aliases]) exact.set(categoryKey(text), i);
  });
  const cache = new Map<string, number>();
  const resolve = (label: string): number => {
    const key = categoryKey(label);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let mask = 0;
    const direct = exact.get(key);
    if (direct !== undefined) mask = 1 << direct;
    else for (const h of matcher.detect(tokenizer.tokenize(label))) mask |= 1 << h.concept;
    cache.set(key, mask);
    return mask;
  };
  return {
    ids,
    names: labels.map((l) => l.name),
    bit: (id) => {
      const i = ids.indexOf(id);
      return i < 0 ? 0 : 1 << i;
    },
    resolve,
    resolveAll: (list) => list.reduce((m, l) => m | resolve(l), 0),
    namesOf: (mask) => labels.filter((_, i) => (mask & (1 << i)) !== 0).map((l) => l.name),
  };
}

export function compileVocabulary(vocabulary: Vocabulary): CompiledVocabulary {
  const tokenizer = createTokenizer({
    stopWords: vocabulary.stop_words,
    compounds: vocabulary.compounds,
    caseSensitiveWords: vocabulary.case_sensitive_words,
    sentenceAbbreviations: vocabulary.sentence_abbreviations,
  });
  const filler = new Set(vocabulary.query_filler_words.flatMap((w) => tokenizer.terms(w)));
  const contentWords = (text: string) => tokenizer.analyze(text).filter((w) => !w.stop).length;

  const capInputs: CueInput[] = [];
  const cueKey = (text: string) => tokenizer.terms(text).join(" ");
  // The kind's own name is how directories, and buyers, name it ("error tracking", "team wikis"). A phrase that is
  // one kind's name, or the head of its name ("Uptime monitoring" of "Uptime monitoring & status pages"), belongs
  // to that kind: written as a cue of another (broader) kind, it counts there as a weak cue only. A later part of a
  // name is an alias the name adds ("Object storage & cloud storage"); it claims the phrase only when the kind also
  // lists it among its own cues ("status page" is status pages', not monitoring's). Otherwise a kind that writes
  // the phrase as a cue keeps it strong: "cloud storage" reads as cloud drives as much as object storage.
  const claimed = new Map<string, Set<number>>();
  vocabulary.capabilities.forEach((c, i) => {
    const ownCues = new Set(c.cues.map(cueKey));
    nameCues(c.name, contentWords).forEach((text, part) => {
      const key = cueKey(text);
      if (part > 0 && !ownCues.has(key)) return;
      const owners = claimed.get(key) ?? new Set<number>();
      owners.add(i);
      claimed.set(key, owners);
    });
  });
  const namedElsewhere = (text: string, i: number) => {
    const owners = claimed.get(cueKey(text));
    return owners !== undefined && !owners.has(i);
  };
  vocabulary.capabilities.forEach((c, i) => {
    for (const text of c.cues)
      capInputs.push({
        concept: i,
        text,
        weight: namedElsewhere(text, i) ? WEAK_CUE_WEIGHT : STRONG_CUE_WEIGHT,
      });
    for (const text of c.weak_cues) capInputs.push({ concept: i, text, weight: WEAK_CUE_WEIGHT });
    for (const text of nameCues(c.name, contentWords))
      capInputs.push({ concept: i, text, weight: STRONG_CUE_WEIGHT });
  });
  const capabilityMatcher = createConceptMatcher(tokenizer, capInputs, {
    below: STRONG_CUE_WEIGHT,
    ceiling: WEAK_CUES_CEILING,
  });

  const languages: PhraseLanguageReader[] = [];
  const languageTokenizers: Array<{
    language: PhraseLanguage;
    tokenizer: Tokenizer;
    stop: ReadonlySet<string>;
  }> = [];
  const englishStop = new Set(vocabulary.stop_words.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw)));
  const englishCueWords = new Set<string>();
  for (const c of vocabulary.capabilities)
    for (const text of [...c.cues, ...c.weak_cues])
      for (const w of tokenizer.analyze(text)) if (!w.stop) englishCueWords.add(w.raw);
  const englishCueTerms = new Set(
    [...englishCueWords].flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
  );
  const englishWord = (w: Pick<AnalyzedWord, "raw" | "term">) =>
    englishCueWords.has(w.raw) || englishCueTerms.has(w.term);
  for (const language of PHRASE_LANGUAGES) {
    const own = vocabulary.language_stop_words[language] ?? [];
    const inputs: CueInput[] = [];
    vocabulary.capabilities.forEach((c, i) => {
      for (const text of c.translations[language] ?? [])
        inputs.push({ concept: i, text, weight: STRONG_CUE_WEIGHT });
      for (const text of c.weak_translations[language] ?? [])
        inputs.push({ concept: i, text, weight: WEAK_CUE_WEIGHT });
    });
    if (inputs.length === 0) continue;
    const langStop = new Set([...vocabulary.stop_words, ...own].flatMap((w) => words(w)));
    if (CLOSED_COMPOUND_LANGUAGES.has(language)) inputs.push(...joinedCompounds(inputs, langStop));
    const langStemmer = memoizeStemmer(languageStemmer(language), 50_000);
    const langOptions = {
      stopWords: langStop,
      caseSensitiveWords: vocabulary.case_sensitive_words,
      sentenceAbbreviations: vocabulary.sentence_abbreviations,
      stemmer: langStemmer,
    };
    const langTokenizer = createTokenizer(langOptions);
    const capabilityMatcher = createConceptMatcher(langTokenizer, inputs);
    // A text is read with its hyphenated words joined too ("Kunden-Support" is "Kundensupport"); cues are not.
    const textTokenizer = CLOSED_COMPOUND_LANGUAGES.has(language)
      ? createTokenizer({ ...langOptions, joinHyphenated: true })
      : langTokenizer;
    // Words English shares ("in", "an", "die") say nothing about the language.
    const stopWords = new Set(
      own.flatMap((w) => langTokenizer.analyze(w).map((a) => a.raw)).filter((w) => !englishStop.has(w)),
    );
    languageTokenizers.push({ language, tokenizer: langTokenizer, stop: langStop });
    const phraseTerms = new Set(
      inputs.flatMap((i) =>
        langTokenizer
          .analyze(i.text)
          .filter((w) => !w.stop && w.raw.length >= 3 && !englishWord(tokenizer.analyze(w.raw)[0] ?? w))
          .map((w) => w.term),
      ),
    );
    languages.push({
      language,
      stopWords,
      markers: new Set([...stopWords].filter((w) => !englishCueWords.has(w))),
      commonWords: new Set(
        (vocabulary.language_common_words[language] ?? []).flatMap((w) =>
          tokenizer.analyze(w).map((a) => a.raw),
        ),
      ),
      ownWord: (w) => !englishWord(w) && phraseTerms.has(langStemmer(w.raw)),
      englishWord,
      tokenizer: CLOSED_COMPOUND_LANGUAGES.has(language)
        ? withVerbForms(
            withCompoundHeads(textTokenizer, compoundHeads(langTokenizer, inputs), {
              nouns: [
                ...new Set(
                  vocabulary.need_language.product_nouns
                    .flatMap((w) => words(w))
                    .filter((w) => w.length >= 3)
                    .map((w) => langStemmer(w)),
                ),
              ].sort((a, b) => b.length - a.length),
              stem: langStemmer,
            }),
            language,
            langStemmer,
            phraseFinalVerbs(langTokenizer, inputs),
          )
        : withConjugatedVerbs(
            langTokenizer,
            language,
            langStemmer,
            phraseInitialVerbs(langTokenizer, inputs),
          ),
      capabilityMatcher,
    });
  }

  const featureInputs: CueInput[] = [];
  vocabulary.features.forEach((f, i) => {
    for (const text of [f.name, ...f.synonyms]) featureInputs.push({ concept: i, text, weight: 1 });
  });
  const featureMatcher = createConceptMatcher(tokenizer, featureInputs);

  const industryInputs: CueInput[] = [];
  const industryTerms = new Set<string>();
  vocabulary.industries.forEach((ind, i) => {
    for (const text of [ind.name, ...ind.aliases]) {
      industryInputs.push({ concept: i, text, weight: 1 });
      const terms = tokenizer.terms(text);
      if (terms.length === 1) industryTerms.add(terms[0]!);
    }
  });
  const industryMatcher = createConceptMatcher(tokenizer, industryInputs);
  const industryFieldInputs = [
    ...industryInputs,
    ...vocabulary.industries.flatMap((ind, i) =>
      ind.field_aliases.map((text) => ({ concept: i, text, weight: 1 })),
    ),
  ];
  const industryFieldMatcher = createConceptMatcher(tokenizer, industryFieldInputs);
  // A typed industry is read in each language too, with its stemmer and its compounds ("commercialista" is one of
  // the "commercialisti", a "Friseursalon" a salon), as the kinds are.
  const industryFieldReaders = languageTokenizers.map(({ language, tokenizer: t, stop }) => {
    if (!CLOSED_COMPOUND_LANGUAGES.has(language))
      return { tokenizer: t, matcher: createConceptMatcher(t, industryFieldInputs) };
    const inputs = [...industryFieldInputs, ...joinedCompounds(industryFieldInputs, stop)];
    return {
      tokenizer: withCompoundHeads(t, compoundHeads(t, inputs)),
      matcher: createConceptMatcher(t, inputs),
    };
  });
  // The industry field is read in English and each other language on every search, and takes few values: what a
  // value reads as is remembered (a copy handed out each time).
  const industryFields = new Map<string, readonly number[]>();
  function readIndustryField(text: string): number[] {
    const known = industryFields.get(text);
    if (known) return [...known];
    const found = new Set(industryFieldMatcher.detect(tokenizer.tokenize(text)).map((h) => h.concept));
    for (const r of industryFieldReaders)
      for (const h of r.matcher.detect(r.tokenizer.tokenize(text))) found.add(h.concept);
    const industries = [...found].sort((a, b) => a - b);
    if (industryFields.size >= INDUSTRY_FIELD_MEMO) industryFields.clear();
    industryFields.set(text, industries);
    return [...industries];
  }

  const expansions = vocabulary.capabilities.map((c) => {
    const weights = new Map<string, number>();
    for (const text of [c.name, ...c.terms]) {
      const terms = tokenizer.terms(text).filter((t) => !filler.has(t));
      // A multi-word term spreads its weight so "customer support" does not outweigh "helpdesk".
      const w = EXPANSION_TERM_WEIGHT / Math.sqrt(Math.max(1, terms.length));
      for (const t of terms) weights.set(t, Math.max(weights.get(t) ?? 0, w));
    }
    return [...weights]
      .map(([term, weight]) => ({ term, weight }))
      .sort((a, b) => (a.term < b.term ? -1 : 1));
  });

  const explicitCategories = new Map<string, CategoryAffinity[]>();
  vocabulary.capabilities.forEach((c, i) => {
    const add = (name: string, affinity: number) => {
      const key = categoryKey(name);
      const list = explicitCategories.get(key) ?? [];
      const existing = list.find((a) => a.capability === i);
      if (existing) existing.affinity = Math.max(existing.affinity, affinity);
      else list.push({ capability: i, affinity });
      explicitCategories.set(key, list);
    };
    for (const name of c.categories) add(name, 1);
    for (const name of c.related_categories) add(name, RELATED_CATEGORY_AFFINITY);
  });
  const categoryCache = new Map<string, CategoryAffinity[]>();
  function categoryAffinities(category: string): readonly CategoryAffinity[] {
    const key = categoryKey(category);
    const cached = categoryCache.get(key);
    if (cached) return cached;
    let out = explicitCategories.get(key);
    if (!out) {
      // A category the vocabulary does not list: read its name like buyer text.
      out = capabilityMatcher
        .detect(tokenizer.tokenize(category))
        .filter((h) => h.strength >= MIN_TEXT_CAPABILITY_STRENGTH)
        .map((h) => ({ capability: h.concept, affinity: Math.min(1, h.strength / STRONG_CUE_WEIGHT) }));
    }
    out = [...out].sort((a, b) => a.capability - b.capability);
    categoryCache.set(key, out);
    return out;
  }

  const bands = vocabulary.pricing_bands.map((b) => ({
    keyword: categoryKey(b.keyword),
    band: { min: b.min_eur_per_year, max: b.max_eur_per_year },
  }));
  const bandCache = new Map<string, PriceBand | null>();
  function priceBand(model: string | null): PriceBand | null {
    if (!model || bands.length === 0) return null;
    const cached = bandCache.get(model);
    if (cached !== undefined) return cached;
    const band = readBand(model);
    if (bandCache.size < 10_000) bandCache.set(model, band);
    return band;
  }
  function readBand(model: string): PriceBand | null {
    const words = new Set(categoryKey(model).split(" "));
    let found: PriceBand | null = null;
    for (const { keyword, band } of bands) {
      if (!words.has(keyword)) continue;
      // Several bands named: the widest reading is the honest one.
      found = found
        ? {
            min: Math.min(found.min, band.min),
            max: found.max === null || band.max === null ? null : Math.max(found.max, band.max),
          }
        : band;
    }
    return found;
  }

  const phrases = <T>(list: readonly string[], value: T) => list.map((text) => ({ text, value }));
  const n = vocabulary.negation;
  const request: RequestLanguage = {
    constraints: createPhraseMatcher(
      tokenizer,
      vocabulary.constraints.flatMap((c, i) => phrases(c.cues, i)),
    ),
    negation: createPhraseMatcher(tokenizer, [
      ...phrases(n.cues, "always" as const),
      ...phrases(n.guarded_cues, "guarded" as const),
    ]),
    exceptions: createPhraseMatcher(tokenizer, phrases(n.exceptions, true as const)),
    verbal: createPhraseMatcher(tokenizer, phrases(n.verbal_cues, true as const)),
    verbalSubjects: new Set(n.verbal_subjects.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    lackWords: new Set(n.lack_words.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    lackAfter: new Set(n.lack_after.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    lackBefore: new Set(n.lack_before.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    scopeBreaks: new Set(n.scope_breaks.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    relatives: new Set(n.relatives.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    toolVerbs: new Set(n.tool_verbs.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    productNouns: new Set(
      vocabulary.need_language.product_nouns.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    emptyWords: new Set(
      vocabulary.need_language.empty.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    alternativeBefore: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.alternative_cues.before, "plain" as const),
      ...phrases(vocabulary.alternative_cues.leaving, "leaving" as const),
      ...phrases(vocabulary.alternative_cues.leaving_named, "leaving-named" as const),
      ...phrases(vocabulary.alternative_cues.with_but, "with-but" as const),
      ...phrases(vocabulary.alternative_cues.with_intent, "with-intent" as const),
    ]),
    leavingFinal: createPhraseMatcher(
      tokenizer,
      phrases(vocabulary.alternative_cues.leaving_final, true as const),
    ),
    replacingWith: createPhraseMatcher(
      tokenizer,
      phrases(vocabulary.alternative_cues.replacing_with, true as const),
    ),
    frontedSubjects: new Set(
      vocabulary.alternative_cues.fronted_subjects.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw)),
    ),
    determiners: new Set(
      vocabulary.need_language.determiners.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw)),
    ),
    alternativeIntent: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.alternative_cues.intent, true as const),
      ...phrases(vocabulary.alternative_cues.after, true as const),
      ...phrases(vocabulary.alternative_cues.complaints, true as const),
    ]),
    alternativeAfter: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.alternative_cues.after, true as const),
      ...phrases(vocabulary.alternative_cues.complaints, true as const),
    ]),
    subjectComplaints: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.alternative_cues.complaints, true as const),
      ...phrases(vocabulary.need_language.complaints, true as const),
    ]),
    fillerPhrases: createPhraseMatcher(tokenizer, phrases(vocabulary.query_filler_phrases, true as const)),
    formulas: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.forum_formulas.phrases, "phrase" as const),
      ...phrases(vocabulary.forum_formulas.markers, "marker" as const),
    ]),
    complaintJoins: new Set(
      vocabulary.need_language.complaint_joins.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw)),
    ),
    letterJoins: letterJoinsOf(vocabulary),
    platformBefore: createPhraseMatcher(tokenizer, phrases(vocabulary.platform_words.before, true as const)),
    platformDevices: createPhraseMatcher(
      tokenizer,
      phrases(vocabulary.platform_words.devices, true as const),
    ),
    platformExceptions: createPhraseMatcher(
      tokenizer,
      phrases(vocabulary.platform_words.exceptions, true as const),
    ),
    channelBefore: createPhraseMatcher(
      tokenizer,
      phrases(vocabulary.current_tools.channel_before, true as const),
    ),
    channels: createPhraseMatcher(tokenizer, phrases(vocabulary.current_tools.channels, true as const)),
    channelModifiers: new Set(
      vocabulary.current_tools.channel_modifiers.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    channelMessages: new Set(
      vocabulary.current_tools.channel_messages.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    meansBefore: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.current_tools.means_before, "plain" as const),
      ...phrases(vocabulary.current_tools.means_with, "with" as const),
    ]),
    means: createPhraseMatcher(tokenizer, phrases(vocabulary.current_tools.means, true as const)),
    integrationWords: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.current_tools.integration_words, true),
      ...phrases(vocabulary.current_tools.notice_words, false),
    ]),
    integrationLinks: new Set(
      vocabulary.current_tools.integration_links.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    currentToolBefore: createPhraseMatcher(tokenizer, [
      ...phrases(vocabulary.current_tools.before, true as const),
      ...phrases(vocabulary.alternative_cues.with_intent, true as const),
    ]),
    sceneStarts: new Set(
      vocabulary.scene_words.starts.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    scenePlaces: new Set(
      vocabulary.scene_words.places.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    sceneAbsences: new Set(
      vocabulary.scene_words.absences.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
    sceneBuyers: new Set(
      vocabulary.scene_words.buyers.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)),
    ),
  };
  const nl = vocabulary.need_language;
  const termsOf = (list: readonly string[]) =>
    new Set(list.flatMap((w) => tokenizer.analyze(w).map((a) => a.term)));
  const needs: NeedLanguage = {
    before: createPhraseMatcher(tokenizer, phrases(nl.before, true as const)),
    after: createPhraseMatcher(tokenizer, phrases(nl.after, true as const)),
    imperative: createPhraseMatcher(tokenizer, phrases(nl.imperative, true as const)),
    fronted: createPhraseMatcher(tokenizer, phrases(nl.fronted, true as const)),
    breaks: createPhraseMatcher(tokenizer, phrases(nl.breaks, true as const)),
    clauseBreaks: termsOf(nl.clause_breaks),
    letterJoins: letterJoinsOf(vocabulary),
    negators: termsOf(nl.negators),
    modifiers: createPhraseMatcher(tokenizer, phrases(nl.modifiers, true as const)),
    joins: createPhraseMatcher(tokenizer, phrases(nl.joins, true as const)),
    purposeModifiers: createPhraseMatcher(tokenizer, phrases(nl.purpose_modifiers, true as const)),
    clauseModifiers: createPhraseMatcher(tokenizer, phrases(nl.clause_modifiers, true as const)),
    relatives: new Set(vocabulary.negation.relatives.flatMap((w) => tokenizer.analyze(w).map((a) => a.term))),
    empty: new Set([...termsOf(nl.empty), ...filler]),
    productNouns: termsOf(nl.product_nouns),
    requestNouns: termsOf(nl.request_nouns),
    anaphora: new Set(nl.anaphora.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw))),
    owners: termsOf(nl.owners),
    ownProducts: termsOf(nl.own_products),
    ownProductAfter: termsOf(nl.own_product_after),
    complaints: createPhraseMatcher(tokenizer, phrases(nl.complaints, true as const)),
    complaintJoins: new Set(nl.complaint_joins.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw))),
    dismissals: createPhraseMatcher(tokenizer, phrases(nl.dismissals, true as const)),
    rejections: createPhraseMatcher(tokenizer, phrases(nl.rejections, true as const)),
    oversized: createPhraseMatcher(tokenizer, phrases(nl.oversized, true as const)),
    frontedSubjects: new Set(nl.fronted_subjects.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw))),
    classified: new Set(nl.classified.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw))),
    volume: createPhraseMatcher(tokenizer, phrases(nl.volume, true as const)),
    quality: createPhraseMatcher(tokenizer, phrases(nl.quality, true as const)),
    afterOpeners: new Set(nl.after_openers.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw))),
    obligations: createPhraseMatcher(tokenizer, phrases(nl.obligations, true as const)),
    functionWords: new Set(
      Object.values(vocabulary.language_stop_words).flatMap((list) =>
        list.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw)),
      ),
    ),
    determiners: new Set(nl.determiners.flatMap((w) => tokenizer.analyze(w).map((a) => a.raw))),
  };
  const capabilityIndex = new Map(vocabulary.capabilities.map((c, i) => [c.id, i]));
  const ow = vocabulary.object_words;
  const objects: ObjectLanguage = {
    protects: createPhraseMatcher(tokenizer, phrases(ow.protects, true as const)),
    connects: createPhraseMatcher(tokenizer, phrases(ow.connects, true as const)),
    listWords: termsOf(ow.list_words),
    connectJoins: termsOf(ow.connect_joins),
    connectionKinds: ow.connection_kinds.flatMap((id) => capabilityIndex.get(id) ?? []),
  };
  const slices: SliceLanguage = {
    measures: createPhraseMatcher(tokenizer, phrases(vocabulary.slice_words.measures, true as const)),
    qualifiers: createPhraseMatcher(tokenizer, phrases(vocabulary.slice_words.qualifiers, true as const)),
    functionWords: needs.functionWords,
  };
  const senseRuns = (lists: Partial<Record<"en" | PhraseLanguage, string[]>>) =>
    new Map<"en" | PhraseLanguage, string[][]>(
      (["en", ...languages.map((l) => l.language)] as const).map((lang) => {
        const t = lang === "en" ? tokenizer : languages.find((l) => l.language === lang)!.tokenizer;
        const runs = (lists[lang] ?? [])
          .map((w) => t.tokenize(w).map((x) => x.term))
          .filter((r) => r.length > 0);
        return [lang, runs];
      }),
    );
  const wordSenses: WordSense[] = vocabulary.word_senses.flatMap((w) => {
    const kind = capabilityIndex.get(w.kind);
    const from = new Set(w.from.map((c) => capabilityIndex.get(c)).filter((c) => c !== undefined));
    return kind === undefined
      ? []
      : [{ kind, words: senseRuns(w.words), context: senseRuns(w.context), from }];
  });
  const knownProducts = new Map<string, number[]>();
  for (const p of vocabulary.known_products) {
    const w = words(p.name);
    if (w.length === 0) continue;
    const kinds = p.kinds.map((id) => capabilityIndex.get(id)!).filter((i) => i !== undefined);
    for (const key of [w.join(" "), w.join("")]) if (!knownProducts.has(key)) knownProducts.set(key, kinds);
  }
  const constraintCertifications = vocabulary.constraints.map(
    (c) => new Set(c.kind === "compliance" ? c.certifications.map(categoryKey) : []),
  );
  const sourceAvailable = vocabulary.source_available_licenses.map((l) => l.toLowerCase());
  function licenseClass(license: string | null): LicenseClass {
    const text = license?.trim().toLowerCase() ?? "";
    if (!text) return "unknown";
    if (text.includes("proprietary")) return "proprietary";
    // "AGPL-3.0 OR MIT": open source when any alternative is; "Apache-2.0 OR Commons-Clause" too.
    const alternatives = text.split(/\s+or\s+/);
    const open = alternatives.some((a) =>
      a
        .replace(/[()]/g, " ")
        .split(/\s+(?:and|with)\s+/)
        .every((part) => !sourceAvailable.some((s) => part.trim().startsWith(s))),
    );
    return open ? "open-source" : "source-available";
  }

  const timelineKeys = new Map<string, Vocabulary["timelines"][number]["id"]>();
  for (const t of vocabulary.timelines) for (const a of t.aliases) timelineKeys.set(categoryKey(a), t.id);

  return {
    vocabulary,
    tokenizer,
    filler,
    capabilityMatcher,
    languages,
    featureMatcher,
    industryMatcher,
    industryFieldMatcher,
    industryFieldMatchers: new Map(
      languageTokenizers.map(({ language }, i) => [language, industryFieldReaders[i]!.matcher]),
    ),
    readIndustryField,
    wordSenses,
    industryTerms,
    expansions,
    featureImpliedBy: vocabulary.features.map((f) =>
      f.capabilities.map((id) => vocabulary.capabilities.findIndex((c) => c.id === id)).filter((i) => i >= 0),
    ),
    deployments: createLabelSet(tokenizer, vocabulary.deployment_models),
    companySizes: createLabelSet(tokenizer, vocabulary.company_sizes),
    regions: createLabelSet(tokenizer, vocabulary.regions),
    request,
    needs,
    objects,
    slices,
    knownProducts,
    constraintCertifications,
    licenseClass,
    categoryAffinities,
    servedBefore: new Set(vocabulary.vendor_context.served_before.flatMap((w) => words(w))),
    textCapabilities: (tokens) =>
      capabilityMatcher
        .detect(tokens)
        .filter((h) => h.strength >= MIN_TEXT_CAPABILITY_STRENGTH)
        .map((h) => ({ capability: h.concept, strength: h.strength })),
    priceBand,
    timeline: (label) => timelineKeys.get(categoryKey(label)) ?? null,
    spelling: createSpellingCorrector(vocabulary, [
      ["en", lightStem],
      ...PHRASE_LANGUAGES.map((l) => [l, languageStemmer(l)] as const),
    ]),
  };
}
