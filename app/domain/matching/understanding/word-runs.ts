import type { AnalyzedWord } from "../text/tokenizer";

/** Word indexes [start, end) of the words a cue introduces. */
export interface WordRun {
  start: number;
  end: number;
}

export interface WordRunOptions {
  /** Stop words skipped before the run at most ("our", "the"). */
  lead: number;
  /** What ends the run: punctuation that ends a clause, or the end of a sentence (a list goes on after a comma). */
  until: "clause" | "sentence";
  /** The run ends here at the latest (default: the text's end). */
  before?: number;
  /** `from` is the first word of its clause (a subject read from there): a stop word there is lead too. */
  atClauseStart?: boolean;
}

/**
 * The words after a cue ("replace our Airtable", "in front of the signup page and the checkout", "our Mailchimp bill
 * keeps going up"): at most `lead` stop words skipped, not past a word that starts a new clause, then the words up to
 * the next clause or sentence break after `from`. The run may be empty (`start >= end`).
 */
export function wordsAfter(words: readonly AnalyzedWord[], from: number, options: WordRunOptions): WordRun {
  const before = Math.min(options.before ?? words.length, words.length);
  let start = from;
  while (
    start < before &&
    start - from < options.lead &&
    words[start]!.stop &&
    (!words[start]!.clauseStart || (options.atClauseStart === true && start === from))
  )
    start++;
  let end = Math.max(start, from + 1);
  const breaks = options.until === "sentence" ? "sentenceStart" : "clauseStart";
  while (end < before && !words[end]![breaks]) end++;
  return { start, end: Math.min(end, before) };
}

/** The raw words of a run, at most `max` of them. */
export function rawWordsOf(
  words: readonly AnalyzedWord[],
  run: WordRun,
  max = Number.POSITIVE_INFINITY,
): string[] {
  const out: string[] = [];
  for (let i = run.start; i < run.end && out.length < max; i++) out.push(words[i]!.raw);
  return out;
}
