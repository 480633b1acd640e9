import { categoryKey } from "~/domain/matching/understanding/compiled-vocabulary";

/** A kind of software: a capability of the vocabulary. Its categories are the catalog categories that mean it. */
export interface Kind {
  id: string;
  name: string;
  categories: readonly string[];
}

/**
 * The one taxonomy of catalog categories and the vocabulary's kinds: a category belongs to the kinds that list it
 * (compared as the engine compares them), and a category no kind lists is outside the taxonomy.
 */
export interface Taxonomy {
  readonly kinds: readonly Kind[];
  kindById(id: string): Kind | undefined;
  /** The kinds a category means; empty when the category is outside the taxonomy. */
  kindsOfCategory(category: string): readonly Kind[];
  /** The category a product of this kind is listed under: the kind's first category. */
  categoryOf(kind: Kind): string;
}

export function createTaxonomy(kinds: readonly Kind[]): Taxonomy {
  const byId = new Map(kinds.map((k) => [k.id, k]));
  const byCategory = new Map<string, Kind[]>();
  for (const kind of kinds) {
    for (const category of kind.categories) {
      const key = categoryKey(category);
      const list = byCategory.get(key) ?? [];
      if (!list.includes(kind)) list.push(kind);
      byCategory.set(key, list);
    }
  }
  return {
    kinds,
    kindById: (id) => byId.get(id),
    kindsOfCategory: (category) => byCategory.get(categoryKey(category)) ?? [],
    categoryOf: (kind) => kind.categories[0] ?? kind.name,
  };
}
