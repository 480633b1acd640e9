import { z } from "zod";

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
const phrases = z.array(z.string().trim().min(1)).default([]);

/** A kind of business software, described the way buyers and vendors talk about it. */
export const CapabilitySchema = z.object({
  id,
  name: z.string().min(1),
  /** Vendor category names (any taxonomy) that mean this capability: a core answer. */
  categories: phrases,
  /** Vendor category names of neighbouring capabilities: a related answer. */
  related_categories: phrases,
  /** Buyer phrasings that reveal the need on their own ("customers keep emailing us"). */
  cues: phrases,
  /** Phrasings that hint at the need but are ambiguous alone ("orders"). */
  weak_cues: phrases,
  /** Vendor-side words added to the full-text query when the capability is detected. */
  terms: phrases,
  /** Buyer phrasings in other languages, read with that language's stop words and stemmer: strong cues. */
  translations: z
    .object({ de: phrases, fr: phrases, es: phrases, it: phrases, nl: phrases })
    .partial()
    .default({}),
  /**
   * Ambiguous buyer phrasings in other languages, as `weak_cues` are in English: a word that is the kind's in one
   * language may be generic in another (French "réservations", Italian "prenotazioni" are any bookings).
   */
  weak_translations: z
    .object({ de: phrases, fr: phrases, es: phrases, it: phrases, nl: phrases })
    .partial()
    .default({}),
});

/** Words per language: English, and the other languages as the translations hold them. */
const LanguageWordsSchema = z
  .object({ en: phrases, de: phrases, fr: phrases, es: phrases, it: phrases, nl: phrases })
  .partial()
  .default({});

/**
 * A word with two senses whose other words settle it: "pitch" is a football pitch, and with caravans, tents or
 * motorhomes in the text a campsite pitch. When the text holds one of `context`, a cue of another kind that contains
 * one of `words` ("book a pitch") is read as a cue of `kind` instead.
 */
export const WordSenseSchema = z.object({
  kind: id,
  words: LanguageWordsSchema,
  context: LanguageWordsSchema,
  /**
   * Only the cues of these kinds are read in this sense (a word two kinds of one job share, "booking"); empty: the
   * cue of any kind that holds the word.
   */
  from: z.array(id).default([]),
});

/** A product feature buyers ask for by many names ("SSO" = "Single sign-on (SSO)" = "SAML"). */
export const FeatureConceptSchema = z.object({
  id,
  name: z.string().min(1),
  synonyms: phrases,
  /** Cross-cutting (API access, mobile support…): scores coverage but says nothing about the kind of software. */
  generic: z.boolean().default(false),
  /** Capability ids whose core vendors have this feature by definition (online booking ⇐ appointment scheduling). */
  capabilities: z.array(id).default([]),
});

/** An industry and the words that name it, on either side ("Fintech" = "Financial services"). */
export const IndustrySchema = z.object({
  id,
  name: z.string().min(1),
  aliases: phrases,
  /**
   * What buyers type in the industry field that means this industry ("Accounting", "Dentistry", "Steuerberatung"):
   * read on that field only, never in problem or vendor text, where the same words name kinds of software.
   */
  field_aliases: phrases,
});

/** Deployment models, company sizes, regions: canonical ids and the labels that mean them. */
const LabelSchema = z.object({ id, name: z.string().min(1), aliases: phrases });

export const PricingBandSchema = z.object({
  /** A word in a vendor's free-text pricing model ("low", "mid", "high"). */
  keyword: z.string().min(1),
  min_eur_per_year: z.number().nonnegative(),
  max_eur_per_year: z.number().positive().nullable(),
});

export const TimelineSchema = z.object({
  id: z.enum(["urgent", "soon", "planned", "researching"]),
  aliases: phrases,
});

