import type { PhraseLanguage } from "./language-stemmers";
import { memoizeByWord } from "./stemmer";
import type { AnalyzedWord, TextReading, Token, Tokenizer } from "./tokenizer";

/** Written forms whose phrase verb each verb-form layer remembers (words recur across texts and searches). */
const MEMO_WORDS = 20_000;

/**
 * German and Dutch phrases name a job object first, verb last ("Arbeitszeiten erfassen", "uren bijhouden"), as a
 * buyer writes it after a modal verb. A buyer's own sentence often puts the verb elsewhere:
 * - a separable verb splits, its particle at the end of the clause ("we houden de uren bij", "wir zeichnen die
 *   Zeiten auf"), or takes "te" / "zu" / "ge" inside ("om de uren bij te houden", "aufzuzeichnen", "bijgehouden");
 * - in a main clause the finite verb comes second ("wir erfassen die Arbeitszeiten noch auf Papier", "we beheren
 *   onze klanten in Excel"), before its object;
 * - after a modal verb the infinitive ends the clause, however long the object ("de uren van onze medewerkers
 *   bijhouden").
 * This layer adds, at the end of the clause where the phrase puts the verb, the verb's phrase form: only forms a
 * phrase of the language uses (`verbs`), so no other word is read differently. A clause-final verb may also end a
 * phrase from farther back in its clause (`Token.reachFrom`).
 */
const PARTICLES: Partial<Record<PhraseLanguage, ReadonlySet<string>>> = {
  de: new Set([
    "ab",
    "an",
    "auf",
    "aus",
    "bei",
    "ein",
    "fest",
    "fort",
    "her",
    "hin",
    "hoch",
    "los",
    "mit",
    "nach",
    "vor",
    "weg",
    "weiter",
    "zu",
    "zuruck",
    "zusammen",
  ]),
  nl: new Set([
    "aan",
    "af",
    "bij",
    "door",
    "in",
    "mee",
    "na",
    "om",
    "op",
    "over",
    "samen",
    "terug",
    "toe",
    "uit",
    "vast",
    "voor",
    "weg",
  ]),
};

/** The word that puts an infinitive after its particle ("bij te houden"), or inside it ("aufzuzeichnen"). */
const INFINITIVE_MARK: Partial<Record<PhraseLanguage, string>> = { de: "zu", nl: "te" };

/** Prepositions that may follow a clause's particle ("we houden de uren bij in Excel"). */
const PREPOSITIONS: Partial<Record<PhraseLanguage, ReadonlySet<string>>> = {
  de: new Set(["im", "in", "mit", "per", "uber", "seit"]),
  nl: new Set(["in", "met", "op", "via", "per", "sinds", "tijdens"]),
};

/** Conjunctions that start a new clause without a comma ("we houden de uren bij en dat gaat mis"). */
const CONJUNCTIONS: Partial<Record<PhraseLanguage, ReadonlySet<string>>> = {
  de: new Set(["und", "aber", "denn", "weil", "oder", "sodass"]),
  nl: new Set(["en", "maar", "want", "omdat", "zodat", "dus", "of"]),
};

/** Subject pronouns: the word right after one at a clause's start, or right before one, is the finite verb. */
const SUBJECTS: Partial<Record<PhraseLanguage, ReadonlySet<string>>> = {
  de: new Set(["ich", "wir", "man", "sie", "er"]),
  nl: new Set(["ik", "we", "wij", "ze", "zij", "hij", "men", "jullie"]),
};

/**
 * The tokenizer of a language whose phrases end with their verb, reading verbs where its phrases put them.
 * `verbs`: the terms of infinitives that end a phrase of two or more words ("erfass" of "Stunden erfassen"; a
 * plural noun may be among them, but only forms of a verb are read differently).
 */
