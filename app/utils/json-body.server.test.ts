import { describe, expect, it } from "vitest";
import { isAppError } from "./app-error";
import { readBodyText, readJsonBody } from "./json-body.server";

/** A POST whose body streams in `parts` without a Content-Length (as a chunked request does). */
function streamed(parts: string[], type = "application/json"): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Request("http://localhost/x", {
    method: "POST",
    headers: { "content-type": type },
    body,
    duplex: "half",
  } as RequestInit);
}

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { code: error.code, message: error.message };
}

describe("readBodyText", () => {
  it("reads a body within the limit, whatever its characters, and an absent body as empty text", async () => {
    expect(await readBodyText(streamed(["héllo ", "wörld 🙂"]), 64)).toBe("héllo wörld 🙂");
    expect(await readBodyText(new Request("http://localhost/x"), 64)).toBe("");
  });

  it("refuses a body over the limit with 413, declared or only counted as it streams in", async () => {
    const declared = new Request("http://localhost/x", {
      method: "POST",
      headers: { "content-length": "3000" },
      body: "x".repeat(3000),
    });
    expect(await failure(readBodyText(declared, 2048))).toEqual({
      code: "payload_too_large",
      message: "Request body must be at most 2 KB",
    });
    const undeclared = streamed(["x".repeat(40), "x".repeat(40)]);
    expect((await failure(readBodyText(undeclared, 64))).code).toBe("payload_too_large");
  });
});

describe("readJsonBody", () => {
  it("parses JSON and refuses other media types and text that is not JSON", async () => {
    expect(await readJsonBody(streamed(['{"a":', "[1,2]}"]), 1024)).toEqual({ a: [1, 2] });
    expect((await failure(readJsonBody(streamed(["{}"], "text/plain"), 1024))).code).toBe(
      "unsupported_media_type",
    );
    expect((await failure(readJsonBody(streamed(["{nope"]), 1024))).code).toBe("bad_request");
  });
});
