import { JOB_WORD_MAX_KINDS } from "../constants";
import { type CompiledVocabulary, categoryKey } from "./compiled-vocabulary";
import { kindWords } from "./kind-words";

type Language = CompiledVocabulary["languages"][number];

/**
 * What each kind of software does, as the vocabulary says it: the kinds a trade's software is a specialisation of
 * (campsite booking software is booking software for campsites), and the words of each kind's own phrases.
 */
export interface TradeJobs {
  /** Per kind, the kinds its related categories name: the jobs a trade's software may do for that trade. */
  relatedKinds: ReadonlyArray<ReadonlySet<number>>;
  /** Per kind, the content words of its cues and terms in English, filler and the commonest words left out. */
  english: ReadonlyArray<ReadonlySet<string>>;
  /** The same in each other language, from its translations. */
  languages: ReadonlyMap<Language, ReadonlyArray<ReadonlySet<string>>>;
}

const memo = new WeakMap<CompiledVocabulary, TradeJobs>();

/** Built once per vocabulary. */
export function tradeJobs(vocab: CompiledVocabulary): TradeJobs {
  const known = memo.get(vocab);
  if (known) return known;
  const kinds = vocab.vocabulary.capabilities;
  const byCategory = new Map<string, number[]>();
  kinds.forEach((k, i) => {
    for (const c of k.categories) {
      const key = categoryKey(c);
      byCategory.set(key, [...(byCategory.get(key) ?? []), i]);
    }
  });
  // A related kind's siblings (kinds sharing one of its categories) do its job too: "Booking and Scheduling" names
  // appointment scheduling, which shares "Booking & reservations" with reservations.
  const siblings = (kind: number) =>
    kinds[kind]!.categories.flatMap((c) => byCategory.get(categoryKey(c)) ?? []);
  const relatedKinds = kinds.map(
    (k, i) =>
      new Set(
        k.related_categories
          .flatMap((c) => byCategory.get(categoryKey(c)) ?? [])
          .flatMap((r) => [r, ...siblings(r)])
          .filter((other) => other !== i),
      ),
  );
  // "online", "customer" or "track" is in the phrases of a great many kinds: it says no job.
  const jobs: TradeJobs = {
    relatedKinds,
    ...kindWords(vocab, (k) => [...k.cues, ...k.weak_cues, ...k.terms], JOB_WORD_MAX_KINDS),
  };
  memo.set(vocab, jobs);
  return jobs;
}

/** Shortest stem that matches a longer one it begins ("book" of "booking", "reserv" of "reservat"). */
const MIN_SHARED_STEM = 4;

/** Shortest word that is the head of a compound it ends ("buchung" of "kursbuchung"). */
const MIN_SHARED_HEAD = 5;

/** Shortest second part of a compound whose first part is the head of a word ("system" of "Buchungssystem"). */
const MIN_COMPOUND_REST = 4;

/**
 * Whether one of `terms` is a word of `words`, the stem of one ("book" and "booking"), the head of a compound one
 * ends ("Buchung" and "Kursbuchung", "boeken" and "lessen boeken" alike), or a compound that begins with such a head
 * ("Buchungssystem" and "Kursbuchung" share "Buchung").
 */
export function sharesWord(words: ReadonlySet<string> | undefined, terms: Iterable<string>): boolean {
  if (!words) return false;
  for (const t of terms) {
    if (words.has(t)) return true;
    if (t.length < MIN_SHARED_STEM) continue;
    for (const w of words) {
      if (w.length >= MIN_SHARED_STEM && (w.startsWith(t) || t.startsWith(w))) return true;
      if (t.length >= MIN_SHARED_HEAD && w.length > t.length && w.endsWith(t)) return true;
      if (beginsWithHeadOf(t, w)) return true;
    }
  }
  return false;
}

/** Whether `compound` begins with `word` or its compound head, at least MIN_SHARED_HEAD letters, and goes on. */
function beginsWithHeadOf(compound: string, word: string): boolean {
  for (let n = MIN_SHARED_HEAD; n <= word.length; n++)
    if (compound.length >= n + MIN_COMPOUND_REST && compound.startsWith(word.slice(word.length - n)))
      return true;
  return false;
}
