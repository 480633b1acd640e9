import { data } from "react-router";
import type { z } from "zod";
import { isAppError } from "./app-error";

/**
 * What every form action answers, success or not: `fields` holds one message per invalid field and `values` what
 * was typed, so the page can show the form again as it was sent.
 */
export interface FormReply<Intent extends string = string> {
  ok: boolean;
  intent: Intent | null;
  message: string;
  fields: Record<string, string>;
  values: FormValues;
}

/** A form's text entries by name: one value, or a list when the name was sent more than once (checkboxes). */
export type FormValues = Record<string, string | string[]>;

/** One zod schema per intent: it reads that intent's fields from the form's entries. */
export type IntentSchemas = Record<string, z.ZodType>;

/** A form that passed its intent's schema: `switch (parsed.intent)` narrows `value` to that intent's output. */
export type ParsedIntent<S extends IntentSchemas> = {
  [I in keyof S & string]: { ok: true; intent: I; value: z.output<S[I]>; values: FormValues };
}[keyof S & string];

/** `{ "businessProblem.features": "must be a list of strings" }`: one message per field. */
export function formatFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".") || "body";
    const key = path.replace(/\.\d+$/, "");
    fields[key] ??= issue.message;
  }
  return fields;
}

export const INVALID_FORM_MESSAGE = "Please correct the fields marked below.";
export const UNKNOWN_INTENT_MESSAGE = "Unknown action.";

/** The form's text entries (files are never echoed back); a name sent more than once gives the list of its values. */
export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") continue;
    const seen = values[key];
    values[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return values;
}

export function success<I extends string>(intent: I, message: string): FormReply<I> {
  return { ok: true, intent, message, fields: {}, values: {} };
}

export function failure<I extends string>(
  intent: I | null,
  message: string,
  extra: { fields?: Record<string, string>; values?: FormValues } = {},
): FormReply<I> {
  return { ok: false, intent, message, fields: extra.fields ?? {}, values: extra.values ?? {} };
}

/** A form that failed its schema, or named no known intent: answer `reply` with `status`. */
export type RefusedForm<I extends string> = { ok: false; status: 400; reply: FormReply<I> };

/** Validates a page's one form with its schema; the reply to an invalid form names each field and echoes the form. */
export function parseForm<I extends string, S extends z.ZodType>(
  form: FormData,
  intent: I,
  schema: S,
  invalidMessage = INVALID_FORM_MESSAGE,
): { ok: true; intent: I; value: z.output<S>; values: FormValues } | RefusedForm<I> {
  const values = formValues(form);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, intent, value: parsed.data, values };
  const fields = formatFieldErrors(parsed.error);
  return { ok: false, status: 400, reply: failure(intent, invalidMessage, { fields, values }) };
}

/** Reads the form's `intent` and validates the form with that intent's schema (see parseForm). */
export function parseIntent<S extends IntentSchemas>(
  form: FormData,
  schemas: S,
  invalidMessage = INVALID_FORM_MESSAGE,
): ParsedIntent<S> | RefusedForm<keyof S & string> {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(schemas, intent))
    return {
      ok: false,
      status: 400,
      reply: failure(null, UNKNOWN_INTENT_MESSAGE, { values: formValues(form) }),
    };
  return parseForm(form, intent, schemas[intent] as z.ZodType, invalidMessage) as
    | ParsedIntent<S>
    | RefusedForm<keyof S & string>;
}

/**
 * Runs one intent's work and answers its reply; an AppError it throws (not found, conflict, rate limited …) becomes a failure reply
 * with the error's status, message, field messages and headers, so the page shows it beside the form. Any other
 * error is not the user's doing and goes on to the route's error boundary.
 */
export async function replyingToAppErrors<I extends string>(
  intent: I,
  values: FormValues,
  work: () => Promise<FormReply<I>>,
) {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    const reply = failure(intent, error.message, { fields: error.details?.fields, values });
    return data(reply, { status: error.status, headers: error.details?.headers });
  }
}
