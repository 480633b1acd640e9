import { words } from "~/domain/matching/text/tokenizer";
import { type ChatLanguage, ENGLISH_FUNCTION_WORDS, LEXICONS } from "./language-lexicon";

/** Keys shorter than this match whole words only; longer ones also match words they start. */
const MIN_PREFIX_KEY = 4;
/** Longest phrase key, in words. */
const MAX_PHRASE_WORDS = 3;

interface CompiledLexicon {
  functionWords: ReadonlySet<string>;
  phrases: ReadonlyMap<string, string>;
  /** Single-word keys, longest first, for prefix lookups. */
  prefixes: readonly [string, string][];
  exact: ReadonlyMap<string, string>;
}

function compile(functionWords: string, pairs: string): CompiledLexicon {
  const phrases = new Map<string, string>();
  const exact = new Map<string, string>();
  for (const pair of pairs.split(";")) {
    const [key, english] = pair.split("=");
    if (!key || !english) continue;
    const normalized = words(key).join(" ");
    if (normalized.includes(" ")) phrases.set(normalized, english);
    else exact.set(normalized, english);
  }
  const prefixes = [...exact.entries()]
    .filter(([k]) => k.length >= MIN_PREFIX_KEY)
    .sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0]));
  return { functionWords: new Set(words(functionWords)), phrases, prefixes, exact };
}

const COMPILED = new Map(
  (Object.entries(LEXICONS) as [Exclude<ChatLanguage, "en">, (typeof LEXICONS)["de"]][]).map(
    ([lang, lex]) => [lang, compile(lex.functionWords, lex.words)],
  ),
);
const ENGLISH = new Set(words(ENGLISH_FUNCTION_WORDS));

function lookup(lex: CompiledLexicon, word: string): string | undefined {
  const exact = lex.exact.get(word);
  if (exact !== undefined) return exact;
  if (word.length < MIN_PREFIX_KEY) return undefined;
  for (const [key, english] of lex.prefixes) if (word.startsWith(key)) return english;
  return undefined;
}

/**
 * The language a question is written in: the one whose function words and support words it uses most.
 * `englishWords` are content words the reader knows in English (the help center's own): they count for
 * English, not for a language whose lexicon also starts them ("anonymous" is not German "anonym…"). A
 * question that scores as well in English as in any other language reads as English.
 */
export function detectLanguage(text: string, englishWords: ReadonlySet<string> = new Set()): ChatLanguage {
  const list = words(text);
  let englishScore = 0;
  for (const w of list) {
    if (ENGLISH.has(w)) englishScore += 1;
    else if (englishWords.has(w)) englishScore += 0.5;
  }
  let best: ChatLanguage = "en";
  let bestScore = 0;
  for (const [lang, lex] of COMPILED) {
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

/**
 * The question in the English words the help center uses: function words are dropped, support words become
 * their English counterparts, and anything else (product names, "2FA", English loanwords) is kept as written.
 */
export function toEnglishWords(text: string, language: ChatLanguage): string {
  if (language === "en") return text;
  const lex = COMPILED.get(language);
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
