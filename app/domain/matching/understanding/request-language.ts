import { NEGATION_SCOPE_WORDS } from "../constants";
import type { PhraseMatcher } from "../text/phrase-matcher";
import type { AnalyzedWord } from "../text/tokenizer";
import type { Budget } from "./budget";
import { readCurrentMeans } from "./current-means";
import { rawWordsOf, wordsAfter } from "./word-runs";

/** Finds catalog products by the words a buyer used for them. */
export interface ProductLookup {
  /**
   * The vendors named by the longest run of words starting at `words[0]` (at most 4), and how many words the
   * name took; null when none. `text` is the buyer's original text, for telling "Notion" from "notion". A widely
   * known product the catalog lacks ("Google Hangouts") names no vendor: `kinds` are the kinds that are its job.
   */
  find(
    words: readonly string[],
    text: string,
  ): { docs: number[]; siblings: number[]; kinds: number[]; length: number } | null;
}

type ProductHit = ReturnType<ProductLookup["find"]>;

/**
 * Whether a product look-up found a tool: a catalog product, a brand's other products ("QuickBooks", whose products
 * are "QuickBooks Online" and "QuickBooks Payroll") or a widely known product the catalog lacks (its kinds).
 */
function namesProduct(hit: ProductHit): hit is NonNullable<ProductHit> {
  return hit !== null && hit.docs.length + hit.siblings.length + hit.kinds.length > 0;
}

/** A product the buyer wants to replace ("an alternative to Airtable"). */
export interface NamedProduct {
  /** The products named: what they are and do says what the buyer needs. Empty when the name is only a brand's. */
  docs: number[];
  /** Other products of the same brand: never offered as its replacement, but not what the buyer described either. */
  siblings: number[];
  /** A widely known product the catalog lacks: the kinds (capability indexes) that are its main job; else empty. */
  kinds: number[];
  /** Word indexes [start, end) of the name in the analyzed problem. */
  start: number;
  end: number;
}

/** The phrase matchers and word lists that read how a buyer asks, compiled from the vocabulary. */
export interface RequestLanguage {
  constraints: PhraseMatcher<number>;
  negation: PhraseMatcher<"always" | "guarded">;
  exceptions: PhraseMatcher<true>;
  /** "doesn't", "does not", "won't", "never", "no longer": negate the action after them, said of the software. */
  verbal: PhraseMatcher<true>;
  /** Subjects that make a verbal negation the software's: "that", "which", "it" (and the words for software). */
  verbalSubjects: ReadonlySet<string>;
  lackWords: ReadonlySet<string>;
  /** Verbs right after a guarded cue that make it a lack ("no hay", "no tenemos", "no sabemos"). */
  lackAfter: ReadonlySet<string>;
  /** Words before any negation cue (one word may stand between) that make it a lack ("quedamos sin", "left without"). */
  lackBefore: ReadonlySet<string>;
  scopeBreaks: ReadonlySet<string>;
  /** Relative words that end a scope, except right after a word for software ("not a tool that …"). */
  relatives: ReadonlySet<string>;
  /** Verbs whose object is the software ("use", "show", "install"): negating them rejects a kind. */
  toolVerbs: ReadonlySet<string>;
  /** Words for software: "tool", "app", "platform". */
  productNouns: ReadonlySet<string>;
  /** Words that say nothing about the need on their own ("something", "options"): `need_language.empty`. */
  emptyWords: ReadonlySet<string>;
  /** "leaving": the cue says the named tool is being left ("instead of"); never a negation of what follows. */
  alternativeBefore: PhraseMatcher<"plain" | "leaving" | "leaving-named" | "with-but" | "with-intent">;
  /** Verb-final "X ersetzen", "X vervangen": the product right before the verb is being left. */
  leavingFinal: PhraseMatcher<true>;
  /** "durch", "door": in a verb-final clause, what follows replaces; the product before it is being left. */
  replacingWith: PhraseMatcher<true>;
  /**
   * "wir", "ich", "we", "ik" right after the verb that follows a name opening a verb-final clause: the name is the
   * fronted object ("FleetFox wollen wir ablösen"), as written.
   */
  frontedSubjects: ReadonlySet<string>;
  /** Determiners ("unsere", "die", "onze"), as written: where the thing left verb-final begins ("unsere Papierlisten"). */
  determiners: ReadonlySet<string>;
  /** Words that say the buyer wants something else than what they use ("alternatives", "too expensive"). */
  alternativeIntent: PhraseMatcher<true>;
  alternativeAfter: PhraseMatcher<true>;
  /**
   * Complaints whose clause's subject, when a product, is the product being left ("Zendesk raised their prices
   * again", "our Mailchimp bill keeps going up", "Asana cut the free plan"): the `alternative_cues.complaints` and the
   * need language's complaints ("is a mess", "keeps crashing").
   */
  subjectComplaints: PhraseMatcher<true>;
  /** Words that start a complaint inside a clause ("and", "so", "but"), as written. */
  complaintJoins: ReadonlySet<string>;
  /**
   * One-letter words that join clauses ("y", "e": "and"), no word of the analyzed text: the word written right after
   * one (`AnalyzedWord.letter`) starts a complaint's clause, as after "and" ("… y FleetFox ha subido los precios").
   */
  letterJoins: ReadonlySet<string>;
  /** "times as much", "times the price": never the topic nor a cue (`query_filler_phrases`). */
  fillerPhrases: PhraseMatcher<true>;
  /**
   * Forum formulas ("thanks in advance", "long time lurker", "my boss asked me to look into"): "marker" ones ("edit",
   * "tl;dr") only when alone in their clause (`forum_formulas`).
   */
  formulas: PhraseMatcher<"phrase" | "marker">;
  /** "on", "from", "in": a device named right after one is where the software must work ("on my phone"). */
  platformBefore: PhraseMatcher<true>;
  /** "phone", "tablet", "iPad", "laptop", "browser". */
  platformDevices: PhraseMatcher<true>;
  /** "on the phone": a phone call, not a device. */
  platformExceptions: PhraseMatcher<true>;
  /** "in", "across", "through", "we use": a catalog product right after one is a tool the buyer has today. */
  currentToolBefore: PhraseMatcher<true>;
  /** "by", "via", "over", "from": a channel right after one is how things reach the buyer. */
  channelBefore: PhraseMatcher<true>;
  /** "email", "phone", "WhatsApp", "web form": the ways things reach the buyer. */
  channels: PhraseMatcher<true>;
  /** "simple", "short": a plain word a channel may follow ("from a simple web form"). */
  channelModifiers: ReadonlySet<string>;
  /** "promotions", "discounts", "sconti": what the buyer sends out to sell; a channel after one is part of the need. */
  channelMessages: ReadonlySet<string>;
  /**
   * "in", "off", "into": a generic means named right after one is how the buyer works today (`current_tools`); "with"
   * only after the word saying what is done with it ("we invoice with spreadsheets", not "an app with a calendar").
   */
  meansBefore: PhraseMatcher<"plain" | "with">;
  /** "spreadsheet", "database", "paper diary", "shared drive": generic means of today's way of working. */
  means: PhraseMatcher<true>;
  /**
   * "export", "sync", "integration", "Schnittstelle", "koppeling": connecting one system to another (true); "alerts",
   * "notify", "warnt": a notice sent to a system, reached through a link word only (false).
   */
  integrationWords: PhraseMatcher<boolean>;
  /** "to", "with", "into", "nach", "vers", "con", "naar": between an integration word and the system it reaches. */
  integrationLinks: ReadonlySet<string>;
  /** "when", "while", "whenever": may open a scene clause. */
  sceneStarts: ReadonlySet<string>;
  /** "at", "on", "in", "out", "away": after the subject, make the clause a scene. */
  scenePlaces: ReadonlySet<string>;
  /** "holiday", "leave", "sick": right after the place word, someone's absence rather than a scene. */
  sceneAbsences: ReadonlySet<string>;
  /** "i", "we": a subject that is the buyer, whose absence stays a scene. */
  sceneBuyers: ReadonlySet<string>;
}

