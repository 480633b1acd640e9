/** A buyer's yearly budget in EUR; max null = open-ended ("Above €100,000/year"). */
export interface Budget {
  min: number;
  max: number | null;
}

const AMOUNT = /(\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?)\s*(k|m)?/gi;

function toNumber(raw: string, suffix: string | undefined): number {
  let digits = raw.replace(/\s/g, "");
  // "5,000" / "5.000" are thousands separators; "2.5" / "2,5" a decimal.
  if (/^\d{1,3}([.,]\d{3})+$/.test(digits)) digits = digits.replace(/[.,]/g, "");
  else digits = digits.replace(",", ".");
  let n = Number.parseFloat(digits);
  if (suffix?.toLowerCase() === "k") n *= 1_000;
  if (suffix?.toLowerCase() === "m") n *= 1_000_000;
  return n;
}

/**
 * Reads a budget label such as "€5,000 – €20,000/year", "Below €5,000/year", "Above €100,000/year",
 * "under 500 per month" or "10k". Labels without an amount ("Prefer not to say") give null.
 */
export function parseBudget(label: string): Budget | null {
  if (!label) return null;
  const text = label.toLowerCase();
  const amounts: number[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const n = toNumber(m[1]!, m[2]);
    if (Number.isFinite(n)) amounts.push(n);
  }
  if (amounts.length === 0) return null;
  const perMonth = /(\/|per|a)\s*(mo\b|month)|monthly/.test(text);
  const scale = perMonth ? 12 : 1;
  const values = amounts.map((a) => a * scale);
  if (/(below|under|less than|up to|max|at most|<)/.test(text)) return { min: 0, max: Math.max(...values) };
  if (/(above|over|more than|at least|from|\+|>)/.test(text) && values.length === 1) {
    return { min: values[0]!, max: null };
  }
  if (values.length >= 2) return { min: Math.min(...values), max: Math.max(...values) };
  return { min: 0, max: values[0]! };
}
