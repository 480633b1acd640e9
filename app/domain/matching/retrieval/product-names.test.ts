import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { words } from "../text/tokenizer";
import { boundedEditDistance, capitalizedAt, createProductNameTable, productNameKeys } from "./product-names";

/** A table over `catalog` (document id = position); `find` takes the buyer's text from the product's name on. */
function lookupIn(catalog: ReadonlyArray<{ name: string; website: string | null }>, common: string[] = []) {
  const table = createProductNameTable();
  catalog.forEach((v, d) => {
    table.add(productNameKeys(v), d);
  });
  const lookup = table.lookup((w) => common.includes(w));
  return (text: string) => {
    const hit = lookup.find(words(text).slice(0, 4), text);
    if (!hit) return null;
    const names = (docs: number[]) => docs.map((d) => catalog[d]!.name);
    return { named: names(hit.docs), siblings: names(hit.siblings), length: hit.length };
  };
}

const CATALOG = [
  { name: "Deskful", website: "https://deskful.example/" },
  { name: "Deskful Chat", website: "https://www.deskful.example/chat/" },
  { name: "Deskful Voice", website: "https://deskful.example/voice" },
  { name: "Globo Ads", website: "https://ads.globo.example/" },
  { name: "Globo Tag Manager", website: "https://www.globo.example/tags" },
  { name: "Ledgerly Online", website: "https://ledgerly.intuition.example/online" },
  { name: "Ledgerly Payroll", website: "https://ledgerly.intuition.example/payroll" },
  { name: "Boardly.com", website: "https://boardly.example/" },
  { name: "Wekan", website: "https://github.example/wekan/wekan" },
  { name: "Gitea", website: "https://github.example/go-gitea/gitea" },
  { name: "Help Scout", website: "https://helpscout.example/" },
  { name: "Help Center Pro", website: "https://helpcenterpro.example/" },
];
const find = lookupIn(CATALOG);

describe("finding the product a buyer wants to replace", () => {
  it("names a product by its name, and its brand's other products as siblings", () => {
    expect(find("Deskful, pricing got crazy")).toEqual({
      named: ["Deskful"],
      siblings: ["Deskful Chat", "Deskful Voice"],
      length: 1,
    });
    expect(find("Ledgerly Online for our books")).toEqual({
      named: ["Ledgerly Online"],
      siblings: ["Ledgerly Payroll"],
      length: 2,
    });
  });

  it("reads a brand alone (or with a product the catalog lacks) as no product in particular, its products as siblings", () => {
    expect(find("Globo Analytics with something private")).toEqual({
      named: [],
      siblings: ["Globo Ads", "Globo Tag Manager"],
      length: 1,
    });
    expect(find("Ledgerly")).toEqual({
      named: [],
      siblings: ["Ledgerly Online", "Ledgerly Payroll"],
      length: 1,
    });
  });

  it("names a product by its website's name when no other product has it", () => {
    expect(find("Boardly but cheaper")).toEqual({ named: ["Boardly.com"], siblings: [], length: 1 });
  });

  it("reads a code host that unrelated projects share as no product and no brand", () => {
    expect(find("GitHub we can host ourselves")).toBeNull();
  });

  it("makes no brand of a first word that products on different companies' websites share", () => {
    expect(find("Help Scout")).toEqual({ named: ["Help Scout"], siblings: [], length: 2 });
    expect(find("Help desk tool")).toBeNull();
  });
});

describe("capitalizedAt", () => {
  const at = (text: string, word: string) => {
    const stripped = text.normalize("NFKD").replace(/\p{M}+/gu, "");
    return capitalizedAt(stripped, stripped.toLowerCase(), word);
  };

  it("finds a word written with a capital at the start of a word, anywhere in the text", () => {
    expect(at("we moved off Trellis last spring", "trellis")).toBe(true);
    expect(at("trellis got slow, so we left Trellis", "trellis")).toBe(true);
    expect(at("Trellisboard is what we had", "trellis")).toBe(true);
  });

  it("does not count a lowercase word, a capital inside a word, or a capital after a letter or digit", () => {
    expect(at("we use trellis for planning", "trellis")).toBe(false);
    expect(at("our MegaTrellis setup", "trellis")).toBe(false);
    expect(at("version 2Trellis", "trellis")).toBe(false);
    expect(at("nothing here", "trellis")).toBe(false);
  });

  it("reads accented and non-ASCII text the way a case-insensitive Unicode pattern does", () => {
    expect(at("we left Écrivo in March", "ecrivo")).toBe(true);
    expect(at("notre outil écrivo", "ecrivo")).toBe(false);
    expect(at("wir nutzen Übersichtly", "ubersichtly")).toBe(true);
    expect(at("die Straße Ärger Österreich", "osterreich")).toBe(true);
    expect(at("the İstanbul office", "istanbul")).toBe(true);
    expect(at("the ΣIGMA team", "σigma")).toBe(true);
  });
});

describe("boundedEditDistance", () => {
  /** The table the distance is defined by (restricted edit distance: substitutions, insertions, neighbour swaps). */
  function tableDistance(a: string, b: string): number {
    const d = Array.from({ length: a.length + 1 }, (_, i) =>
      Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
    );
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++) {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1;
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
          d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    return d[a.length]![b.length]!;
  }

  it("within one edit agrees with the full table on any pair of short words", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "é"), maxLength: 7 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const exact = tableDistance(a, b);
        expect(boundedEditDistance(a, b, 1)).toBe(exact <= 1 ? exact : 2);
        expect(boundedEditDistance(a, b, 2)).toBe(exact <= 2 ? exact : 3);
      }),
      { numRuns: 3000 },
    );
  });

  it("counts a swap of neighbours, a dropped letter and a wrong letter as one edit", () => {
    expect(boundedEditDistance("calendly", "calednly", 1)).toBe(1);
    expect(boundedEditDistance("calendly", "calendy", 1)).toBe(1);
    expect(boundedEditDistance("calendly", "kalendly", 1)).toBe(1);
    expect(boundedEditDistance("calendly", "calendly", 1)).toBe(0);
    expect(boundedEditDistance("calendly", "clanedly", 1)).toBe(2);
  });
});