/** What the way a problem is phrased says, beyond its topic. */
export interface RequestReading {
  /** Vocabulary constraint indexes stated (and not negated), in order of first mention. */
  constraints: number[];
  /** Products named as the thing to replace. */
  alternatives: NamedProduct[];
  /** Positions (tokenizer positions) inside a negation's scope, cue included. */
  negated: ReadonlySet<number>;
  /**
   * The negated positions that negate an action, not a thing ("without logging in", "without sharing the
   * passwords"): how the buyer wants the need done. Not the topic, but no kind they name is avoided.
   */
  manner: ReadonlySet<number>;
  /** Positions that are not about the topic: constraints, negations and "alternative to" cues. */
  masked: ReadonlySet<number>;
  /**
   * Positions of what the buyer leaves ("instead of Trello boards"), cue excluded, up to a scope break or the clause's
   * end: the buyer's situation, read as context and never as a negation.
   */
  left: ReadonlySet<number>;
  /** "under €50 a month" in the text: a budget ceiling per year. */
  priceCeiling: Budget | null;
  /**
   * Positions of the devices the buyer names as where the software must work ("on my phone", "from their tablets",
   * "in the browser"), preposition included: a platform, never a kind of software on its own.
   */
  platform: ReadonlySet<number>;
  /**
   * Positions of the scene clauses ("when I'm at a client", "while we are on site"), opening word included: where or
   * when the buyer works, never a kind of software on its own.
   */
  scene: ReadonlySet<number>;
  /**
   * Positions of the tools the buyer keeps things in today ("spread across Intercom and email", "we track it in Jira
   * and spreadsheets"), cue excluded, up to a scope break or the clause's end: catalog products (not named as the one
   * to replace) and what is listed with them; and the generic means named after a `means_before` cue ("kept in an
   * old Access database", "dispatched off a logbook and a whiteboard", "we invoice with spreadsheets"). The buyer's
   * situation, not what they look for.
   */
  current: ReadonlySet<number>;
  /**
   * Positions of the products named as the systems the software must work with ("export to QuickBooks", "sync with
   * Xero", "DATEV-Schnittstelle", "integración con Holded", "koppeling met Exact Online"): the buyer's current systems,
   * a feature of the need, never the kind a need phrase chooses.
   */
  integrated: ReadonlySet<number>;
  /**
   * The widely known products among the current tools that the catalog lacks ("we keep it all in Google Sheets"
   * without it in the catalog): the positions of their names' words (no stop words) and their kinds, cues of those
   * kinds as a catalog brand's name is.
   */
  currentKinds: ReadonlyArray<{ positions: number[]; kinds: number[] }>;
  /**
   * Positions of the channels things arrive through ("orders come in by phone and WhatsApp", "a request from a web
   * form or by email"), their cue included; also in `current`: the situation, not the need.
   */
  channels: ReadonlySet<number>;
  /**
   * Positions of forum formulas and social meta-sentences ("Long time lurker, first time poster", "Thanks in advance!",
   * "EDIT:", "my boss asked me to look into"): also masked, and never need text.
   */
  formulas: ReadonlySet<number>;
}

