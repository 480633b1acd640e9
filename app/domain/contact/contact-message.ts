import { z } from "zod";
import { boundedText } from "~/domain/leads/text";

export const CONTACT_TOPICS = [
  "A question about matching",
  "A vendor listing or correction",
  "A privacy or data request",
  "Partnerships",
  "Something else",
] as const;

export const CONTACT_LIMITS = { name: 100, email: 200, message: 5000, minMessage: 10 } as const;

/** The /contact form, checked in the browser and again on the server. `website` is a honeypot. */
export const ContactMessageSchema = z.object({
  name: boundedText("Name", 1, CONTACT_LIMITS.name),
  email: boundedText("Email", 1, CONTACT_LIMITS.email).pipe(
    z.email({ error: "Email must be a valid email address, like name@example.com" }),
  ),
  topic: z.enum(CONTACT_TOPICS, { error: "Choose a topic" }),
  message: boundedText("Message", CONTACT_LIMITS.minMessage, CONTACT_LIMITS.message),
  website: z.string().max(500).optional(),
});

export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** First message per field, for the form (the same messages server- and client-side). */
export function contactFieldErrors(input: Record<string, unknown>): Record<string, string> {
  const result = ContactMessageSchema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}
