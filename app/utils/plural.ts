const rules = new Intl.PluralRules("en-GB");

/** An English noun's two forms; irregular ones ("category"/"categories") are spelled out, never derived. */
export interface NounForms {
  one: string;
  other: string;
}

/** The form of `noun` for `count` items. */
export function plural(count: number, noun: NounForms): string {
  return rules.select(count) === "one" ? noun.one : noun.other;
}

/** "1 proposal", "3 proposals", "0 proposals". */
export function countOf(count: number, noun: NounForms): string {
  return `${count} ${plural(count, noun)}`;
}
