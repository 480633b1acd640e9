import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "./default-vocabulary";
import { testVocabulary } from "./testing/fixtures";
import { categoryKey, compileVocabulary } from "./understanding/compiled-vocabulary";
import { parseVocabulary } from "./vocabulary";

describe("parseVocabulary", () => {
  it("accepts the default vocabulary (catalog/vocabulary.json)", () => {
    const v = defaultVocabulary();
    expect(v.capabilities.length).toBeGreaterThan(100);
    expect(v.deployment_models.map((d) => d.id)).toEqual(["cloud", "on-premise", "hybrid", "mobile-app"]);
  });

  it("rejects data that is not a vocabulary, naming the problem", () => {
    expect(() => parseVocabulary({})).toThrow(/Invalid capability vocabulary: schema/);
    expect(() => parseVocabulary(null)).toThrow(/Invalid capability vocabulary/);
  });

  it("rejects duplicate ids and unknown capability references", () => {
    const base = testVocabulary();
    expect(() =>
      parseVocabulary({ ...base, capabilities: [...base.capabilities, base.capabilities[0]] }),
    ).toThrow(/duplicate id "help-desk"/);
    expect(() =>
      parseVocabulary({ ...base, features: [{ id: "x", name: "X", synonyms: [], capabilities: ["nope"] }] }),
    ).toThrow(/unknown capability "nope"/);
  });

  it("rejects ids that are not kebab-case", () => {
    const base = testVocabulary();
    expect(() =>
      parseVocabulary({ ...base, industries: [{ id: "Health Care", name: "H", aliases: [] }] }),
    ).toThrow(/kebab-case/);
  });
});