/** Words between a platform preposition and its device: stop words ("my", "the", "all"), and one other word ("work"). */
const MAX_PLATFORM_GAP = 3;

const MAX_NAME_WORDS = 4;
/** Stop words between a cue and a product's name ("replace our Airtable", "instead of the old Trello board"). */
const MAX_NAME_LEAD = 2;

/** Reads constraints, replaced products and negations from the analyzed problem text. */
export function readRequest(
  lang: RequestLanguage,
  words: readonly AnalyzedWord[],
  text: string,
  products: ProductLookup | null,
): RequestReading {
  const masked = new Set<number>();
  const negated = new Set<number>();
  const manner = new Set<number>();
  const alternatives: NamedProduct[] = [];
  const taken = new Uint8Array(words.length);
  const mark = (start: number, end: number, set: Set<number>) => {
    for (let i = start; i < end; i++) {
      set.add(words[i]!.pos);
      taken[i] = 1;
    }
  };

  // "instead of X", "rather than X": the buyer leaves X. A known product is read below as the one to replace; any
  // other X (a tool missing from the catalog, "emailing") stays the buyer's context and is never a negation, so the
  // kind X stands for is not avoided ("a task board instead of Trello" without Trello in the catalog).
  const left = new Set<number>();
  const leave = (from: number) => {
    for (let i = from, end = scopeEnd(lang, words, from); i < end; i++) {
      left.add(words[i]!.pos);
      taken[i] = 1;
    }
  };
  const alternativeCues = lang.alternativeBefore.find(words);
  const leaving = alternativeCues.filter((cue) => cue.value === "leaving");
  for (const cue of leaving) mark(cue.start, cue.end, masked);
  if (!products) for (const cue of leaving) leave(cue.end);

  if (products) {
    const rawFrom = (i: number) => words.slice(i, i + MAX_NAME_WORDS).map((w) => w.raw);
    const intents = lang.alternativeIntent.find(words);
    for (const cue of alternativeCues) {
      if (
        cue.value === "with-but" &&
        !rawWordsOf(words, wordsAfter(words, cue.end, { lead: 0, until: "clause" })).includes("but")
      )
        continue;
      // "replace our Airtable", "instead of the old Trello board": skip a few leading stop words.
      const name = wordsAfter(words, cue.end, { lead: MAX_NAME_LEAD, until: "clause" });
      const at = name.start;
      if (at >= words.length || (words[at]!.clauseStart && at !== cue.end)) continue;
      const hit = products.find(rawWordsOf(words, name, MAX_NAME_WORDS), text);
      if (!hit) {
        if (cue.value === "leaving") leave(cue.end);
        continue;
      }
      if (cue.value === "with-intent" && !intents.some((i) => i.start >= at + hit.length)) continue;
      // A widely known product the catalog lacks says what it is by its known kinds; its name and what follows stay
      // the buyer's context, as any other name the catalog lacks.
      if (hit.kinds.length > 0 && (cue.value === "leaving" || cue.value === "leaving-named")) leave(cue.end);
      alternatives.push({
        docs: hit.docs,
        siblings: hit.siblings,
        kinds: hit.kinds,
        start: at,
        end: at + hit.length,
      });
      mark(cue.start, cue.end, masked);
    }
    for (const cue of lang.alternativeAfter.find(words)) {
      for (let n = Math.min(MAX_NAME_WORDS - 1, cue.start); n >= 1; n--) {
        const start = cue.start - n;
        if (words.slice(start + 1, cue.start + 1).some((w) => w.clauseStart)) continue;
        const hit = products.find(rawFrom(start).slice(0, n), text);
        if (!hit || hit.length !== n) continue;
        if (!alternatives.some((a) => a.start === start))
          alternatives.push({
            docs: hit.docs,
            siblings: hit.siblings,
            kinds: hit.kinds,
            start,
            end: cue.start,
          });
        mark(cue.start, cue.end, masked);
        break;
      }
    }
  }
  readLeftBeforeVerb(lang, words, text, products, alternatives, masked, left, taken);
  if (products) readComplainedSubjects(lang, words, text, products, alternatives, masked);
  const nameWords = new Uint8Array(words.length);
  for (const a of alternatives) for (let i = a.start; i < a.end; i++) nameWords[i] = 1;
  const currentKinds: Array<{ positions: number[]; kinds: number[] }> = [];
  const current = products
    ? readCurrentTools(lang, words, text, products, nameWords, currentKinds)
    : new Set<number>();
  const integrated = products
    ? readIntegrationTargets(lang, words, text, products, nameWords)
    : new Set<number>();
  const channels = readChannels(lang, words);
  for (const p of channels) current.add(p);
  // "the order history sits in a MySQL database", "jobs are dispatched off a logbook": generic means of today.
  for (const p of readCurrentMeans(lang, words, nameWords)) current.add(p);

  for (let i = 0; i < words.length; i++) {
    if (taken[i] || nameWords[i]) continue;
    // "a tool that doesn't track personal data", "it never syncs to the cloud": what the software must not do.
    const verbal = softwareSubject(lang, words, i) ? lang.verbal.at(words, i) : null;
    const cue = verbal ?? lang.negation.at(words, i);
    if (!cue) continue;
    if (!verbal && lang.exceptions.at(words, i)) continue;
    if (!verbal) {
      // "nos quedamos sin stock", "we are left without a copy": being left without is a lack, not a refusal.
      // One word may stand between: "restiamo sempre senza merce", "we zitten steeds zonder voorraad".
      let left = false;
      for (let k = i; k > 0 && k >= i - 1 && !words[k]!.clauseStart; k--)
        if (lang.lackBefore.has(words[k - 1]!.term)) left = true;
      if (left) continue;
    }
    if (!verbal && cue.value === "guarded") {
      const prev = i > 0 && !words[i]!.clauseStart ? words[i - 1]! : null;
      if (prev && lang.lackWords.has(prev.term)) continue;
      // "no hay copia de seguridad", "no sabemos cuántas horas …": the verb after the negation states a lack.
      const next = words[cue.end];
      if (next && !next.clauseStart && lang.lackAfter.has(next.term)) continue;
    }
    let end = cue.end;
    let content = 0;
    /** "not a tool that …": the relative clause says which tool, and is rejected with it. */
    let relative = false;
    let onlySoftware = true;
    while (end < words.length) {
      const w = words[end]!;
      if (w.clauseStart || nameWords[end]) break;
      if (lang.relatives.has(w.term) && content > 0 && onlySoftware && !relative) relative = true;
      else if (!relative && lang.scopeBreaks.has(w.term)) break;
      if (!w.stop) {
        if (content === (relative ? 2 * NEGATION_SCOPE_WORDS : NEGATION_SCOPE_WORDS)) break;
        if (!lang.productNouns.has(w.term)) onlySoftware = false;
        content++;
      }
      end++;
    }
    if (content === 0) continue;
    mark(cue.start, end, negated);
    if (negatesAction(lang, words, cue.end, end, verbal !== null))
      for (let k = cue.start; k < end; k++) manner.add(words[k]!.pos);
    i = end - 1;
  }

  // "three times as much", "twice the price": a multiplier, not a time (a cue of time tracking).
  for (const hit of lang.fillerPhrases.find(words))
    for (let i = hit.start; i < hit.end; i++) masked.add(words[i]!.pos);

  // "Long time lurker, first time poster", "thanks in advance", "EDIT:": how forum posts are written, not the need.
  const formulas = readFormulas(lang, words);
  for (const p of formulas) masked.add(p);

  const constraints: number[] = [];
  for (const hit of lang.constraints.find(words)) {
    const inNegation = negated.has(words[hit.start]!.pos);
    for (let i = hit.start; i < hit.end; i++) if (!hit.wildcards.includes(i)) masked.add(words[i]!.pos);
    if (!inNegation && !constraints.includes(hit.value)) constraints.push(hit.value);
  }
  for (const p of negated) masked.add(p);

  return {
    constraints,
    alternatives,
    negated,
    manner,
    masked,
    left,
    priceCeiling: readPriceCeiling(text),
    platform: readPlatforms(lang, words),
    scene: readScenes(lang, words),
    current,
    integrated,
    currentKinds,
    channels,
    formulas,
  };
}

