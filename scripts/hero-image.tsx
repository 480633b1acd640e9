// Renders the home hero's graphic (app/components/home/hero-graphic.tsx, the same component desktop animates) to the
// static PNG phones get instead: public/images/hero-mobile.png. Run after changing the graphic: npx tsx scripts/hero-image.tsx
import { resolve } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import HeroGraphic from "../app/components/home/hero-graphic";
import { HERO_MOBILE_IMAGE } from "../app/content/home";

const svg = renderToStaticMarkup(<HeroGraphic />).replace(
  "<svg",
  `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="300" font-family="Liberation Sans, DejaVu Sans, sans-serif"`,
);
const largest = Math.max(...HERO_MOBILE_IMAGE.widths);
const out = resolve(import.meta.dirname, "..", "public", `.${HERO_MOBILE_IMAGE.src}`);
await sharp(Buffer.from(svg), { density: 72 * (largest / 960) * 2 })
  .resize({ width: largest })
  .png({ compressionLevel: 9, palette: true })
  .toFile(out);
console.info(`wrote ${out}`);