/** A requirement buyers state in passing ("self-hosted", "open source", "free", "GDPR"): a criterion, never a topic. */
export const ConstraintSchema = z.object({
  id,
  kind: z.enum(["deployment", "license", "price", "compliance", "data_location"]),
  /** As the criteria summary names it: "Open source", "Self-hosted", "Free plan". */
  name: z.string().min(1),
  /** Phrasings, matched word for word (stop words included) on the problem text. */
  cues: phrases,
  /** deployment: the deployment model id it asks for. */
  deployment: id.optional(),
  /** license: licence ids (SPDX, compared by prefix, e.g. "GPL" meets GPL-3.0) that satisfy it; empty: any open-source licence. */
  licenses: phrases,
  /** price: a free plan, or a cheap one (below CHEAP_MAX_EUR_PER_YEAR). */
  price: z.enum(["free", "cheap"]).optional(),
  /** compliance: how vendors list the certification ("SOC 2", "SOC 2 Type II"). */
  certifications: phrases,
  /** data_location: the region id where the data must stay. */
  region: id.optional(),
});

/** How buyers exclude things: "without cookies", "no consent banner", "don't want a CRM". */
export const NegationSchema = z.object({
  /** Always exclude what follows ("without", "instead of", "don't want"). */
  cues: phrases,
  /** Exclude what follows unless a lack is being described ("no", "not": "with no ads" but not "we have no CRM"). */
  guarded_cues: phrases,
  /** Words right before a guarded cue that make it describe a lack ("have", "there is"). */
  lack_words: phrases,
  /**
   * Words right after a guarded cue that make it describe a lack where the verb follows the negation ("no hay copia
   * de seguridad", "no tenemos", "no sabemos cuántas horas"): a want, not a refusal. Never English "have" or "be",
   * after which "not" refuses ("would rather not have a CRM").
   */
  lack_after: phrases,
  /**
   * Words before any negation cue, right before or one word before, that make it a lack: being left without something
   * ("nos quedamos sin stock", "restiamo sempre senza merce", "on se retrouve sans", "we are left without").
   */
  lack_before: phrases,
  /** Fixed phrases that start with a guarded cue but negate nothing ("no-shows", "no-code", "no one"). */
  exceptions: phrases,
  /** Words that end a negation's scope ("but", "so", "because"). */
  scope_breaks: phrases,
  /**
   * Relative words ("that", "which") that end the scope, except right after a word for software: in "not a tool
   * that makes me think about my database" the whole clause is what the buyer rejects.
   */
  relatives: phrases.default([]),
  /**
   * Verbs whose object is the software itself ("without using a CRM", "don't want to show a cookie banner"). A
   * negation of any other action ("without logging in", "without sharing the passwords", "don't want to create an
   * account") says how the buyer wants the need done: its words are not the topic, but it avoids no kind.
   */
  tool_verbs: phrases.default([]),
  /**
   * Verbal negations ("doesn't", "does not", "won't", "never", "no longer") that negate the action after them as
   * "without" does, read only after a `verbal_subjects` word or a word for software: "an analytics tool that doesn't
   * track personal data" says how the software must behave. After the buyer as subject ("we don't track our hours")
   * they describe the buyer's situation and are not read.
   */
  verbal_cues: phrases.default([]),
  /** The subjects of a verbal negation that are the software: "that", "which", "it". */
  verbal_subjects: phrases.default([]),
});

/**
 * Devices and platforms the buyer names in passing ("on my phone", "from their tablets", "in the browser"): where the
 * software must work, not what kind it is. A kind read from such words alone is not read ("phone" is a weak cue of
 * phone systems); a cue that also has other words ("take card payments on my phone") still is.
 */
export const PlatformWordsSchema = z.object({
  /** Prepositions that introduce a device: "on", "from", "in", "via". */
  before: phrases,
  /** Device and platform nouns (and their modifiers): "phone", "tablet", "iPad", "Android", "laptop", "browser". */
  devices: phrases,
  /** Phrases that look like a device but name a phone call: "on the phone", "over the phone". */
  exceptions: phrases,
});

/**
 * What a vendor serves, in its own text ("a help desk for Shopify merchants", "a booking widget for restaurants"): a
 * kind named only after such a word, behind a head that names another kind, is the context the vendor serves and not
 * its own kind (`vendor-analysis.ts`, engine 1.53.0).
 */
export const VendorContextSchema = z.object({
  /** Words that open what the vendor serves: "for", "für", "pour", "para", "voor". */
  served_before: phrases,
});

