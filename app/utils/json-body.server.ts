import { AppError } from "./app-error";

/** Reads a JSON request body of at most `limitBytes` (see `readBodyText`). */
export async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError(
      "unsupported_media_type",
      "Request body must be JSON (Content-Type: application/json)",
    );
  }
  if (!request.body) throw new AppError("bad_request", "Request body must be valid JSON");
  const text = await readBodyText(request, limitBytes);
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
}

/**
 * The most bytes any form or JSON body may carry (the largest form, a full vendor profile, is a fraction of it).
 * Routes may ask for less; none reads more.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The request body as text, at most `limitBytes` (see readBodyBytes); "" without a body. Every body a route reads
 * itself goes through readBodyBytes.
 */
export async function readBodyText(request: Request, limitBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limitBytes));
}

/**
 * The request body, at most `limitBytes`, counting the bytes as they stream in (a missing or false Content-Length
 * cannot get past the limit: a chunked body is refused as soon as it passes it, and nothing beyond is read); empty
 * without a body. Past the limit it throws a 413 AppError.
 */
export async function readBodyBytes(
  request: Request,
  limitBytes = REQUEST_BODY_LIMIT_BYTES,
): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("content-length") ?? "0");
  // Past the limit the reader is let go rather than cancelled (that would reset the connection before the 413
  // reaches the client); the server drops the rest of the body after answering (server/http-app.ts).
  if (declared > limitBytes) {
    reader.releaseLock();
    throw tooLarge(limitBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      reader.releaseLock();
      throw tooLarge(limitBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

function tooLarge(limitBytes: number) {
  return new AppError(
    "payload_too_large",
    `Request body must be at most ${Math.round(limitBytes / 1024)} KB`,
  );
}
