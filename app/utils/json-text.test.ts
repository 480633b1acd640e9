import { describe, expect, it } from "vitest";
import { fromJsonText, jsonTextCache, toJsonText } from "./json-text";

describe("JSON text", () => {
  it("round-trips a value, text included that would end a script", () => {
    const value = [{ name: "</script><b>", n: 1.5, list: ["é", "\u2028"], none: null }];
    expect(fromJsonText(toJsonText(value))).toEqual(value);
  });

  it("writes only ASCII, and every other character (astral, lone surrogates, RTL marks, NUL) reads back the same", () => {
    const value = {
      budget: "€5,000–€20,000/year",
      name: "Zoë's café ☕ 😀 \u202e\u200f مرحبا 你好",
      odd: ["\ud800", "\udfff x", "\u0000", "\u007f\u0080\u00ff", "\uffff"],
    };
    const text = toJsonText(value);
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(text).toContain("\\u20ac5,000\\u2013");
    expect(JSON.parse(text)).toEqual(value);
    expect(fromJsonText(text)).toEqual(value);
    // Text that is ASCII already is what JSON.stringify writes.
    expect(toJsonText({ a: "plain", n: [1, null] })).toBe(JSON.stringify({ a: "plain", n: [1, null] }));
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
