import { describe, expect, it } from "vitest";
import type { HelpSection } from "~/content/help-center";
import { createLanguageReader, detectLanguage, toEnglishWords } from "../knowledge/languages";
import { createHelpMatcher, editDistance, plainText } from "./help-matcher";

const SECTIONS: HelpSection[] = [
  {
    id: "money",
    title: "Payments",
    entries: [
      {
        id: "refunds",
        question: "Can I get a refund for a lead?",
        answer: ["A payment for a lead that can no longer be unlocked is refunded in full."],
        link: { href: "/contact", label: "Ask about a payment" },
      },
      {
        id: "buyer-cost",
        question: "Is it free for buyers?",
        answer: ["Yes. Searching costs buyers nothing."],
        link: { href: "/form", label: "Search" },
      },
    ],
  },
  {
    id: "security",
    title: "Accounts",
    entries: [
      {
        id: "two-factor",
        question: "How do I turn on two-factor authentication?",
        answer: ["Open the security page and scan the code with an authenticator app."],
        link: { href: "/vendor/security", label: "Account security" },
        keywords: ["2fa"],
      },
    ],
  },
];

describe("help matcher", () => {
  const matcher = createHelpMatcher(SECTIONS, { keepWords: ["valuation"] });
  const top = (q: string) => matcher.match(q, 1)[0]?.entry.id;

  it("finds the entry through the question's words and their synonyms", () => {
    expect(top("money back for a lead?")).toBe("refunds");
    expect(top("what does searching cost me")).toBe("buyer-cost");
    expect(top("enable 2fa")).toBe("two-factor");
  });

  it("forgives a typo in a word the help center uses, never in a word kept as it is", () => {
    expect(matcher.read("refnud please").corrected).toBe("refund please");
    expect(top("authentification")).toBe("two-factor");
    expect(matcher.read("valuation").corrected).toBe("valuation");
  });

  it("reads German, French, Spanish, Italian and Dutch questions in the help center's words", () => {
    expect(top("Bekomme ich eine Rückerstattung?")).toBe("refunds");
    expect(top("Puis-je être remboursé ?")).toBe("refunds");
    expect(top("¿Puedo pedir un reembolso?")).toBe("refunds");
    expect(top("Posso avere un rimborso?")).toBe("refunds");
    expect(top("Kan ik mijn geld terug krijgen?")).toBe("refunds");
  });

  it("says how much of a question the help center knows at all", () => {
    const [hit] = matcher.match("refund for the weather in Berlin", 1);
    expect(hit?.entry.id).toBe("refunds");
    expect(hit?.known).toBeLessThan(0.5);
    expect(matcher.match("weather in Berlin")).toEqual([]);
  });

  it("reads a question pasted as HTML as its text", () => {
    expect(plainText("<p>Can I get a <b>refund</b>?</p> &amp; more")).toBe("Can I get a refund ? & more");
    expect(top("<div>refund&nbsp;for a lead</div>")).toBe("refunds");
  });
});

describe("language of a question", () => {
  it("tells the six languages apart by their function and support words", () => {
    expect(detectLanguage("Can vendors pay to rank higher?")).toBe("en");
    expect(detectLanguage("Können Anbieter dafür bezahlen, weiter oben zu stehen?")).toBe("de");
    expect(detectLanguage("Les fournisseurs peuvent-ils payer pour être mieux classés ?")).toBe("fr");
    expect(detectLanguage("¿Los proveedores pueden pagar para salir más arriba?")).toBe("es");
    expect(detectLanguage("I fornitori possono pagare per essere più in alto?")).toBe("it");
    expect(detectLanguage("Kunnen leveranciers betalen voor een hogere positie?")).toBe("nl");
  });

  it("reads a misspelt English word as English, not as a language whose word starts the same", () => {
    expect(detectLanguage("anonimity?")).toBe("en");
    expect(detectLanguage("am I anonymous?", new Set(["anonymous"]))).toBe("en");
  });

  it("maps support words by their stem and drops function words", () => {
    expect(toEnglishWords("Was kostet das Freischalten?", "de")).toBe("cost unlock");
    expect(toEnglishWords("Wat kost het om geld terug te krijgen?", "nl")).toBe("cost refund krijgen");
  });
});

describe("language reader", () => {
  it("also knows a language by the matching vocabulary's function words", () => {
    expect(detectLanguage("zoiets terugbetaling")).toBe("en");
    expect(createLanguageReader({ nl: ["zoiets"] }).detect("zoiets terugbetaling")).toBe("nl");
  });

  it("finds other forms of a support word through the engine's light stemmer of the language", () => {
    // "prezzi" does not start with the key "prezzo"; both stem to "prezz"
    expect(toEnglishWords("prezzi", "it")).toBe("price");
    expect(toEnglishWords("i prezzi dei contratti", "it")).toBe("price contract");
  });

  it("reads a German or Dutch compound by its head, and only there", () => {
    expect(toEnglishWords("softwarehersteller", "de")).toBe("vendor");
    expect(toEnglishWords("softwarebedrijf", "nl")).toBe("company");
    // the head must be a long key with a real word before it; Italian writes no such compounds
    expect(toEnglishWords("bedrijf", "nl")).toBe("company");
    expect(toEnglishWords("xfornitore", "it")).toBe("xfornitore");
  });

  it("drops filler words and reads idioms: 'what's the catch', 'who I am', 'my list'", () => {
    expect(toEnglishWords("wo ist der Haken", "de")).toBe("catch");
    expect(toEnglishWords("erfahren die Anbieter, wer ich bin", "de")).toBe("know vendor identity");
    expect(toEnglishWords("c'est vraiment gratuit", "fr")).toBe("free");
    expect(toEnglishWords("los proveedores de mi lista", "es")).toBe("vendor results");
    expect(toEnglishWords("dov'è la fregatura", "it")).toBe("catch");
    expect(toEnglishWords("is dit echt gratis", "nl")).toBe("free");
  });
});

describe("editDistance", () => {
  it("counts a swap of neighbouring letters as one edit and stops past the cap", () => {
    expect(editDistance("serach", "search", 2)).toBe(1);
    expect(editDistance("refund", "refund", 1)).toBe(0);
    expect(editDistance("valuation", "evaluation", 1)).toBe(1);
    expect(editDistance("abcdef", "uvwxyz", 2)).toBe(3);
  });
});
