import { LruCache } from "./lru-cache";

/**
 * A value sent to the browser as JSON text. React Router encodes loader data value by value (turbo-stream) on every
 * response; a large value that is the same on every view (a stored search's ranked vendors) is encoded once where it
 * is built, kept with it, and sent as one string, which the page decodes once.
 */
export type JsonText<T> = string & { readonly __jsonOf?: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
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
