import { describe, expect, it } from "vitest";
import { matrixDownloadHref, matrixHref, readMatrixParams } from "./matrix-params";

describe("matrix links", () => {
  it("carry the search's id and the chosen vendors, and read back the same", () => {
    const href = matrixHref("abcdefghijklmnopqrstuv", ["zendesk", "freshdesk"]);
    expect(href).toBe("/results/matrix?r=abcdefghijklmnopqrstuv&v=zendesk&v=freshdesk");
    expect(readMatrixParams(new URL(href, "http://x.test").searchParams)).toEqual({
      requestId: "abcdefghijklmnopqrstuv",
      chosen: ["zendesk", "freshdesk"],
    });
    expect(matrixDownloadHref("abcdefghijklmnopqrstuv", [], "xlsx")).toBe(
      "/results/matrix/download?r=abcdefghijklmnopqrstuv&format=xlsx",
    );
  });
});
