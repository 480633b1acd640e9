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
  if (declared > limitBytes) {
    discardRest(reader);
    throw tooLarge(limitBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      discardRest(reader);
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

/** Bytes of an oversized body read and dropped before the connection is cut instead. */
const DISCARD_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and drops the rest of an oversized body in the background, so the client, still sending, receives the 413
 * rather than a reset connection (cancelling the stream destroys the socket). Past DISCARD_LIMIT_BYTES it cancels.
 */
function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  void (async () => {
    let left = DISCARD_LIMIT_BYTES;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.byteLength;
      if (left < 0) {
        await reader.cancel();
        return;
      }
    }
  })().catch(() => {});
}

function tooLarge(limitBytes: number) {
  return new AppError(
    "payload_too_large",
    `Request body must be at most ${Math.round(limitBytes / 1024)} KB`,
  );
}
