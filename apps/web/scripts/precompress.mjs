// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the built console, which
// the server sends to a browser that takes them (http/web.ts, @fastify/static's preCompressed):
// compressed once at build, at the best levels, instead of sent raw. A copy no smaller than its
// file is not written. Usage: node scripts/precompress.mjs [dist]
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain less than their headers cost. */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesOf(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(file);
    else if (TEXT.test(entry.name)) yield file;
  }
}

async function precompress(file) {
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return { raw: body.length, br: body.length, gz: body.length };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [copy, extension] of [
    [br, '.br'],
    [gz, '.gz'],
  ]) {
    if (copy.length < body.length) await fs.writeFile(file + extension, copy);
  }
  return { raw: body.length, br: Math.min(br.length, body.length), gz: Math.min(gz.length, body.length) };
}

const dist = path.resolve(process.argv[2] ?? 'dist');
const started = performance.now();
const files = [];
for await (const file of filesOf(dist)) files.push(file);
const sizes = await Promise.all(files.map(precompress));
const total = (key) => sizes.reduce((sum, size) => sum + size[key], 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${files.length} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${kb(total('raw'))} -> ${kb(total('br'))} brotli, ${kb(total('gz'))} gzip`,
);
