import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { readNeeds } from "./need-phrases";
import { readRequest } from "./request-language";

const vocab = compileVocabulary(defaultVocabulary());
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text }));

/** The words of a text in one of the sets a reading returns, as written. */
function wordsIn(text: string, pick: (r: ReturnType<typeof readRequest>) => ReadonlySet<number>) {
  const words = vocab.tokenizer.analyze(text);
  const set = pick(readRequest(vocab.request, words, text, null));
  return words.filter((w) => set.has(w.pos)).map((w) => w.raw);
}

function needPhrases(text: string) {
  const words = vocab.tokenizer.analyze(text);
  return readNeeds(vocab.needs, words).needs.map((s) =>
    words
      .slice(s.start, s.end)
      .map((w) => w.raw)
      .join(" "),
  );
}

const PHONES = "Business phone systems & VoIP";

describe("a device the buyer names is where the software must work, not a kind of software", () => {
  it("reads the preposition, its device and the devices listed after it", () => {
    expect(
      wordsIn("I'd like to check the rota on my phone, laptops and tablets too", (r) => r.platform),
    ).toEqual(["on", "my", "phone", "laptops", "and", "tablets"]);
    expect(wordsIn("It has to run in the browser and from their work iPads", (r) => r.platform)).toEqual([
      "in",
      "the",
      "browser",
      "from",
      "their",
      "work",
      "ipads",
    ]);
  });

  it("starts at the preposition nearest the device ('check in on a tablet': 'in' is part of 'check in')", () => {
    expect(wordsIn("Visitors check in on a tablet at reception", (r) => r.platform)).toEqual([
      "on",
      "tablet",
    ]);
  });

  it("leaves a phone call alone ('on the phone') and a device that is no platform ('our laptops get stolen')", () => {
    expect(wordsIn("Our reps are on the phone with clients all day", (r) => r.platform)).toEqual([]);
    expect(wordsIn("Our laptops get stolen from the car", (r) => r.platform)).toEqual([]);
  });

  it.each([
    "I want to plan our family meals for the week on my phone.",
    "I need to get at my work files from my phone when I'm on a train.",
    "We need an app where our drivers can get signatures on their phones at delivery.",
  ])("%s → no phone system", (text) => {
    expect(read(text).needs).not.toContain(PHONES);
  });

  it("still reads a phone system when the need is telephony", () => {
    expect(
      read(
        "Customers ring the shop all day; we need a phone system so staff can answer calls on their mobiles.",
      ).needs,
    ).toContain(PHONES);
  });
});

describe("a complaint is the buyer's situation, not the need", () => {
  it("ends the need phrase where a complaint clause begins", () => {
    expect(
      needPhrases(
        "We want simple visitor stats for our bakery site, the cookie banner is annoying and customers complain about it.",
      ),
    ).toEqual(["simple visitor stats for our bakery site"]);
    expect(needPhrases("We need a kanban board and honestly the one we have keeps breaking.")).toEqual([
      "kanban board",
    ]);
  });

  it.each([
    "We want simple visitor stats for our bakery site, the cookie banner is annoying and customers complain about it.",
    "Cookie popups annoy every visitor of our blog. Any privacy-friendly visitor statistics out there?",
  ])("%s → web analytics, not consent banners", (text) => {
    const r = read(text);
    expect(r.needs).toEqual(["Web analytics"]);
    expect(r.otherReadings).toContain("Cookie consent & privacy compliance");
  });

  it("reads the complaint when nothing else names a kind", () => {
    expect(read("Keeping track of stock levels in a spreadsheet is a nightmare.").needs).toEqual([
      "Inventory management",
    ]);
  });
});

describe("a negation avoids a kind only when it rejects a thing, not an action", () => {
  it("marks 'without' + an action as manner, 'without' + a thing or a tool verb as a rejection", () => {
    const manner = (text: string) => wordsIn(text, (r) => r.manner);
    expect(manner("give our VA access without sharing the passwords")).toEqual([
      "without",
      "sharing",
      "the",
      "passwords",
    ]);
    expect(manner("patients see results without having to log in")).toEqual([
      "without",
      "having",
      "to",
      "log",
      "in",
    ]);
    expect(manner("web analytics without a cookie banner")).toEqual([]);
    expect(manner("a CRM without using spreadsheets")).toEqual([]);
    expect(manner("web stats without having to show a consent banner")).toEqual([]);
  });

  it.each([
    [
      "We need to give our VA access to the company social accounts without sharing the passwords.",
      "Password management",
    ],
    ["Patients should be able to see their lab results without logging in.", "Identity & access (SSO, MFA)"],
  ])("%s → does not avoid %s", (text, kind) => {
    expect(read(text).avoided).not.toContain(kind);
  });

  it.each([
    "I need web analytics without a cookie banner.",
    "We need web stats without having to show a consent banner.",
  ])("%s → avoids consent banners", (text) => {
    expect(read(text).avoided).toContain("Cookie consent & privacy compliance");
  });
});
