import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { paintFirstScript, scriptsAfterPaintStream, takeModulePreloads } from "./scripts-after-paint.server";

const HEAD =
  '<!DOCTYPE html><html lang="en"><head><link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/app-2.js" nonce="n"/></head>';
const MODULE_CODE =
  'import "/assets/entry.client-1.js";\nimport * as route0 from "/assets/app-2.js";\nwindow.x = "</p>";';
const BODY_START = '<body><p>Grüße — “quoted” <code>&lt;link rel="modulepreload"</code></p>';
const MODULE_TAG = '<script nonce="n" type="module" async="">';
const BODY_END = '<script nonce="n">window.y = 1;</script></body></html>';
const DOCUMENT = `${HEAD + BODY_START + MODULE_TAG + MODULE_CODE}</script>${BODY_END}`;

function chunked(html: string, size: number): Readable {
  const bytes = Buffer.from(html, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return Readable.from(chunks);
}

type Paint = "first-paint" | "first-contentful-paint";

/**
 * Runs a paint-first script with a fake DOM. `paints` are the paint entries the browser reports, in order; without
 * them the page has no PerformanceObserver and two animation frames stand for the first paint. Returns what the
 * script added to the document before the first contentful paint, after it, and after the one-second fallback.
 */
function runLoader(script: string, paints?: Paint[]) {
  const added: Record<string, string>[] = [];
  const frameCallbacks: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const element = (tag: string) => {
    const attributes: Record<string, string> = { tag };
    return new Proxy(attributes, {
      get: (target, key) =>
        key === "setAttribute"
          ? (name: string, value: string) => (target[name] = value)
          : target[key as string],
      set: (target, key, value) => {
        target[key as string] = String(value);
        return true;
      },
    });
  };
  const append = (node: Record<string, string>) => added.push({ ...node });
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, o: unknown) => void) | undefined;
  let disconnected = false;
  const window: Record<string, unknown> = {
    requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
    setTimeout: (callback: () => void, delay: number) => timers.push({ callback, delay }),
  };
  if (paints) {
    window.PerformanceObserver = class {
      constructor(callback: typeof observer) {
        observer = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
    };
  }
  const document = {
    currentScript: { nonce: "n" },
    createElement: element,
    head: { appendChild: append },
    body: { appendChild: append },
  };
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(script)?.[1] ?? "";
  runInNewContext(code, { document, window });
  const runTimers = (delay: number) => {
    for (const timer of timers.splice(0)) {
      if (timer.delay === delay) timer.callback();
      else timers.push(timer);
    }
  };
  const beforePaint = added.length;
  if (paints) {
    expect(frameCallbacks).toHaveLength(0);
    for (const paint of paints) {
      if (disconnected) break;
      observer?.(
        { getEntriesByName: (name) => (name === paint ? [{}] : []) },
        { disconnect: () => (disconnected = true) },
      );
      runTimers(0);
      if (paint === "first-paint") expect(added).toHaveLength(0);
    }
  } else {
    frameCallbacks.shift()?.();
    expect(added).toHaveLength(0); // one frame is not enough: the first paint happens after it
    frameCallbacks.shift()?.();
  }
  const afterPaint = added.length;
  runTimers(1000);
  return { added, beforePaint, afterPaint };
}

describe("takeModulePreloads", () => {
  it("removes every module preload, returns their URLs and leaves other links alone", () => {
    const { head, hrefs } = takeModulePreloads(HEAD);
    expect(hrefs).toEqual(["/assets/entry.client-1.js", "/assets/app-2.js"]);
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="preload" as="image" href="/a.webp" fetchPriority="high"/>');
  });
});

describe("paintFirstScript", () => {
  const script = paintFirstScript(MODULE_TAG, MODULE_CODE, ["/assets/entry.client-1.js", "/assets/app-2.js"]);

  it("is one classic script with the module script's nonce and no way out of the script element", () => {
    expect(script.startsWith('<script nonce="n">')).toBe(true);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toMatch(/<script[^>]*type="module"/);
  });

  const ADDED = [
    {
      tag: "link",
      rel: "modulepreload",
      href: "/assets/entry.client-1.js",
      fetchpriority: "low",
      nonce: "n",
    },
    { tag: "link", rel: "modulepreload", href: "/assets/app-2.js", fetchpriority: "low", nonce: "n" },
    { tag: "script", type: "module", nonce: "n", text: MODULE_CODE },
  ];

  it("adds the preloads and the module script after the first contentful paint, once", () => {
    const { added, beforePaint, afterPaint } = runLoader(script, ["first-paint", "first-contentful-paint"]);
    expect([beforePaint, afterPaint]).toEqual([0, 3]);
    expect(added).toEqual(ADDED);
  });

  it("waits for two animation frames where the browser has no paint timing", () => {
    const { added, beforePaint, afterPaint } = runLoader(script);
    expect([beforePaint, afterPaint]).toEqual([0, 3]);
    expect(added).toEqual(ADDED);
  });

  it("loads after a second when the page has not painted (a hidden tab)", () => {
    const { added, afterPaint } = runLoader(script, []);
    expect(afterPaint).toBe(0);
    expect(added).toEqual(ADDED);
  });
});

describe("scriptsAfterPaintStream", () => {
  const expected =
    takeModulePreloads(HEAD).head +
    BODY_START +
    paintFirstScript(MODULE_TAG, MODULE_CODE, ["/assets/entry.client-1.js", "/assets/app-2.js"]) +
    BODY_END;

  it.each([1, 7, 64, 100_000])("rewrites the document the same in chunks of %i bytes", async (size) => {
    const out = await text(chunked(DOCUMENT, size).pipe(scriptsAfterPaintStream()));
    expect(out).toBe(expected);
  });

  it("passes the chunks written in one go on as one buffer", async () => {
    const stream = scriptsAfterPaintStream();
    const out: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk));
    const bytes = Buffer.from(DOCUMENT, "utf8");
    for (let at = 0; at < bytes.length; at += 16) stream.write(bytes.subarray(at, at + 16));
    await new Promise((resolve) => setImmediate(resolve));
    expect(out).toHaveLength(1);
    const ended = new Promise((resolve) => stream.on("end", resolve));
    stream.end();
    await ended;
    expect(Buffer.concat(out).toString("utf8")).toBe(expected);
  });

  it("passes a document without a head or a module script through", async () => {
    const page = "<p>Grüße</p><script>1</script>";
    expect(await text(chunked(page, 3).pipe(scriptsAfterPaintStream()))).toBe(page);
  });
});
