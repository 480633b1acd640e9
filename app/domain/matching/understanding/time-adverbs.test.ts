import { describe, expect, it } from "vitest";
import { defaultVocabulary } from "../default-vocabulary";
import { problem } from "../testing/fixtures";
import { compileVocabulary } from "./compiled-vocabulary";
import { understandProblem } from "./understand-problem";

const vocab = compileVocabulary(defaultVocabulary());
const query = (text: string) =>
  understandProblem(vocab, problem({ problem: text, industry: "" })).coreQuery.map((t) => t.term);

// "Now" is when the buyer needs it, not what: as a query word it matched the "buy now pay later" vendors.
describe("time adverbs in a buyer's story", () => {
  it("are not searched for", () => {
    const sentences = [
      "Our volunteers swap shifts in a WhatsApp group and it is chaos, we need something now",
      "Right now we track sales leads in spreadsheets and half of them never get a follow-up",
      "The old booking plugin broke today and we need a replacement asap",
      "We recently outgrew Trello and nowadays nobody knows who is doing what",
    ];
    for (const s of sentences) {
      const terms = query(s);
      for (const w of ["now", "today", "asap", "recent", "recently", "nowaday", "nowadays"])
        expect(terms, s).not.toContain(w);
    }
  });

  it("leave the words that name the need", () => {
    expect(query("We need a CRM now, the spreadsheet is a mess")).toContain("crm");
  });
});
