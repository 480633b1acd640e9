import { languageStemmer } from "~/domain/matching/text/language-stemmers";
import type { Stemmer } from "~/domain/matching/text/stemmer";
import { words } from "~/domain/matching/text/tokenizer";
import {
  ASKER_CUES,
  ASKER_FILLERS,
  ASKER_SLOT_FILLERS,
  type ChatLanguage,
  ENGLISH_FUNCTION_WORDS,
  ENGLISH_ROLE_WORDS,
  LEXICONS,
} from "./language-lexicon";

type OtherLanguage = Exclude<ChatLanguage, "en">;

/** Function words of the other languages from the matching vocabulary (`language_stop_words`). */
export type LanguageFunctionWords = Partial<Record<OtherLanguage, readonly string[]>>;

/** Keys shorter than this match whole words only; longer ones also match words they start. */
const MIN_PREFIX_KEY = 4;
/** Longest phrase key, in words. */
const MAX_PHRASE_WORDS = 3;
/** Shortest key read as the head (last part) of a compound word, and the shortest part before it. */
const COMPOUND_HEAD = 6;
const COMPOUND_MODIFIER = 3;
/** The participle prefix of the compounding languages (German and Dutch). */
const PARTICIPLE = "ge";

interface CompiledLexicon {
  functionWords: ReadonlySet<string>;
  stem: Stemmer;
  /** Single-word keys by the language's light stem ("rückerstattungen" and "rückerstattung" meet). */
  stems: ReadonlyMap<string, string>;
  phrases: ReadonlyMap<string, string>;
  /** Single-word keys, longest first, for prefix lookups. */
  prefixes: readonly [string, string][];
  exact: ReadonlyMap<string, string>;
  /** Keys read as the head of a compound word, longest first (empty for languages without compounds). */
  heads: readonly [string, string][];
}

function compile(
  language: OtherLanguage,
  functionWords: readonly string[],
  pairs: string,
  compounds = false,
): CompiledLexicon {
  const stem = languageStemmer(language);
  const phrases = new Map<string, string>();
  const exact = new Map<string, string>();
  const stems = new Map<string, string>();
  for (const pair of pairs.split(";")) {
    const [key, english] = pair.split("=");
    if (!key || !english) continue;
    const normalized = words(key).join(" ");
    if (normalized.includes(" ")) phrases.set(normalized, english);
    else {
      exact.set(normalized, english);
      if (!stems.has(stem(normalized))) stems.set(stem(normalized), english);
    }
  }
  const prefixes = [...exact.entries()]
    .filter(([k]) => k.length >= MIN_PREFIX_KEY)
    .sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0]));
  const heads = compounds ? prefixes.filter(([k]) => k.length >= COMPOUND_HEAD) : [];
  return {
    functionWords: new Set(functionWords.flatMap((w) => words(w))),
    stem,
    stems,
    phrases,
    prefixes,
    exact,
    heads,
  };
}

const ENGLISH = new Set(words(ENGLISH_FUNCTION_WORDS));

function lookup(lex: CompiledLexicon, word: string): string | undefined {
  const exact = lex.exact.get(word) ?? lex.stems.get(lex.stem(word));
  if (exact !== undefined) return exact;
  if (word.length < MIN_PREFIX_KEY) return undefined;
  for (const [key, english] of lex.prefixes) {
    if (!word.startsWith(key)) continue;
    // a compound says both its parts: "datenloschung" is data and deleting it
    const head = lex.heads.find(([h]) => word.length >= key.length + h.length && word.endsWith(h));
    return head && head[1] !== english ? `${english} ${head[1]}` : english;
  }
  for (const [key, english] of lex.heads)
    if (word.length >= key.length + COMPOUND_MODIFIER && word.endsWith(key)) return english;
  // a participle of a compounding language is its verb with "ge-" before it ("geloscht", "gewijzigd")
  if (
    lex.heads.length > 0 &&
    word.startsWith(PARTICIPLE) &&
    word.length >= MIN_PREFIX_KEY + PARTICIPLE.length
  )
    return lookup(lex, word.slice(PARTICIPLE.length));
  return undefined;
}

