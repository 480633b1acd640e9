import type { PhraseMatcher } from "../text/phrase-matcher";
import type { AnalyzedWord } from "../text/tokenizer";

/** The phrase matchers and word lists that find where a buyer states the need, compiled from the vocabulary. */
export interface NeedLanguage {
  /** The need follows: "we need", "looking for", "a way to", "a tool for", "wir brauchen", "nous cherchons". */
  before: PhraseMatcher<true>;
  /** The need precedes, within its clause: "… would be useful", "… nodig". */
  after: PhraseMatcher<true>;
  /** Only at the start of a sentence, the need follows: "Set up …", "Evaluate …", "Build …". */
  imperative: PhraseMatcher<true>;
  /** Only at the start of a clause, the need follows: "Hilfreich wäre …", "Uns fehlt …", "Handig zou … zijn". */
  fronted: PhraseMatcher<true>;
  /**
   * Subject pronouns ("wir", "ich", "we", "wij", "ik"), as written: right after a one-word trigger inside its clause
   * they show the object put first ("Die Schichten müssen wir neu planen"), where the need starts.
   */
  frontedSubjects: ReadonlySet<string>;
  /** A classified ad's heading words ("gesucht", "gezocht"), as written: with a subject in their clause, a story. */
  classified: ReadonlySet<string>;
  /** The need phrase ends here: "because", "instead of", "since", "weil", "parce que". */
  breaks: PhraseMatcher<true>;
  /** At a clause start only, these end the need phrase (", and …", ", so …"). */
  clauseBreaks: ReadonlySet<string>;
  /**
   * One-letter words that join clauses or needs ("y", "e", "o": "and", "or"), no word of the analyzed text: a word
   * written right after one (`AnalyzedWord.letter`) starts as after "and" ("usamos Trello y nos vendría bien…").
   */
  letterJoins: ReadonlySet<string>;
  /** A trigger right after one of these states no need ("the wrong tool to…", "our current tool for…"). */
  negators: ReadonlySet<string>;
  /** Where a need's head ends and its details begin ("that", "with", "like", "for our"). */
  modifiers: PhraseMatcher<true>;
  /** Relative words ("that", "which"): a modifier only right after a content word, the noun they describe. */
  relatives: ReadonlySet<string>;
  /**
   * Words that join another need to a need's details ("and", "or", "as well as"): when what follows names a piece
   * of software ("a CRM with pipelines and an email tool"), it is a head of its own, not a detail.
   */
  joins: PhraseMatcher<true>;
  /** Modifiers that say whom the need is for ("for the" in "a wiki for the support team"), as "for our" does. */
  purposeModifiers: PhraseMatcher<true>;
  /** Modifiers only at a clause start right after a content word: German "…, das auch Zahlungen annimmt". */
  clauseModifiers: PhraseMatcher<true>;
  /** Words that say nothing about the need on their own ("recommendations", "options", "something"). */
  empty: ReadonlySet<string>;
  /** Nouns for software ("tool", "app", "platform"): a trigger starting with one is preceded by what it names. */
  productNouns: ReadonlySet<string>;
  /**
   * Nouns of a request for advice ("recommendations", "suggestions"): the content words right before one in its clause
   * are a need ("Self-hosted wiki recommendations?"), and what a trigger starting with one reads after it
   * ("recommendations for a small IT team") then says whom the need is for: details.
   */
  requestNouns: ReadonlySet<string>;
  /** Pronouns that point back to the situation ("them", "it", "diese"): the need then refers to the context. */
  anaphora: ReadonlySet<string>;
  /** Possessives that introduce the buyer's own things ("our", "my", "unsere", "notre"). */
  owners: ReadonlySet<string>;
  /** Nouns that make "our …" the buyer's own product ("site", "app", "platform"); they stay in the need. */
  ownProducts: ReadonlySet<string>;
  /** Words after such a noun that are part of the product ("boutique en ligne", "tienda online"). */
  ownProductAfter: ReadonlySet<string>;
  /** Words of a complaint ("annoying", "tired of", "keeps breaking"): their clause is the buyer's situation. */
  complaints: PhraseMatcher<true>;
  /** Words that start a complaint inside a clause ("and", "so", "but"), as written. */
  complaintJoins: ReadonlySet<string>;
  /** Words that set a kind aside as settled ("already have", "don't want to touch"): their clause chooses no kind. */
  dismissals: PhraseMatcher<true>;
  /** Words that turn a kind down ("not looking for another"): their clause chooses none and avoids it. */
  rejections: PhraseMatcher<true>;
  /** Words that call a kind too big ("overkill", "way too much for us"): as rejections, unless nothing else is read. */
  oversized: PhraseMatcher<true>;
  /** Words that complain of too much of something ("drowning in", "desbordados de"): what follows is the need's object. */
  volume: PhraseMatcher<true>;
  /** Words that complain of a thing's quality after it ("is a nightmare", "es un caos"): what precedes is the object. */
  quality: PhraseMatcher<true>;
  /** Words of obligation ("have to", "tienen que"): a trigger starting with one inside a complaint is the complaint. */
  obligations: PhraseMatcher<true>;
  /** Words that open the need an `after` trigger closes ("hebben" of "we hebben een X nodig"), as written. */
  afterOpeners: ReadonlySet<string>;
  /** The function words of the other languages ("een", "une"), as written: no content of a need on their own. */
  functionWords: ReadonlySet<string>;
  /** Determiners before an object of a list ("our", "the", "les", "die", "onze"), as written (`joined-objects.ts`). */
  determiners: ReadonlySet<string>;
}

