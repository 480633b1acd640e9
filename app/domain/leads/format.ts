const eur = new Intl.NumberFormat("en-IE", { style: "currency", currency: "EUR" });

/** 49 → "€49.00". The same locale on server and client, so hydration matches. */
export function formatEur(amount: number): string {
  return eur.format(amount);
}

const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

/** "12 Mar 2026, 14:05 UTC": the same on server and client, so hydration matches. */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}
