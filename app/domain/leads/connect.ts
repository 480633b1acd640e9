import { z } from "zod";
import { joinNames } from "~/domain/results/format";
import { CONTACT_CHANNELS, type ContactRules, isTimeZone, MAX_CONTACT_NOTE_LENGTH } from "./contact-rules";
import { MAX_CONNECTS_PER_REQUEST } from "./rules";
import { boundedText } from "./text";

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, "is not a vendor");

const email = boundedText("Work email", 3, 254).pipe(
  z.email({ error: "Enter a valid work email, like name@company.com" }),
);

/** Optional phone: digits with the usual separators, at most 32 characters. */
const phone = z
  .string({ error: "Phone must be text" })
  .max(64, "Phone must be at most 32 characters")
  .transform((s) => s.trim())
  .refine(
    (s) => s === "" || /^\+?[0-9 ()./-]{5,32}$/.test(s),
    "Enter a phone number with digits only, like +49 30 1234567",
  );

const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

const time = z
  .string({ error: "Enter a time like 09:00" })
  .max(16, "Enter a time like 09:00")
  .transform((s) => s.trim())
  .refine((s) => s === "" || HH_MM.test(s), "Enter a time like 09:00");

/**
 * What a buyer sends to connect with vendors: who they are, how and when vendors may contact them, a note, and
 * their explicit consent. The phone number is kept only when the buyer allows phone contact.
 */
export const ConnectSchema = z
  .object({
    vendors: z
      .array(slug, { error: "Choose at least one vendor" })
      .min(1, "Choose at least one vendor")
      .max(MAX_CONNECTS_PER_REQUEST, `Choose at most ${MAX_CONNECTS_PER_REQUEST} vendors`)
      .transform((slugs) => [...new Set(slugs)]),
    name: boundedText("Name", 1, 120),
    email,
    company: boundedText("Company", 1, 160),
    phone: phone.default(""),
    channel: z.enum(CONTACT_CHANNELS, { error: "Choose how vendors may contact you" }),
    noCalls: z.boolean().default(false),
    hoursFrom: time.default(""),
    hoursTo: time.default(""),
    timeZone: z
      .string({ error: "Choose your time zone from the list" })
      .max(64, "Choose your time zone from the list")
      .default("")
      .refine((zone) => zone === "" || isTimeZone(zone), "Choose your time zone from the list"),
    note: boundedText("Note", 0, MAX_CONTACT_NOTE_LENGTH).default(""),
    consent: z.literal(true, { error: "Tick the box to agree to share your details with these vendors" }),
  })
  .superRefine((input, ctx) => {
    if (input.channel === "email_phone" && input.phone === "") {
      ctx.addIssue({
        code: "custom",
        path: ["phone"],
        message: "Enter your phone number, or choose email only",
      });
    }
    const { hoursFrom: from, hoursTo: to } = input;
    // A time that is not one already has its message.
    if ([from, to].some((t) => typeof t !== "string" || (t !== "" && !HH_MM.test(t)))) return;
    if ((from === "") !== (to === "")) {
      ctx.addIssue({
        code: "custom",
        path: [from === "" ? "hoursFrom" : "hoursTo"],
        message: "Give both times of your preferred hours, or neither",
      });
    } else if (from !== "" && to <= from) {
      ctx.addIssue({
        code: "custom",
        path: ["hoursTo"],
        message: "The end of your hours must be after the start",
      });
    } else if (from !== "" && input.timeZone === "") {
      ctx.addIssue({ code: "custom", path: ["timeZone"], message: "Choose the time zone of your hours" });
    }
  })
  .transform(
    ({ vendors, name, email, company, phone, channel, noCalls, hoursFrom, hoursTo, timeZone, note }) => {
      const hours = hoursFrom === "" ? null : { from: hoursFrom, to: hoursTo };
      const rules: ContactRules = {
        channel,
        noCalls: channel === "email_phone" && noCalls,
        hours,
        timeZone: hours ? timeZone : null,
      };
      const contact: BuyerContact = { name, email, company, phone: channel === "email_phone" ? phone : "" };
      return { vendors, contact, rules, note };
    },
  );
export type ConnectInput = z.output<typeof ConnectSchema>;

/** The exact sentence the buyer agrees to, naming each vendor; stored with each lead. */
export function consentText(vendorNames: readonly string[]): string {
  return `I agree that SaaSMatch shares my name, work email, company, phone number (if I allow phone contact), my contact preferences and note, and my request with ${joinNames(vendorNames)}, so that ${vendorNames.length === 1 ? "this vendor" : "these vendors"} can contact me about it. I can withdraw before a vendor unlocks my details.`;
}

export interface BuyerContact {
  name: string;
  email: string;
  company: string;
  phone: string;
}
