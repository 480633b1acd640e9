/**
 * A light English stemmer for buyer and catalog text. It conflates inflections (plurals, -ing, -ed) and a
 * few derivations that buyers and vendors swap freely (-ment, -ation, -ization), and folds British
 * spellings to American ones. It is deliberately lighter than Porter's: "customer" stays apart from
 * "custom", "personalization" from "person", "order" from "ord".
 *
 * Words shorter than four letters and words with digits or non-ASCII letters are returned unchanged.
 */
export type Stemmer = (word: string) => string;

const VOWEL = /[aeiouy]/;

const BRITISH: ReadonlyArray<readonly [RegExp, string]> = [
  [/isation(s?)$/, "ization$1"],
  [/isement(s?)$/, "izement$1"],
  [/is(e|ed|es|ing|er|ers)$/, "iz$1"],
  [/ys(e|ed|es|ing|er|ers)$/, "yz$1"],
  [/ogue(s?)$/, "og$1"],
  [/our(s?)$/, "or$1"],
  [/tre(s?)$/, "ter$1"],
];

/** Words whose -ise / -our / -tre ending belongs to the root. */
const FOLD_EXCEPTIONS = new Set(
  (
    "advise advised advises advising enterprise enterprises franchise franchises expertise exercise exercises " +
    "premise premises promise promised promises raise raised raises raising noise wise rise rises precise " +
    "concise merchandise merchandising compromise surprise paradise otherwise likewise cruise cruises praise " +
    "poise tour tours hour hours four your yours ours pour sour flour contour detour devour course courses " +
    "source sources resource resources house houses horse nurse nurses purpose purposes expose exposed " +
    "closed close response responses license licensed licenses licensing phrase phrases increase increased " +
    "decrease purchase purchased purchases purchasing release released releases database databases " +
    "showcase showcases promise revise demise excise incise devise upraise chemise theatre metre litre " +
    "mitre centre centres spectre lustre"
  ).split(" "),
);

const BRITISH_KEEP_ROOT: Record<string, string> = {
  centre: "center",
  centres: "centers",
  theatre: "theater",
  metre: "meter",
  litre: "liter",
};

function foldBritish(w: string): string {
  if (FOLD_EXCEPTIONS.has(w)) return BRITISH_KEEP_ROOT[w] ?? w;
  if (w.length < 6) return w;
  for (const [re, rep] of BRITISH) {
    if (re.test(w)) return w.replace(re, rep);
  }
  return w;
}

/**
 * Words ending in -ment where -ment is part of the root, not a suffix. "Instalment" is no "install": paying in
 * instalments and installing software are different needs (engine 1.18.1).
 */
const MENT_ROOTS = new Set(
  (
    "document comment segment element moment cement implement supplement complement augment fragment " +
    "garment pigment sentiment instrument argument experiment ferment lament torment clement installment instalment"
  ).split(" "),
);

/** Words ending in -ing / -ed that are not inflections. */
const NOT_INFLECTED = new Set(
  (
    "thing nothing something anything everything morning evening during ceiling sibling pudding wedding " +
    "embed shed bred breed speed seed feed need weed bleed greed proceed exceed succeed hundred sacred " +
    "kindred naked wicked " +
    // business words whose -ing form names a field of its own ("accounting" ≠ "accounts", "marketing" ≠ "market")
    "accounting marketing"
  ).split(" "),
);

/**
 * Inflected forms that name something else than their root and are kept whole, as one word. A "booking" is a
 * reservation, not a "book": stemming "bookings" to "book" made a bookshop or a book club read as appointment
 * scheduling (vocabulary 2025.39). "Booked" is only ever the reservation sense, so it joins "booking". "News" is
 * no plural of "new": read as "new", "monitor the news" matched "monitoring so new pages …" (engine 1.48.0).
 */
const WHOLE_WORDS: Record<string, string> = {
  booking: "booking",
  bookings: "booking",
  booked: "booking",
  news: "news",
};

const KEEP_DOUBLE = new Set(["l", "s", "z", "f"]);

function undouble(w: string): string {
  const n = w.length;
  if (n >= 4 && w[n - 1] === w[n - 2] && !VOWEL.test(w[n - 1]!) && !KEEP_DOUBLE.has(w[n - 1]!)) {
    return w.slice(0, -1);
  }
  return w;
}

function stripPlural(w: string): string {
  if (w.endsWith("ies") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("sses")) return w.slice(0, -2);
  if (!w.endsWith("s")) return w;
  if (/(ss|us|is|as)$/.test(w)) return w;
  return w.slice(0, -1);
}

function stripInflection(w: string): string {
  if (NOT_INFLECTED.has(w)) return w;
  if (w.endsWith("ing")) {
    const stem = w.slice(0, -3);
    if (stem.length >= 3 && VOWEL.test(stem)) return undouble(stem);
    return w;
  }
  if (w.endsWith("ied") && w.length > 4) return `${w.slice(0, -3)}y`;
  if (w.endsWith("ed") && !w.endsWith("eed")) {
    const stem = w.slice(0, -2);
    if (stem.length >= 3 && VOWEL.test(stem)) return undouble(stem);
    return w;
  }
  return w;
}

function stripDerivation(w: string): string {
  if (w.endsWith("ization") && w.length > 9) return w.slice(0, -5);
  if (w.endsWith("ation") && w.length >= 8) return w.slice(0, -3);
  if (w.endsWith("ment") && w.length >= 7 && !MENT_ROOTS.has(w)) return w.slice(0, -4);
  return w;
}

/** The light stem of an already-lowercased word. */
export function lightStem(word: string): string {
  if (word.length <= 3 || !/^[a-z]+$/.test(word)) return word;
  const whole = WHOLE_WORDS[word];
  if (whole !== undefined) return whole;
  let w = foldBritish(word);
  w = stripPlural(w);
  if (w.length <= 3) return w;
  w = stripInflection(w);
  w = stripDerivation(w);
  if (w.length > 3 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}

/** Wraps a stemmer with a bounded memo: catalogs repeat the same words many thousands of times. */
export function memoizeStemmer(stem: Stemmer, maxEntries = 200_000): Stemmer {
  // Its own copy of memoizeByWord's loop: the stemmers' call site stays apart from the other memos' (V8 inlines it).
  const cache = new Map<string, string>();
  return (word) => {
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    const out = stem(word);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(word, out);
    return out;
  };
}

/** Wraps a function of one word with a bounded memo (cleared when full); an undefined answer is not kept. */
export function memoizeByWord<T>(read: (word: string) => T, maxEntries: number): (word: string) => T {
  const cache = new Map<string, T>();
  return (word) => {
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    const out = read(word);
    if (cache.size >= maxEntries) cache.clear();
    cache.set(word, out);
    return out;
  };
}