/**
 * Scene clauses ("when I'm at a client", "while we are on site", "whenever they're out at events"): where or when the
 * buyer works, not what the software is. A kind read from such a clause alone is not read, as a device's.
 */
export const SceneWordsSchema = z.object({
  /** Words that open a scene clause: "when", "while", "whenever". */
  starts: phrases,
  /**
   * Words that make the clause a place or an occasion ("at", "on", "in", "out", "away"): they come right after the
   * subject (and a form of "be"); "when a customer books" is an event, not a scene.
   */
  places: phrases,
  /**
   * Words of an absence right after the place word ("away on holiday", "off on leave", "out sick"): said of someone
   * other than the buyer ("when a colleague is away on holiday"), the clause is the absence the buyer plans for, not
   * where the buyer works (engine 1.63.0).
   */
  absences: phrases.default([]),
  /** Subjects that are the buyer ("I", "we"): "when we are away on holiday" stays a scene. */
  buyers: phrases.default([]),
});

/**
 * What a need acts on (engine 1.32.0): the place a protection sits in front of ("something in front of checkout and
 * login", "protect our signup form") and the systems a connection joins ("connect our web forms, spreadsheets and
 * CRM", "copy data between the shop and the accounting"). They are objects of the need, not its kind: a kind read
 * from such words alone is not read (the protection, not the place protected; the connection, not the systems).
 */
/**
 * A measure sliced by something ("time per project", "Stunden pro Baustelle", "heures par chantier", "horas por
 * cliente", "ore per commessa", "uren per klant"): what follows the qualifier is what the measure is counted by, not
 * the kind of software. A kind read from such words alone is not read, as a device's; a cue that holds the measure
 * too ("Stunden pro Projekt") still is.
 */
export const SliceWordsSchema = z.object({
  /** Measures: "time", "hours", "costs", "Zeit", "Stunden", "temps", "heures", "tiempo", "ore", "uren". */
  measures: phrases,
  /**
   * Words that slice a measure ("per", "for each", "pro", "je", "par", "por cada", "per ogni", "voor elke"), a few
   * words after it at most ("time spent per project"). The word right after one must be no article: "tempo per la
   * contabilità" is time for the accounting, not per accounting.
   */
  qualifiers: phrases,
});

export const ObjectWordsSchema = z.object({
  /** Words before a place protected: "in front of", "protect", "shield". */
  protects: phrases,
  /** Words before the systems connected: "connect", "sync", "link", "between". */
  connects: phrases,
  /** Words that list objects ("and", "or", "our", "the"): the list goes on after them. */
  list_words: phrases,
  /** Between the systems connected only: "with", "&" ("sync the shop with the accounting"). */
  connect_joins: phrases,
  /** Kinds of software (capability ids) that two or more systems connected name: an integration need. */
  connection_kinds: phrases,
});

/**
 * Where the buyer's things are kept today: "spread across Intercom and email", "we track it in Jira and spreadsheets",
 * "requests come in through Zendesk". A catalog product named right after one of these words (and what is listed
 * with it) is the tool the need lives in now, the buyer's situation: its kind never wins over the need phrase.
 * `alternative_cues.with_intent` ("we use X", "we're on X") introduce such a tool too when no intent to leave follows.
 */
