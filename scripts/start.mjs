// npm start: builds the app when the build is missing or older than the sources, then serves it.
import { ensureBuilt } from "./ensure-build.mjs";

let entry;
try {
  entry = ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.NODE_ENV ??= "production";
const { start } = await import(entry);
await start();
