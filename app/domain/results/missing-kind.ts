/** Last words after which a kind's name already says what the products are ("Webinar software", "Shop builders"). */
const NAMES_PRODUCTS = /(?:software|tools|platforms?|apps|systems|suites|builders|services|s)$/i;

/** "E-signature" → "e-signature tools"; "Webinar software" and "Online store builders" stay as they are; "CRM" stays upper-case. */
export function kindProducts(name: string): string {
  const firstWord = name.split(" ")[0]!;
  const acronym = /^[\p{Lu}\p{N}]{2,}$/u.test(firstWord.replace(/[^\p{L}\p{N}]/gu, ""));
  const lead = acronym ? name : name.charAt(0).toLowerCase() + name.slice(1);
  return NAMES_PRODUCTS.test(name.trim()) ? lead : `${lead} tools`;
}

/** The first thing a results page says when the catalog has no product of the kind the buyer needs. */
export function missingKindNotice(name: string): string {
  return `We have no ${kindProducts(name)} in our catalog yet`;
}

/** The heading over the vendors shown instead: the kinds they are of, named as the nearest ones. */
export function nearestKindsHeading(nearest: readonly string[]): string {
  return nearest.length === 0
    ? "The nearest kinds we have"
    : `The nearest kinds we have: ${nearest.join(", ")}`;
}