export const CurrentToolsSchema = z.object({
  /** Words before the tool: "in", "across", "through", "via", "into", "between". */
  before: phrases,
  /** Words before a channel: "by", "via", "over", "from" ("orders come in by phone", "a request from a web form"). */
  channel_before: phrases.default([]),
  /**
   * The ways things reach the buyer ("email", "phone", "WhatsApp", "web form"): after `channel_before` the channel
   * is the buyer's situation, as a current tool is; the need is what happens to what arrives.
   */
  channels: phrases.default([]),
  /** Plain words a channel may follow ("a simple web form", "a short email"): still the channel, not another word. */
  channel_modifiers: phrases.default([]),
  /**
   * What a business sends out to sell ("promotions", "discounts", "ofertas", "sconti"): a channel a few
   * words after one ("discounts by SMS", "promozioni via WhatsApp") is how the buyer reaches people, the marketing
   * channel the need is about, not how things reach the buyer (reminders stay a need of their own, the channel a detail).
   */
  channel_messages: phrases.default([]),
  /**
   * Words before a generic means the buyer keeps things in or works with today ("in", "off", "with", "into"): "our
   * order history sits in a MySQL database", "jobs are dispatched off a logbook", "we invoice with spreadsheets".
   */
  means_before: phrases.default([]),
  /**
   * "with", "mit", "avec": before a means only after the word that says what is done with it ("we invoice with
   * spreadsheets"), not at a clause's start nor after a word for software ("an app with a shared calendar" asks for
   * a feature).
   */
  means_with: phrases.default([]),
  /**
   * Generic means of today's way of working, not products ("spreadsheet", "database", "paper diary", "shared drive",
   * "whiteboard"): after `means_before` (and a few words such as "an old Access") they are the buyer's situation, as
   * a current tool is; they only confirm a kind something else chose.
   */
  means: phrases.default([]),
  /**
   * Words of connecting one system to another ("export", "sync", "integration", "Schnittstelle", "koppeling",
   * "intègre", "integrazione"): a product named after one and a `integration_links` word ("export the hours to
   * QuickBooks", "Export nach DATEV", "integración con Holded"), or right before one ("Xero integration",
   * "DATEV-Schnittstelle"), is a system the buyer has and the software must work with: their situation, a feature of
   * the need, never the kind the need chooses.
   */
  integration_words: phrases.default([]),
  /**
   * Words of a notice the software sends ("alerts", "notify", "benachrichtigt", "avisa", "meldingen"): a product named
   * after one and an `integration_links` word ("alerts us on Slack", "warnt uns per Telegram") is where the notice
   * arrives, a system the software must work with as after an integration word. Never the name right before ("motion
   * alerts" names no product).
   */
  notice_words: phrases.default([]),
  /** "to", "with", "into", "from", "nach", "vers", "con", "naar", "met": between an integration word and its system. */
  integration_links: phrases.default([]),
});

/**
 * Widely known products and the kinds of software (capability ids) that are their main job, by the products' own
 * positioning ("Google Hangouts" → video conferencing, "Xero" → accounting). Read only where a catalog product would
 * be, and only when the catalog has no product of that name: after an "alternative to" cue its kinds are the need,
 * as a catalog product's categories are; as the tool the buyer uses today it is read as a catalog product is. A
 * name alone, anywhere else, is no cue of its kinds.
 */
export const KnownProductSchema = z.object({
  name: z.string().min(1),
  kinds: z.array(z.string().min(1)).min(1),
});

/** How buyers name a product they want to replace: before it ("alternative to X") or after it ("X alternative"). */
export const AlternativeCuesSchema = z.object({
  before: phrases,
  /**
   * Before the name of the tool the buyer is leaving ("instead of", "rather than", "replace", "switch from"), read as
   * `before` cues too. When the name is not a catalog product, the words are the buyer's situation (context), never a
   * negation: "a task board instead of Trello" does not avoid task boards because Trello is missing from the catalog.
   */
  leaving: phrases.default([]),
  /**
   * Before the name, read only when the name is a product (the catalog's or a `known_products` one), never making
   * what follows context otherwise: Spanish and Italian "alternativa a X", where X is as often a generic word
   * ("una alternativa a la hoja de cálculo") as a product.
   */
  leaving_named: phrases.default([]),
  /**
   * After the name, verb-final German and Dutch ("wir wollen X ersetzen", "we willen X uitfaseren"): X, a product
   * right before the verb, is the tool being left. After a `replacing_with` word ("X durch Y ersetzen", "X door Y
   * vervangen") Y is the new one and X, the name before that word, the one left.
   */
  leaving_final: phrases.default([]),
  /** "durch", "door": what follows is what replaces, in a verb-final `leaving_final` clause. */
  replacing_with: phrases.default([]),
  /**
   * Subject pronouns ("wir", "ich", "we", "ik") right after the verb that follows a name opening a verb-final
   * `leaving_final` clause: the name is its fronted object, the one left ("FleetFox wollen wir ablösen"), not its
   * subject ("FleetFox soll Kladden ablösen").
   */
  fronted_subjects: phrases.default([]),
  /** Before the name, but only when "but" follows in the same clause ("like Trello but self-hosted"). */
  with_but: phrases,
  /**
   * Before the name, but only when the buyer also says, after it, that they want something else (`intent`): "we
   * use Zendesk and are looking for alternatives", not "we use Slack and need a CRM that works with it".
   */
  with_intent: phrases.default([]),
  intent: phrases.default([]),
  after: phrases,
  /**
   * Right after the name, in its clause: a complaint about it ("X got too expensive", "X costs money", "X is not a
   * viable option"). The buyer is leaving X: it is replaced, not offered.
   */
  complaints: phrases.default([]),
});

