import { describe, expect, it } from "vitest";
import { createMatchIndex } from "../catalog-indexer";
import { defaultVocabulary } from "../default-vocabulary";
import { findMatches } from "../find-matches";
import { interpretProblem } from "../pipeline/understand";
import { FIXTURE_CATALOG } from "../testing/catalog";
import { problem, vendor } from "../testing/fixtures";
import { wordsRead } from "../testing/requests";

/**
 * Widely known products the catalog lacks (`known_products`: "Google Hangouts", "Xero") are read by the kinds that are
 * their job, but only where a catalog product would be: as the tool to replace, or as the tool the buyer uses today.
 * The fixture catalog has neither Google Hangouts, Zoho Books nor Wrike (none of them a vocabulary cue); it has Jitsi
 * Meet, GnuCash and Mattermost (true descriptions), and Help Scout filed as a shared inbox (the lexicon says help desk).
 */
const catalog = [
  ...FIXTURE_CATALOG,
  vendor({
    slug: "jitsi-meet",
    name: "Jitsi Meet",
    description: "Open-source video conferencing: secure meetings in the browser, no account needed.",
    categories: ["Video conferencing"],
  }),
  vendor({
    slug: "gnucash",
    name: "GnuCash",
    description: "Free double-entry accounting software for personal and small-business finances.",
    categories: ["Accounting"],
  }),
  vendor({
    slug: "mattermost",
    name: "Mattermost",
    description: "Open-source, self-hostable messaging for teams, with channels and integrations.",
    categories: ["Team chat"],
  }),
  vendor({
    slug: "help-scout",
    name: "Help Scout",
    description: "A shared inbox for customer email, with saved replies, notes and collision detection.",
    categories: ["Shared inbox"],
  }),
];
const index = createMatchIndex(catalog, defaultVocabulary());
const read = (text: string) => interpretProblem(index, problem({ problem: text }));

const currentWords = (text: string) => wordsRead(index.vocab, index.products, text, (r) => r.current);

describe("widely known products the catalog lacks", () => {
  it.each([
    ["We are moving off Google Hangouts, what should the team use now?", "Video conferencing & calls"],
    ["Looking for something to use instead of Google Hangouts.", "Video conferencing & calls"],
    ["We need an alternative to Zoho Books for our small bakery.", "Accounting & bookkeeping"],
    ["We want to replace Zoho Books this year.", "Accounting & bookkeeping"],
  ])("%s → %s", (text, kind) => {
    expect(read(text).needs).toContain(kind);
  });

  it("ranks a product of the known product's kind first when the buyer leaves it", () => {
    const verdicts = findMatches(
      index,
      problem({ problem: "We are moving off Google Hangouts, what should the team use now?" }),
      { currentYear: 2026 },
    );
    expect(verdicts[0]?.slug).toBe("jitsi-meet");
  });

  it("reads a known product as the tool in use, which says the kind only when nothing else does", () => {
    expect(currentWords("Our projects are all in Wrike and we need to book appointments")).toEqual([
      "wrike",
      "and",
    ]);
    expect(read("Everything is in Wrike and we want it to work better for us.").needs).toContain(
      "Project management",
    );
    const r = read("Our projects are all in Wrike and we need a way for clients to book appointments.");
    expect(r.needs).toContain("Appointment scheduling");
    expect(r.needs).not.toContain("Project management");
  });

  it("does not read a known name elsewhere as a kind on its own", () => {
    const r = read(
      "The team talks about Google Hangouts a lot; we need a way for clients to book appointments.",
    );
    expect(r.needs).not.toContain("Video conferencing & calls");
    expect(r.needs).toContain("Appointment scheduling");
  });

  it("reads a catalog product of the same name as the catalog says it is", () => {
    const r = read("We need an alternative to Help Scout.");
    expect(r.alternativesTo.map((a) => a.slug)).toEqual(["help-scout"]);
    expect(r.needs).toContain("Shared inbox");
    const m = read("We need an alternative to Mattermost.");
    expect(m.alternativesTo.map((a) => a.slug)).toEqual(["mattermost"]);
  });
});