/** A stretch of words [start, end) of the analyzed problem. */
export interface WordSpan {
  start: number;
  end: number;
}

/** Where the buyer states the need, and what the rest of the text is. */
export interface NeedReading {
  /** The need phrases, trigger words excluded, left to right; empty when the text states no need explicitly. */
  needs: WordSpan[];
  /**
   * Words inside a need phrase that describe the buyer's own product ("documentation" in "search our documentation
   * site"): they say where the need applies, not what kind of software it is.
   */
  own: ReadonlySet<number>;
  /**
   * When the text states no need phrase: the words describing the buyer's own product anywhere in it ("our online
   * shop gets hammered by scrapers"). They describe the situation, not the kind of software needed.
   */
  ownOutside: ReadonlySet<number>;
  /**
   * Positions after a need's head ("that handles shipping" in "an online shop that handles shipping"): what the
   * needed software must do, weaker evidence of its kind than the head.
   */
  details: ReadonlySet<number>;
  /**
   * When the text states no need phrase: the same split read over each sentence (and each clause that starts with
   * "and", "so"…), for a text that is a need without a trigger ("a customer data platform with consent tracking").
   */
  detailsOutside: ReadonlySet<number>;
  /**
   * Details that say what the need is for, after "for our", "für unsere", "voor onze" ("time tracking for our
   * invoicing"), in `details` or `detailsOutside`: the buyer's own things, not what the software must do.
   */
  purposes: ReadonlySet<number>;
  /**
   * A need phrase points back to the situation with a pronoun ("want to read them all in one place", "a control
   * panel for it"): what the context names is then part of the need.
   */
  refersBack: boolean;
  /**
   * Positions of the complaints ("cookie banners are annoying our readers"), from the clause's start or its
   * "and"/"so" to the clause's end: the buyer's situation. A need phrase never runs into one.
   */
  complaints: ReadonlySet<number>;
  /**
   * Positions of the complaint words themselves ("keeps crashing", "drives us crazy", "too slow"), in `complaints`:
   * what goes wrong with the thing complained of, never a kind of software offered in its place.
   */
  complaintWords: ReadonlySet<number>;
  /**
   * Positions of the clauses that set a kind aside ("we already have accounting sorted") or turn it down ("the big
   * ERP suites are overkill"), from the clause's start or its "and"/"but" to the clause's end or the next
   * "and"/"but": never a need, not even when nothing else names a kind.
   */
  dismissed: ReadonlySet<number>;
  /** The positions of `dismissed` that turn a kind down ("not looking for another", "overkill"): avoided kinds. */
  rejected: ReadonlySet<number>;
  /**
   * The positions of `rejected` that call a kind too big ("the big ERP suites are overkill"): when nothing else
   * names a kind, the buyer wants a lighter one of it.
   */
  oversized: ReadonlySet<number>;
  /**
   * Positions of what the buyer complains of having too much of ("returns" in "we're drowning in returns") or of its
   * quality ("returns are a nightmare"), when the text states no other need: a need phrase of its own, whose words
   * name the kind as plainly as "too many returns" does.
   */
  complainedObjects: ReadonlySet<number>;
}

/** Content words a need phrase may run over before it is cut (a need is a few words, not a paragraph). */
export const MAX_NEED_WORDS = 16;
/** Content words of an object put before its trigger at most ("Die Anfragen unserer Kunden wollen wir …"). */
const MAX_FRONTED_WORDS = 5;
/** Content words a complaint's object holds at most ("drowning in customer support tickets"). */
const MAX_COMPLAINED_OBJECT_WORDS = 4;
/** Content words after "our" read as the buyer's own product at most ("our public documentation site"). */
const MAX_OWN_WORDS = 3;

/**
 * Reads which words of a problem state the need. Most of a real question is the buyer's situation (the tool they
 * leave, the product they build, a complaint); the need sits in a few phrases: "we need a X", "a way to Y", "a tool
 * for Z", "looking for", "we want to", "X would be useful", and task titles such as "Set up X". A need phrase runs
 * from its trigger to the end of the sentence, a break word ("because", "instead of") or MAX_NEED_WORDS content
 * words, whichever comes first; a phrase of empty words only ("looking for recommendations") is no need.
 */
