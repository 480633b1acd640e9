import { data } from "react-router";
import { isAppError } from "./app-error";
import { isClientAbort } from "./client-abort";
import { REQUEST_BODY_LIMIT_BYTES, readBodyBytes } from "./json-body.server";

export const UNREADABLE_FORM_MESSAGE =
  "The form could not be read. Send it as application/x-www-form-urlencoded or multipart/form-data.";

/** A form read from a request body: its fields, or why it could not be read (400) or was too large (413). */
export type FormRead = { ok: true; form: FormData } | { ok: false; status: 400 | 413; error: string };

/**
 * The request's form fields, from at most `limitBytes` of body counted as they arrive (readBodyBytes): a larger
 * body, declared or chunked, is refused with 413 as soon as it passes the limit. A body that is not a readable form
 * (malformed multipart, a wrong boundary, bytes that are not a form) is the client's mistake: 400, never a 500.
 */
export async function tryReadFormData(
  request: Request,
  limitBytes = REQUEST_BODY_LIMIT_BYTES,
): Promise<FormRead> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readBodyBytes(request, limitBytes);
  } catch (error) {
    if (isAppError(error) && error.code === "payload_too_large")
      return { ok: false, status: 413, error: error.message };
    throw error;
  }
  try {
    const type = request.headers.get("content-type") ?? "";
    return { ok: true, form: await new Response(body, { headers: { "content-type": type } }).formData() };
  } catch (error) {
    if (isClientAbort(error) || request.signal.aborted) throw error;
    return { ok: false, status: 400, error: UNREADABLE_FORM_MESSAGE };
  }
}

/** The request's form fields (see tryReadFormData); a body that cannot be read is thrown as its 400 or 413. */
export async function readFormData(
  request: Request,
  limitBytes = REQUEST_BODY_LIMIT_BYTES,
): Promise<FormData> {
  const read = await tryReadFormData(request, limitBytes);
  if (read.ok) return read.form;
  throw data({ error: read.error }, { status: read.status, headers: { "Cache-Control": "no-store" } });
}
