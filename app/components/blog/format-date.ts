const FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-09-01" -> "September 1, 2026", the same on server and client. */
export function formatPostDate(isoDate: string): string {
  return FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}
