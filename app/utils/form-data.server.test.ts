import { describe, expect, it } from "vitest";
import { readFormData, tryReadFormData, UNREADABLE_FORM_MESSAGE } from "./form-data.server";

/** A urlencoded POST whose body streams in `chunks` parts of `size` bytes, with no Content-Length (chunked). */
function chunked(chunks: number, size: number): { request: Request; pulled: () => number } {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent++;
      controller.enqueue(new TextEncoder().encode(`a=${"x".repeat(size - 2)}`));
    },
  });
  const request = new Request("http://localhost/x", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => sent };
}

const post = (type: string, body: BodyInit) =>
  new Request("http://localhost/x", { method: "POST", headers: { "content-type": type }, body });

describe("readFormData", () => {
  it("reads urlencoded and multipart forms", async () => {
    expect((await readFormData(post("application/x-www-form-urlencoded", "a=1&b=%C3%A9"))).get("b")).toBe(
      "é",
    );
    const form = new FormData();
    form.set("a", "1");
    expect(
      (await readFormData(new Request("http://localhost/x", { method: "POST", body: form }))).get("a"),
    ).toBe("1");
  });

  // Found by the fuzz run: these bodies made the marketplace and vendor-register actions answer 500.
  it.each([
    [
      "multipart with bytes that are not multipart",
      "multipart/form-data; boundary=x",
      new Uint8Array([255, 254, 123, 125]),
    ],
    ["multipart with an empty body", "multipart/form-data; boundary=x", new Uint8Array([])],
    ["multipart without a boundary", "multipart/form-data", "--x\r\n"],
  ])("throws a 400 with a clear message for %s", async (_, type, body) => {
    const thrown = await readFormData(post(type, body)).catch((e: unknown) => e);
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      init: { status: 400 },
      data: { error: UNREADABLE_FORM_MESSAGE },
    });
  });

  it("refuses a chunked body with 413 as soon as it passes the limit, reading no further", async () => {
    const { request, pulled } = chunked(1000, 1024);
    expect(await tryReadFormData(request, 10 * 1024)).toEqual({
      ok: false,
      status: 413,
      error: "Request body must be at most 10 KB",
    });
    // 11 chunks pass the limit; the stream may have one more queued, never the rest of the 1,000.
    expect(pulled()).toBeLessThanOrEqual(12);
    const thrown = await readFormData(chunked(1000, 1024).request, 10 * 1024).catch((e: unknown) => e);
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 413 } });
  });

  it("refuses a declared Content-Length over the limit before reading, and reads a form within it", async () => {
    const declared = post("application/x-www-form-urlencoded", `a=${"x".repeat(4000)}`);
    expect(await tryReadFormData(declared, 1024)).toMatchObject({ ok: false, status: 413 });
    const within = await tryReadFormData(chunked(3, 1024).request, 10 * 1024);
    expect(within.ok && within.form.get("a")?.toString().length).toBe(3 * 1024 - 2);
  });
});
