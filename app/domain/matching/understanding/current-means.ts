import type { AnalyzedWord } from "../text/tokenizer";
import type { RequestLanguage } from "./request-language";

/** Words between a means cue and the means ("a", "an old Access", "the shared"): fewer than this many. */
const MAX_MEANS_LEAD = 4;
/** Content words among them ("old", "Postgres", "KeePass"): at most this many. */
const MAX_MEANS_MODIFIERS = 2;
/** Words between one means and the next listed with it ("and a", "plus the", "on a"): at most this many. */
const MAX_MEANS_GAP = 3;

/**
 * The generic means the buyer keeps things in or works with today: "the order history sits in a MySQL database", "the
 * records sit in an old Access database", "jobs are dispatched off a logbook and a whiteboard", "we invoice with
 * spreadsheets", "I copy each order into a spreadsheet", "logins are kept in a password file on a network drive". A
 * `means_before` cue, at most three words (two of them content words: "an old Access"), then a `means` phrase; the
 * means listed after it ("and a shared calendar", "on a network share") join it. Not product
 * names: the words a kind is often named by ("database", "shared drive", "calendar", "spreadsheet") that here say how
 * the buyer works today, not what they look for. A word of a product named as the one to replace (`stopAt`) ends it.
 */
export function readCurrentMeans(
  lang: Pick<RequestLanguage, "meansBefore" | "means" | "productNouns" | "emptyWords">,
  words: readonly AnalyzedWord[],
  stopAt: Uint8Array,
): Set<number> {
  const out = new Set<number>();
  /** The means that starts at `from` within `maxLead` words (at most MAX_MEANS_MODIFIERS content words): its end. */
  const meansAt = (
    from: number,
    maxLead: number,
    modifiers: number,
    whole = false,
  ): { start: number; end: number } | null => {
    let content = 0;
    for (let at = from; at < words.length && at - from <= maxLead; at++) {
      const w = words[at]!;
      if ((at > from && w.clauseStart) || stopAt[at] || lang.productNouns.has(w.term)) return null;
      const hit = lang.means.at(words, at);
      if (hit && (!whole || endsNounPhrase(words, hit.end))) return { start: at, end: hit.end };
      if (!w.stop && ++content > modifiers) return null;
    }
    return null;
  };
  for (const cue of lang.meansBefore.find(words)) {
    if (cue.end >= words.length || words[cue.end]!.clauseStart) continue;
    // "we invoice with spreadsheets" is how; "an app with a shared calendar", ", with shared folders" ask for a feature,
    // and so does a means that is only the first word of what follows ("a store builder with spreadsheet import").
    if (cue.value === "with") {
      const prev = cue.start > 0 && !words[cue.start]!.clauseStart ? words[cue.start - 1]! : null;
      if (!prev || prev.stop || lang.productNouns.has(prev.term) || lang.emptyWords.has(prev.term)) continue;
    }
    const first = meansAt(cue.end, MAX_MEANS_LEAD - 1, MAX_MEANS_MODIFIERS, cue.value === "with");
    if (!first) continue;
    for (let k = cue.start; k < first.end; k++) out.add(words[k]!.pos);
    // "a logbook and a whiteboard", "a password file on a network drive": what is listed with it.
    let last = first.end;
    for (;;) {
      if (last >= words.length || words[last]!.sentenceStart) break;
      let next = last;
      while (next < words.length && next - last < MAX_MEANS_GAP && words[next]!.stop) {
        if (next > last && words[next]!.sentenceStart) break;
        next++;
      }
      if (next === last || next >= words.length || words[next]!.sentenceStart) break;
      const more = meansAt(next, 2, 1);
      if (!more) break;
      for (let k = last; k < more.end; k++) out.add(words[k]!.pos);
      last = more.end;
    }
  }
  return out;
}

/** Whether the words before `end` end a noun phrase: a function word, a new clause or the text's end follows. */
function endsNounPhrase(words: readonly AnalyzedWord[], end: number): boolean {
  const next = words[end];
  return next === undefined || next.clauseStart || next.stop;
}
