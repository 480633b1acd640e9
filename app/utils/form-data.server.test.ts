import { describe, expect, it } from "vitest";
import { readFormData, UNREADABLE_FORM_MESSAGE } from "./form-data.server";

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

  // Found by the fuzz run (issue 7): these bodies made the marketplace and vendor-register actions answer 500.
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
});
