// npm run dev: Vite in middleware mode with hot module reload; the same server code as production.
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const entry = (await vite.ssrLoadModule("/server/app.ts")) as typeof import("./app");
await entry.startDev(vite);