/** Reads questions in German, French, Spanish, Italian and Dutch into the help center's English words. */
export interface LanguageReader {
  /**
   * The language a question is written in: the one whose function words and support words it uses most.
   * `englishWords` are content words known in English (the help center's own): they count for English, not
   * for a language whose lexicon also starts them ("anonymous" is not German "anonym…"). A question that
   * scores as well in English as in any other language reads as English.
   */
  detect(text: string, englishWords?: ReadonlySet<string>): ChatLanguage;
  /**
   * The question in the English words the help center uses: function words are dropped, support words become
   * their English counterparts, and anything else (product names, "2FA", English loanwords) is kept as written.
   */
  toEnglish(text: string, language: ChatLanguage): string;
  /**
   * Which side the asker says they are on ("I'm a vendor", "wij verkopen software"), if they say, and the question
   * without the words that say it: they tell who asks, not what ("as a vendor, what do I see?" is about seeing).
   */
  asker(text: string, language: ChatLanguage): Asker | null;
}

export interface Asker {
  role: AskerRole;
  /** The question's words without the ones that say who asks. */
  rest: string;
}

/** The side of the marketplace a question comes from. */
export type AskerRole = "vendors" | "buyers";

/**
 * A reader over the chat's support lexicon, with the function words of each language taken from the lexicon
 * and from the matching vocabulary, and each language's light stemmer from the matching engine.
 */
export function createLanguageReader(vocabularyFunctionWords: LanguageFunctionWords = {}): LanguageReader {
  const compiled = new Map(
    (Object.entries(LEXICONS) as [OtherLanguage, (typeof LEXICONS)[OtherLanguage]][]).map(([lang, lex]) => [
      lang,
      compile(
        lang,
        [...words(lex.functionWords), ...(vocabularyFunctionWords[lang] ?? [])],
        lex.words,
        lex.compounds,
      ),
    ]),
  );
  return {
    detect: (text, englishWords = new Set()) => detect(compiled, text, englishWords),
    toEnglish: (text, language) => toEnglish(compiled, text, language),
    asker: (text, language) => asker(compiled, text, language),
  };
}

function detect(
  compiled: ReadonlyMap<OtherLanguage, CompiledLexicon>,
  text: string,
  englishWords: ReadonlySet<string>,
): ChatLanguage {
  const list = words(text);
  let englishScore = 0;
  for (const w of list) {
    if (ENGLISH.has(w)) englishScore += 1;
    else if (englishWords.has(w)) englishScore += 0.5;
  }
  let best: ChatLanguage = "en";
  let bestScore = 0;
  for (const [lang, lex] of compiled) {
    let functionHits = 0;
    let lexiconHits = 0;
    for (const w of list) {
      if (lex.functionWords.has(w)) functionHits++;
      else if (!ENGLISH.has(w) && !englishWords.has(w) && lookup(lex, w) !== undefined) lexiconHits++;
    }
    // one word that merely starts like a support word ("anonimity") is a typo more often than a language
    if (functionHits === 0 && lexiconHits < 2) continue;
    const score = functionHits + lexiconHits / 2;
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return bestScore > englishScore ? best : "en";
}

function toEnglish(
  compiled: ReadonlyMap<OtherLanguage, CompiledLexicon>,
  text: string,
  language: ChatLanguage,
): string {
  if (language === "en") return text;
  const lex = compiled.get(language);
  if (!lex) return text;
  const list = words(text);
  const out: string[] = [];
  for (let i = 0; i < list.length; ) {
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE_WORDS, list.length - i); n >= 2; n--) {
      const english = lex.phrases.get(list.slice(i, i + n).join(" "));
      if (english !== undefined) {
        out.push(english);
        taken = n;
        break;
      }
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const w = list[i]!;
    i++;
    if (lex.functionWords.has(w)) continue;
    out.push(lookup(lex, w) ?? w);
  }
  return out.join(" ");
}

