// Bundles the server and the shared package into dist/main.js (and the operator commands into
// dist/cli/*.js); node_modules stay external. The public pages' browser script goes to
// dist/public (build-public.mjs), within its budget or the build fails.
import { build } from 'esbuild';
import { cpSync, rmSync } from 'node:fs';
import { buildPublicClient, PUBLIC_JS_BUDGET_BYTES } from './build-public.mjs';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: [
    'src/main.ts',
    'src/cli/organisation.ts',
    'src/cli/seals.ts',
    'src/cli/statistics.ts',
    'src/cli/qrnutri.ts',
    'src/cli/trade.ts',
    'src/cli/subscription.ts',
    'src/cli/help.ts',
  ],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      name: 'external-packages',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@seal/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The XSD of XML activation batches, read at run time beside main.js (modules/xml-import/batch-schema.ts).
cpSync('src/modules/xml-import/activation-batch.xsd', 'dist/activation-batch.xsd');

const { jsBytes } = await buildPublicClient('dist/public');
console.log(
  `public pages: ${(jsBytes / 1024).toFixed(1)} KB of gzipped JavaScript (budget ${PUBLIC_JS_BUDGET_BYTES / 1024} KB)`,
);
if (jsBytes >= PUBLIC_JS_BUDGET_BYTES) {
  console.error("the public pages' JavaScript is over its budget (docs/public-pages.md)");
  process.exit(1);
}
