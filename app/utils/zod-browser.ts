/**
 * The browser's `zod`: vite.config.ts aliases the bare "zod" import of client code to this module, so it runs before
 * any schema is built. Zod's JIT compiles object parsers with `new Function`, and even its feature probe
 * (`Function("")`, caught) is reported by the browser as a Content-Security-Policy violation of `script-src`, which
 * has no 'unsafe-eval' and must not get it. Jitless parsing is the documented mode for strict CSPs; the server keeps
 * the JIT.
 */
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z as default } from "zod/v4";
