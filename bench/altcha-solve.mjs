// The consumer form's proof of work (apps/server/src/modules/consumer-forms/altcha.ts): how long a
// challenge of the configured difficulty takes to solve on ONE core of this machine, with Node's
// PBKDF2 and with WebCrypto's (the API the altcha widget's workers use in a browser), and how long
// the server takes to make one and to check a solution. A phone's core is several times slower
// than a server's, and the widget spreads the count over its workers (about as many as the phone
// has cores): the figure to read for a phone is the WebCrypto one, times its slowdown, divided by
// its workers. Target: a median solve under 1 s on one core here, a check under 5 ms. One JSON line.
import os from 'node:os';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { ALTCHA, checkFormCaptcha, createFormChallenge } =
  await import('../apps/server/src/modules/consumer-forms/altcha.ts');
const { solveChallenge } = await import('altcha-lib');
const { deriveKey: nodePbkdf2 } = await import('altcha-lib/algorithms/pbkdf2');
const { deriveKey: webPbkdf2 } = await import('altcha-lib/algorithms/web/pbkdf2');

const RUNS = Number(process.env.BENCH_RUNS ?? 12);
const SECRET = 'bench secret';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

const solveMs = { node: [], web: [] };
const counters = [];
const createMs = [];
const checkMs = [];
for (let run = 0; run < RUNS; run++) {
  let started = performance.now();
  const challenge = await createFormChallenge(SECRET, new Date());
  createMs.push(performance.now() - started);
  let solution;
  for (const [name, deriveKey] of [
    ['node', nodePbkdf2],
    ['web', webPbkdf2],
  ]) {
    started = performance.now();
    solution = await solveChallenge({ challenge, deriveKey });
    solveMs[name].push(performance.now() - started);
  }
  counters.push(solution.counter);
  const payload = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  started = performance.now();
  await checkFormCaptcha(SECRET, payload, new Date());
  checkMs.push(performance.now() - started);
}

console.log(
  JSON.stringify({
    bench: 'altcha-solve',
    runs: RUNS,
    cpu: os.cpus()[0]?.model,
    algorithm: ALTCHA.algorithm,
    cost: ALTCHA.cost,
    counter: ALTCHA.counter,
    meanCounter: Math.round(counters.reduce((sum, value) => sum + value, 0) / counters.length),
    solveMsOneCore: {
      nodeMedian: percentile(solveMs.node, 50),
      nodeP90: percentile(solveMs.node, 90),
      webCryptoMedian: percentile(solveMs.web, 50),
      webCryptoP90: percentile(solveMs.web, 90),
    },
    createMsMedian: percentile(createMs, 50),
    checkMsMedian: percentile(checkMs, 50),
    target: { solveMsOneCoreMedian: 1000, checkMs: 5 },
  }),
);
