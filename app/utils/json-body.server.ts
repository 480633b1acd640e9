import { AppError } from "./app-error";

/**
 * Reads a JSON request body of at most `limitBytes`, counting the bytes as they stream in
 * (a missing or false Content-Length cannot get past the limit).
 */
export async function readJsonBody(request: Request, limitBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new AppError(
      "unsupported_media_type",
      "Request body must be JSON (Content-Type: application/json)",
    );
  }
  if (!request.body) throw new AppError("bad_request", "Request body must be valid JSON");
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
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "Request body must be valid JSON");
  }
}

function tooLarge(limitBytes: number) {
  return new AppError(
    "payload_too_large",
    `Request body must be at most ${Math.round(limitBytes / 1024)} KB`,
  );
}
