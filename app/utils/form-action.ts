import { data, type UNSAFE_DataWithResponseInit } from "react-router";
import { z } from "zod";
import { isAppError } from "./app-error";

/**
 * What every form action answers, success or not: `fields` holds one message per invalid field and `values` what
 * was typed, so the page can show the form again as it was sent.
 */
export interface FormReply<Intent extends string = string, Result = undefined> {
  ok: boolean;
  intent: Intent | null;
  message: string;
  fields: Record<string, string>;
  values: FormValues;
  /**
   * What the intent produced for the page to show, when it is more than a message: a claimed lead's preview; on a
   * refused registration, the listed products the vendor may claim instead.
   */
  result?: Result;
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

/** A form field read as one string (the first value when the name was sent twice, "" when absent). */
export const textField = () =>
  z.preprocess((value) => textValue(value as string | string[] | undefined), z.string());

/** A repeated name's values as a list (none, one or several), for schemas over formValues. */
export function listValue(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** A name's one value ("" when absent; the first when it was sent more than once). */
export function textValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? "";
}

export function success<I extends string, R = undefined>(
  intent: I,
  message: string,
  result?: R,
): FormReply<I, R> {
  return result === undefined
    ? { ok: true, intent, message, fields: {}, values: {} }
    : { ok: true, intent, message, fields: {}, values: {}, result };
}

export function failure<I extends string, R = undefined>(
  intent: I | null,
  message: string,
  extra: { fields?: Record<string, string>; values?: FormValues; result?: R } = {},
): FormReply<I, R> {
  const reply: FormReply<I, R> = {
    ok: false,
    intent,
    message,
    fields: extra.fields ?? {},
    values: extra.values ?? {},
  };
  return extra.result === undefined ? reply : { ...reply, result: extra.result };
}

/** The message of a refused form: a fixed text, or one made from the field messages (e.g. the first of them). */
export type InvalidMessage = string | ((fields: Record<string, string>) => string);

/** The first field's message, or `fallback` when no field has one: for forms whose message is the one problem. */
export const firstFieldMessage =
  (fallback = INVALID_FORM_MESSAGE) =>
  (fields: Record<string, string>): string =>
    Object.values(fields)[0] ?? fallback;

/** A form that failed its schema, or named no known intent: answer `reply` (which has no result) with `status`. */
export type RefusedForm<I extends string> = { ok: false; status: 400; reply: FormReply<I, never> };

/** Validates a page's one form with its schema; the reply to an invalid form names each field and echoes the form. */
export function parseForm<I extends string, S extends z.ZodType>(
  form: FormData,
  intent: I,
  schema: S,
  invalidMessage: InvalidMessage = INVALID_FORM_MESSAGE,
): { ok: true; intent: I; value: z.output<S>; values: FormValues } | RefusedForm<I> {
  const values = formValues(form);
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, intent, value: parsed.data, values };
  const fields = formatFieldErrors(parsed.error);
  const message = typeof invalidMessage === "string" ? invalidMessage : invalidMessage(fields);
  return { ok: false, status: 400, reply: failure<I, never>(intent, message, { fields, values }) };
}

/** Reads the form's `intent` and validates the form with that intent's schema (see parseForm). */
export function parseIntent<S extends IntentSchemas>(
  form: FormData,
  schemas: S,
  invalidMessage: InvalidMessage = INVALID_FORM_MESSAGE,
): ParsedIntent<S> | RefusedForm<keyof S & string> {
  const intent = form.get("intent");
  if (typeof intent !== "string" || !Object.hasOwn(schemas, intent))
    return {
      ok: false,
      status: 400,
      reply: failure<keyof S & string, never>(null, UNKNOWN_INTENT_MESSAGE, { values: formValues(form) }),
    };
  return parseForm(form, intent, schemas[intent] as z.ZodType, invalidMessage) as
    | ParsedIntent<S>
    | RefusedForm<keyof S & string>;
}

/**
 * Runs one intent's work and answers its reply (a redirect it throws goes through); an AppError it throws (not found, conflict, rate limited …) becomes a failure reply
 * with the error's status, message, field messages and headers, so the page shows it beside the form. Any other
 * error is not the user's doing and goes on to the route's error boundary.
 */
export async function replyingToAppErrors<I extends string, R = undefined>(
  intent: I | null,
  values: FormValues,
  work: () => Promise<FormReply<I, R> | UNSAFE_DataWithResponseInit<FormReply<I, R>>>,
) {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    const reply = failure<I, R>(intent, error.message, { fields: error.details?.fields, values });
    return data(reply, { status: error.status, headers: error.details?.headers });
  }
}

/**
 * A resource route's answer to a page's fetcher: the reply as JSON, never cached, with its status and headers (an
 * AppError's Retry-After).
 */
export function replyResponse<I extends string, R = undefined>(
  answer: FormReply<I, R> | UNSAFE_DataWithResponseInit<FormReply<I, R>>,
): Response {
  const [body, init] = "init" in answer ? [answer.data, answer.init ?? {}] : [answer, {}];
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { status: init.status ?? 200, headers });
}
