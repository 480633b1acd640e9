/** Spec section 7: images get w, h, fmt (webp) and q (85) appended. */
export const IMAGE_QUALITY = 85;
export const IMAGE_FORMAT = "webp";

/** `/images/a.png` -> `/images/a.png?w=400&fmt=webp&q=85`, answered by the image route. */
export function imageUrl(src: string, options: { w?: number; h?: number } = {}): string {
  const params = new URLSearchParams();
  if (options.w) params.set("w", String(Math.round(options.w)));
  if (options.h) params.set("h", String(Math.round(options.h)));
  params.set("fmt", IMAGE_FORMAT);
  params.set("q", String(IMAGE_QUALITY));
  return `${src}${src.includes("?") ? "&" : "?"}${params.toString()}`;
}

/** The srcset offering `src` at each width through the image route. */
export function imageSrcSet(src: string, widths: readonly number[]): string {
  return [...new Set(widths)]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(src, { w })} ${w}w`)
    .join(", ");
}
