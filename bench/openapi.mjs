// The OpenAPI document (/api/openapi.json): built once at the server's start from the registry and the
// generated method schemas, then served as one text. Target (issue 30): the build under 50 ms, the
// first one of the process included. Prints one JSON line.

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { createRegistry } = await import('../apps/server/src/rpc/methods.ts');
const { buildOpenApi } = await import('../apps/server/src/openapi/document.ts');

const registry = createRegistry();
const options = { version: 'bench', publicUrl: 'http://127.0.0.1' };
let started = performance.now();
const document = buildOpenApi(registry, options);
const text = JSON.stringify(document);
const firstBuildMs = performance.now() - started;

const runs = [];
for (let run = 0; run < 20; run++) {
  started = performance.now();
  JSON.stringify(buildOpenApi(registry, options));
  runs.push(performance.now() - started);
}
runs.sort((a, b) => a - b);
const round = (value) => Math.round(value * 10) / 10;
console.log(
  JSON.stringify({
    bench: 'openapi',
    methods: registry.all().length,
    paths: Object.keys(document.paths).length,
    bytes: text.length,
    firstBuildMs: round(firstBuildMs),
    medianBuildMs: round(runs[runs.length >> 1]),
  }),
);
