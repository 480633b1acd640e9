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

  it("leaves short words and words with digits alone", () => {
    expect(languageStemmer("it")("ore")).toBe("ore");
    expect(languageStemmer("de")("b2b")).toBe("b2b");
  });
});
