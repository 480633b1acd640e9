/**
 * A stored search ranked again from its stored inputs: whether the order is the same, and when it is not, which
 * changes since the search explain it (engine version, vendors added, changed or removed).
 */
export interface RankingCheck {
  sameOrder: boolean;
  storedOrder: string[];
  rerunOrder: string[];
  storedEngineVersion: string;
  currentEngineVersion: string;
  /** Why the order may differ; empty when it is the same. */
  reasons: string[];
  /** The order differs and no recorded change explains it. */
  unexplained: boolean;
}

export interface CatalogChanges {
  /** Vendors of either order that are no longer published. */
  removed: ReadonlySet<string>;
  /** Vendors of either order whose profile changed after the search. */
  changed: ReadonlySet<string>;
  /** Vendors of either order added to the catalog after the search. */
  added: ReadonlySet<string>;
}

export function checkRanking({
  storedOrder,
  rerunOrder,
  storedEngineVersion,
  currentEngineVersion,
  changes,
  names = new Map(),
}: {
  storedOrder: readonly string[];
  rerunOrder: readonly string[];
  storedEngineVersion: string;
  currentEngineVersion: string;
  changes: CatalogChanges;
  names?: ReadonlyMap<string, string>;
}): RankingCheck {
  const sameOrder =
    storedOrder.length === rerunOrder.length && storedOrder.every((slug, i) => rerunOrder[i] === slug);
  const reasons: string[] = [];
  if (!sameOrder) {
    const nameOf = (slug: string) => names.get(slug) ?? slug;
    const listed = (set: ReadonlySet<string>) => [...set].sort().map(nameOf).join(", ");
    if (storedEngineVersion !== currentEngineVersion) {
      reasons.push(
        `The search was ranked by engine ${storedEngineVersion}; the engine is now ${currentEngineVersion}.`,
      );
    }
    if (changes.removed.size > 0) reasons.push(`No longer in the catalog: ${listed(changes.removed)}.`);
    if (changes.added.size > 0) reasons.push(`Added to the catalog since: ${listed(changes.added)}.`);
    if (changes.changed.size > 0) reasons.push(`Profile changed since: ${listed(changes.changed)}.`);
  }
  return {
    sameOrder,
    storedOrder: [...storedOrder],
    rerunOrder: [...rerunOrder],
    storedEngineVersion,
    currentEngineVersion,
    reasons,
    unexplained: !sameOrder && reasons.length === 0,
  };
}