export function withVerbForms(
  tokenizer: Tokenizer,
  language: PhraseLanguage,
  stem: (word: string) => string,
  verbs: ReadonlySet<string>,
): Tokenizer {
  const particles = PARTICLES[language] ?? new Set<string>();
  const subjects = SUBJECTS[language] ?? new Set<string>();
  const prepositions = PREPOSITIONS[language] ?? new Set<string>();
  const conjunctions = CONJUNCTIONS[language] ?? new Set<string>();
  const mark = INFINITIVE_MARK[language]!;
  if (particles.size === 0) return tokenizer;

  /** The phrase verb a written form stands for, or null: "houden"+"bij" → "bijhoud", "aufgezeichnet" → "aufzeichn". */
  const verbOf = memoizeByWord((form: string): string | null => {
    for (const candidate of inflections(form)) {
      const term = stem(candidate);
      if (verbs.has(term)) return term;
    }
    return null;
  }, MEMO_WORDS);
  const inflections = (form: string): string[] => {
    const out = [form];
    if (language === "nl") {
      // "houdt", "beheert": the stem plus t; "bijgehouden", "afgesproken": the participle of a separable verb.
      if (form.endsWith("t")) out.push(form.slice(0, -1));
    } else {
      // "zeichnet", "erfasst", "aufgezeichnet": a finite form or participle in -t, -et; the infinitive adds -en.
      if (form.endsWith("et")) out.push(`${form.slice(0, -2)}en`);
      if (form.endsWith("t")) out.push(`${form.slice(0, -1)}en`);
      // "sammelt", "gesammelt", "speichert", "abgewickelt": a verb in -eln / -ern takes -n, not -en.
      if (form.endsWith("elt") || form.endsWith("ert")) out.push(`${form.slice(0, -1)}n`);
    }
    return out;
  };
  /** "aufzuzeichnen" → "aufzeichnen", "bijgehouden" → "bijhouden", "aufgezeichnet" → "aufzeichnet". */
  const withoutInfix = memoizeByWord((raw: string): string | null => {
    for (const p of particles) {
      if (!raw.startsWith(p)) continue;
      const rest = raw.slice(p.length);
      for (const infix of [mark, "ge"]) {
        if (rest.startsWith(infix) && rest.length - infix.length >= 4) return p + rest.slice(infix.length);
      }
    }
    return null;
  }, MEMO_WORDS);

  /** The text's tokens with the verbs read where the phrases put them, from one reading of its words. */
  const read = (text: string): TextReading => {
    const reading = tokenizer.read(text);
    return { tokens: withVerbs(reading.tokens, reading.words), words: reading.words };
  };
  const withVerbs = (tokens: Token[], words: readonly AnalyzedWord[]): Token[] => {
    if (words.length === 0) return tokens;
    const extra: Token[] = [];
    // Each word's place among the content words and clauses, as the tokenizer gives it (`Token.content`, `clause`),
    // for the verbs read here; a particle is counted where it stands, before the next content word.
    const place: Array<{ content: number; clause: number }> = [];
    let content = 0;
    let clause = -1;
    for (const w of words) {
      if (w.clauseStart) clause++;
      place[w.pos] = { content, clause };
      if (!w.stop) content++;
    }
    const reach = new Map<number, number>();
    let start = 0;
    for (let end = 1; end <= words.length; end++) {
      if (end < words.length && !words[end]!.clauseStart) continue;
      readClause(words, start, end, extra, reach, place);
      start = end;
    }
    if (extra.length === 0 && reach.size === 0) return tokens;
    const out = tokens.map((t) =>
      reach.has(t.pos) && verbs.has(t.term) ? { ...t, reachFrom: reach.get(t.pos)! } : t,
    );
    for (const t of extra) out.push(t);
    return out.sort((a, b) => a.pos - b.pos);
  };

  /** Verbs of the clause [start, end) read at its last word; the clause-final verb may reach farther back. */
  function readClause(
    words: readonly AnalyzedWord[],
    start: number,
    end: number,
    extra: Token[],
    reach: Map<number, number>,
    place: ReadonlyArray<{ content: number; clause: number }>,
  ) {
    const from = words[start]!.pos;
    const add = (term: string, pos: number) => {
      extra.push({ term, pos, reachFrom: from, ...place[pos] });
      reach.set(pos, from);
    };
    // The clause's last content word ("… bijhouden", "… erfassen") may end a phrase begun farther back.
    for (let i = end - 1; i >= start; i--) {
      if (words[i]!.stop) continue;
      reach.set(words[i]!.pos, from);
      break;
    }
    for (let i = start; i < end; i++) {
      const w = words[i]!;
      if (w.stop) continue;
      // One word with the particle inside: "aufzuzeichnen", "bijgehouden", "aufgezeichnet".
      const joined = withoutInfix(w.raw);
      if (joined) {
        const term = verbOf(joined);
        if (term) add(term, w.pos);
      }
      // A participle without particle: "erfasst", "gebucht" ("ge" + stem + "t").
      if (language === "de" && w.raw.endsWith("t") && !verbs.has(w.term)) {
        const plain = w.raw.startsWith("ge") && w.raw.length >= 7 ? w.raw.slice(2) : w.raw;
        const term = verbOf(plain);
        if (term && term !== w.term) add(term, w.pos);
      }
    }
    // "bij te houden": particle, infinitive mark, verb.
    for (let i = start; i + 2 < end; i++) {
      if (particles.has(words[i]!.raw) && words[i + 1]!.raw === mark && !words[i + 2]!.stop) {
        const term = verbOf(words[i]!.raw + words[i + 2]!.raw);
        if (term) add(term, words[i + 2]!.pos);
      }
    }
    // A particle ending the clause ("we houden de uren bij", "wir zeichnen die Zeiten auf"), or followed by a
    // phrase of place only ("we houden de uren bij in Excel") or by a conjunction ("… bij en dat gaat mis"). The
    // verb is one of the clause's earlier words; the phrase form is read at the particle, where the infinitive
    // would stand.
    for (let j = end - 1; j >= start + 2; j--) {
      const p = words[j]!;
      const next = words[j + 1];
      const ends =
        next === undefined ||
        j === end - 1 ||
        conjunctions.has(next.raw) ||
        (prepositions.has(next.raw) && j + 1 < end - 1);
      if (!ends || !particles.has(p.raw)) continue;
      for (let i = start; i < j; i++) {
        const w = words[i]!;
        if (w.stop) continue;
        const term = verbOf(p.raw + w.raw);
        if (term) {
          add(term, p.pos);
          break;
        }
      }
      break;
    }
    // The finite verb second, beside its subject ("wir erfassen die …", "bisher erfassen wir die …") or after a
    // subject of article and noun ("das Team erfasst die …", "onze planner maakt de …"): read again at the clause's
    // end, where a phrase puts it, when the clause goes on after it.
    for (let i = start; i < end - 1; i++) {
      const w = words[i]!;
      // "erfassen" as written, or a finite form ("erfasst", "speichert", "registreert").
      const term = w.stop ? null : verbs.has(w.term) ? w.term : verbOf(w.raw);
      if (term === null) continue;
      const prev = words[i - 1];
      const next = words[i + 1]!;
      const afterNounSubject =
        i - 2 === start && words[start]!.stop && !prev!.stop && !subjects.has(words[start]!.raw);
      const besideSubject =
        (i - 1 === start && prev !== undefined && subjects.has(prev.raw)) ||
        (subjects.has(next.raw) && i - start <= 2) ||
        afterNounSubject;
      if (!besideSubject) continue;
      const tail = words[end - 1]!;
      if (tail.pos > w.pos + 1) add(term, tail.pos);
      break;
    }
  }

  const tokenize = (text: string): Token[] => read(text).tokens;
  return { tokenize, terms: (text) => tokenize(text).map((t) => t.term), analyze: tokenizer.analyze, read };
}

