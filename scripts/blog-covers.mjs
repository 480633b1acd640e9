// Renders the blog's cover illustrations (abstract, text-free SVG) to 1200×630 PNGs in public/images/blog/.
// Run after changing a design: node scripts/blog-covers.mjs
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import sharp from "sharp";

const W = 1200;
const H = 630;
const bg = (a, b) =>
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#g)"/>`;
const card = (x, y, w, h, fill = "#ffffff", opacity = 1) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${fill}" fill-opacity="${opacity}"/>`;
const line = (x, y, w, fill = "#c7d2fe") =>
  `<rect x="${x}" y="${y}" width="${w}" height="14" rx="7" fill="${fill}"/>`;

const designs = {
  // A long list narrowing to three cards.
  shortlist: () => {
    let s = bg("#eef2ff", "#c7d2fe");
    for (let i = 0; i < 8; i++)
      s += card(110, 70 + i * 62, 330, 44, "#ffffff", 0.55) + line(130, 85 + i * 62, 180 + (i % 3) * 40);
    s += `<path d="M480 315 L600 315" stroke="#4338ca" stroke-width="10" stroke-linecap="round"/><path d="M585 290 L615 315 L585 340" fill="none" stroke="#4338ca" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`;
    for (let i = 0; i < 3; i++) {
      s +=
        card(660, 120 + i * 135, 420, 110) +
        `<circle cx="715" cy="${175 + i * 135}" r="28" fill="#4338ca" fill-opacity="${1 - i * 0.25}"/>`;
      s += line(765, 155 + i * 135, 260, "#a5b4fc") + line(765, 185 + i * 135, 180, "#e0e7ff");
    }
    return s;
  },
  // Two columns compared row by row.
  compare: () => {
    let s = bg("#f5f3ff", "#ddd6fe");
    s += card(170, 80, 390, 470) + card(640, 80, 390, 470);
    for (let i = 0; i < 6; i++) {
      const y = 140 + i * 66;
      s += line(205, y, 200, "#ddd6fe") + line(675, y, 200, "#ddd6fe");
      s += `<circle cx="505" cy="${y + 7}" r="14" fill="${i % 3 === 2 ? "#f59e0b" : "#16a34a"}"/>`;
      s += `<circle cx="975" cy="${y + 7}" r="14" fill="${i % 2 === 0 ? "#16a34a" : "#cbd5e1"}"/>`;
    }
    return s;
  },
  // A shield and a masked profile: anonymity.
  privacy: () => {
    let s = bg("#ecfeff", "#a5f3fc");
    s += `<path d="M600 90 L790 160 V310 C790 420 700 500 600 540 C500 500 410 420 410 310 V160 Z" fill="#ffffff"/>`;
    s += `<path d="M600 130 L750 185 V310 C750 395 680 460 600 495 C520 460 450 395 450 310 V185 Z" fill="#0e7490"/>`;
    s += `<circle cx="600" cy="270" r="55" fill="#ecfeff"/><rect x="510" y="345" width="180" height="90" rx="45" fill="#ecfeff"/>`;
    s += `<rect x="545" y="250" width="110" height="30" rx="15" fill="#0e7490"/>`;
    for (let i = 0; i < 5; i++)
      s += `<circle cx="${170 + i * 40}" cy="${500 - i * 60}" r="10" fill="#0e7490" fill-opacity="0.3"/><circle cx="${1030 - i * 40}" cy="${130 + i * 60}" r="10" fill="#0e7490" fill-opacity="0.3"/>`;
    return s;
  },
  // Connected nodes: matching a problem to vendors.
  matching: () => {
    let s = bg("#eef2ff", "#e0e7ff");
    const left = [160, 315, 470];
    const right = [110, 230, 350, 470];
    for (const ly of left)
      for (const ry of right)
        s += `<line x1="330" y1="${ly}" x2="870" y2="${ry + 20}" stroke="#a5b4fc" stroke-width="3"/>`;
    s += `<line x1="330" y1="315" x2="870" y2="250" stroke="#4338ca" stroke-width="9"/>`;
    for (const ly of left)
      s += `<circle cx="300" cy="${ly}" r="42" fill="${ly === 315 ? "#4338ca" : "#ffffff"}"/>`;
    for (const ry of right) s += card(870, ry, 230, 40, ry === 230 ? "#4338ca" : "#ffffff");
    return s;
  },
  // Rising bars: a team that grows.
  growth: () => {
    let s = bg("#f0fdf4", "#bbf7d0");
    const heights = [120, 170, 230, 300, 380];
    heights.forEach((h, i) => {
      s += `<rect x="${250 + i * 150}" y="${530 - h}" width="100" height="${h}" rx="14" fill="#15803d" fill-opacity="${0.45 + i * 0.13}"/>`;
      s += `<circle cx="${300 + i * 150}" cy="${490 - h}" r="22" fill="#ffffff"/>`;
    });
    s += `<rect x="200" y="540" width="800" height="10" rx="5" fill="#14532d" fill-opacity="0.5"/>`;
    return s;
  },
  // A magnifier over a page: research on your own terms.
  research: () => {
    let s = bg("#fff7ed", "#fed7aa");
    s += card(330, 90, 420, 450);
    for (let i = 0; i < 8; i++) s += line(370, 140 + i * 48, 300 - (i % 4) * 45, "#fdba74");
    s += `<circle cx="760" cy="330" r="120" fill="#ffffff" fill-opacity="0.6" stroke="#c2410c" stroke-width="22"/>`;
    s += `<line x1="845" y1="415" x2="960" y2="530" stroke="#c2410c" stroke-width="34" stroke-linecap="round"/>`;
    return s;
  },
};

const outDir = resolve(import.meta.dirname, "..", "public", "images", "blog");
mkdirSync(outDir, { recursive: true });
for (const [name, draw] of Object.entries(designs)) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${draw()}</svg>`;
  await sharp(Buffer.from(svg))
    .png({ compressionLevel: 9, palette: true })
    .toFile(resolve(outDir, `${name}.png`));
  console.info(`wrote public/images/blog/${name}.png`);
}
