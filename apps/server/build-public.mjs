// Bundles the public pages' browser script (src/public-pages/client) and the altcha workers into
// a directory, with content-hashed names and a manifest.json the server reads
// (src/public-pages/assets.ts); checks the pages' JavaScript budget. Used by build.mjs and tests.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** A page's JavaScript, gzipped: the form's script, its lazy altcha chunk and the proof-of-work workers. */
export const PUBLIC_JS_BUDGET_BYTES = 50 * 1024;

const here = fileURLToPath(new URL('.', import.meta.url));
const common = {
  bundle: true,
  minify: true,
  write: true,
  metafile: true,
  target: 'es2020',
  entryNames: '[name]-[hash]',
};

const outputOf = (metafile, entry) =>
  Object.entries(metafile.outputs).find(([, output]) => output.entryPoint?.endsWith(entry));

/** Builds into `outdir` (emptied first); answers the manifest and the gzipped bytes of the page's JavaScript. */
export async function buildPublicClient(outdir) {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const formEntry = 'src/public-pages/client/form.ts';
  const form = await build({
    ...common,
    absWorkingDir: here,
    entryPoints: { form: formEntry },
    outdir,
    format: 'esm',
    // The altcha widget is imported once the page has loaded: a chunk of its own.
    splitting: true,
    chunkNames: '[name]-[hash]',
    legalComments: 'none',
  });
  const workerFiles = {
    sha: fileURLToPath(import.meta.resolve('altcha/workers/sha')),
    pbkdf2: fileURLToPath(import.meta.resolve('altcha/workers/pbkdf2')),
  };
  const workers = await build({ ...common, absWorkingDir: here, entryPoints: workerFiles, outdir, format: 'iife' });

  const [formJs, formOutput] = outputOf(form.metafile, 'client/form.ts');
  const css = formOutput.cssBundle ?? Object.keys(form.metafile.outputs).find((file) => file.endsWith('.css'));
  const manifest = {
    form: { js: basename(formJs), css: css ? basename(css) : null },
    workers: Object.fromEntries(
      Object.keys(workerFiles).map((name) => [name, basename(outputOf(workers.metafile, `${name}.js`)[0])]),
    ),
  };
  writeFileSync(join(outdir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  const gzipped = (name) => gzipSync(readFileSync(join(outdir, name)), { level: 9 }).length;
  const jsBytes = readdirSync(outdir)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipped(name), 0);
  return { manifest, jsBytes };
}