/**
 * French, Spanish and Italian phrases name the job verb first, as an infinitive ("réserver une table", "ordinare
 * cibo"); a buyer conjugates it ("que les clients réservent une table", "che i clienti prenotino un tavolo",
 * "gestionamos los pedidos"), which the light stemmer keeps apart from the infinitive. Endings of the present and
 * subjunctive, and the infinitive endings they come from, per language.
 */
const CONJUGATIONS: Partial<
  Record<PhraseLanguage, { endings: readonly string[]; infinitives: readonly string[] }>
> = {
  fr: { endings: ["ent", "ons", "ez", "es", "e"], infinitives: ["er", "ir", "re"] },
  es: {
    endings: ["amos", "emos", "imos", "an", "en", "as", "es", "a", "e", "o"],
    infinitives: ["ar", "er", "ir"],
  },
  it: { endings: ["iamo", "ano", "ino", "ono", "a", "i", "e", "o"], infinitives: ["are", "ere", "ire"] },
};

/**
 * The tokenizer of a language whose phrases start with their verb, also reading a conjugated verb as its infinitive,
 * at its own position: only infinitives that start a phrase of the language (`verbs`, their terms), so a word is read
 * differently only where a phrase would need it.
 */
export function withConjugatedVerbs(
  tokenizer: Tokenizer,
  language: PhraseLanguage,
  stem: (word: string) => string,
  verbs: ReadonlySet<string>,
): Tokenizer {
  const forms = CONJUGATIONS[language];
  if (!forms || verbs.size === 0) return tokenizer;
  const endings = [...forms.endings].sort((a, b) => b.length - a.length);
  const infinitiveOf = memoizeByWord((raw: string): string | null => {
    for (const e of endings) {
      if (!raw.endsWith(e) || raw.length - e.length < 3) continue;
      for (const inf of forms.infinitives) {
        const term = stem(raw.slice(0, -e.length) + inf);
        if (verbs.has(term)) return term;
      }
    }
    return null;
  }, MEMO_WORDS);
  /** The text's tokens with each conjugated verb also read as its infinitive, from one reading of its words. */
  const read = (text: string): TextReading => {
    const reading = tokenizer.read(text);
    return { tokens: withInfinitives(reading.tokens, reading.words), words: reading.words };
  };
  const withInfinitives = (tokens: Token[], words: readonly AnalyzedWord[]): Token[] => {
    const extra: Token[] = [];
    for (const t of tokens) {
      if (t.compound || verbs.has(t.term)) continue;
      // An analyzed word's position is its index.
      const w = words[t.pos]?.raw;
      const term = w ? infinitiveOf(w) : null;
      if (term && term !== t.term) extra.push({ term, pos: t.pos, content: t.content, clause: t.clause });
    }
    if (extra.length === 0) return tokens;
    return [...tokens, ...extra].sort((a, b) => a.pos - b.pos);
  };
  const tokenize = (text: string): Token[] => read(text).tokens;
  return { tokenize, terms: (text) => tokenize(text).map((t) => t.term), analyze: tokenizer.analyze, read };
}
