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

  it("reads both parts of a compound and a participle by its verb", () => {
    expect(toEnglishWords("Datenlöschung", "de")).toBe("data delete");
    expect(toEnglishWords("gelöscht", "de")).toBe("delete");
    expect(toEnglishWords("gewijzigd", "nl")).toBe("edit");
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

const SIDES: HelpSection[] = [
  {
    id: "start",
    title: "Getting started",
    entries: [
      {
        id: "search-free",
        question: "Does searching cost anything?",
        answer: ["No. Searching is free for buyers."],
        link: { href: "/form", label: "Search" },
        audience: "buyers",
      },
      {
        id: "preview-for-buyers",
        question: "What do vendors see about me?",
        answer: ["Only your anonymous request until you connect."],
        link: { href: "/privacy-policy", label: "Privacy" },
        audience: "buyers",
      },
    ],
  },
  {
    id: "leads",
    title: "Leads",
    audience: "vendors",
    entries: [
      {
        id: "lead-cost",
        question: "What does one lead cost?",
        answer: ["Each unlocked lead is a one-time payment."],
        link: { href: "/for-sellers", label: "Pricing" },
      },
      {
        id: "lead-preview",
        question: "What can I see before I pay for a lead?",
        answer: ["The anonymous request and your match score."],
        link: { href: "/claim-lead", label: "Preview" },
      },
    ],
  },
  {
    id: "payments",
    title: "Payments",
    entries: [
      {
        id: "refunds",
        question: "Can I get a refund?",
        answer: ["A payment for a lead that can no longer be unlocked is refunded in full."],
        link: { href: "/contact", label: "Ask about a payment" },
        keywords: ["money back"],
      },
      {
        id: "how-we-earn",
        question: "How does the site make money?",
        answer: ["Vendors pay for each lead they unlock."],
        link: { href: "/for-sellers", label: "What vendors pay" },
        keywords: ["income"],
        audience: "buyers",
      },
    ],
  },
];

describe("who asks", () => {
  const matcher = createHelpMatcher(SIDES);
  const top = (q: string) => matcher.match(q, 1)[0]?.entry.id;

  it("answers a vendor asking what it costs them from the vendors' entries, a buyer from the buyers'", () => {
    expect(top("how much does searching cost me")).toBe("search-free");
    expect(top("I'm a vendor, how much does it cost me per lead?")).toBe("lead-cost");
    expect(top("vendor here: what do I pay?")).toBe("lead-cost");
    expect(top("Ich bin Anbieter, was kostet mich das?")).toBe("lead-cost");
    expect(top("Soy proveedor, ¿cuánto me cuesta?")).toBe("lead-cost");
  });

  it("reads 'what do I see before I pay' by who asks, in any language", () => {
    expect(top("what do vendors see about me")).toBe("preview-for-buyers");
    expect(top("je suis un éditeur, qu'est-ce que je vois avant de payer ?")).toBe("lead-preview");
    expect(top("come fornitore cosa vedo prima di pagare")).toBe("lead-preview");
    expect(top("ik ben een leverancier, wat zie ik voordat ik betaal")).toBe("lead-preview");
  });

  it("leaves the words that name the asker out of what is asked", () => {
    const read = matcher.read("as a software vendor, what do I see?");
    expect(read.asker).toBe("vendors");
    expect(read.corrected).not.toMatch(/vendor/);
    // when naming the side is all a question says, it is read whole
    expect(matcher.read("I am a vendor").corrected).toMatch(/vendor/);
  });

  it("needs a synonym phrase said whole: 'money' is no refund, 'money back' is", () => {
    expect(top("where does your money come from?")).toBe("how-we-earn");
    expect(top("can I have my money back?")).toBe("refunds");
    expect(matcher.index.queryTerms("money").map((t) => t.term)).not.toContain("refund");
    expect(matcher.index.queryTerms("money back").map((t) => t.term)).toContain("refund");
  });

  it("reads an idiom as what it means, not as its words", () => {
    const { corrected } = matcher.read("what will a lead set me back");
    expect(corrected).toMatch(/\bcost\b/);
    expect(corrected).not.toMatch(/\bback\b/);
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

describe("the side an asker says they are on", () => {
  const reader = createLanguageReader();
  const side = (text: string) => reader.asker(text, reader.detect(text))?.role ?? null;

  it("hears a vendor naming themselves or what they do, in six languages", () => {
    expect(side("vendor here, quick question on fees")).toBe("vendors");
    expect(side("we list our app with you")).toBe("vendors");
    expect(side("Als Softwarehersteller: wie funktioniert das?")).toBe("vendors");
    expect(side("en tant que fournisseur, je paie combien ?")).toBe("vendors");
    expect(side("somos un proveedor de software")).toBe("vendors");
    expect(side("riceviamo i lead da voi")).toBe("vendors");
    expect(side("wij verkopen software")).toBe("vendors");
    expect(side("I'm a buyer, is it free?")).toBe("buyers");
  });

  it("hears no side in a question about the other side, or one naming both", () => {
    expect(side("what do vendors see about me")).toBeNull();
    expect(side("¿cómo los proveedores ven mis datos?")).toBeNull();
    expect(side("can I ask a vendor a question")).toBeNull();
    expect(side("as a vendor, can I see what a buyer sees as a buyer?")).toBeNull();
  });
});
