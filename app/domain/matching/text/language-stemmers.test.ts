import { describe, expect, it } from "vitest";
import { languageStemmer } from "./language-stemmers";

describe("languageStemmer", () => {
  it("conflates singular and plural in each language", () => {
    const pairs: Array<[Parameters<typeof languageStemmer>[0], string, string]> = [
      ["de", "rechnung", "rechnungen"],
      ["de", "termin", "termine"],
      ["fr", "facture", "factures"],
      ["es", "factura", "facturas"],
      ["es", "cita", "citas"],
      ["it", "fattura", "fatture"],
      ["it", "appuntamento", "appuntamenti"],
      ["nl", "afspraak", "afspraken"],
      ["nl", "factuur", "facturen"],
      ["nl", "videoconferentie", "videoconferenties"],
      ["nl", "organisatie", "organisaties"],
    ];
    for (const [lang, a, b] of pairs) expect(languageStemmer(lang)(a)).toBe(languageStemmer(lang)(b));
  });

  it("meets plurals that change the word's end: French -aux and -eaux, Italian -che/-ghi, Dutch doubled consonants and f/v", () => {
    const pairs: Array<[Parameters<typeof languageStemmer>[0], string, string]> = [
      ["fr", "canal", "canaux"],
      ["fr", "reseau", "reseaux"],
      ["fr", "tableau", "tableaux"],
      ["it", "bacheca", "bacheche"],
      ["it", "catalogo", "cataloghi"],
      ["it", "ricerca", "ricerche"],
      ["nl", "cursus", "cursussen"],
      ["nl", "bus", "bussen"],
      ["nl", "map", "mappen"],
      ["nl", "voorraad", "voorraden"],
      ["nl", "nieuwsbrief", "nieuwsbrieven"],
      ["nl", "bedrijf", "bedrijven"],
    ];
    for (const [lang, a, b] of pairs)
      expect(languageStemmer(lang)(a), `${a} / ${b}`).toBe(languageStemmer(lang)(b));
    // Different words stay apart.
    expect(languageStemmer("fr")("tableaux")).not.toBe(languageStemmer("fr")("table"));
    expect(languageStemmer("fr")("journaux")).not.toBe(languageStemmer("fr")("jour"));
    expect(languageStemmer("nl")("status")).toBe("status");
  });

  it("leaves short words and words with digits alone", () => {
    expect(languageStemmer("it")("ore")).toBe("ore");
    expect(languageStemmer("de")("b2b")).toBe("b2b");
  });
});