/** Words a verb-final clause may hold between the name being left and the verb ("FleetFox durch ein neues System"). */
const MAX_FINAL_CLAUSE_WORDS = 8;
/** Content words between the name being left and the verb or "durch" ("FleetFox nächstes Jahr ablösen"), at most. */
const MAX_FINAL_GAP_WORDS = 2;

/**
 * Verb-final German and Dutch: "wir wollen FleetFox ersetzen", "we willen FleetFox uitfaseren" name FleetFox, right
 * before the verb (a few stop words aside), as the product being left; "FleetFox durch X ersetzen", "FleetFox door X
 * vervangen" name the one before "durch"/"door", and X is the new one. A product (the catalog's or a known one) only:
 * it is read as after "replace X", never offered, and its words are the buyer's context.
 */
function readLeftBeforeVerb(
  lang: RequestLanguage,
  words: readonly AnalyzedWord[],
  text: string,
  products: ProductLookup | null,
  alternatives: NamedProduct[],
  masked: Set<number>,
  left: Set<number>,
  taken: Uint8Array,
): void {
  /**
   * "wir wollen unsere Papierlisten ersetzen", "we willen onze papieren lijsten vervangen": no product, the thing left
   * before the verb (or "durch") is the buyer's context, as after "replace X": the content words right before it, at
   * most MAX_FINAL_GAP_WORDS, back to a determiner. The subject before them ("die neue App soll …") stays.
   */
  const leaveBefore = (from: number) => {
    for (let i = from - 1, n = 0; i >= 0 && !taken[i]; i--) {
      const w = words[i]!;
      if (lang.determiners.has(w.raw)) {
        left.add(w.pos);
        break;
      }
      if (w.stop || ++n > MAX_FINAL_GAP_WORDS) break;
      left.add(w.pos);
      if (w.clauseStart) break;
    }
  };
  for (const cue of lang.leavingFinal.find(words)) {
    let from = cue.start;
    // The clause before the verb: "durch"/"door" in it says the name before it is the one left.
    for (let i = cue.start - 1, n = 0; i >= 0 && n < MAX_FINAL_CLAUSE_WORDS; i--, n++) {
      const hit = lang.replacingWith.at(words, i);
      if (hit && hit.end <= cue.start) {
        from = i;
        break;
      }
      if (words[i]!.clauseStart) break;
    }
    // The nearest product before it in its clause: "FleetFox nächstes Jahr ablösen", "FleetFox dit jaar uitfaseren".
    if (from >= words.length || words[from]!.clauseStart) continue;
    let lo = from - 1;
    while (lo > 0 && !words[lo]!.clauseStart && from - lo < MAX_FINAL_CLAUSE_WORDS) lo--;
    const named = (start: number, end: number, hit: NonNullable<ReturnType<ProductLookup["find"]>>) => {
      if (!alternatives.some((a) => a.start === start))
        alternatives.push({ docs: hit.docs, siblings: hit.siblings, kinds: hit.kinds, start, end });
      for (let i = cue.start; i < cue.end; i++) masked.add(words[i]!.pos);
      // A known product the catalog lacks: its name is the buyer's context, as after "replace X".
      if (hit.kinds.length > 0)
        for (let i = start; i < end; i++) {
          left.add(words[i]!.pos);
          taken[i] = 1;
        }
    };
    // No catalog to name a product from: what stands before the verb is left.
    if (!products) {
      leaveBefore(from);
      continue;
    }
    // "FleetFox wollen wir nächstes Jahr ablösen": a name that opens the clause, then the modal verb and a subject
    // pronoun, is the object fronted, however many words stand before the verb at the end.
    if (words[lo]!.clauseStart) {
      let fronted = false;
      for (let len = Math.min(MAX_NAME_WORDS, from - lo - 2); len >= 1 && !fronted; len--) {
        if (!lang.frontedSubjects.has(words[lo + len + 1]!.raw)) continue;
        const hit = products.find(
          words.slice(lo, lo + len).map((w) => w.raw),
          text,
        );
        if (!hit || hit.length !== len) continue;
        named(lo, lo + len, hit);
        fronted = true;
      }
      if (fronted) continue;
    }
    let found = false;
    let leaving = false;
    for (let end = from, skipped = 0; end > lo && !found && skipped <= MAX_FINAL_GAP_WORDS; end--) {
      if (words[end - 1]!.stop) continue;
      for (let len = Math.min(MAX_NAME_WORDS, end - lo); len >= 1; len--) {
        const start = end - len;
        const hit = products.find(
          words.slice(start, end).map((w) => w.raw),
          text,
        );
        if (!hit || hit.length !== len) continue;
        found = true;
        // "Dealbook soll Excel ersetzen": the name that opens the clause, apart from the verb, is its subject; unless
        // a subject pronoun follows the verb after it: "FleetFox wollen wir ablösen" fronts the object.
        const fronted = end + 1 < from && lang.frontedSubjects.has(words[end + 1]!.raw);
        if (words[start]!.clauseStart && end < from && !fronted) break;
        named(start, end, hit);
        leaving = true;
        break;
      }
      // "Dealbook soll unsere alten Listen ersetzen": a name far from the verb is its subject, the new one.
      skipped++;
    }
    // No product is left: what stands before the verb is ("unsere Papierlisten ersetzen", "Kladden ablösen").
    if (!leaving) leaveBefore(from);
  }
}