export function readNeeds(lang: NeedLanguage, words: readonly AnalyzedWord[]): NeedReading {
  const spans: WordSpan[] = [];
  const conjoined = (i: number) => joinedByLetter(lang, words[i]!);
  const content = (span: WordSpan) => {
    let n = 0;
    for (let i = span.start; i < span.end; i++) if (!words[i]!.stop && !lang.empty.has(words[i]!.term)) n++;
    return n;
  };
  const push = (span: WordSpan) => {
    if (span.end > span.start && content(span) > 0) spans.push(span);
  };
  const complaints = complaintClauses(lang, words);
  const quotedComplaints = complainedQuotations(words, complaints);
  const oversized = complaintClauses(lang, words, lang.oversized, true);
  const rejections = complaintClauses(lang, words, lang.rejections, true);
  for (const i of oversized.starts) rejections.starts.add(i);
  for (const i of oversized.inside) rejections.inside.add(i);
  const dismissals = complaintClauses(lang, words, lang.dismissals, true);
  for (const i of rejections.starts) dismissals.starts.add(i);
  for (const i of rejections.inside) dismissals.inside.add(i);
  /** Word `i` is inside a modifier: the French "ma" of "pour ma comptabilité" is no Italian "ma" (but). */
  const inModifier = (i: number) => {
    for (let k = Math.max(0, i - 3); k < i; k++) {
      const hit = lang.modifiers.at(words, k);
      if (hit && hit.end > i) return true;
    }
    return false;
  };
  const afterHits = lang.after.find(words);
  const afterStarts = new Set(afterHits.map((hit) => hit.start));
  const forward = (from: number): WordSpan => {
    let end = from;
    let n = 0;
    while (end < words.length) {
      const w = words[end]!;
      if (end > from && w.sentenceStart) break;
      if (end > from && lang.breaks.at(words, end) && !inModifier(end)) break;
      if (end > from && w.clauseStart && (lang.clauseBreaks.has(w.term) || conjoined(end))) break;
      // "analytics for our shop, cookie banners are annoying": a complaint after the need is the situation.
      if (end > from && (complaints.starts.has(end) || dismissals.starts.has(end))) break;
      // "eine App zum Scannen von Barcodes wäre hilfreich": a closing trigger ends the need it closes.
      if (end > from && afterStarts.has(end)) break;
      if (!w.stop && ++n > MAX_NEED_WORDS) break;
      end++;
    }
    return { start: from, end };
  };

  const triggers = new Uint8Array(words.length);
  /** Spans that describe the software a trigger named ("booking system that …"): details from their start. */
  const describing: WordSpan[] = [];
  const modifierIn = (hit: WordSpan) => {
    for (let i = hit.start; i < hit.end; i++) if (lang.modifiers.at(words, i)) return true;
    return false;
  };
  /** "the wrong tool to", "our current tool for": the nearest content word before the trigger says it is no need. */
  const negated = (start: number) => {
    for (let i = start - 1; i >= 0 && start - i <= 3; i--) {
      if (lang.negators.has(words[i]!.term) || lang.negators.has(words[i]!.raw)) return true;
      if (!words[i]!.stop || words[i + 1]!.clauseStart) return false;
    }
    return false;
  };
  /**
   * German and Dutch put the object first and the subject after the verb: "Die Schichten müssen wir neu planen", "De
   * offertes willen we sneller maken". After a one-word trigger inside its clause, followed by a subject pronoun, the
   * need starts at the clause's start (or after its "und"/"en"): the words before the trigger, when they begin with
   * an article or a content word (not "für unsere Praxis", which says whom the need is for) and are a few content
   * words. A clause that holds a complaint or sets a kind aside ("Die alte Software müssen wir leider weiter nutzen")
   * states no need from its start.
   */
  const frontedObject = (hit: WordSpan, span: WordSpan): WordSpan | null => {
    const subject = words[hit.end];
    if (hit.end - hit.start !== 1 || hit.start === 0 || words[hit.start]!.clauseStart) return null;
    if (!subject || subject.clauseStart || !lang.frontedSubjects.has(subject.raw)) return null;
    let start = hit.start;
    while (start > 0 && !words[start]!.clauseStart && !triggers[start - 1] && !conjoined(start)) {
      const prev = words[start - 1]!;
      if (lang.clauseBreaks.has(prev.term) || lang.complaintJoins.has(prev.raw)) break;
      start--;
    }
    // "die" and "de" are articles here, not the relative words of modifiers.
    if (!lang.determiners.has(words[start]!.raw)) {
      if (words[start]!.stop || lang.modifiers.at(words, start) || lang.breaks.at(words, start)) return null;
    }
    const object = { start, end: hit.start };
    const n = content(object);
    if (n === 0 || n > MAX_FRONTED_WORDS) return null;
    for (let i = start; i < span.end; i++)
      if (complaints.inside.has(i) || dismissals.inside.has(i)) return null;
    return object;
  };
  /**
   * The content words right before a request noun in its clause ("self-hosted wiki" of "Self-hosted wiki
   * recommendations"), back to a stop word, a trigger or the clause's start, at most MAX_FRONTED_WORDS of them; null
   * when there are none ("Any recommendations?").
   */
  const requestHead = (at: number): WordSpan | null => {
    let start = at;
    while (start > 0 && !words[start]!.clauseStart && !words[start - 1]!.stop && !triggers[start - 1])
      start--;
    const head = { start, end: at };
    const n = content(head);
    return n > 0 && n <= MAX_FRONTED_WORDS ? head : null;
  };
  for (const hit of lang.before.find(words)) {
    if (negated(hit.start) || quotedComplaints.has(hit.start)) continue;
    // "los clientes se quejan de que tienen que llamar para reservar": the burden complained of is no need.
    if (complaints.inside.has(hit.start) && lang.obligations.at(words, hit.start)) continue;
    for (let i = hit.start; i < hit.end; i++) triggers[i] = 1;
    const span = forward(hit.end);
    const fronted = frontedObject(hit, span);
    if (fronted) push(fronted);
    // "a free booking tool for our salon": the words naming the tool belong to the need too.
    if (lang.productNouns.has(words[hit.start]!.term)) {
      let start = hit.start;
      while (start > 0 && !words[start]!.clauseStart && !words[start - 1]!.stop && !triggers[start - 1])
        start--;
      if (start < hit.start) {
        // The product noun stays in the head: "HR system" names its kind where "HR" alone barely does.
        push({ start, end: hit.start + 1 });
        // "a booking system that also takes payments": those words are the head, what follows "that" its details.
        // A head of empty words only ("a new tool for our live chat with customers") names nothing: what follows is the head.
        if (modifierIn(hit) && content({ start, end: hit.start }) > 0) describing.push(span);
      }
    }
    // "Self-hosted wiki recommendations for a small IT team?": the words before the request name the need.
    if (lang.requestNouns.has(words[hit.start]!.term)) {
      const head = requestHead(hit.start);
      if (head) {
        push(head);
        describing.push(span);
      }
    }
    push(span);
  }
  // "Password manager suggestions?", "Self-hosted help desk recommendations? We'd like …": a title that ends with the
  // request names the need before it.
  for (let i = 0; i < words.length; i++) {
    if (triggers[i] || !lang.requestNouns.has(words[i]!.term)) continue;
    if (i + 1 < words.length && !words[i + 1]!.clauseStart) continue;
    const head = requestHead(i);
    if (head) {
      triggers[i] = 1;
      push(head);
    }
  }
  // A complaint of volume or of quality names what the software must handle, and the rest is where: "we're drowning
  // in returns", "desbordados de devoluciones en la tienda online" (the words right after it, up to the next function
  // word); "returns are a nightmare in our online shop", "die Retouren sind ein Albtraum" (the words right before it,
  // back to the previous function word). What is too much is always work to handle; what is bad may be the tool the
  // buyer leaves ("Excel is a nightmare, we need a CRM"): read below, only when the text states no need of its own.
  const complainedObjects = new Set<number>();
  const complained = (span: WordSpan) => {
    for (let i = span.start; i < span.end; i++) complainedObjects.add(words[i]!.pos);
    push(span);
  };
  const complainedSpans: WordSpan[] = [];
  const functionWord = (w: AnalyzedWord) => w.stop || lang.functionWords.has(w.raw);
  for (const hit of lang.volume.find(words)) {
    if (negated(hit.start) || quotedComplaints.has(hit.start)) continue;
    let start = hit.end;
    // "drowning in it", "swamped with them during the sales": a pronoun points back, and what follows is no object.
    while (start < words.length && lang.determiners.has(words[start]!.raw) && !words[start]!.clauseStart)
      start++;
    let end = start;
    while (
      end < words.length &&
      end - start < MAX_COMPLAINED_OBJECT_WORDS &&
      !functionWord(words[end]!) &&
      (end === start || !words[end]!.clauseStart)
    )
      end++;
    if (end === start || (start > hit.end && words[start]!.clauseStart)) continue;
    for (let i = hit.start; i < hit.end; i++) triggers[i] = 1;
    complained({ start, end });
  }
  for (const hit of lang.quality.find(words)) {
    if (quotedComplaints.has(hit.start)) continue;
    // "Les retours, c'est l'enfer": the object may stand before the clause the complaint opens.
    let start = hit.start;
    while (
      start > 0 &&
      hit.start - start < MAX_COMPLAINED_OBJECT_WORDS &&
      !functionWord(words[start - 1]!) &&
      (start === hit.start || !words[start]!.clauseStart)
    )
      start--;
    // The thing complained of is the clause's subject: "stock levels in a spreadsheet is a nightmare", "the shifts
    // of our cooks is chaos" complain of the work, not of what follows "in" or "of".
    let first = start;
    while (first > 0 && !words[first]!.clauseStart && lang.determiners.has(words[first - 1]!.raw)) first--;
    if (first > 0 && !words[first]!.clauseStart && functionWord(words[first - 1]!)) continue;
    if (start < hit.start) complainedSpans.push({ start, end: hit.start });
  }
  for (let i = 0; i < words.length; i++) {
    if (!words[i]!.sentenceStart || triggers[i] || quotedComplaints.has(i)) continue;
    const hit = lang.imperative.at(words, i);
    if (hit) push(forward(hit.end));
  }
  // "Hilfreich wäre ein Kalender für …", "Handig zou een planning … zijn": the adjective and verb come first, the need
  // after them, as after "we need".
  for (let i = 0; i < words.length; i++) {
    if (!(words[i]!.sentenceStart || words[i]!.clauseStart) || triggers[i] || quotedComplaints.has(i))
      continue;
    const hit = lang.fronted.at(words, i);
    if (!hit) continue;
    for (let k = hit.start; k < hit.end; k++) triggers[k] = 1;
    push(forward(hit.end));
  }
  /**
   * Where a need closed by an `after` trigger starts when its clause begins with the buyer's situation: "we use Trello
   * for tasks and a shared calendar would be useful", "usamos Trello y nos vendría bien un calendario". After a break
   * ("we use", "usamos", "because"), the need starts after the last "and"/"y"/"e" that follows it, or else right
   * after the break; after a kind set aside ("ya tenemos un CRM y…"), after that clause. The tool in use is context.
   */
  const afterSituation = (start: number, trigger: number) => {
    // "…and it would help to have…", "…y sería útil…": a trigger right after "and" (its function words aside) has no
    // need before it; what precedes is another clause.
    for (let i = trigger; i >= start; i--) {
      if (conjoined(i) || (i < trigger && lang.clauseBreaks.has(words[i]!.term))) return trigger;
      if (i < trigger && !words[i]!.stop) break;
    }
    for (let i = trigger - 1; i >= start; i--) {
      if (dismissals.inside.has(i)) {
        start = i + 1;
        break;
      }
    }
    for (let i = start; i < trigger; i++) {
      const hit = lang.breaks.at(words, i);
      if (!hit || inModifier(i) || hit.end > trigger) continue;
      let from = hit.end;
      // "…y sería útil un calendario": the letter is written before the trigger itself, and nothing precedes it.
      for (let j = hit.end; j <= trigger; j++) {
        if (conjoined(j)) from = j;
        else if (j < trigger && lang.clauseBreaks.has(words[j]!.term)) from = j + 1;
      }
      start = from;
      i = hit.end - 1;
    }
    return start;
  };
  for (const hit of afterHits) {
    // "What do you use for …": a closing trigger inside an opening one ("do you use") is part of it.
    if (quotedComplaints.has(hit.start) || triggers[hit.start]) continue;
    // "we gebruiken nu Shopify en hebben een spaarsysteem nodig": the need starts after the nearest "hebben", not at
    // the clause's start, where the tool in use is.
    let start = hit.start;
    while (start > 0 && !words[start]!.clauseStart && !lang.afterOpeners.has(words[start - 1]!.raw)) start--;
    start = afterSituation(start, hit.start);
    // "Zeiterfassung gesucht" is an ad; "wir haben lange gesucht" a story.
    if (lang.classified.has(words[hit.start]!.raw)) {
      let story = false;
      for (let i = start; i < hit.start && !story; i++) story = lang.frontedSubjects.has(words[i]!.raw);
      if (story) continue;
    }
    push({ start, end: hit.start });
    // "we hebben een tool nodig om uren te registreren": a need that names nothing but software is said after it.
    let named = false;
    for (let i = start; i < hit.start && !named; i++)
      named =
        !words[i]!.stop &&
        !lang.functionWords.has(words[i]!.raw) &&
        !lang.empty.has(words[i]!.term) &&
        !lang.productNouns.has(words[i]!.term);
    if (!named) push(forward(hit.end));
  }

  // "Excel is a nightmare, we need a CRM": a need stated beside a complaint of quality is the need, what is complained
  // of the situation.
  if (spans.length === 0) for (const span of complainedSpans) complained(span);
  // Overlapping phrases ("we need a tool to track…" is both "need" and "tool to") are read once.
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const needs: WordSpan[] = [];
  for (const s of spans) {
    const last = needs[needs.length - 1];
    if (last && s.start < last.end) last.end = Math.max(last.end, s.end);
    else needs.push({ ...s });
  }

  const own = ownProductPositions(lang, words, needs);
  const purposes = new Set<number>();
  const details = detailPositions(lang, words, needs, purposes);
  for (const p of detailPositions(lang, words, describing, purposes, true)) details.add(p);
  const refersBack = needs.some((span) => {
    for (let i = span.start; i < span.end; i++) if (lang.anaphora.has(words[i]!.raw)) return true;
    return false;
  });
  const ownOutside =
    needs.length === 0
      ? ownProductPositions(lang, words, [{ start: 0, end: words.length }], true)
      : new Set<number>();
  const detailsOutside =
    needs.length === 0
      ? detailPositions(lang, words, clauseSpans(lang, words), purposes, false, MAX_BARE_HEAD_WORDS)
      : new Set<number>();
  const complaintPositions = new Set<number>();
  for (const i of complaints.inside) complaintPositions.add(words[i]!.pos);
  const positionsOf = (indexes: ReadonlySet<number>) => new Set([...indexes].map((i) => words[i]!.pos));
  return {
    needs,
    own,
    ownOutside,
    details,
    detailsOutside,
    purposes,
    refersBack,
    complaints: complaintPositions,
    complaintWords: positionsOf(complaints.marked),
    dismissed: positionsOf(dismissals.inside),
    rejected: positionsOf(rejections.inside),
    oversized: positionsOf(oversized.inside),
    complainedObjects,
  };
}

