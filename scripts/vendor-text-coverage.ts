// npx tsx scripts/vendor-text-coverage.ts [--worst N] [--min N] [--kind <id>] [--head]
//
// How well the vocabulary reads vendors' own text as their kind, measured on the default catalog (labelled data we
// own: every product is filed under kinds of the one taxonomy, see docs/matching.md "The catalog's kinds"). For each
// kind, its products' own text is read with vocab.textCapabilities (the reader the engine uses on vendors) in two
// ways: the whole text (name, tagline, description, features) and the head (tagline and first description
// sentence, what category induction reads). Recall of a kind = share of its products whose text is read as it;
// what the missed products are read as instead are its confusions. Prints macro recall over kinds (those with at
// least --min products, default 3) and the worst kinds; --kind lists one kind's missed products with their head.
import type { CatalogVendorRecord } from "~/domain/catalog/catalog-format";
import { createTaxonomy } from "~/domain/catalog/taxonomy";
import { defaultVocabulary } from "~/domain/matching";
import type { CatalogVendor } from "~/domain/matching/types";
import { compileVocabulary } from "~/domain/matching/understanding/compiled-vocabulary";
import { analyzeVendor, firstSentence } from "~/domain/matching/vendor-analysis";
import { loadDefaultCatalog } from "~/services/seed-default-catalog.server";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const worst = Number(arg("--worst") ?? 40);
const minProducts = Number(arg("--min") ?? 3);
const onlyKind = arg("--kind");
const sortByHead = process.argv.includes("--head");

const vocab = compileVocabulary(defaultVocabulary());
const capabilities = vocab.vocabulary.capabilities;
const taxonomy = createTaxonomy(capabilities);
const indexOf = new Map(capabilities.map((c, i) => [c.id, i]));
const { vendors } = await loadDefaultCatalog();

interface KindStats {
  products: number;
  full: number;
  head: number;
  /** What the kind's products whose head misses it are read as instead (head first, else the whole text). */
  instead: Map<number, number>;
  /** Missed products with nothing read at all from the head. */
  silent: number;
  missed: CatalogVendorRecord[];
}
const stats = new Map<number, KindStats>();

for (const record of vendors) {
  const { source: _source, ...fields } = record;
  const vendor: CatalogVendor = { ...fields, verified: false, claimed: false };
  // With no categories analyzeVendor also reads the head (it does so for vendors of no known kind).
  const a = analyzeVendor(vocab, { ...vendor, categories: [] });
  const full = new Set(a.textCapabilities.map((h) => h.capability));
  const head = new Set(a.headCapabilities.map((h) => h.capability));
  const kinds = new Set(
    record.categories.flatMap((c) => taxonomy.kindsOfCategory(c)).map((k) => indexOf.get(k.id)!),
  );
  for (const k of kinds) {
    const s: KindStats = stats.get(k) ?? {
      products: 0,
      full: 0,
      head: 0,
      instead: new Map(),
      silent: 0,
      missed: [],
    };
    stats.set(k, s);
    s.products++;
    if (full.has(k)) s.full++;
    if (head.has(k)) s.head++;
    else {
      s.missed.push(record);
      const read = head.size > 0 ? head : full;
      if (read.size === 0) s.silent++;
      for (const r of read) if (!kinds.has(r)) s.instead.set(r, (s.instead.get(r) ?? 0) + 1);
    }
  }
}

const rows = [...stats.entries()]
  .filter(([, s]) => s.products >= minProducts)
  .map(([k, s]) => ({ k, s, full: s.full / s.products, head: s.head / s.products }));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.info(
  `${vendors.length} products; ${rows.length} kinds with at least ${minProducts} products. Macro recall: whole text ${pct(mean(rows.map((r) => r.full)))}, tagline + first sentence ${pct(mean(rows.map((r) => r.head)))}`,
);

if (onlyKind) {
  const k = indexOf.get(onlyKind);
  const s = k === undefined ? undefined : stats.get(k);
  if (k === undefined || !s) {
    console.error(`no products of kind ${onlyKind}`);
    process.exit(1);
  }
  console.info(
    `${onlyKind}: ${s.products} products, whole text ${pct(s.full / s.products)}, head ${pct(s.head / s.products)}; missed by the head:`,
  );
  for (const v of s.missed) {
    const read = vocab
      .textCapabilities(vocab.tokenizer.tokenize(`${v.tagline ?? ""} . ${firstSentence(v.description)}`))
      .map((h) => capabilities[h.capability]!.id);
    console.info(`- ${v.name}: ${v.tagline ?? ""} | ${firstSentence(v.description)}  [${read.join(", ")}]`);
  }
  process.exit(0);
}

rows.sort(
  (a, b) =>
    (sortByHead ? a.head - b.head : a.full - b.full) || a.head - b.head || b.s.products - a.s.products,
);
console.info(
  `\nWorst ${worst} kinds by ${sortByHead ? "head" : "whole-text"} recall (whole / head, products):`,
);
for (const { k, s, full, head } of rows.slice(0, worst)) {
  const instead = [...s.instead.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([c, n]) => `${capabilities[c]!.id} ${n}`)
    .join(", ");
  console.info(
    `${capabilities[k]!.id.padEnd(28)} ${pct(full).padStart(6)} ${pct(head).padStart(6)}  n=${String(s.products).padEnd(3)} silent ${s.silent}${instead ? `; instead: ${instead}` : ""}`,
  );
}
