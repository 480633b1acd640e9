import { data } from "react-router";
import { isClientAbort } from "./client-abort";

export const UNREADABLE_FORM_MESSAGE =
  "The form could not be read. Send it as application/x-www-form-urlencoded or multipart/form-data.";

/**
 * The request's form fields. A body that is not a readable form (malformed multipart, a wrong boundary, bytes that
 * are not a form) is the client's mistake: thrown as a 400 with a clear message, never a 500. Every form action
 * reads its body through this.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch (error) {
    if (isClientAbort(error) || request.signal.aborted) throw error;
    throw data({ error: UNREADABLE_FORM_MESSAGE }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
}