describe("the default vocabulary understands buyers' words", () => {
  const vocab = compileVocabulary(defaultVocabulary());
  const ids = (text: string) =>
    vocab.capabilityMatcher
      .detect(vocab.tokenizer.tokenize(text))
      .filter((h) => h.strength >= 0.5)
      .map((h) => vocab.vocabulary.capabilities[h.concept]!.id);

  it.each([
    ["Customers keep emailing us about orders", "help-desk"],
    ["We lose track of who owes us money", "invoicing"],
    ["Running payroll for 30 people by hand", "payroll"],
    ["Planning shifts for our cafe staff", "employee-scheduling"],
    ["Patients book online instead of calling", "appointment-scheduling"],
    ["Track our trucks and plan delivery routes", "fleet"],
    ["Our website is slow", "cdn-performance"],
    ["People don't finish checkout", "cart-abandonment"],
    ["We need a cookie banner for GDPR", "cookie-consent"],
    ["Get contracts signed without printing", "e-signature"],
  ])("%s → %s", (text, capability) => {
    expect(ids(text)).toContain(capability);
  });

  // A word many trades share ("inspections" of hives, kitchens, vehicles, rentals) hints at a kind of software but
  // never decides it alone: with an unknown trade around it, the buyer's own words must carry the ranking.
  it.each([
    ["Our beekeeping cooperative records hive inspections", "cmms"],
    ["Restaurant kitchen hygiene inspections", "cmms"],
  ])("%s → not surely %s", (text, capability) => {
    const sure = vocab.capabilityMatcher
      .detect(vocab.tokenizer.tokenize(text))
      .filter((h) => h.strength >= 0.9)
      .map((h) => vocab.vocabulary.capabilities[h.concept]!.id);
    expect(sure).not.toContain(capability);
  });

  // A broad kind written before its narrower kinds existed lists their names among its cues; the name decides.
  it.each([
    ["We need a status page", "uptime-status", "monitoring"],
    ["We need endpoint protection for our laptops", "endpoint-security", "web-security"],
    ["Looking for email security for our staff", "email-security", "web-security"],
    // A kind's plain word read as a neighbouring kind: transcription is not translation, a gym is not a clinic,
    // IT assets are not IT tickets.
    ["We need transcription of our interviews", "transcription", "translation"],
    ["We need gym management software for our members", "gym-management", "ehr-practice"],
    ["We need IT asset management for our laptops", "it-asset-management", "itsm"],
  ])("%s → %s, not the broader %s", (text, named, broad) => {
    expect(ids(text)).toContain(named);
    expect(ids(text)).not.toContain(broad);
  });

  // Everyday words that stem like a kind's cue never name that kind: "open source" is not sourcing, "booking
  // apps" are not the books, "generic ones" are not one-on-ones.
  it.each([
    ["We want an open source tool for our team's files", "procurement"],
    ["We want an open source tool for our team's files", "supply-chain"],
    ["Self-hosted booking apps, generic ones or ones for clinics", "accounting"],
    ["Self-hosted booking apps, generic ones or ones for clinics", "performance-management"],
    ["Our shop needs custom features such as discount codes", "cross-border"],
    // "recruitment" of donors or volunteers is not hiring: alone the word is a weak cue.
    ["We need a CRM for the recruitment of donors and partners", "recruiting"],
    // "to do it properly" joins to "todo"; "best practice managing" is no practice management.
    ["We want to do it properly and share passwords safely", "project-management"],
    ["We should follow best practice managing our passwords", "ehr-practice"],
  ])("%s → not %s", (text, capability) => {
    expect(ids(text)).not.toContain(capability);
  });

  it("still reads maintenance inspections as maintenance software", () => {
    expect(ids("Preventive maintenance and inspection checklists for our machines")).toContain("cmms");
  });

  it("maps deployment, size and region labels from the wizard", () => {
    expect(vocab.deployments.namesOf(vocab.deployments.resolve("Cloud / SaaS"))).toEqual(["Cloud"]);
    expect(vocab.deployments.namesOf(vocab.deployments.resolve("self-hosted"))).toEqual(["On-premise"]);
    expect(vocab.companySizes.namesOf(vocab.companySizes.resolve("small business"))).toEqual(["SMB"]);
    expect(vocab.regions.namesOf(vocab.regions.resolve("US"))).toEqual(["US"]);
    expect(vocab.regions.namesOf(vocab.regions.resolve("Germany"))).toEqual(["Europe"]);
  });

  it("reads industry aliases on both sides", () => {
    const industry = (text: string) =>
      vocab.industryMatcher
        .detect(vocab.tokenizer.tokenize(text))
        .map((h) => vocab.vocabulary.industries[h.concept]!.name);
    expect(industry("Fintech")).toEqual(["Fintech"]);
    expect(industry("Financial services")).toEqual(["Fintech"]);
    expect(industry("Technology & IT")).toEqual(["Technology & IT"]);
  });

  it("maps every wizard timeline", () => {
    for (const t of [
      "Immediately",
      "Within 1 month",
      "1–3 months",
      "3–6 months",
      "6+ months",
      "Just researching",
    ]) {
      expect(vocab.timeline(t)).not.toBeNull();
    }
  });
});

