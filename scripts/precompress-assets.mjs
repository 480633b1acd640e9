// node scripts/precompress-assets.mjs [dir]: writes a .gz (gzip -9) and a .br (brotli, quality 11) copy beside each
// compressible file of the client build's hashed assets (default build/client/assets), for nginx's gzip_static and
// brotli_static (deploy/nginx.conf): the proxy then sends the smallest encoding without compressing per request.
// A copy is kept only when it is smaller than the file; an existing copy newer than its file is left as it is.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|html|map|webmanifest)$/;
/** Below this size nginx's gzip_min_length does not compress either. */
const MIN_BYTES = 512;

const dir = resolve(process.argv[2] ?? join(import.meta.dirname, "..", "build", "client", "assets"));
let files = 0;
let written = 0;
let before = 0;
let afterGzip = 0;
let afterBrotli = 0;
for (const name of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
  const path = join(dir, name);
  if (!COMPRESSIBLE.test(name)) continue;
  const stat = statSync(path);
  if (!stat.isFile() || stat.size < MIN_BYTES) continue;
  files++;
  const data = readFileSync(path);
  before += data.length;
  const encodings = [
    [".gz", () => gzipSync(data, { level: 9 })],
    [
      ".br",
      () =>
        brotliCompressSync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
    ],
  ];
  for (const [suffix, compress] of encodings) {
    let size = 0;
    try {
      const existing = statSync(path + suffix);
      if (existing.mtimeMs >= stat.mtimeMs) size = existing.size;
    } catch {}
    if (size === 0) {
      const packed = compress();
      if (packed.length >= data.length) continue;
      writeFileSync(path + suffix, packed);
      size = packed.length;
      written++;
    }
    if (suffix === ".gz") afterGzip += size;
    else afterBrotli += size;
  }
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.info(
  `precompressed ${files} files in ${dir} (${written} copies written): ${kb(before)} -> gzip ${kb(afterGzip)}, brotli ${kb(afterBrotli)}`,
);
