import { describe, expect, it } from "vitest";
import { fromJsonText, jsonTextCache, toJsonText } from "./json-text";

describe("JSON text", () => {
  it("round-trips a value, text included that would end a script", () => {
    const value = [{ name: "</script><b>", n: 1.5, list: ["é", "\u2028"], none: null }];
    expect(fromJsonText(toJsonText(value))).toEqual(value);
  });

  it("encodes each key once, by identity", () => {
    let calls = 0;
    const encode = jsonTextCache((list: number[]) => {
      calls += 1;
      return list.map((n) => n * 2);
    });
    const a = [1, 2];
    expect(fromJsonText(encode(a))).toEqual([2, 4]);
    expect(encode(a)).toBe(encode(a));
    expect(calls).toBe(1);
    expect(fromJsonText(encode([1, 2]))).toEqual([2, 4]);
    expect(calls).toBe(2);
  });

  it("decodes a text it encoded to the same value each time, equal to a fresh decode", () => {
    const encode = jsonTextCache((n: { at: Date; gone?: undefined }) => n);
    const text = encode({ at: new Date(0), gone: undefined });
    expect(fromJsonText(text)).toBe(fromJsonText(text));
    expect(fromJsonText(text)).toEqual(JSON.parse(text));
    expect(fromJsonText(text)).toEqual({ at: "1970-01-01T00:00:00.000Z" });
  });
});
