import { Transform } from "node:stream";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\/?>/gi;
const HREF = /\bhref="([^"]*)"/i;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/i;
const NONCE = /\bnonce="([^"]*)"/i;
const HEAD_CLOSE = Buffer.from("</head>");
const PRELOAD_OPEN = Buffer.from('<link rel="modulepreload"');
const MODULE_TYPE = Buffer.from('type="module"');
const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const LT = Buffer.from("<");
const GT = Buffer.from(">");

/**
 * Runs in the page: once the browser reports the first contentful paint (or after two animation frames where there
 * is no paint timing; at the latest after a second, as a hidden tab paints nothing), it adds the module preloads
 * (at Low priority) and React Router's module script, with the page's nonce. Arguments: the preloaded URLs and the
 * module script's text.
 */
const LOADER =
  "(function(p,c){var d=document,w=window,n=d.currentScript&&d.currentScript.nonce,s=0;function go(){if(s)return;s=1;" +
  'p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;' +
  'l.setAttribute("fetchpriority","low");if(n)l.nonce=n;d.head.appendChild(l)});' +
  'var e=d.createElement("script");e.type="module";if(n)e.nonce=n;e.text=c;d.body.appendChild(e)}' +
  'try{new w.PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){' +
  'o.disconnect();w.setTimeout(go,0)}}).observe({type:"paint",buffered:true})}' +
  "catch(x){w.requestAnimationFrame(function(){w.requestAnimationFrame(go)})}w.setTimeout(go,1000)})";

/** A value as a JavaScript literal that is safe inside an inline <script> (no `</script>`, no `<!--`). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** Removes the document head's module preloads and returns them (their URLs) with the rest of the head. */
export function takeModulePreloads(head: string): { head: string; hrefs: string[] } {
  const hrefs: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href === undefined) return link;
    hrefs.push(href.replaceAll("&amp;", "&"));
    return "";
  });
  return { head: rest, hrefs };
}

/**
 * The classic inline script that replaces React Router's inline module script (`openTag` + `code`): it loads the
 * same module, and the preloads `hrefs`, after the first paint. Keeps the module script's nonce.
 */
export function paintFirstScript(openTag: string, code: string, hrefs: readonly string[]): string {
  const nonce = NONCE.exec(openTag)?.[1];
  return `<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${LOADER}(${scriptLiteral(hrefs)},${scriptLiteral(code)})</script>`;
}

/**
 * A pass-through for the rendered HTML that starts the page's JavaScript after its first paint.
 *
 * React Router's <Scripts> preloads the page's modules in the head and imports them from an inline module script.
 * The first paint needs none of them: the page is rendered on the server and its stylesheet is inline. Fetched with
 * the document they compete with it and with the above-the-fold image on a slow connection, and their evaluation
 * and React's hydration can run before the browser paints. So the head's module preloads are removed and the module
 * script becomes a small classic script that adds both once the page has painted (see LOADER). Everything after the
 * module script passes through unchanged.
 */
export function scriptsAfterPaintStream(): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let phase: "head" | "body" | "done" = "head";
  let hrefs: string[] = [];

  /**
   * Rewrites what can be rewritten in `pending` and returns the bytes that are final. Works on bytes: only the tags
   * it rewrites are decoded, the page's text (and the head's inline stylesheet) passes through as it came.
   */
  const advance = (end: boolean): Buffer[] => {
    const out: Buffer[] = [];
    if (phase === "head") {
      const close = pending.indexOf(HEAD_CLOSE);
      if (close < 0 && !end) return out;
      const at = close < 0 ? pending.length : close;
      hrefs = [];
      let from = 0;
      for (let link = pending.indexOf(PRELOAD_OPEN, from); link >= 0 && link < at; ) {
        const tagEnd = pending.indexOf(GT, link);
        if (tagEnd < 0 || tagEnd >= at) break;
        const taken = takeModulePreloads(pending.toString("utf8", link, tagEnd + 1));
        out.push(pending.subarray(from, link));
        if (taken.head !== "") out.push(Buffer.from(taken.head, "utf8"));
        hrefs.push(...taken.hrefs);
        from = tagEnd + 1;
        link = pending.indexOf(PRELOAD_OPEN, from);
      }
      out.push(pending.subarray(from, at));
      pending = pending.subarray(at);
      phase = "body";
    }
    if (phase === "body") {
      let keepFrom = pending.length;
      for (let search = 0; ; ) {
        const type = pending.indexOf(MODULE_TYPE, search);
        if (type < 0) {
          // Keep what may be the start of the module script: a tag not closed yet.
          const lastTag = pending.lastIndexOf(LT);
          if (!end && lastTag >= 0 && pending.indexOf(GT, lastTag) < 0) keepFrom = lastTag;
          break;
        }
        const open = pending.lastIndexOf(SCRIPT_OPEN, type);
        const tagEnd = pending.indexOf(GT, type);
        const lastGt = open < 0 ? -1 : pending.lastIndexOf(GT, type);
        if (open < 0 || lastGt > open) {
          search = type + MODULE_TYPE.length; // not inside a <script> tag
          continue;
        }
        if (tagEnd < 0) {
          if (!end) keepFrom = open;
          break;
        }
        const openTag = pending.toString("utf8", open, tagEnd + 1);
        const close = pending.indexOf(SCRIPT_CLOSE, tagEnd + 1);
        if (!MODULE_SCRIPT.test(openTag)) {
          search = tagEnd + 1;
          continue;
        }
        if (close < 0) {
          if (!end) keepFrom = open;
          break;
        }
        const code = pending.toString("utf8", tagEnd + 1, close);
        out.push(pending.subarray(0, open), Buffer.from(paintFirstScript(openTag, code, hrefs), "utf8"));
        pending = pending.subarray(close + SCRIPT_CLOSE.length);
        phase = "done";
        break;
      }
      if (phase === "body") {
        out.push(pending.subarray(0, keepFrom));
        pending = pending.subarray(keepFrom);
      }
    }
    if (phase === "done") {
      out.push(pending);
      pending = Buffer.alloc(0);
    }
    return out;
  };

  // React writes a rendered page as many 4 KB chunks in one go. They are gathered until the writes of that go are
  // over and passed on as one buffer: each chunk that goes on costs a turn through the web stream React Router
  // answers with and a socket write, more than the page's rewriting.
  let gathered: Buffer[] = [];
  let scheduled = false;
  const pass = (stream: Transform, end: boolean): void => {
    if (gathered.length > 0) pending = Buffer.concat([pending, ...gathered]);
    gathered = [];
    const out = advance(end).filter((part) => part.length > 0);
    if (out.length > 0) stream.push(out.length === 1 ? out[0] : Buffer.concat(out));
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      gathered.push(chunk);
      if (!scheduled) {
        scheduled = true;
        process.nextTick(() => {
          scheduled = false;
          if (gathered.length > 0 && !this.destroyed) pass(this, false);
        });
      }
      callback();
    },
    flush(callback) {
      pass(this, true);
      callback();
    },
  });
}
