// QR creator: a print-ready A4 PDF sheet of 10,000 QR codes, each a seal's consultation address
// with its reference printed under it, as GET /api/qr-creator/sets/:id/sheet.pdf makes it (the
// references encoded, the codes drawn as vector paths). Target: under 10 s. Prints one JSON line.
import { randomBytes } from 'node:crypto';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { qrSheetPdf } = await import('../apps/server/src/modules/qr-creator/qr-sheet.ts');
const { codeText } = await import('../apps/server/src/modules/qr-creator/qr-code-text.ts');
const { createSealKey, encodeReference } = await import('../apps/server/src/modules/seals/reference-codec.ts');

const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const TARGET_MS = 10_000;
const key = createSealKey(0, randomBytes(32));
const set = { link: 'consultation', symbology: 'qr', gtin: null, pageUrl: null };
const origin = 'https://seals.example.com';
const sheet = (codeCount) =>
  qrSheetPdf({
    title: 'Bench sheet',
    symbology: 'qr',
    moduleMm: 0.5,
    quietZone: 4,
    codeCount,
    codeAt: (index) => {
      const reference = encodeReference(1_000_000 + index, key);
      return { text: codeText(set, origin, reference), label: reference };
    },
  });

await sheet(200); // warm-up

// CPU time too: on a shared machine the wall clock mostly measures the other processes.
const cpu = process.cpuUsage();
const started = performance.now();
const pdf = await sheet(COUNT);
const ms = performance.now() - started;
const { user, system } = process.cpuUsage(cpu);
const cpuMs = (user + system) / 1000;

console.log(
  JSON.stringify({
    bench: 'qr-sheet',
    codes: COUNT,
    ms: Math.round(ms),
    cpuMs: Math.round(cpuMs),
    bytes: pdf.length,
    targetMs: TARGET_MS,
    ok: ms < TARGET_MS,
  }),
);
if (ms >= TARGET_MS) process.exitCode = 1;
