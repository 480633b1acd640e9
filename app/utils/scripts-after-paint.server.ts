import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\/?>/gi;
const HREF = /\bhref="([^"]*)"/i;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>/i;
const NONCE = /\bnonce="([^"]*)"/i;

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
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let phase: "head" | "body" | "done" = "head";
  let hrefs: string[] = [];

  /** Rewrites what can be rewritten in `pending` and returns the text that is final. */
  const advance = (end: boolean): string => {
    let out = "";
    if (phase === "head") {
      const close = pending.indexOf("</head>");
      if (close < 0 && !end) return "";
      const at = close < 0 ? pending.length : close;
      const taken = takeModulePreloads(pending.slice(0, at));
      hrefs = taken.hrefs;
      out += taken.head;
      pending = pending.slice(at);
      phase = "body";
    }
    if (phase === "body") {
      const open = MODULE_SCRIPT.exec(pending);
      const close = open ? pending.indexOf("</script>", open.index + open[0].length) : -1;
      if (open && close >= 0) {
        const code = pending.slice(open.index + open[0].length, close);
        out += pending.slice(0, open.index) + paintFirstScript(open[0], code, hrefs);
        pending = pending.slice(close + "</script>".length);
        phase = "done";
      } else if (end) {
        out += pending;
        pending = "";
      } else {
        // Keep what may be the start of the module script: its tag, or the tag's first characters.
        const lastTag = pending.lastIndexOf("<");
        const keepFrom = open
          ? open.index
          : lastTag >= 0 && pending.indexOf(">", lastTag) < 0
            ? lastTag
            : pending.length;
        out += pending.slice(0, keepFrom);
        pending = pending.slice(keepFrom);
      }
    }
    if (phase === "done") {
      out += pending;
      pending = "";
    }
    return out;
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      const out = advance(false);
      callback(null, out === "" ? undefined : Buffer.from(out, "utf8"));
    },
    flush(callback) {
      pending += decoder.end();
      const out = advance(true);
      callback(null, out === "" ? undefined : Buffer.from(out, "utf8"));
    },
  });
}
