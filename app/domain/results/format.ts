const eur = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });

/** "€1,200/year". The same locale on server and client, so hydration matches. */
export function formatEurPerYear(amount: number): string {
  return `${eur.format(amount)}/year`;
}

const eurCents = new Intl.NumberFormat("en-IE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** 49 → "€49", 19.5 → "€19.5" … a price as configured, cents kept. */
export function formatEur(amount: number): string {
  return eurCents.format(amount);
}

/** 0.834 → "83%". */
export function formatPercent(fraction: number): string {
  return `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`;
}

/** A 0–100 score with one decimal shown as a whole number: 86.6 → "87". */
export function formatScore(score: number): string {
  return String(Math.round(score));
}

/** "A", "A and B", "A, B and C". */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** The host of an http(s) URL without "www.", or null for anything else (so no other scheme becomes a link). */
export function displayHost(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
    return parsed.hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

/** Equal ignoring case (accents still count): "cloud" = "Cloud", "Cafe" ≠ "Café". */
export function sameText(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;
}