/**
 * Content words before the modifier of a text with no need phrase, at most, for it to read as a head: a need
 * written without a trigger names the software in a few words ("a customer data platform with…"); a sentence with
 * more before "with" describes a situation ("visitors of our web shop should be able to chat with us").
 */
const MAX_BARE_HEAD_WORDS = 4;
/** Content words after a join that may name the software of another need ("and a simple email marketing tool"). */
const MAX_JOINED_HEAD_WORDS = 4;

/**
 * The positions of each span's details: from the first modifier after some content ("with", "that", "including")
 * to the span's end, or to a join followed by words naming a piece of software ("… and an email tool"), where the
 * head of another need begins (its own modifiers split it again). "A CRM with email campaigns" is a CRM that sends
 * campaigns; "a CRM and an email tool" is two needs, and so is "a CRM with pipelines and an email tool".
 * `startInDetails`: each span is details from its start (it follows the head, as "takes payments" follows "booking
 * system that").
 */
function detailPositions(
  lang: NeedLanguage,
  words: readonly AnalyzedWord[],
  spans: readonly WordSpan[],
  purposes: Set<number>,
  startInDetails = false,
  maxHeadWords = Number.POSITIVE_INFINITY,
) {
  const details = new Set<number>();
  const content = (i: number) => !words[i]!.stop && !lang.empty.has(words[i]!.term);
  /** A modifier, or a relative pronoun that opens a clause after the noun it describes ("ein Helpdesk, das …"). */
  const modifierAt = (i: number) =>
    lang.modifiers.at(words, i) ??
    (words[i]!.clauseStart && i > 0 && !words[i - 1]!.stop ? lang.clauseModifiers.at(words, i) : null);
  const namesSoftware = (from: number, end: number) => {
    let n = 0;
    for (let j = from; j < end && n <= MAX_JOINED_HEAD_WORDS; j++) {
      if (j > from && words[j]!.clauseStart) return false;
      if (lang.productNouns.has(words[j]!.term)) return true;
      if (modifierAt(j)) return false;
      if (content(j)) n++;
    }
    return false;
  };
  /** A modifier that says whom or what the need is for: it holds "our" ("for our") or is one such ("for the"). */
  const purposeAt = (modifier: WordSpan, i: number) => {
    for (let k = modifier.start; k < modifier.end; k++) if (lang.owners.has(words[k]!.term)) return true;
    return lang.purposeModifiers.at(words, i) !== null;
  };
  for (const span of spans) {
    let seenContent = false;
    let inDetails = startInDetails;
    let inPurpose = false;
    let modifierEnd = span.start;
    let headWords = 0;
    for (let i = span.start; i < span.end; i++) {
      if (inDetails) {
        const join =
          lang.joins.at(words, i) ?? (joinedByLetter(lang, words[i]!) ? { start: i, end: i } : null);
        if (join && namesSoftware(join.end, span.end)) {
          inDetails = false;
          inPurpose = false;
          seenContent = false;
          headWords = 0;
          i = join.end - 1;
          continue;
        }
        // Each further modifier starts details of its own: "for our bakery with a newsletter signup" is what the
        // software is for, then what it must do; "with email campaigns for our sales team" the other way round. A
        // relative word ("for our shop that ships abroad") still describes what precedes it.
        // Inside a modifier of several words its own words start nothing: the "que" of "dès que" is no "que" (that).
        if (i >= modifierEnd && !lang.relatives.has(words[i]!.term)) {
          const next = modifierAt(i);
          if (next) {
            inPurpose = purposeAt(next, i);
            modifierEnd = next.end;
          }
        }
        details.add(words[i]!.pos);
        if (inPurpose) purposes.add(words[i]!.pos);
        continue;
      }
      // A relative word follows the noun it describes ("a help desk which includes…"); after a function word it
      // begins no details ("we lose track of which clients owe us money" asks which), nor at the start of the text
      // ("which tool…?").
      const asks = lang.relatives.has(words[i]!.term) && (words[i - 1]?.stop ?? true);
      const modifier = seenContent && !asks && headWords <= maxHeadWords ? modifierAt(i) : null;
      if (modifier) {
        inDetails = true;
        inPurpose = purposeAt(modifier, i);
        modifierEnd = modifier.end;
        details.add(words[i]!.pos);
        if (inPurpose) purposes.add(words[i]!.pos);
        continue;
      }
      if (content(i)) {
        seenContent = true;
        headWords++;
      }
    }
  }
  return details;
}

