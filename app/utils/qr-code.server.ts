import { encode } from "uqr";

/** A QR code as one SVG path: `size` modules square, dark modules drawn as unit squares (no quiet zone). */
export interface QrCodePath {
  size: number;
  path: string;
}

/**
 * Encodes text (e.g. an otpauth:// setup link) as a QR code and draws it as one SVG path, one horizontal run of
 * dark modules per subpath, so the page renders it without any client code or inline markup.
 */
export function qrCodePath(text: string): QrCodePath {
  const { size, data } = encode(text, { ecc: "M", border: 0 });
  let path = "";
  for (let y = 0; y < size; y++) {
    const row = data[y] ?? [];
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  }
  return { size, path };
}
