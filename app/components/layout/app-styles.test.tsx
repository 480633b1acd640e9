import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { styleTextAsHtml } from "./app-styles";

describe("styleTextAsHtml", () => {
  it("escapes a stylesheet exactly as React escapes a <style>'s text", () => {
    for (const css of [
      "a{color:red}",
      'a::after{content:"</style><script>alert(1)</script>"}',
      "/* <STYLE> </Style > <sTyLe */ b{}",
      "",
    ]) {
      expect(`<style>${styleTextAsHtml(css)}</style>`).toBe(renderToStaticMarkup(<style>{css}</style>));
    }
  });

  it("leaves no way to close the element", () => {
    expect(styleTextAsHtml("x</style>y").toLowerCase()).not.toContain("</style");
  });
});
