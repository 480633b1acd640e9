import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem } from "../testing/fixtures";
import { needPhraseTexts, wordsRead } from "../testing/requests";
import { compileVocabulary } from "./compiled-vocabulary";
import type { RequestReading } from "./request-language";

const vocab = compileVocabulary(defaultVocabulary());
const index = createMatchIndex(FIXTURE_CATALOG, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text }));

/** The words of a text in one of the sets a reading returns, as written. */
const wordsIn = (text: string, pick: (r: RequestReading) => ReadonlySet<number>) =>
  wordsRead(vocab, null, text, pick);

const needPhrases = (text: string) => needPhraseTexts(vocab, text);

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

describe("a verbal negation said of the software negates what it must do", () => {
  const negated = (text: string) => wordsIn(text, (r) => r.negated);
  const manner = (text: string) => wordsIn(text, (r) => r.manner);

  it("reads 'doesn't', 'does not', 'won't', 'never', 'no longer' after the software as a negated action", () => {
    expect(manner("an analytics tool that doesn't track personal data")).toEqual([
      "doesn",
      "track",
      "personal",
      "data",
    ]);
    expect(manner("a note app which does not sync anything")).toEqual(["does", "not", "sync", "anything"]);
    expect(manner("it never stores files")).toEqual(["never", "stores", "files"]);
    expect(manner("a booking page that no longer requires a call")).toEqual([
      "no",
      "longer",
      "requires",
      "call",
    ]);
  });

  it("reads a thing after a stop-word verb or a verb whose object is the software as a rejected thing", () => {
    expect(negated("a website builder that doesn't have ads")).toEqual(["doesn", "have", "ads"]);
    expect(manner("a website builder that doesn't have ads")).toEqual([]);
    expect(manner("a wiki that won't host our code")).toEqual([]);
  });

  it("leaves the buyer's own situation alone ('we don't track our hours' is a lack, not a rejection)", () => {
    expect(negated("We don't track our hours yet")).toEqual([]);
    expect(negated("Our team never tracks stock")).toEqual([]);
  });

  it.each([
    ["We need an analytics tool that doesn't track personal data.", "Asset & equipment tracking"],
    ["Looking for a newsletter tool that won't track opens.", "Asset & equipment tracking"],
    ["We need a scheduling tool that no longer requires a phone call.", PHONES],
    ["A help desk that doesn't require a phone system.", PHONES],
    ["A note taking app which does not track time.", "Time tracking & attendance"],
  ])("%s → not %s", (text, kind) => {
    expect(read(text).needs).not.toContain(kind);
    expect(read(text).needs.length).toBeGreaterThan(0);
  });

  it("still reads the need when the buyer is the subject", () => {
    expect(read("We don't track our hours yet and we need a simple timesheet app.").needs).toEqual([
      "Time tracking & attendance",
    ]);
  });
});

describe("a scene clause says where or when the buyer works, not what the software is", () => {
  const scene = (text: string) => wordsIn(text, (r) => r.scene);

  it("reads an opening word, its subject, a form of 'be' and a place word to the clause's end", () => {
    expect(scene("update my pipeline from my phone when I'm at a client")).toEqual(["when", "at", "client"]);
    expect(scene("while our drivers are out at the depot, they scan parcels")).toEqual([
      "while",
      "our",
      "drivers",
      "are",
      "out",
      "at",
      "the",
      "depot",
    ]);
    expect(scene("When we are at a trade fair we need to capture leads")).toEqual([
      "when",
      "we",
      "are",
      "at",
      "trade",
      "fair",
    ]);
  });

  it("leaves an event alone ('when a customer books' says what happens)", () => {
    expect(scene("When a customer books, we need to send an SMS reminder")).toEqual([]);
    expect(scene("while customers wait for their order")).toEqual([]);
  });

  it.each([
    ["We need to take card payments when we're at the farmers market.", "Farm & CSA management"],
    ["I need to check tickets when I'm in the gym.", "Gym & fitness studio management"],
    ["I need to keep my to-do list when I'm at church.", "Church management"],
    ["We need to sign contracts when we are on a construction site.", "Construction management"],
    ["We need a checklist app for when we are at a construction site.", "Construction management"],
  ])("%s → not %s", (text, kind) => {
    expect(read(text).needs).not.toContain(kind);
    expect(read(text).needs.length).toBeGreaterThan(0);
  });

  it("still reads a kind the need names with the same word ('a gym app for when we are at the gym')", () => {
    expect(read("We need gym management software for when we are at the gym.").needs).toContain(
      "Gym & fitness studio management",
    );
  });
});
