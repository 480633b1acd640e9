import { describe, expect, it } from "vitest";
import type { HelpSection } from "~/content/help-center";
import { faqPageJsonLd, fillHelpCenter, fillHelpText } from "./help-text";

const SECTIONS: HelpSection[] = [
  {
    id: "cost",
    title: "Cost",
    entries: [
      {
        id: "unlock-price",
        question: "How much does a lead cost?",
        answer: ["A lead costs {{LEAD_PRICE}}.", "Searches are kept {{SEARCH_RETENTION_DAYS}} days."],
        link: { href: "/for-sellers", label: "Pricing" },
      },
    ],
  },
];

describe("help text", () => {
  it("fills the configured values into every answer", () => {
    const [section] = fillHelpCenter(SECTIONS, { LEAD_PRICE: "€49", SEARCH_RETENTION_DAYS: 90 });
    expect(section?.entries[0]?.answer).toEqual(["A lead costs €49.", "Searches are kept 90 days."]);
  });

  it("refuses to show a placeholder it has no value for", () => {
    expect(() => fillHelpText("A lead costs {{LEAD_PRICE}}.", {})).toThrow(/LEAD_PRICE/);
  });

  it("describes the help center as a schema.org FAQPage with whole answers", () => {
    const filled = fillHelpCenter(SECTIONS, { LEAD_PRICE: "€49", SEARCH_RETENTION_DAYS: 90 });
    expect(faqPageJsonLd(filled)).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How much does a lead cost?",
          acceptedAnswer: { "@type": "Answer", text: "A lead costs €49. Searches are kept 90 days." },
        },
      ],
    });
  });
});