/**
 * Where buyers state the need in their text, in English, German, French, Spanish, Italian and Dutch. Only the need
 * phrases choose kinds of software; the rest of the text (the tool left behind, the buyer's own product, a complaint)
 * is context.
 */
export const NeedLanguageSchema = z.object({
  /** The need follows: "we need", "looking for", "a way to", "a tool for", "wir brauchen", "nous cherchons". */
  before: phrases,
  /** The need precedes, within its clause: "… would be useful", "… nodig". */
  after: phrases,
  /** At the start of a sentence only, the need follows: "set up", "evaluate", "build" (task titles). */
  imperative: phrases,
  /**
   * At the start of a clause only, the need follows a fronted adjective and verb: German "Hilfreich wäre ein …",
   * "Uns fehlt ein …", Dutch "Handig zou een … zijn", "Wat we missen is …" (the inverted order of "… would help").
   */
  fronted: phrases.default([]),
  /**
   * Subject pronouns ("wir", "ich", "we", "wij", "ik") right after a one-word trigger that does not start its clause:
   * German and Dutch put the object first, "Die Schichten müssen wir neu planen", "De offertes willen we sneller
   * maken". The need then runs from the clause's start, the object before the trigger with the verb after it.
   */
  fronted_subjects: phrases.default([]),
  /**
   * The words of a classified ad's heading ("gesucht", "gezocht", "cercasi"), also listed as `after` or `fronted`
   * triggers: an ad has no subject, so a clause holding one of `fronted_subjects` tells a story ("wir haben lange
   * gesucht") and states no need before them.
   */
  classified: phrases.default([]),
  /** The need phrase ends at these words: "because", "instead of", "weil", "parce que". */
  breaks: phrases,
  /** At the start of a clause only, these end the need phrase: ", and our old tool…", ", so …". */
  clause_breaks: phrases,
  /** A trigger right after one of these states no need: "the wrong tool to manage that", "our current tool for". */
  negators: phrases,
  /**
   * Where the head of a need ends and its details begin: in "an online shop that handles shipping" the kind is the
   * shop; "shipping" is what it must do.
   */
  modifiers: phrases,
  /**
   * Words that join another need to a need's details: in "a CRM with pipelines and an email tool" the email tool is
   * a need of its own (what follows the join names a piece of software), not a detail of the CRM.
   */
  joins: phrases.default([]),
  /**
   * Modifiers (also listed in `modifiers`) that say whom or what the need is for, as "for our" does: in "a wiki for
   * the support team" the team uses the wiki; it names no kind the wiki must be, nor a feature it must have. So do
   * those that say when the software acts ("when", "sobald", "quand", "cuando", "quando", "wanneer"): in "reminders
   * to clients when their invoice is overdue" the need is the reminders, the invoice only their trigger.
   */
  purpose_modifiers: phrases.default([]),
  /**
   * Modifiers only at the start of a clause, after a noun: German relative pronouns ("ein Buchungssystem, das auch
   * Zahlungen annimmt"), which are articles elsewhere ("die Buchhaltung").
   */
  clause_modifiers: phrases.default([]),
  /** Words that name no need on their own: "looking for recommendations" states none. */
  empty: phrases,
  /** Nouns for software that end the phrase naming it: in "a free booking tool for our salon" the need precedes "tool". */
  product_nouns: phrases,
  /**
   * Nouns of a request for advice ("recommendations", "suggestions"): a forum title puts the need right before one
   * ("Self-hosted wiki recommendations for a small IT team?"); what follows it says whom or what the need is for.
   */
  request_nouns: phrases.default([]),
  /** Pronouns that point back to the buyer's situation ("read them all in one place"): then the context names the need. */
  anaphora: phrases,
  /** Possessives that introduce the buyer's own things: "our", "unsere", "notre". */
  owners: phrases,
  /** Nouns that make "our …" the buyer's own product: "our documentation site". */
  own_products: phrases,
  /**
   * Words after the noun that are part of the buyer's own product where the noun comes first: "notre boutique en
   * ligne", "nuestra tienda online", "il nostro sito web".
   */
  own_product_after: phrases,
  /**
   * Words of a complaint ("annoying", "tired of", "keeps breaking", "drives us crazy"): a clause holding one is the
   * buyer's situation. A need phrase ends where such a clause begins; with no need phrase, it names a kind only when
   * nothing else does.
   */
  complaints: phrases.default([]),
  /** Words that start a complaint inside a clause: "a kanban board and the old one keeps breaking". */
  complaint_joins: phrases.default([]),
  /**
   * Words that set a kind aside as already settled ("we already have accounting sorted", "we don't want to touch how
   * we invoice"): their clause is the buyer's situation and never chooses a kind, not even when nothing else does.
   */
  dismissals: phrases.default([]),
  /**
   * Words that turn a kind down ("not looking for another CRM", "no need for another chat app"): their clause never
   * chooses a kind, and a kind it names strongly is avoided.
   */
  rejections: phrases.default([]),
  /**
   * Words that call a kind too big for the buyer ("the big ERP suites are overkill", "way too much for us"): beside
   * another kind their clause chooses none and a kind it names strongly is avoided; when nothing else names a kind,
   * the buyer wants a lighter one of it and it is read as context.
   */
  oversized: phrases.default([]),
  /**
   * Words that complain of too much of something ("drowning in", "swamped with", "desbordados de"): the words right
   * after them name what the software must handle, as "too many returns" does; what follows a preposition there
   * ("en la tienda online") is where, the buyer's situation.
   */
  volume: phrases.default([]),
  /**
   * Words that complain of a thing's quality after it ("returns are a nightmare", "die Retouren sind ein Chaos", "es
   * un caos"): the words right before them name what must be fixed, as after `volume`; what follows ("in our online
   * shop") is where. Read only when the text states no need of its own ("Excel is a nightmare, we need a CRM").
   */
  quality: phrases.default([]),
  /**
   * Words that open the need an `after` trigger closes: Dutch "hebben" in "we gebruiken nu X en hebben een Y nodig".
   * The need runs back to the nearest one before the trigger, not to the clause's start (the tool in use before it
   * is the buyer's situation).
   */
  after_openers: phrases.default([]),
  /**
   * Words of obligation ("have to", "tienen que", "müssen"): a need trigger that starts with one inside a complaint
   * ("customers complain that they have to call us to book") states the burden the buyer describes, not a need.
   */
  obligations: phrases.default([]),
  /**
   * Determiners a short object may start with in a list joined to one governing word ("schedule our staff and our
   * volunteers", "planifier le personnel et les bénévoles"): articles, possessives and "all" in each language.
   */
  determiners: phrases.default([]),
});