const SLOT_FILLERS = new Set(words(ASKER_SLOT_FILLERS, true));
const FILLERS = new Set(words(ASKER_FILLERS, true));
const ROLE_SLOTS = { "@vendor": "vendors", "@buyer": "buyers" } as const;
type RoleSlot = keyof typeof ROLE_SLOTS;
const ENGLISH_ROLES: Record<RoleSlot, ReadonlySet<string>> = {
  "@vendor": new Set(words(ENGLISH_ROLE_WORDS.vendor)),
  "@buyer": new Set(words(ENGLISH_ROLE_WORDS.buyer)),
};
const CUES = Object.fromEntries(
  Object.entries(ASKER_CUES).map(([lang, cues]) => [
    lang,
    cues
      .split(";")
      .map((cue) => cue.split(/\s+/).filter(Boolean))
      .filter((cue) => cue.length > 0),
  ]),
) as Record<ChatLanguage, string[][]>;

function asker(
  compiled: ReadonlyMap<OtherLanguage, CompiledLexicon>,
  text: string,
  language: ChatLanguage,
): Asker | null {
  const list = words(text, true);
  const lex = language === "en" ? undefined : compiled.get(language);
  const isRole = (slot: RoleSlot, w: string) => {
    if (ENGLISH_ROLES[slot].has(w)) return true;
    const english = lex && !lex.functionWords.has(w) ? lookup(lex, w) : undefined;
    return english !== undefined && words(english).includes(slot === "@vendor" ? "vendor" : "buyer");
  };
  const at = (token: string, w: string) => (token in ROLE_SLOTS ? isRole(token as RoleSlot, w) : token === w);
  /** The positions of the words that say who asks, when the cue starts at `start`; null when it does not. */
  const matchFrom = (cue: readonly string[], start: number): number[] | null => {
    if (!at(cue[0]!, list[start]!)) return null;
    // only a cue naming the side ("as a vendor") is left out; one saying what the asker does ("we list our
    // app") also says what they ask about
    const naming = cue.some((token) => token in ROLE_SLOTS);
    const said = naming ? [start] : [];
    let i = start;
    for (const token of cue.slice(1)) {
      const fillers = token in ROLE_SLOTS ? SLOT_FILLERS : FILLERS;
      let j = i + 1;
      while (j < list.length && j - i - 1 < 2 && !at(token, list[j]!) && fillers.has(list[j]!)) j++;
      if (j >= list.length || !at(token, list[j]!)) return null;
      if (naming) for (let k = i + 1; k <= j; k++) said.push(k);
      i = j;
    }
    return said;
  };
  const cues = language === "en" ? CUES.en : [...CUES[language], ...CUES.en];
  const found = new Set<AskerRole>();
  const said = new Set<number>();
  for (const cue of cues) {
    const role: AskerRole = cue.includes("@buyer") ? "buyers" : "vendors";
    for (let start = 0; start < list.length; start++) {
      const cueWords = matchFrom(cue, start);
      if (!cueWords) continue;
      found.add(role);
      for (const i of cueWords) said.add(i);
    }
  }
  // a question that says both ("as a vendor, what does a buyer see?") does not say which side asks
  if (found.size !== 1) return null;
  return { role: [...found][0]!, rest: list.filter((_, i) => !said.has(i)).join(" ") };
}

const DEFAULT_READER = createLanguageReader();

/** The language of a question, read with the lexicon's own function words only. */
export function detectLanguage(text: string, englishWords: ReadonlySet<string> = new Set()): ChatLanguage {
  return DEFAULT_READER.detect(text, englishWords);
}

/** The question in the help center's English words, read with the lexicon's own function words only. */
export function toEnglishWords(text: string, language: ChatLanguage): string {
  return DEFAULT_READER.toEnglish(text, language);
}