/** The sentences of a text, each cut again where a clause starts with "and", "so", "or" (as a need phrase ends). */
function clauseSpans(lang: NeedLanguage, words: readonly AnalyzedWord[]): WordSpan[] {
  const spans: WordSpan[] = [];
  let start = 0;
  for (let i = 1; i <= words.length; i++) {
    const w = words[i];
    if (
      w &&
      !w.sentenceStart &&
      !(w.clauseStart && (lang.clauseBreaks.has(w.term) || joinedByLetter(lang, w)))
    )
      continue;
    spans.push({ start, end: i });
    start = i;
  }
  return spans;
}

/**
 * The clauses that hold a complaint: each runs from the clause's start, or from the last "and"/"so" before the
 * complaint word, to the clause's end ("…, cookie banners are annoying and we're tired of them"). `starts`: the word
 * indexes where one begins; `inside`: every word index in one. With `endAtJoin` (a dismissal: "we already have a
 * CRM and need a tool for quotes") the clause also ends at the next "and"/"but", where the buyer goes on to the need.
 */
function complaintClauses(
  lang: NeedLanguage,
  words: readonly AnalyzedWord[],
  matcher: PhraseMatcher<true> = lang.complaints,
  endAtJoin = false,
) {
  const starts = new Set<number>();
  const inside = new Set<number>();
  const marked = new Set<number>();
  const markers = matcher.find(words);
  if (markers.length === 0) return { starts, inside, marked };
  const inMarker = new Uint8Array(words.length);
  for (const m of markers)
    for (let i = m.start; i < m.end; i++) {
      inMarker[i] = 1;
      marked.add(i);
    }
  for (const m of markers) {
    let start = m.start;
    while (start > 0 && !words[start]!.clauseStart) {
      const w = words[start]!;
      if (start < m.start && !inMarker[start] && lang.complaintJoins.has(w.raw)) break;
      // "…, ya tenemos un CRM y …": a clause after a one-letter "y" starts at the word after it.
      if (joinedByLetter(lang, w)) break;
      start--;
    }
    // "the agency asked us to switch how we bill, which we don't want to touch": a clause of a relative word and the
    // dismissal alone points back to what precedes it, the last few content words before it.
    if (endAtJoin) start = pointedBack(lang, words, start, m.start);
    let end = m.end;
    let named = false;
    while (end < words.length && !words[end]!.clauseStart) {
      if (endAtJoin && !inMarker[end]) {
        if (lang.complaintJoins.has(words[end]!.raw) || joinedByLetter(lang, words[end]!)) break;
        // "ya tenemos un CRM y necesitamos…", "abbiamo già un CRM e ci serve…": Spanish "y" and Italian "e" are
        // one letter, no word of the analyzed text; after the thing set aside, a need trigger starts the need.
        if (named && startsNeed(lang, words, end)) break;
        if (!words[end]!.stop) named = true;
      }
      end++;
    }
    starts.add(start);
    for (let i = start; i < end; i++) inside.add(i);
  }
  return { starts, inside, marked };
}

