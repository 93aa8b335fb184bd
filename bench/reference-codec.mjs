// Seal reference codec: references encoded and decoded per second on one core (FF1 over AES-256,
// ten AES blocks per reference, plus the check character). A reel of 150,000 seals is printed
// from its serials; target: at least 20,000 encodes/s and decodes/s. Prints one JSON line.
import { randomBytes } from 'node:crypto';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { createSealKey, createSealKeyring, decodeReference, encodeReference } =
  await import('../apps/server/src/modules/seals/reference-codec.ts');

const COUNT = Number(process.env.BENCH_COUNT ?? 100_000);
const key = createSealKey(0, randomBytes(32));
const keyring = createSealKeyring([key]);
const start = 1_000_000_000;

for (let serial = start; serial < start + 2_000; serial++) decodeReference(encodeReference(serial, key), keyring); // warm-up

// CPU time too: on a shared machine the wall clock mostly measures the other processes.
const cpuMs = (since) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};
const references = new Array(COUNT);
let started = performance.now();
let cpu = process.cpuUsage();
for (let index = 0; index < COUNT; index++) references[index] = encodeReference(start + index, key);
const encodeMs = performance.now() - started;
const encodeCpuMs = cpuMs(cpu);

started = performance.now();
cpu = process.cpuUsage();
let wrong = 0;
for (let index = 0; index < COUNT; index++) {
  const decoded = decodeReference(references[index].toLowerCase(), keyring);
  if (!decoded.ok || decoded.serial !== start + index) wrong++;
}
const decodeMs = performance.now() - started;
const decodeCpuMs = cpuMs(cpu);
if (wrong > 0) throw new Error(`${wrong} references did not decode to their serial`);

console.log(
  JSON.stringify({
    bench: 'reference-codec',
    count: COUNT,
    encodesPerSecond: Math.round(COUNT / (encodeMs / 1000)),
    decodesPerSecond: Math.round(COUNT / (decodeMs / 1000)),
    encodesPerCpuSecond: Math.round(COUNT / (encodeCpuMs / 1000)),
    decodesPerCpuSecond: Math.round(COUNT / (decodeCpuMs / 1000)),
    target: { encodesPerSecond: 20_000, decodesPerSecond: 20_000 },
  }),
);