/**
 * The positions of the forum formulas: each phrase's words (a "*" is the text around it and stays); a marker
 * ("edit", "update", "tl;dr") only when it is all of its clause ("EDIT: thanks", not "edit the photos").
 */
function readFormulas(lang: RequestLanguage, words: readonly AnalyzedWord[]): Set<number> {
  const out = new Set<number>();
  for (const hit of lang.formulas.find(words)) {
    if (hit.value === "marker") {
      const alone =
        (hit.start === 0 || words[hit.start]!.clauseStart) &&
        (hit.end === words.length || words[hit.end]!.clauseStart);
      if (!alone) continue;
    }
    for (let i = hit.start; i < hit.end; i++) if (!hit.wildcards.includes(i)) out.add(words[i]!.pos);
  }
  return out;
}

/** Stop words between a channel and the next one listed with it ("by phone or by email", "email and the form"). */
const MAX_CHANNEL_GAP = 3;

/** Content words back from a channel cue to what is sent through it ("discounts [to our clients] by SMS"). */
const MAX_MESSAGE_DISTANCE = 3;

/** "discounts by SMS", "ofertas a los clientes por WhatsApp": what the buyer sends out, shortly before the cue. */
function sendsOut(lang: RequestLanguage, words: readonly AnalyzedWord[], cueStart: number): boolean {
  let content = 0;
  for (let at = cueStart - 1; at >= 0 && content < MAX_MESSAGE_DISTANCE; at--) {
    const word = words[at]!;
    if (!word.stop) {
      if (lang.channelMessages.has(word.term)) return true;
      content++;
    }
    if (word.clauseStart) break;
  }
  return false;
}

/**
 * "orders come in by phone and WhatsApp", "staff submit a request from a web form or by email": a channel cue, at
 * most two stop words ("a", "our"), then a channel; the channels listed after it (stop words and cues between) join
 * it.
 */
function readChannels(lang: RequestLanguage, words: readonly AnalyzedWord[]): Set<number> {
  const out = new Set<number>();
  for (const cue of lang.channelBefore.find(words)) {
    if (sendsOut(lang, words, cue.start)) continue;
    let at = cue.end;
    let modified = false;
    while (at < words.length && !words[at]!.clauseStart) {
      if (lang.channels.at(words, at)) break;
      // "from a simple web form": one plain word besides the stop words.
      if (!words[at]!.stop && (modified || !lang.channelModifiers.has(words[at]!.term))) break;
      if (!words[at]!.stop) modified = true;
      else if (at - cue.end >= 2 + (modified ? 1 : 0)) break;
      at++;
    }
    const first = at < words.length && !words[at]!.clauseStart ? lang.channels.at(words, at) : null;
    if (!first) continue;
    for (let k = cue.start; k < first.end; k++) out.add(words[k]!.pos);
    let last: number = first.end;
    for (;;) {
      let next = last;
      while (
        next < words.length &&
        next - last < MAX_CHANNEL_GAP &&
        (words[next]!.stop || lang.channelBefore.at(words, next)) &&
        !lang.channels.at(words, next) &&
        !words[next]!.sentenceStart
      )
        next++;
      const more = next < words.length && !words[next]!.sentenceStart ? lang.channels.at(words, next) : null;
      if (!more) break;
      for (let k = last; k < more.end; k++) out.add(words[k]!.pos);
      last = more.end;
    }
  }
  return out;
}

