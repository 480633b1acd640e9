import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/**
 * Gives a document's module preloads `fetchpriority="low"`.
 *
 * React Router's <Scripts> preloads the page's modules (client entry, root and page routes, their chunks) at High
 * priority, the priority of render-blocking resources. The first paint needs none of them: the page is rendered on
 * the server and its stylesheet is inline. At Low priority a slow connection serves the document and the preloaded
 * above-the-fold image first; the modules still start at once, and the page hydrates when they have arrived.
 */
export function lowerModulePreloadPriority(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}

/** A pass-through for the rendered HTML that rewrites it up to `</head>` with {@link lowerModulePreloadPriority}. */
export function lowerModulePreloadPriorityStream(): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, chunk);
      head += decoder.write(chunk);
      if (!head.includes("</head>")) return callback();
      done = true;
      const rewritten = lowerModulePreloadPriority(head);
      head = "";
      callback(null, Buffer.from(rewritten, "utf8"));
    },
    flush(callback) {
      const rest = done ? "" : lowerModulePreloadPriority(head + decoder.end());
      callback(null, rest === "" ? undefined : Buffer.from(rest, "utf8"));
    },
  });
}
