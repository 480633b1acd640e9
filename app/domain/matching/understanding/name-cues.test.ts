import { describe, expect, it } from "vitest";
import { nameCues } from "./name-cues";

const words = (text: string) =>
  text.split(" ").filter((w) => !["a", "the", "of"].includes(w.toLowerCase())).length;

describe("nameCues", () => {
  it("gives each part of a kind's name, a one-word part taking the last part's tail", () => {
    expect(nameCues("Error & crash tracking", words)).toEqual(["Error tracking", "crash tracking"]);
    expect(nameCues("Image optimisation & media CDNs", words)).toEqual(["Image optimisation", "media CDNs"]);
    expect(nameCues("Learning management (LMS)", words)).toEqual(["Learning management"]);
  });

  it("leaves single words to the hand-written cues", () => {
    expect(nameCues("Live chat & chatbots", words)).toEqual(["Live chat"]);
    expect(nameCues("Checklists", words)).toEqual([]);
    expect(nameCues("CRM", words)).toEqual([]);
  });

  it("keeps 'A/B' and hyphenated words whole", () => {
    expect(nameCues("A/B testing & experimentation", words)).toEqual(["A/B testing"]);
    expect(nameCues("Real-time document co-editing & office suites", words)).toEqual([
      "Real-time document co-editing",
      "office suites",
    ]);
  });
});