/**
 * Whether a negation's scope [from, end) starts with an action rather than a thing: a verb in -ing ("without logging
 * in", "without sending the credentials") or after "to" ("don't want to create an account"), other than a verb whose
 * object is the software itself ("without using a CRM"). "having to", "needing to" look at the verb after them.
 */
function negatesAction(
  lang: RequestLanguage,
  words: readonly AnalyzedWord[],
  from: number,
  end: number,
  verbal = false,
) {
  // After a verbal negation the next word is the verb: a content word there is an action ("doesn't track personal
  // data") unless its object is the software; a stop-word verb ("doesn't have ads", "won't do payroll") leaves the
  // thing after it to be read as below.
  const first = words[from];
  if (verbal && first && from < end && !first.stop) return !lang.toolVerbs.has(first.term);
  let i = from;
  while (i < end && words[i]!.stop) i++;
  if (i >= end) return false;
  if (lang.toolVerbs.has(words[i]!.term) && words[i + 1]?.raw === "to") {
    i += 2;
    while (i < end && words[i]!.stop) i++;
    if (i >= end) return false;
  }
  const w = words[i]!;
  if (lang.toolVerbs.has(w.term)) return false;
  const gerund = w.raw.length >= 6 && w.raw.endsWith("ing") && w.term !== w.raw;
  return gerund || (i > 0 && words[i - 1]!.raw === "to");
}

/**
 * Whether the word before `at` is a subject that is the software ("that", "which", "it", "the app"), in the same
 * clause: a verbal negation there says what the software must not do.
 */
function softwareSubject(lang: RequestLanguage, words: readonly AnalyzedWord[], at: number): boolean {
  if (at === 0 || words[at]!.clauseStart) return false;
  const prev = words[at - 1]!;
  return lang.verbalSubjects.has(prev.term) || lang.productNouns.has(prev.term);
}

/**
 * "on my phone", "from their work laptops", "in the browser", "on Android and iPhone": a preposition, a few stop words
 * and at most one other word, then a device; devices listed after it ("on laptops, phones and tablets") join it.
 */
function readPlatforms(lang: RequestLanguage, words: readonly AnalyzedWord[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const prep = lang.platformBefore.at(words, i);
    if (!prep || lang.platformExceptions.at(words, i)) continue;
    let j = prep.end;
    let device: ReturnType<typeof lang.platformDevices.at> = null;
    let other = 0;
    while (j < words.length && j - prep.end <= MAX_PLATFORM_GAP && !words[j]!.clauseStart) {
      device = lang.platformDevices.at(words, j);
      if (device) break;
      // "check in on a tablet": the preposition nearest the device is the one that introduces it.
      if (lang.platformBefore.at(words, j)) break;
      if (!words[j]!.stop && ++other > 1) break;
      j++;
    }
    if (!device) continue;
    let end = device.end;
    // "on laptops, phones and tablets": the devices listed after it are platforms too.
    for (let k = end; k < words.length && k - end <= 2 && !words[k]!.sentenceStart; k++) {
      const next = lang.platformDevices.at(words, k);
      if (next) {
        end = next.end;
        k = end - 1;
        continue;
      }
      if (!words[k]!.stop) break;
    }
    for (let k = i; k < end; k++) out.add(words[k]!.pos);
    i = end - 1;
  }
  return out;
}

/**
 * "spread across Intercom and email", "in Jira and spreadsheets today", "we use Zendesk": a cue, at most two stop words
 * ("our", "the"), then a catalog product (or a widely known product the catalog lacks, whose kinds go to `knownKinds`)
 * that is not the one to replace; the words listed with it ("and email") up
 * to a scope break ("we", "but"), punctuation or NEGATION_SCOPE_WORDS content words join it.
 */
function readCurrentTools(
  lang: RequestLanguage,
  words: readonly AnalyzedWord[],
  text: string,
  products: ProductLookup,
  nameWords: Uint8Array,
  knownKinds: Array<{ positions: number[]; kinds: number[] }>,
): Set<number> {
  const out = new Set<number>();
  for (const cue of lang.currentToolBefore.find(words)) {
    const name = wordsAfter(words, cue.end, { lead: MAX_NAME_LEAD, until: "clause" });
    const at = name.start;
    if (at >= words.length || words[at]!.clauseStart || nameWords[at]) continue;
    const hit = products.find(rawWordsOf(words, name, MAX_NAME_WORDS), text);
    // A brand ("QuickBooks", whose products are "QuickBooks Online" and "QuickBooks Payroll") is a tool too.
    if (!namesProduct(hit)) continue;
    if (hit.kinds.length > 0) {
      const positions: number[] = [];
      for (let k = at; k < at + hit.length; k++) if (!words[k]!.stop) positions.push(words[k]!.pos);
      if (positions.length > 0) knownKinds.push({ positions, kinds: hit.kinds });
    }
    const end = scopeEnd(lang, words, at + hit.length, nameWords);
    for (let k = at; k < end; k++) out.add(words[k]!.pos);
  }
  return out;
}

/** Words from an integration word to the link before its system ("export [the weekly hours] to"): at most this many. */
const MAX_INTEGRATION_REACH = 5;
/** Content words among them ("weekly", "hours"): at most this many. */
const MAX_INTEGRATION_OBJECT_WORDS = 3;
/** Stop words between one system and the next listed with it ("QuickBooks or Xero"): at most this many. */
const MAX_SYSTEM_GAP = 2;

