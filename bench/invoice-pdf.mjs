// An invoice's PDF with its Factur-X XML (apps/server/src/modules/trade/invoices/factur-x.ts): the
// pdfmake rendering, the EN 16931 CII XML, the PDF/A-3 with the XML embedded by @e-invoice-eu/core,
// and the XML read back from it, as issueInvoice does it (without the database). A 12-line
// invoice, BENCH_RUNS times after one warm-up (which loads the libraries). Target: a median and a
// p95 under 200 ms (wall time; the CPU time beside it tells how much of it the machine's load is).
// One JSON line.
import os from 'node:os';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { renderFacturX } = await import('../apps/server/src/modules/trade/invoices/factur-x.ts');
const { totalsOfLines } = await import('../apps/server/src/modules/trade/invoices/invoice-document.ts');
const { invoiceSellerFrom } = await import('../apps/server/src/modules/trade/invoices/invoice-seller.ts');

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const TARGET_MS = 200;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
};

const lines = Array.from({ length: 12 }, (_, n) => ({
  lineNo: n + 1,
  code: `SEAL-${100 + n}`,
  name: n % 3 === 2 ? 'Mise en place des codes' : 'Rouleau de 1 000 scellés',
  product: { title: `Produit ${n + 1}`, gtin: '03760000000017' },
  description: n % 2 ? 'Livraison au dépôt du Havre' : null,
  quantity: 1000 * (n + 1),
  unitPriceCents: 12 + n,
  vatRateBp: n % 4 === 3 ? 550 : 2000,
  amountCents: 1000 * (n + 1) * (12 + n),
}));
const document = (run) => ({
  kind: 'invoice',
  number: `F2026-${String(run + 1).padStart(6, '0')}`,
  issueDate: '2026-03-10',
  dueDate: '2026-04-09',
  orderNumber: 'O2026-000007',
  vatZone: 'domestic',
  language: 'fr',
  seller: invoiceSellerFrom({}),
  buyer: {
    name: 'Demo Company',
    address: '1 Demo Street',
    postalCode: '75001',
    town: 'Paris',
    region: 'Ile-de-France',
    countryCode: 'FR',
    vatNumber: 'FR40303265045',
    registerNumbers: 'RCS Paris B 303 265 045',
  },
  lines,
  totals: totalsOfLines(lines),
  corrects: null,
  reason: null,
});

let started = performance.now();
const first = await renderFacturX(document(0));
const firstMs = performance.now() - started;
const times = [];
const cpuTimes = [];
for (let run = 1; run <= RUNS; run++) {
  const cpu = process.cpuUsage();
  started = performance.now();
  await renderFacturX(document(run));
  times.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
}
const medianMs = percentile(times, 50);
const p95Ms = percentile(times, 95);
console.log(
  JSON.stringify({
    bench: 'invoice-pdf',
    cpus: os.cpus().length,
    runs: RUNS,
    lines: lines.length,
    pdfBytes: first.pdf.length,
    xmlBytes: first.xml.length,
    firstMs: Math.round(firstMs),
    medianMs,
    p95Ms,
    // The process's own CPU time: what the wall time would be on an idle core of a loaded machine.
    cpuMsMedian: percentile(cpuTimes, 50),
    cpuMsP95: percentile(cpuTimes, 95),
    target: { medianMs: TARGET_MS, p95Ms: TARGET_MS },
    ok: medianMs < TARGET_MS && p95Ms < TARGET_MS,
  }),
);