/** Whether a one-letter "and"/"or" ("y", "e", "o") is written right before the word. */
function joinedByLetter(lang: NeedLanguage, w: AnalyzedWord): boolean {
  return w.letter !== undefined && lang.letterJoins.has(w.letter);
}

/**
 * The word indexes of the quotations that hold a complaint, or follow one in their sentence ("the nurses complain:
 * 'swapping a shift takes ten phone calls'", "customers keep telling us 'your booking page is a nightmare'"): a
 * complaint someone reports is the buyer's situation as a whole, and a need phrase inside it ("…, we want an app")
 * is theirs, not what the buyer asks for. They join the complaints (`complaints`, in place). A quotation without a
 * complaint ("our nurses keep saying 'we need a better way to swap shifts'") is a need the buyer reports and
 * endorses: it is read as the buyer's own words.
 */
function complainedQuotations(
  words: readonly AnalyzedWord[],
  complaints: { starts: Set<number>; inside: Set<number> },
): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < words.length; ) {
    const quote = words[i]!.quote;
    if (quote === undefined) {
      i++;
      continue;
    }
    let end = i;
    let complained = i > 0 && !words[i]!.sentenceStart && complaints.inside.has(i - 1);
    while (end < words.length && words[end]!.quote === quote) {
      if (complaints.inside.has(end)) complained = true;
      end++;
    }
    if (complained) {
      complaints.starts.add(i);
      for (let k = i; k < end; k++) {
        out.add(k);
        complaints.inside.add(k);
      }
    }
    i = end;
  }
  return out;
}