/**
 * The systems the software must work with: a product (the catalog's or a widely known one) named right after an integration word ("sync QuickBooks", "works with Xero",
 * "talk to our Shopify store"), after a link word a few words on ("export the hours to QuickBooks", "Export nach
 * DATEV", "s'intègre à Sage", "integración con Holded", "koppeling met Exact Online"), or right before an integration
 * word ("Xero integration", "DATEV-Schnittstelle"); the products listed with it ("QuickBooks or Xero") join it. A
 * product named as the one to replace is not one. The positions of the names' words.
 */
function readIntegrationTargets(
  lang: RequestLanguage,
  words: readonly AnalyzedWord[],
  text: string,
  products: ProductLookup,
  nameWords: Uint8Array,
): Set<number> {
  const out = new Set<number>();
  const add = (start: number, length: number) => {
    for (let k = start; k < start + length; k++) out.add(words[k]!.pos);
  };
  /** The product named at `from` (after at most MAX_NAME_LEAD stop words) and those listed with it: its end, or -1. */
  const systemsAt = (from: number): number => {
    if (from >= words.length || words[from]!.clauseStart) return -1;
    const name = wordsAfter(words, from, { lead: MAX_NAME_LEAD, until: "clause" });
    const at = name.start;
    if (at >= words.length || (at > from && words[at]!.clauseStart) || nameWords[at]) return -1;
    const hit = products.find(rawWordsOf(words, name, MAX_NAME_WORDS), text);
    if (!namesProduct(hit)) return -1;
    add(at, hit.length);
    let end = at + hit.length;
    // "QuickBooks or Xero", "Shopify and WooCommerce": what is listed with it.
    for (;;) {
      let next = end;
      while (
        next < words.length &&
        next - end < MAX_SYSTEM_GAP &&
        words[next]!.stop &&
        !words[next]!.sentenceStart
      )
        next++;
      if (next === end || next >= words.length || words[next]!.sentenceStart || nameWords[next]) break;
      const more = products.find(rawWordsOf(words, { start: next, end: words.length }, MAX_NAME_WORDS), text);
      if (!namesProduct(more)) break;
      add(next, more.length);
      end = next + more.length;
    }
    return end;
  };
  for (const cue of lang.integrationWords.find(words)) {
    // "Xero integration", "DATEV-Schnittstelle", "Exact Online koppeling": the name right before.
    for (let n = cue.value ? Math.min(MAX_NAME_WORDS, cue.start) : 0; n >= 1; n--) {
      const start = cue.start - n;
      if (nameWords[start] || words.slice(start + 1, cue.start + 1).some((w) => w.clauseStart)) continue;
      const hit = products.find(rawWordsOf(words, { start, end: cue.start }, n), text);
      if (!namesProduct(hit) || hit.length !== n) continue;
      add(start, n);
      break;
    }
    // "sync QuickBooks", "works with Xero", "talk to our Shopify store": the name right after.
    if (cue.value && systemsAt(cue.end) >= 0) continue;
    // "export the weekly hours to QuickBooks", "Export der Stunden nach DATEV": after a link word a few words on.
    let content = 0;
    for (let j = cue.end; j < words.length && j - cue.end < MAX_INTEGRATION_REACH; j++) {
      const w = words[j]!;
      if (w.clauseStart) break;
      if (lang.integrationLinks.has(w.term) && systemsAt(j + 1) >= 0) break;
      if (!w.stop && ++content > MAX_INTEGRATION_OBJECT_WORDS) break;
    }
  }
  return out;
}

/**
 * Where a stretch of the buyer's situation that starts at `from` ends: at punctuation (a new clause), a scope break
 * ("we", "but"), a word of `stopAt` (a product named as the one to replace), or after NEGATION_SCOPE_WORDS content
 * words.
 */
function scopeEnd(
  lang: RequestLanguage,
  words: readonly AnalyzedWord[],
  from: number,
  stopAt?: Uint8Array,
): number {
  let end = from;
  let content = 0;
  while (end < words.length) {
    const w = words[end]!;
    if (w.clauseStart || stopAt?.[end] || lang.scopeBreaks.has(w.term)) break;
    if (!w.stop && ++content > NEGATION_SCOPE_WORDS) break;
    end++;
  }
  return end;
}

/** Words of the subject of a scene clause besides stop words ("our drivers", "the team"). */
const MAX_SCENE_SUBJECT_WORDS = 1;

/**
 * "when I'm at a client", "while we are on site", "whenever our drivers are out": an opening word, its subject (stop
 * words and at most one other word) and a form of "be" (stop words), then a place word; the clause runs to
 * punctuation, a scope break ("we", "but") or NEGATION_SCOPE_WORDS content words after the place word.
 */
function readScenes(lang: RequestLanguage, words: readonly AnalyzedWord[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    if (!lang.sceneStarts.has(words[i]!.term)) continue;
    let j = i + 1;
    let subject = 0;
    let buyer = false;
    while (j < words.length && !words[j]!.clauseStart && !lang.scenePlaces.has(words[j]!.term)) {
      if (lang.sceneBuyers.has(words[j]!.term)) buyer = true;
      if (!words[j]!.stop && ++subject > MAX_SCENE_SUBJECT_WORDS) break;
      j++;
    }
    if (j >= words.length || words[j]!.clauseStart || !lang.scenePlaces.has(words[j]!.term)) continue;
    if (!buyer && absenceFollows(lang, words, j + 1)) continue;
    const end = scopeEnd(lang, words, j + 1);
    for (let k = i; k < end; k++) out.add(words[k]!.pos);
    i = end - 1;
  }
  return out;
}