describe("the default vocabulary's cues", () => {
  const vocab = compileVocabulary(defaultVocabulary());

  it("cover at least 500 kinds of software, each with phrases in German, French, Spanish, Italian and Dutch", () => {
    const kinds = vocab.vocabulary.capabilities;
    expect(kinds.length).toBeGreaterThanOrEqual(500);
    const missing = kinds.flatMap((c) =>
      (["de", "fr", "es", "it", "nl"] as const)
        .filter((l) => (c.translations[l] ?? []).length === 0)
        .map((l) => `${c.id}: ${l}`),
    );
    expect(missing).toEqual([]);
  });

  it("in other languages never collapse to one word, or to none, because their other words are stop words", () => {
    const collapsed: string[] = [];
    for (const lang of vocab.languages) {
      for (const c of vocab.vocabulary.capabilities) {
        for (const cue of c.translations[lang.language] ?? []) {
          const n = lang.tokenizer.tokenize(cue).length;
          if (n === 0 || (cue.trim().split(/\s+/).length > 1 && n === 1))
            collapsed.push(`${c.id} (${lang.language}): "${cue}"`);
        }
      }
    }
    expect(collapsed).toEqual([]);
  });

  it("never read as one of their kind's weak cues once their stop words drop out", () => {
    // "buy from us online" is the weak "buy online": a strong cue that collapses to a weak one makes it strong.
    const key = (cue: string) => {
      const tokens = vocab.tokenizer.tokenize(cue);
      return tokens.some((t) => t.compound) ? null : tokens.map((t) => t.term).join(" ");
    };
    const collapsed: string[] = [];
    for (const c of vocab.vocabulary.capabilities) {
      const weak = new Map(c.weak_cues.map((w) => [key(w), w]));
      for (const cue of c.cues) {
        const k = key(cue);
        const dropped = k !== null && cue.trim().split(/\s+/).length > k.split(" ").length;
        if (dropped && weak.has(k)) collapsed.push(`${c.id}: "${cue}" reads as weak "${weak.get(k)}"`);
      }
    }
    expect(collapsed).toEqual([]);
  });

  it("never collapse to one word, or to none, because their other words are stop words", () => {
    const collapsed: string[] = [];
    for (const c of vocab.vocabulary.capabilities) {
      for (const cue of [...c.cues, ...c.weak_cues]) {
        const tokens = vocab.tokenizer.tokenize(cue);
        const kept = new Set(tokens.filter((t) => !t.compound).map((t) => t.term));
        const joined = tokens.some((t) => t.compound);
        // Split on spaces, not words(): a dropped one-letter word ("e invoicing", "a b test") collapses a cue too,
        // and so does a word repeated in another form ("one on ones" is the one word "one").
        // A cue made only of stop words ("who is doing what") matches nothing at all: it is dead.
        if (!joined && (kept.size === 0 || (cue.trim().split(/\s+/).length > 1 && kept.size === 1)))
          collapsed.push(`${c.id}: "${cue}"`);
      }
    }
    expect(collapsed).toEqual([]);
  });

  it("name only category names that exist in a known taxonomy or are read as text", () => {
    for (const c of vocab.vocabulary.capabilities) {
      expect(c.categories.length + c.cues.length, c.id).toBeGreaterThan(0);
    }
  });

  it("relate each kind only to categories some kind files vendors under, not to a kind's display name", () => {
    // The engine compares related_categories with vendors' category names (categoryKey), exactly as it does a
    // kind's own categories. "Community & forums" is the forums kind's name, not a category any vendor is filed
    // under, so such an entry relates nothing and the vendors under the forum categories get no related match.
    const known = new Set(vocab.vocabulary.capabilities.flatMap((c) => c.categories.map(categoryKey)));
    const unknown = vocab.vocabulary.capabilities.flatMap((c) =>
      c.related_categories.filter((r) => !known.has(categoryKey(r))).map((r) => `${c.id}: "${r}"`),
    );
    expect(unknown).toEqual([]);
  });

  it("relate customer communities to the vendors filed under forum categories", () => {
    const kinds = (category: string) =>
      vocab.categoryAffinities(category).map((a) => vocab.vocabulary.capabilities[a.capability]!.id);
    expect(kinds("Communication - Social Networks and Forums")).toContain("customer-community");
    expect(kinds("Message boards")).toContain("customer-community");
  });
});

