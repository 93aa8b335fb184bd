// /callAPI overhead: the throughput of a trivial method (systemModel.ping: call parsing, registry,
// access and input checks, envelope) against a bare Fastify route of the same server (same security
// headers, rate limit and cookies), in the same run; target: at least 60%. For reference it also
// measures a route of a plain Fastify with no plugins at all (`plainRps`). Rounds alternate so that
// load from elsewhere hits all alike; each keeps its best round.
import autocannon from 'autocannon';
import { startChild } from './support/spawn.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const load = (url, body) =>
  autocannon({
    url,
    method: 'POST',
    connections: 20,
    duration: SECONDS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const bare = await startChild(['bench/support/serve-bare.mjs']);
const app = await startChild(['--import', 'tsx', 'bench/support/serve-app.ts']);
const targets = {
  plain: [`http://127.0.0.1:${bare.port}/bare`, {}],
  bare: [`http://127.0.0.1:${app.port}/bench/bare`, {}],
  callApi: [`http://127.0.0.1:${app.port}/callAPI`, { methodModel: 'systemModel', methodName: 'ping', methodVars: {} }],
};
const best = { plain: null, bare: null, callApi: null };
for (const [url, body] of Object.values(targets)) await load(url, body); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, [url, body]] of Object.entries(targets)) {
    const result = await load(url, body);
    if (result.errors + result.non2xx > 0)
      throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
    if (!best[name] || result.requests.average > best[name].requests.average) best[name] = result;
  }
}
await Promise.all([bare.stop(), app.stop()]);

const bareRps = Math.round(best.bare.requests.average);
const callApiRps = Math.round(best.callApi.requests.average);
console.log(
  JSON.stringify({
    bench: 'callapi-overhead',
    bareRps,
    callApiRps,
    ratio: Number((callApiRps / bareRps).toFixed(3)),
    target: 0.6,
    plainRps: Math.round(best.plain.requests.average),
    ratioToPlain: Number((callApiRps / best.plain.requests.average).toFixed(3)),
    callApiP99Ms: best.callApi.latency.p99,
  }),
);