export const VocabularySchema = z
  .object({
    schema: z.literal("capability-vocabulary/v1"),
    version: z.string().min(1),
    stop_words: phrases,
    /** Function words of the other phrase languages: they find a text's language and are stop words in it. */
    language_stop_words: z
      .object({ de: phrases, fr: phrases, es: phrases, it: phrases, nl: phrases })
      .partial()
      .default({}),
    /**
     * Everyday words of the other phrase languages that are English cue words or product names (Spanish "rota" is
     * broken, French "vue" a view, German "sage" "I say", Spanish and Italian "gusto" taste): in a text written in
     * that language they are never read as English, as its function words are not.
     */
    language_common_words: z
      .object({ de: phrases, fr: phrases, es: phrases, it: phrases, nl: phrases })
      .partial()
      .default({}),
    /** Words too common in buyer requests to rank on ("software", "need", "help"); still used by cues. */
    query_filler_words: phrases,
    /**
     * Fixed phrasings that are never the topic nor a cue ("times as much", "times more", "times the price": a
     * multiplier, not a time). Matched word for word; their words are masked as a constraint's are.
     */
    query_filler_phrases: phrases.default([]),
    /**
     * Forum formulas and social meta-sentences ("thanks in advance", "long time lurker", "sorry if this is the wrong
     * sub", "my boss asked me to look into"): neither the situation nor the need. Their words are masked, never a cue
     * nor need text; what follows them is read as usual. `markers` ("edit", "update", "tl;dr") count only when they
     * stand alone in their clause ("EDIT: …").
     */
    forum_formulas: z.object({ phrases, markers: phrases }).default({ phrases: [], markers: [] }),
    /** Two-word compounds also written as one word ("help desk" / "helpdesk"). */
    compounds: phrases,
    /** Words whose capitals carry meaning, replaced before lowercasing ("IT" → "infotech", so "it" stays a stop word). */
    case_sensitive_words: z.record(z.string().min(1), z.string().regex(/^[a-z0-9]+$/)).default({}),
    /**
     * Abbreviations whose period is written inside a sentence, without it ("bzw" of "ein Kassenbuch bzw. eine
     * Buchhaltung", "ca", "approx", "bijv"): their period ends no sentence, and with it no need phrase
     * (`text/tokenizer.ts`). Those that often end one ("etc.", "usw.", "ecc.") are not listed.
     */
    sentence_abbreviations: z.array(z.string().regex(/^\p{L}+$/u)).default([]),
    capabilities: z.array(CapabilitySchema).min(1),
    features: z.array(FeatureConceptSchema).default([]),
    industries: z.array(IndustrySchema).max(32).default([]),
    deployment_models: z.array(LabelSchema).max(8).default([]),
    company_sizes: z.array(LabelSchema).max(8).default([]),
    regions: z.array(LabelSchema).max(32).default([]),
    pricing_bands: z.array(PricingBandSchema).default([]),
    timelines: z.array(TimelineSchema).default([]),
    constraints: z.array(ConstraintSchema).max(32).default([]),
    negation: NegationSchema.default({
      cues: [],
      guarded_cues: [],
      lack_words: [],
      lack_after: [],
      lack_before: [],
      exceptions: [],
      scope_breaks: [],
      relatives: [],
      tool_verbs: [],
      verbal_cues: [],
      verbal_subjects: [],
    }),
    alternative_cues: AlternativeCuesSchema.default({
      before: [],
      leaving: [],
      leaving_named: [],
      leaving_final: [],
      replacing_with: [],
      fronted_subjects: [],
      with_but: [],
      with_intent: [],
      intent: [],
      after: [],
      complaints: [],
    }),
    /** Licence ids (compared by prefix) that publish source but are not open source: BUSL, SSPL, Elastic… */
    source_available_licenses: phrases,
    platform_words: PlatformWordsSchema.default({ before: [], devices: [], exceptions: [] }),
    scene_words: SceneWordsSchema.default({ starts: [], places: [], absences: [], buyers: [] }),
    vendor_context: VendorContextSchema.default({ served_before: [] }),
    current_tools: CurrentToolsSchema.default({
      before: [],
      channel_before: [],
      channels: [],
      channel_modifiers: [],
      channel_messages: [],
      means_before: [],
      means_with: [],
      means: [],
      integration_words: [],
      notice_words: [],
      integration_links: [],
    }),
    object_words: ObjectWordsSchema.default({
      protects: [],
      connects: [],
      list_words: [],
      connect_joins: [],
      connection_kinds: [],
    }),
    slice_words: SliceWordsSchema.default({ measures: [], qualifiers: [] }),
    known_products: z.array(KnownProductSchema).default([]),
    word_senses: z.array(WordSenseSchema).default([]),
    need_language: NeedLanguageSchema.default({
      before: [],
      after: [],
      imperative: [],
      fronted: [],
      fronted_subjects: [],
      classified: [],
      breaks: [],
      clause_breaks: [],
      negators: [],
      modifiers: [],
      joins: [],
      purpose_modifiers: [],
      clause_modifiers: [],
      empty: [],
      product_nouns: [],
      request_nouns: [],
      anaphora: [],
      owners: [],
      own_products: [],
      own_product_after: [],
      complaints: [],
      complaint_joins: [],
      dismissals: [],
      rejections: [],
      oversized: [],
      volume: [],
      quality: [],
      after_openers: [],
      obligations: [],
      determiners: [],
    }),
  })
  .superRefine((v, ctx) => {
    const lists = [
      ["capabilities", v.capabilities],
      ["features", v.features],
      ["industries", v.industries],
      ["deployment_models", v.deployment_models],
      ["company_sizes", v.company_sizes],
      ["regions", v.regions],
    ] as const;
    for (const [key, list] of lists) {
      const seen = new Set<string>();
      list.forEach((item, i) => {
        if (seen.has(item.id)) {
          ctx.addIssue({ code: "custom", path: [key, i, "id"], message: `duplicate id "${item.id}"` });
        }
        seen.add(item.id);
      });
    }
    const capabilityIds = new Set(v.capabilities.map((c) => c.id));
    v.features.forEach((f, i) => {
      f.capabilities.forEach((c, j) => {
        if (!capabilityIds.has(c)) {
          ctx.addIssue({
            code: "custom",
            path: ["features", i, "capabilities", j],
            message: `unknown capability "${c}"`,
          });
        }
      });
    });
    v.known_products.forEach((p, i) => {
      p.kinds.forEach((c, j) => {
        if (!capabilityIds.has(c)) {
          ctx.addIssue({
            code: "custom",
            path: ["known_products", i, "kinds", j],
            message: `unknown capability "${c}"`,
          });
        }
      });
    });
    v.word_senses.forEach((w, i) => {
      if (!capabilityIds.has(w.kind))
        ctx.addIssue({
          code: "custom",
          path: ["word_senses", i, "kind"],
          message: `unknown capability "${w.kind}"`,
        });
      w.from.forEach((c, j) => {
        if (!capabilityIds.has(c))
          ctx.addIssue({
            code: "custom",
            path: ["word_senses", i, "from", j],
            message: `unknown capability "${c}"`,
          });
      });
    });
    v.object_words.connection_kinds.forEach((c, i) => {
      if (!capabilityIds.has(c))
        ctx.addIssue({
          code: "custom",
          path: ["object_words", "connection_kinds", i],
          message: `unknown capability "${c}"`,
        });
    });
    const deploymentIds = new Set(v.deployment_models.map((d) => d.id));
    const regionIds = new Set(v.regions.map((r) => r.id));
    v.constraints.forEach((c, i) => {
      const need = (ok: boolean, field: string, message: string) => {
        if (!ok) ctx.addIssue({ code: "custom", path: ["constraints", i, field], message });
      };
      if (c.kind === "deployment")
        need(
          c.deployment !== undefined && deploymentIds.has(c.deployment),
          "deployment",
          "unknown deployment model",
        );
      if (c.kind === "price") need(c.price !== undefined, "price", "a price constraint needs price");
      if (c.kind === "compliance")
        need(c.certifications.length > 0, "certifications", "a compliance constraint needs certifications");
      if (c.kind === "data_location")
        need(c.region !== undefined && regionIds.has(c.region), "region", "unknown region");
    });
    for (const known of ["cloud", "on-premise", "hybrid", "mobile-app"]) {
      if (v.deployment_models.length > 0 && !v.deployment_models.some((d) => d.id === known)) {
        ctx.addIssue({ code: "custom", path: ["deployment_models"], message: `missing "${known}"` });
      }
    }
  });

/** The validated capability vocabulary (catalog/vocabulary.json). */
export type Vocabulary = z.output<typeof VocabularySchema>;
export type Capability = z.output<typeof CapabilitySchema>;
export type FeatureConcept = z.output<typeof FeatureConceptSchema>;
export type Industry = z.output<typeof IndustrySchema>;
export type Constraint = z.output<typeof ConstraintSchema>;

/** Validates vocabulary data; throws a readable error naming the first problems. */
export function parseVocabulary(json: unknown): Vocabulary {
  const result = VocabularySchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`)
      .join("; ");
    throw new Error(`Invalid capability vocabulary: ${issues}`);
  }
  return result.data;
}
