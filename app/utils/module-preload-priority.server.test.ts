import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import {
  lowerModulePreloadPriority,
  lowerModulePreloadPriorityStream,
} from "./module-preload-priority.server";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/app-2.js" nonce="n"/></head>';
const BODY = '<body><p>Grüße — “quoted” <code>&lt;link rel="modulepreload"</code></p></body></html>';

function chunked(html: string, size: number): Readable {
  const bytes = Buffer.from(html, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

describe("lowerModulePreloadPriority", () => {
  it("marks every module preload low and leaves other links alone", () => {
    const out = lowerModulePreloadPriority(HEAD);
    expect(out.match(/rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(out).toContain('<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>');
  });

  it("does not add the attribute twice", () => {
    const once = lowerModulePreloadPriority(HEAD);
    expect(lowerModulePreloadPriority(once)).toBe(once);
  });
});

describe("lowerModulePreloadPriorityStream", () => {
  it.each([1, 7, 64, 100_000])(
    "rewrites the head and passes the body through unchanged (chunks of %i bytes)",
    async (size) => {
      const out = await text(chunked(HEAD + BODY, size).pipe(lowerModulePreloadPriorityStream()));
      expect(out).toBe(lowerModulePreloadPriority(HEAD) + BODY);
    },
  );

  it("rewrites a document that ends without a </head>", async () => {
    const out = await text(chunked(HEAD.replace("</head>", ""), 5).pipe(lowerModulePreloadPriorityStream()));
    expect(out).toBe(lowerModulePreloadPriority(HEAD.replace("</head>", "")));
  });
});