describe("a phrase of a kind's own name", () => {
  const base = testVocabulary();
  const broad = {
    ...base.capabilities[0]!,
    id: "monitoring",
    name: "Monitoring & observability",
    categories: ["Monitoring"],
    cues: ["status page", "server metrics"],
    weak_cues: [],
  };
  const narrow = {
    ...base.capabilities[0]!,
    id: "uptime-status",
    name: "Uptime monitoring & status pages",
    categories: ["Status pages"],
    cues: ["downtime alerts", "status page"],
    weak_cues: [],
  };
  // The head of its name is its own ("object storage"); the later part ("cloud storage") an alias it adds.
  const buckets = {
    ...base.capabilities[0]!,
    id: "object-storage",
    name: "Object storage & cloud storage",
    categories: ["Object storage"],
    cues: ["s3 buckets"],
    weak_cues: [],
  };
  const drives = {
    ...base.capabilities[0]!,
    id: "file-sync",
    name: "File sync & cloud drives",
    categories: ["File sync"],
    cues: ["cloud storage", "object storage", "sync our files"],
    weak_cues: [],
  };
  const vocab = compileVocabulary({
    ...base,
    capabilities: [...base.capabilities, broad, narrow, buckets, drives],
  });
  const strength = (text: string) =>
    Object.fromEntries(
      vocab.capabilityMatcher
        .detect(vocab.tokenizer.tokenize(text))
        .map((h) => [vocab.vocabulary.capabilities[h.concept]!.id, h.strength]),
    );

  it("reads as that kind even when another kind lists it, which keeps it as a weak cue", () => {
    const read = strength("We need a status page");
    expect(read["uptime-status"]).toBeGreaterThanOrEqual(0.9);
    expect(read.monitoring).toBeLessThan(0.5);
  });

  it("leaves the other kind's own phrases strong", () => {
    expect(strength("We need server metrics").monitoring).toBeGreaterThanOrEqual(0.9);
  });

  it("claims a later part of the name only when the kind also lists it: otherwise the phrase names both kinds", () => {
    // "status pages" is a later part of the narrow kind's name and one of its cues: it claims it.
    expect(strength("We need a status page").monitoring).toBeLessThan(0.5);
    // "cloud storage" is only named by the object-storage kind's name: the cloud-drive kind keeps its cue strong.
    const cloud = strength("We need cloud storage");
    expect(cloud["file-sync"]).toBeGreaterThanOrEqual(0.9);
    expect(cloud["object-storage"]).toBeGreaterThanOrEqual(0.9);
    // The head of a name still claims it: "object storage" is the object-storage kind's, a weak cue elsewhere.
    const objects = strength("We need object storage");
    expect(objects["object-storage"]).toBeGreaterThanOrEqual(0.9);
    expect(objects["file-sync"]).toBeLessThan(0.5);
  });
});

describe("phrases in languages that write compounds as one word", () => {
  const base = testVocabulary();
  const forms = {
    ...base.capabilities[0]!,
    id: "forms",
    name: "Form builders",
    categories: ["Form builders"],
    cues: ["form builder"],
    weak_cues: [],
    translations: {
      de: ["formular baukasten"],
      fr: ["formulaire web"],
      nl: ["formulier bouwer", "voor formulieren"],
    },
  };
  const vocab = compileVocabulary({
    ...base,
    language_stop_words: { ...base.language_stop_words, nl: ["voor"] },
    capabilities: [...base.capabilities, forms],
  });
  const read = (language: string, text: string) => {
    const l = vocab.languages.find((x) => x.language === language)!;
    return l.capabilityMatcher
      .detect(l.tokenizer.tokenize(text))
      .map((h) => vocab.vocabulary.capabilities[h.concept]!.id);
  };

  it("meet the one-word spelling in German and Dutch, written apart, hyphenated or closed", () => {
    for (const text of ["Formular Baukasten", "Formular-Baukasten", "Formularbaukasten", "Formularbaukästen"])
      expect(read("de", text), text).toContain("forms");
    for (const text of ["formulier-bouwer", "formulierbouwer"])
      expect(read("nl", text), text).toContain("forms");
  });

  it("stay apart in languages that write them apart, and a stop word joins nothing", () => {
    expect(read("fr", "formulaireweb")).not.toContain("forms");
    expect(read("nl", "voorformulieren")).not.toContain("forms");
  });
});
