import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { readObjects } from "./objects";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const ids = vocab.vocabulary.capabilities.map((c) => c.id);

/** The kinds read as needs (vocabulary ids), from the text and the wizard's features. */
function needs(text: string, features: string[] = []) {
  return understandProblem(vocab, problem({ problem: text, features })).capabilities.map(
    (c) => ids[c.capability]!,
  );
}

/** The words read as places protected and as systems connected. */
function objectWords(text: string) {
  const words = vocab.tokenizer.analyze(text);
  const tokens = vocab.tokenizer.tokenize(text);
  const read = readObjects(vocab.objects, words, (positions) => {
    const at = new Set(positions);
    return vocab.capabilityMatcher.detect(tokens.filter((t) => at.has(t.pos))).length > 0;
  });
  const at = (set: ReadonlySet<number>) => words.filter((w) => set.has(w.pos)).map((w) => w.raw);
  return { protectedPlaces: at(read.protectedPlaces), connected: at(read.connected) };
}

describe("what a need acts on (issue 30)", () => {
  it("reads the place a protection sits in front of and the systems a connection joins", () => {
    expect(
      objectWords("we need something in front of the signup page and the checkout that stops them"),
    ).toEqual({
      protectedPlaces: ["signup", "page", "checkout"],
      connected: [],
    });
    expect(
      objectWords("we want to connect our online shop, the accounting software and the newsletter tool"),
    ).toEqual({
      protectedPlaces: [],
      connected: ["online", "shop", "accounting", "software", "newsletter", "tool"],
    });
    // One system, or people rather than software, is no connection of systems.
    expect(objectWords("a booking system that syncs with Google Calendar").connected).toEqual([]);
    expect(objectWords("better communication between teachers and parents").connected).toEqual([]);
  });

  it("reads the protection, not the place protected", () => {
    const shop = needs(
      "Bots keep creating fake accounts on our shop. We need something in front of the signup page and the checkout that stops them.",
    );
    expect(shop).not.toContain("payments");
    expect(shop).not.toContain("signup-forms");
    expect(shop.some((k) => ["fraud-prevention", "web-security", "bot-protection"].includes(k))).toBe(true);
    const night = needs("Scripts hammer us every night. I need something in front of login and checkout.", [
      "Bot blocking",
      "Card testing detection",
    ]);
    expect(night).not.toContain("identity");
    expect(night).not.toContain("payments");
    // A protection named with its place is still read: the words of the cue are not all the place's.
    expect(needs("We want to protect our laptops from ransomware.")).toContain("endpoint-security");
  });

  it("reads two or more systems connected as an integration need, not as each system's kind", () => {
    expect(
      needs(
        "We want to connect our online shop, the accounting software and the newsletter tool so orders flow through without retyping.",
      ),
    ).toEqual(["low-code-automation"]);
    const chip = needs("Every evening I retype yesterday's orders by hand.", [
      "Sync the webshop with the accounting package",
    ]);
    expect(chip).toContain("low-code-automation");
    expect(chip).not.toContain("ecommerce");
    expect(chip).not.toContain("accounting");
    // One system synced, or people rather than systems, reads as before.
    const booking = needs("We need a booking system that syncs with Google Calendar.");
    expect(booking).toContain("appointment-scheduling");
    expect(booking).not.toContain("low-code-automation");
    expect(needs("We need better communication between teachers and parents.")).not.toContain(
      "low-code-automation",
    );
  });
});

describe("wizard features that name a kind plainly (issue 30)", () => {
  it("outweigh what a pronoun of the need points back to: the situation then only reinforces", () => {
    const approvals = needs(
      "Invoices from suppliers pile up in our accounting inbox and I need a way to approve them before they are paid.",
      ["Approval workflows", "Invoice capture"],
    );
    expect(approvals).toContain("accounts-payable");
    expect(approvals).not.toContain("accounting");
    expect(approvals).not.toContain("procurement");
  });
});
