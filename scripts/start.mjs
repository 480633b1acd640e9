// npm start: builds the app when the build is missing or older than the sources, then serves it.
import { ensureBuilt } from "./ensure-build.mjs";

let entry;
try {
  entry = ensureBuilt();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
// `npm start` with no NODE_ENV is the local run of the README: it serves http://localhost:PORT, so that is its
// public address unless one is given. An operator sets NODE_ENV=production, and then PUBLIC_URL is required.
const localRun = process.env.NODE_ENV === undefined;
if (localRun) {
  if (!process.env.PUBLIC_URL) {
    process.env.PUBLIC_URL = `http://localhost:${process.env.PORT || 3000}`;
    console.warn(
      JSON.stringify({
        level: 40,
        time: Date.now(),
        msg: `PUBLIC_URL is not set: links use ${process.env.PUBLIC_URL}. On a public server set PUBLIC_URL and NODE_ENV=production.`,
      }),
    );
  }
  // The production build, and libraries in production mode; the server knows it is the local run (the mail outbox
  // is listed at /dev/outbox, test-only settings are accepted) only through `localRun`.
  process.env.NODE_ENV = "production";
}
const { start } = await import(entry);
await start({ localRun });
