import { z } from "zod";

/** How a buyer allows vendors to reach them. */
export const CONTACT_CHANNELS = ["email", "email_phone"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

export const CONTACT_CHANNEL_LABELS: Readonly<Record<ContactChannel, string>> = {
  email: "Email only",
  email_phone: "Email and phone",
};

/** Longest note a buyer can leave for the vendors. */
export const MAX_CONTACT_NOTE_LENGTH = 500;

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/**
 * The buyer's rules for being contacted, the same for every vendor of one connect. Shown to a vendor before it
 * pays and beside the details after; the phone number is given to vendors only with `email_phone`.
 */
export const ContactRulesSchema = z.object({
  channel: z.enum(CONTACT_CHANNELS),
  /** With `email_phone`: text messages only, no calls. */
  noCalls: z.boolean(),
  /** Preferred hours in the buyer's time zone, 24-hour "HH:MM", the end after the start; null: any time. */
  hours: z.object({ from: z.string().regex(HH_MM), to: z.string().regex(HH_MM) }).nullable(),
  /** IANA time zone of `hours`. */
  timeZone: z.string().max(64).nullable(),
});
export type ContactRules = z.infer<typeof ContactRulesSchema>;

/** Whether `zone` is a time zone the platform knows (IANA name, e.g. Europe/Berlin). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Time zones offered in the connect form, one or two per region. A buyer elsewhere gets their browser's zone
 * added to the list; the server accepts any zone the platform knows.
 */
export const COMMON_TIME_ZONES = [
  "Pacific/Honolulu",
  "America/Anchorage",
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Halifax",
  "America/Sao_Paulo",
  "America/Mexico_City",
  "America/Toronto",
  "Atlantic/Reykjavik",
  "UTC",
  "Europe/London",
  "Europe/Dublin",
  "Europe/Lisbon",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Madrid",
  "Europe/Rome",
  "Europe/Amsterdam",
  "Europe/Zurich",
  "Europe/Stockholm",
  "Europe/Warsaw",
  "Europe/Athens",
  "Europe/Helsinki",
  "Europe/Istanbul",
  "Africa/Lagos",
  "Africa/Johannesburg",
  "Africa/Nairobi",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Singapore",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Australia/Perth",
  "Australia/Sydney",
  "Pacific/Auckland",
] as const;

/** Whether the buyer allows vendors their phone number: with `email_phone`, or (no rules) when they gave one. */
export function allowsPhone(rules: ContactRules | null): boolean {
  return rules === null || rules.channel === "email_phone";
}

/** The rules in sentences, as a vendor reads them: how, and when. */
export function describeContactRules(rules: ContactRules): { how: string; when: string } {
  const how =
    rules.channel === "email"
      ? "Email only. Do not call or text."
      : rules.noCalls
        ? "Email, or text messages to their phone. No calls."
        : "Email or phone.";
  const when =
    rules.hours && rules.timeZone
      ? `Between ${rules.hours.from} and ${rules.hours.to}, ${rules.timeZone} time.`
      : "No preferred hours given.";
  return { how, when };
}
