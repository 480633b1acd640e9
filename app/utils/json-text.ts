import { LruCache } from "./lru-cache";

/**
 * A value sent to the browser as JSON text. React Router encodes loader data value by value (turbo-stream) on every
 * response; a large value that is the same on every view (a stored search's ranked vendors) is encoded once where it
 * is built, kept with it, and sent as one string, which the page decodes once.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

/** Every UTF-16 code unit outside ASCII (DEL included); a character beyond the BMP is its two surrogates. */
const NON_ASCII = /[\u007f-\uffff]/g;
const escapeCodeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * JSON text in ASCII only: every other character is written as its `\uXXXX` escape, which `JSON.parse` reads back
 * as the same string. One character outside Latin-1 (the € of a budget, a dash in a vendor's description) makes V8
 * keep a whole string with two bytes per character: this text, and every copy React Router makes of the page's data
 * (encoded, decoded, escaped into a script: ~36 KB each for a search of 20 vendors), twice the size and slower to
 * scan and encode. Kept to ASCII, they stay one byte per character.
 */
export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value).replace(NON_ASCII, escapeCodeUnit) as JsonText<T>;
}

/**
 * Texts encoded by `jsonTextCache` in this process, with their decoded value: the server renders the page from the
 * text it sends, and decoding it again on every view was 1.7 % of a results view. Decoded once, from the text, so
 * the value is exactly what the browser decodes. Shared between requests: never mutated.
 */
const decoded = new LruCache<string, unknown>(1000);

export function fromJsonText<T>(text: JsonText<T>): T {
  const known = decoded.get(text);
  return (known !== undefined ? known : JSON.parse(text)) as T;
}

/** `encode` applied once per value (by identity): for values that are immutable once built, such as cached views. */
export function jsonTextCache<K extends object, T>(encode: (key: K) => T): (key: K) => JsonText<T> {
  const cache = new WeakMap<K, JsonText<T>>();
  return (key) => {
    let text = cache.get(key);
    if (text === undefined) {
      text = toJsonText(encode(key));
      cache.set(key, text);
      decoded.set(text, JSON.parse(text));
    }
    return text;
  };
}
