/**
 * The kinds of software a vendor can list its product under: every kind of the one taxonomy (the vocabulary's
 * capabilities, docs/matching.md) plus the kinds operators approved from vendors' proposals. Framework-free and
 * small enough for the browser: the registration form and the profile editor filter it as the vendor types, and
 * the server checks submitted categories against the same list.
 */

/** One kind as the picker offers it. */
export interface KindChoice {
  /**
   * What is stored on the profile: the kind's first category that no other kind lists (so the product is of this
   * kind alone), else its first category (a handful of kinds share all their categories with another kind).
   */
  category: string;
  /** What the picker shows. */
  name: string;
  /** Other names of the same kind (its other categories): typing one of them finds it too. */
  aliases: readonly string[];
  /** Set for a kind an operator approved from a vendor's proposal: its short description. */
  approvedDescription?: string;
}

/** The taxonomy's side of a kind (a vocabulary capability): see `Kind` in taxonomy.ts. */
interface TaxonomyKind {
  name: string;
  categories: readonly string[];
}

/** Case, accents and punctuation aside: "Help-desk & Ticketing" and "help desk ticketing" read alike. */
export function foldKindText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Every kind of the taxonomy, then each approved kind no taxonomy kind already means, sorted by name. An approved
 * kind whose name a taxonomy kind already lists is left out: the taxonomy's kind is offered instead.
 */
export function kindChoicesOf(
  kinds: readonly TaxonomyKind[],
  approved: readonly { name: string; description: string }[] = [],
): KindChoice[] {
  const choices: KindChoice[] = [];
  const known = new Set<string>();
  // How many kinds list each category: a category only one kind lists makes the product that kind alone.
  const listedBy = new Map<string, number>();
  for (const kind of kinds)
    for (const key of new Set(kind.categories.map(foldKindText)))
      listedBy.set(key, (listedBy.get(key) ?? 0) + 1);
  for (const kind of kinds) {
    const category =
      kind.categories.find((c) => listedBy.get(foldKindText(c)) === 1) ?? kind.categories[0] ?? kind.name;
    const aliases = [kind.name, ...kind.categories].filter(
      (c, i, all) => c !== category && all.indexOf(c) === i,
    );
    choices.push({ category, name: kind.name, aliases });
    for (const c of [category, ...aliases]) known.add(foldKindText(c));
  }
  for (const a of approved) {
    const key = foldKindText(a.name);
    if (!key || known.has(key)) continue;
    known.add(key);
    choices.push({ category: a.name, name: a.name, aliases: [], approvedDescription: a.description });
  }
  return choices.sort((x, y) => x.name.localeCompare(y.name, "en"));
}

/**
 * Whether a submitted category is one of the offered kinds (its category, name or another of its categories,
 * compared with `foldKindText`). The server's profile schema and the browser's check use the same test.
 */
export function offeredCategoryTest(choices: readonly KindChoice[]): (category: string) => boolean {
  const keys = new Set<string>();
  for (const c of choices)
    for (const name of [c.category, c.name, ...c.aliases]) keys.add(foldKindText(name));
  return (category) => keys.has(foldKindText(category));
}

/** The offered kind a stored category stands for, if any (a profile may store any of a kind's categories). */
export function choiceOfCategory(choices: readonly KindChoice[], category: string): KindChoice | undefined {
  const key = foldKindText(category);
  return choices.find((c) => [c.category, c.name, ...c.aliases].some((n) => foldKindText(n) === key));
}

/** How well a choice answers the typed words; 0 when some word matches nothing. Higher is better. */
function matchQuality(choice: KindChoice, words: readonly string[], query: string): number {
  const name = foldKindText(choice.name);
  if (name === query) return 100;
  const nameWords = name.split(" ");
  const aliasWords = choice.aliases.flatMap((a) => foldKindText(a).split(" "));
  let quality = 0;
  for (const word of words) {
    if (nameWords.some((w) => w.startsWith(word))) quality += 3;
    else if (aliasWords.some((w) => w.startsWith(word))) quality += 2;
    else if (name.includes(word)) quality += 1;
    else return 0;
  }
  if (name.startsWith(query)) quality += 20;
  else if (choice.aliases.some((a) => foldKindText(a).startsWith(query))) quality += 10;
  return quality;
}

/**
 * The choices that match what the vendor typed, best first: every typed word must begin a word of the kind's name
 * or of one of its other names (or occur inside its name); a name that begins with the whole text comes first,
 * ties in name order. An empty text matches every choice, in name order.
 */
export function filterKindChoices(choices: readonly KindChoice[], typed: string): KindChoice[] {
  const query = foldKindText(typed);
  if (!query) return [...choices];
  const words = query.split(" ");
  return choices
    .map((choice) => ({ choice, quality: matchQuality(choice, words, query) }))
    .filter((m) => m.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.choice.name.localeCompare(b.choice.name, "en"))
    .map((m) => m.choice);
}
