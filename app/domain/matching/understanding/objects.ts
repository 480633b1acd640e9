import type { PhraseMatcher } from "../text/phrase-matcher";
import type { AnalyzedWord } from "../text/tokenizer";
import { wordsAfter } from "./word-runs";

/** The words that say what a need acts on, compiled from the vocabulary's `object_words`. */
export interface ObjectLanguage {
  /** "in front of", "protect", "shield": the place protected follows. */
  protects: PhraseMatcher<true>;
  /** "connect", "sync", "link", "between": the systems connected follow. */
  connects: PhraseMatcher<true>;
  /** "and", "or", "our", "the": the list of objects goes on after them. */
  listWords: ReadonlySet<string>;
  /** "with", "&": between systems connected only ("sync the shop with the accounting"). */
  connectJoins: ReadonlySet<string>;
  /** Kinds of software (capabilities) that a connection of two or more systems names. */
  connectionKinds: readonly number[];
}

/** What the need acts on, by word position. */
export interface ObjectReading {
  /** The places a protection is put in front of ("the signup page and the checkout" in "something in front of the signup page and the checkout"). */
  protectedPlaces: Set<number>;
  /** The systems a connection joins ("web forms, spreadsheets and CRM" in "connect web forms, spreadsheets and CRM"). */
  connected: Set<number>;
  /** Each connection of two or more systems that name a kind: the content positions of its verb and its systems. */
  connections: number[][];
}

/** Content words a list of objects runs over at most ("the shop, the booking tool, the mailing list and the CRM"). */
const MAX_OBJECT_WORDS = 6;
/** Stop words between the cue and the first object at most ("in front of our", "between the"). */
const MAX_OBJECT_LEAD = 2;

/**
 * The objects listed after `from`: runs of content words separated by list words or commas, to the end of the
 * sentence, another stop word ("that", "from", "so"), or MAX_OBJECT_WORDS content words. Returns the word indexes of
 * each object.
 */
function objectList(
  lang: ObjectLanguage,
  words: readonly AnalyzedWord[],
  from: number,
  joins: ReadonlySet<string>,
): number[][] {
  const run = wordsAfter(words, from, { lead: MAX_OBJECT_LEAD, until: "sentence" });
  const items: number[][] = [];
  let item: number[] = [];
  let content = 0;
  for (let i = run.start; i < run.end; i++) {
    const w = words[i]!;
    if (w.stop) {
      if (!lang.listWords.has(w.term) && !joins.has(w.term)) break;
      if (item.length > 0) items.push(item);
      item = [];
      continue;
    }
    if (++content > MAX_OBJECT_WORDS) break;
    // "web forms, spreadsheets": a comma lists another object.
    if (w.clauseStart && item.length > 0) {
      items.push(item);
      item = [];
    }
    item.push(i);
  }
  if (item.length > 0) items.push(item);
  return items;
}

/**
 * Reads what the need acts on: the place a protection sits in front of is where the threat comes, not the kind of
 * software ("something in front of the signup page and the checkout" is bot protection, not payments nor login); two or more
 * systems connected are the objects of an integration need ("connect our web forms, spreadsheets and CRM").
 * `namesKind` says whether an object's words name a kind of software: a connection counts only between such systems
 * ("between teachers and parents" connects no software).
 */
export function readObjects(
  lang: ObjectLanguage,
  words: readonly AnalyzedWord[],
  namesKind: (positions: number[]) => boolean,
): ObjectReading {
  const protectedPlaces = new Set<number>();
  const connected = new Set<number>();
  const connections: number[][] = [];
  const none = new Set<string>();
  for (const hit of lang.protects.find(words)) {
    for (const item of objectList(lang, words, hit.end, none))
      for (const i of item) protectedPlaces.add(words[i]!.pos);
  }
  for (const hit of lang.connects.find(words)) {
    const items = objectList(lang, words, hit.end, lang.connectJoins);
    const systems = items.filter((item) => namesKind(item.map((i) => words[i]!.pos)));
    if (systems.length < 2) continue;
    const positions: number[] = [];
    for (let i = hit.start; i < hit.end; i++) if (!words[i]!.stop) positions.push(words[i]!.pos);
    for (const item of items)
      for (const i of item) {
        connected.add(words[i]!.pos);
        positions.push(words[i]!.pos);
      }
    connections.push(positions);
  }
  return { protectedPlaces, connected, connections };
}
