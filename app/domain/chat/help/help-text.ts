import type { HelpEntry, HelpSection } from "~/content/help-center";

const PLACEHOLDER = /\{\{\s*([A-Z0-9_]+)\s*\}\}/g;

/** Values the help center's `{{NAME}}` placeholders stand for, decided by the running configuration. */
export type HelpValues = Readonly<Record<string, string | number>>;

/** Fills `{{NAME}}` placeholders; a placeholder without a value is an error, never shown to a reader. */
export function fillHelpText(text: string, values: HelpValues): string {
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`help center: no value for {{${name}}}`);
    return String(value);
  });
}

/** The help center with every placeholder filled. */
export function fillHelpCenter(sections: readonly HelpSection[], values: HelpValues): HelpSection[] {
  return sections.map((section) => ({
    ...section,
    entries: section.entries.map(
      (entry): HelpEntry => ({
        ...entry,
        question: fillHelpText(entry.question, values),
        answer: entry.answer.map((p) => fillHelpText(p, values)),
      }),
    ),
  }));
}

/** schema.org FAQPage of the help center: every question with its whole answer. */
export function faqPageJsonLd(sections: readonly HelpSection[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: sections.flatMap((section) =>
      section.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
      })),
    ),
  };
}
