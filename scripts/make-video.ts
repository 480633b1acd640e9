// Records the How It Works walkthrough from the real product: starts the production build on a fresh
// embedded database, walks the buyer flow in Chromium, captures one screenshot per caption cue, and
// assembles them with ffmpeg into public/video/ (MP4 + poster + WebVTT). Run: npm run video (after npm run build).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { WALKTHROUGH_CUES, WALKTHROUGH_VIDEO, walkthroughVtt } from "~/content/walkthrough-video";

const root = resolve(import.meta.dirname, "..");
const ffmpeg = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const port = process.env.VIDEO_PORT ?? "4590";
const base = `http://127.0.0.1:${port}`;
const outDir = join(root, "public", "video");
const PROBLEM = "Customers email us about their orders and nobody knows who answered what.";

for (const [tool, path] of [
  ["ffmpeg", ffmpeg],
  ["chromium", chromiumPath],
] as const) {
  if (!existsSync(path)) throw new Error(`${tool} not found at ${path} (apt-get install -y ${tool})`);
}

const dataDir = mkdtempSync(join(tmpdir(), "saasmatch-video-"));
const frames = mkdtempSync(join(tmpdir(), "saasmatch-frames-"));
const server = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
  stdio: "ignore",
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    PORT: port,
    HOST: "127.0.0.1",
    // Production refuses to start without its public address.
    PUBLIC_URL: base,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
  },
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not start");
}

let frame = 0;
async function shoot(page: Page) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(frames, `frame-${String(frame++).padStart(2, "0")}.png`) });
}

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage({
    viewport: { width: WALKTHROUGH_VIDEO.width, height: WALKTHROUGH_VIDEO.height },
  });
  const radio = (name: string) => page.getByRole("radio", { name, exact: true });
  const toggle = (name: string) => page.getByRole("button", { name, exact: true });
  const next = () => page.getByRole("button", { name: "Continue" }).click();

  await page.goto(base);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("textbox", { name: "Your business challenge" }).fill(PROBLEM);
  await shoot(page); // 1 home
  await page.getByRole("button", { name: "Find Solutions - It's FREE" }).click();
  await page.getByRole("textbox", { name: "Describe your business problem" }).waitFor();
  await shoot(page); // 2 problem
  await next();
  await radio("E-Commerce").click();
  await radio("SMB").click();
  await shoot(page); // 3 business
  await next();
  await toggle("CRM Integration").click();
  await toggle("Cloud / SaaS").click();
  await shoot(page); // 4 technical
  await next();
  await radio("Below €5,000/year").click();
  await radio("Within 1 month").click();
  await shoot(page); // 5 project
  await next();
  await radio("Europe").click();
  await radio("Founder / CEO").click();
  await shoot(page); // 6 details
  await page.getByRole("button", { name: "Find Matches - It's FREE" }).click();
  await page.getByRole("list", { name: "Ranked vendors" }).waitFor({ timeout: 60_000 });
  await shoot(page); // 7 results
  const boxes = page.getByRole("checkbox", { name: /^Select .* to compare$/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await boxes.nth(2).check();
  await page.getByRole("button", { name: "Compare selected" }).click();
  await page.getByRole("table", { name: "Vendor comparison" }).waitFor();
  await shoot(page); // 8 comparison
  await browser.close();

  if (frame !== WALKTHROUGH_CUES.length)
    throw new Error(`captured ${frame} scenes for ${WALKTHROUGH_CUES.length} cues`);
  const list = WALKTHROUGH_CUES.map(
    (cue, i) =>
      `file '${join(frames, `frame-${String(i).padStart(2, "0")}.png`)}'\nduration ${cue.end - cue.start}`,
  );
  // The concat demuxer needs the last file repeated for its duration to count.
  list.push(`file '${join(frames, `frame-${String(frame - 1).padStart(2, "0")}.png`)}'`);
  writeFileSync(join(frames, "list.txt"), `${list.join("\n")}\n`);
  mkdirSync(outDir, { recursive: true });
  const run = (args: string[]) => {
    const result = spawnSync(ffmpeg, ["-y", "-loglevel", "error", ...args], { stdio: "inherit" });
    if (result.status !== 0) throw new Error(`ffmpeg failed: ${args.join(" ")}`);
  };
  /** Encodes the captured scenes, each held for its cue's duration, at the video's size and 25 fps. */
  const encode = (output: string, codec: string[]) =>
    run([
      ...["-f", "concat", "-safe", "0", "-i", join(frames, "list.txt")],
      ...["-vf", `scale=${WALKTHROUGH_VIDEO.width}:${WALKTHROUGH_VIDEO.height},fps=25,format=yuv420p`],
      ...codec,
      join(root, "public", output),
    ]);
  encode(WALKTHROUGH_VIDEO.src, [
    ...["-c:v", "libx264", "-preset", "slow", "-crf", "28", "-tune", "stillimage"],
    ...["-movflags", "+faststart"],
  ]);
  encode(WALKTHROUGH_VIDEO.webm, [
    ...["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "40", "-row-mt", "1"],
    ...["-deadline", "good", "-cpu-used", "4"],
  ]);
  run(["-i", join(frames, "frame-00.png"), "-q:v", "4", join(root, "public", WALKTHROUGH_VIDEO.poster)]);
  writeFileSync(join(root, "public", WALKTHROUGH_VIDEO.captions), walkthroughVtt());
  console.info(
    `wrote ${WALKTHROUGH_VIDEO.src}, ${WALKTHROUGH_VIDEO.webm}, ${WALKTHROUGH_VIDEO.poster} and ${WALKTHROUGH_VIDEO.captions} in public/`,
  );
} finally {
  server.kill("SIGTERM");
  rmSync(frames, { recursive: true, force: true });
  setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 2000);
}