/** Content words before a dismissal that points back ("…how we invoice, which we don't want to touch"): at most. */
const MAX_POINTED_BACK_WORDS = 2;

/**
 * Where a dismissal's clause that starts at `start` with a relative word and holds nothing else before its marker
 * (", which we don't want to touch", ", which is overkill") begins once it takes in what the relative word points
 * back to: the last MAX_POINTED_BACK_WORDS content words before it in the same sentence ("how we invoice"), never
 * further (in "a booking tool that syncs with our calendar, which we don't want to change" the calendar is set
 * aside, not the booking tool). Any other clause keeps its start.
 */
function pointedBack(
  lang: NeedLanguage,
  words: readonly AnalyzedWord[],
  start: number,
  marker: number,
): number {
  const first = words[start]!;
  if (start === 0 || first.sentenceStart || !first.clauseStart || !lang.relatives.has(first.term))
    return start;
  for (let i = start + 1; i < marker; i++) if (!words[i]!.stop) return start;
  let back = start;
  let content = 0;
  while (back > 0 && !words[back]!.sentenceStart && content < MAX_POINTED_BACK_WORDS) {
    back--;
    if (!words[back]!.stop) content++;
  }
  return back;
}

/**
 * Whether a need trigger that names no software starts at word `at` ("need", "necesitamos", "ci serve"): "a tool for"
 * after "already have" is what the buyer has, not a need.
 */