/** Stop words between the place word and an absence ("away on holiday"): at most this many. */
const MAX_ABSENCE_LEAD = 2;

/** Whether an absence word ("holiday", "leave") follows at `from`, after at most MAX_ABSENCE_LEAD stop words. */
function absenceFollows(lang: RequestLanguage, words: readonly AnalyzedWord[], from: number): boolean {
  for (let k = from; k < words.length && k <= from + MAX_ABSENCE_LEAD; k++) {
    if (k > from && words[k]!.clauseStart) return false;
    if (lang.sceneAbsences.has(words[k]!.term)) return true;
    if (!words[k]!.stop) return false;
  }
  return false;
}

/** Stop words before a complained-about product's name ("our", "the"): at most this many. */
const MAX_SUBJECT_LEAD = 2;
/** Content words between the product's name and the complaint ("Zendesk's new pricing is too expensive"). */
const MAX_SUBJECT_GAP = 2;

/**
 * A product that is the subject of a complaint is the one being left, as after "an alternative to": "Zendesk raised
 * their prices again", "TeamViewer changed their licensing", "our Mailchimp bill keeps going up", "Dropbox
 * discontinued the plan we were on". The complaint's clause runs back from the complaint to the clause's start or the
 * last "and"/"so"/"but" (or one-letter "y", "e") before it; its subject is the name after at most two stop words
 * there ("our", "the"), with at most two content words between name and complaint. A product merely used ("we use
 * Zendesk and it works fine") or a complaint about something else ("Zendesk works, but the spreadsheet is a mess")
 * names nothing.
 */
function readComplainedSubjects(
  lang: RequestLanguage,
  words: readonly AnalyzedWord[],
  text: string,
  products: ProductLookup,
  alternatives: NamedProduct[],
  masked: Set<number>,
): void {
  const markers = lang.subjectComplaints.find(words);
  if (markers.length === 0) return;
  const inMarker = new Uint8Array(words.length);
  for (const m of markers) for (let i = m.start; i < m.end; i++) inMarker[i] = 1;
  for (const m of markers) {
    let start = m.start;
    while (start > 0 && !words[start]!.clauseStart) {
      if (start < m.start && !inMarker[start] && lang.complaintJoins.has(words[start]!.raw)) {
        start++;
        break;
      }
      // "… e FleetFox ha aumentato i prezzi": Spanish "y" and Italian "e" are one letter written before the word.
      const letter = words[start]!.letter;
      if (start < m.start && !inMarker[start] && letter !== undefined && lang.letterJoins.has(letter)) break;
      start--;
    }
    const subject = wordsAfter(words, start, {
      lead: MAX_SUBJECT_LEAD,
      until: "clause",
      before: m.start,
      atClauseStart: true,
    });
    let at = subject.start;
    let subjectEnd = m.start;
    // "Salesforce, c'est trop cher", "HubSpot, das ist zu teuer": a clause with no subject of its own (or a pronoun
    // only) points back to the clause before it, when that clause is only the product's name.
    if (at >= m.start - 1 && words[start]!.clauseStart && !products.find([words[at]!.raw], text)) {
      if (start === 0 || words[start]!.sentenceStart) continue;
      subjectEnd = start;
      at = start - 1;
      while (at > 0 && !words[at]!.clauseStart) at--;
    }
    const hit = products.find(rawWordsOf(words, { start: at, end: subjectEnd }, MAX_NAME_WORDS), text);
    if (!hit) continue;
    if (subjectEnd !== m.start && at + hit.length !== subjectEnd) continue;
    const end = at + hit.length;
    let gap = 0;
    for (let i = end; i < m.start; i++) if (!words[i]!.stop) gap++;
    if (gap > MAX_SUBJECT_GAP) continue;
    if (alternatives.some((a) => a.start < end && at < a.end)) continue;
    alternatives.push({ docs: hit.docs, siblings: hit.siblings, kinds: hit.kinds, start: at, end });
    for (let i = m.start; i < m.end; i++) masked.add(words[i]!.pos);
  }
}

const CURRENCY = String.raw`(?:€|\$|£|eur|euros?|usd|dollars?|gbp|pounds?)`;
const PRICE_CEILING = new RegExp(
  String.raw`\b(?:under|below|less than|max(?:imum)?|up to|at most|no more than|cheaper than|within)\s+` +
    String.raw`(${CURRENCY})?\s*(\d[\d.,]*)\s*(k)?\s*(${CURRENCY})?\s*` +
    String.raw`(?:(?:a|an|per|\/)\s*(month|mo|year|yr|annum)\b|(monthly|yearly|annually)\b)?`,
  "iu",
);

/**
 * "under €50 a month", "less than $1,000 per year", "max 20 EUR/month" → a yearly ceiling. Other currencies are
 * read as euros (no exchange rates in a pure engine); an amount without a currency is not a price.
 */
export function readPriceCeiling(text: string): Budget | null {
  const m = PRICE_CEILING.exec(text);
  if (!m || (!m[1] && !m[4])) return null;
  let digits = m[2]!;
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, "");
  else digits = digits.replace(",", ".");
  let amount = Number.parseFloat(digits);
  if (!Number.isFinite(amount)) return null;
  if (m[3]) amount *= 1000;
  const period = (m[5] ?? m[6] ?? "").toLowerCase();
  const monthly = period === "month" || period === "mo" || period === "monthly";
  return { min: 0, max: monthly ? amount * 12 : amount };
}
