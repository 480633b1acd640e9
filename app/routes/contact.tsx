import { useId, useState } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CheckCircle2 } from "~/components/ui/icons";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { PAGES } from "~/config/pages";
import { RETENTION_DAYS } from "~/config/retention";
import {
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  ContactMessageSchema,
  contactFieldErrors,
} from "~/domain/contact/contact-message";
import { createContactMessage } from "~/services/contact/create-contact-message.server";
import { clientKey } from "~/utils/api.server";
import { failure, formValues, INVALID_FORM_MESSAGE, parseForm, success } from "~/utils/form-action";
import { tryReadFormData } from "~/utils/form-data.server";
import { pageMeta } from "~/utils/page-meta";
import type { Route } from "./+types/contact";

/** Messages per client: 5 an hour. */
const CONTACT_RATE_LIMIT = { limit: 5, windowSeconds: 3600 };
const MAX_FORM_BYTES = 32_768;
const SENT_MESSAGE = "We have received your message and will reply to the email address you gave.";

const TOO_MANY_MESSAGE = "You have sent several messages in a short time. Please wait a while and try again.";

export async function action({ request, context }: Route.ActionArgs) {
  const read = await tryReadFormData(request, MAX_FORM_BYTES);
  if (!read.ok) {
    const message = read.status === 413 ? "Your message is too long." : "The form could not be read.";
    return data(failure("send", message), read.status);
  }
  const verdict = await context.rateLimiter.take({
    name: "contact",
    key: clientKey(context),
    ...CONTACT_RATE_LIMIT,
  });
  if (!verdict.ok) {
    return data(failure("send", TOO_MANY_MESSAGE, { values: formValues(read.form) }), {
      status: 429,
      headers: { "Retry-After": String(verdict.retryAfterSeconds) },
    });
  }
  const parsed = parseForm(read.form, "send", ContactMessageSchema);
  if (!parsed.ok) return data(parsed.reply, parsed.status);
  if (parsed.value.website) {
    // A bot filled the hidden field: answer as if sent, store and send nothing.
    context.logger.info("contact form honeypot filled; message dropped");
    return success("send", SENT_MESSAGE);
  }
  await createContactMessage({ db: context.db, message: parsed.value });
  context.logger.info({ topic: parsed.value.topic }, "contact message received");
  return success("send", SENT_MESSAGE);
}

export const meta: Route.MetaFunction = (args) => pageMeta(PAGES.contact.seo, args);

export default function Contact({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const id = useId();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const server = actionData && !actionData.ok ? actionData : null;
  const fields = clientErrors ?? server?.fields ?? {};
  const values = server?.values ?? {};
  const formError = clientErrors ? INVALID_FORM_MESSAGE : server?.message;

  if (actionData?.ok) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-success" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
          Thank you, your message was sent
        </h1>
        <p role="status" className="mt-4 text-lg text-slate-700">
          {actionData.message}
        </p>
        <Link to="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
          Return to Home
        </Link>
      </div>
    );
  }

  const describedBy = (name: string) => (fields[name] ? `${id}-${name}-error` : undefined);
  const fieldError = (name: string) =>
    fields[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {fields[name]}
      </p>
    ) : null;

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900">Contact us</h1>
      <p className="mt-4 text-lg text-slate-700">
        Questions about matching, corrections to a vendor profile, privacy requests or partnership ideas:
        write to us here. For a privacy request about a search, include its results link.
      </p>
      <Form
        method="post"
        noValidate
        className="mt-10 space-y-6"
        onSubmit={(event) => {
          const errors = contactFieldErrors(Object.fromEntries(new FormData(event.currentTarget)));
          if (Object.keys(errors).length > 0) {
            event.preventDefault();
            setClientErrors(errors);
          } else {
            setClientErrors(null);
          }
        }}
      >
        {formError && (
          <p
            role="alert"
            className="rounded-md border border-destructive/30 bg-red-50 p-3 font-medium text-destructive"
          >
            {formError}
          </p>
        )}
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              defaultValue={values.name}
              aria-invalid={fields.name ? true : undefined}
              aria-describedby={describedBy("name")}
            />
            {fieldError("name")}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.email}
              defaultValue={values.email}
              aria-invalid={fields.email ? true : undefined}
              aria-describedby={describedBy("email")}
            />
            {fieldError("email")}
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-topic`}>Topic</Label>
          <select
            id={`${id}-topic`}
            name="topic"
            required
            defaultValue={values.topic ?? ""}
            aria-invalid={fields.topic ? true : undefined}
            aria-describedby={describedBy("topic")}
            className="flex h-10 w-full rounded-md border border-input bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive md:text-sm"
          >
            <option value="" disabled>
              Choose a topic
            </option>
            {CONTACT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
          {fieldError("topic")}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-message`}>Message</Label>
          <Textarea
            id={`${id}-message`}
            name="message"
            required
            rows={7}
            maxLength={CONTACT_LIMITS.message}
            defaultValue={values.message}
            aria-invalid={fields.message ? true : undefined}
            aria-describedby={describedBy("message")}
          />
          {fieldError("message")}
        </div>
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-website`}>Leave this field empty</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="text-sm text-slate-600">
          We store your message for {RETENTION_DAYS.contactMessages} days to answer it; see the{" "}
          <Link to="/privacy-policy" className="text-primary underline underline-offset-4">
            privacy policy
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? "Sending…" : "Send message"}
        </Button>
      </Form>
    </div>
  );
}