function startsNeed(lang: NeedLanguage, words: readonly AnalyzedWord[], at: number): boolean {
  const hit = lang.before.at(words, at);
  if (!hit) return false;
  for (let k = hit.start; k < hit.end; k++) if (lang.productNouns.has(words[k]!.term)) return false;
  return true;
}

/**
 * "our documentation site", "my online shop": the words before the product noun are the buyer's own product (they
 * say where the need applies); the noun itself stays unless `withNoun` (outside any need phrase the whole phrase is
 * the buyer's situation). Read inside the given spans, never across a clause.
 */
function ownProductPositions(
  lang: NeedLanguage,
  words: readonly AnalyzedWord[],
  spans: readonly WordSpan[],
  withNoun = false,
) {
  const own = new Set<number>();
  for (const span of spans) {
    for (let i = span.start; i < span.end; i++) {
      if (!lang.owners.has(words[i]!.term)) continue;
      let j = i + 1;
      const run: number[] = [];
      let noun = false;
      while (j < span.end && run.length < MAX_OWN_WORDS && !words[j]!.stop && !words[j]!.clauseStart) {
        run.push(j);
        if (noun) break;
        if (lang.ownProducts.has(words[j]!.term)) {
          noun = true;
          // "notre boutique en ligne", "nuestra tienda online", "il nostro sito web": where the noun comes first, the
          // word after it that names the product too is part of it, stop words between.
          let k = j + 1;
          while (
            k < span.end &&
            (words[k]!.stop || lang.functionWords.has(words[k]!.raw)) &&
            !words[k]!.clauseStart
          )
            k++;
          const next = words[k];
          if (!next || k >= span.end || next.clauseStart || !lang.ownProductAfter.has(next.term)) break;
          j = k;
          continue;
        }
        j++;
      }
      const first = run[0];
      if (!noun || first === undefined) continue;
      // One word names the product when it is written as one with its kind ("Onlineshop", "webwinkel", "website").
      if (run.length < 2 && !closedOwnProduct(lang, words[first]!.term)) continue;
      for (const k of withNoun ? run : run.slice(0, -1)) own.add(words[k]!.pos);
    }
  }
  return own;
}

/** An own-product word that ends with another, at least three letters after its start ("webshop", "onlineshop"). */
function closedOwnProduct(lang: NeedLanguage, term: string): boolean {
  for (let i = 3; i <= term.length - 3; i++) if (lang.ownProducts.has(term.slice(i))) return true;
  return false;
}

/** The tokenizer positions of the words inside the need phrases, own-product words excluded. */
export function needPositions(reading: NeedReading, words: readonly AnalyzedWord[]): Set<number> {
  const out = new Set<number>();
  for (const { start, end } of reading.needs) {
    for (let i = start; i < end; i++) if (!reading.own.has(words[i]!.pos)) out.add(words[i]!.pos);
  }
  return out;
}
