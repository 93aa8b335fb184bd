import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_BASE_URL, E2E_DIR, E2E_PORT, MAIL_DIR } from './env';
import { startStripeCheckout, STRIPE_TEST_KEYS } from './stripe-checkout';
import { DEMO_HISTORY_READY } from '../../apps/server/src/db/seed/demo-data';

/**
 * Starts a real SMTP sink (each mail becomes a JSON file under MAIL_DIR), a stand-in for Stripe
 * (its API and hosted checkout page, so card payment is offered and can be paid or refused) and the
 * built console on a fresh embedded database with the demo data; all stop when the run ends.
 */
export default async function globalSetup() {
  fs.rmSync(E2E_DIR, { recursive: true, force: true });
  fs.mkdirSync(MAIL_DIR, { recursive: true });

  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(MAIL_DIR, `${Date.now()}-${++count}.json`);
        fs.writeFileSync(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString('utf8') }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as { port: number }).port;
  const stripe = await startStripeCheckout(E2E_BASE_URL);

  const env = { ...process.env };
  delete env.DATABASE_URL;
  const server = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(E2E_DIR, 'data'),
      PUBLIC_URL: E2E_BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SESSION_HOURS: '12',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: STRIPE_TEST_KEYS.secretKey,
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_KEYS.webhookSecret,
      STRIPE_API_BASE: stripe.base,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The demo's history fills in behind the running server: the journeys start once it is complete,
  // so every figure they read is the whole year's.
  let printed = '';
  const historyReady = new Promise<void>((resolve) =>
    server.stdout!.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      printed += chunk.toString();
      if (printed.includes(DEMO_HISTORY_READY)) resolve();
    }),
  );
  try {
    await waitForHealth(server, E2E_BASE_URL);
    const waiting = performance.now();
    await within(historyReady, HISTORY_TIMEOUT_MS, 'the demo history was not ready');
    console.log(`The demo history was ready ${Math.round((performance.now() - waiting) / 1000)} s after the start.`);
  } catch (error) {
    // A server that did not answer in time is not left behind on the port for the next run.
    server.kill('SIGKILL');
    smtp.close();
    await stripe.close();
    throw error;
  }

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await stripe.close();
  };
}

/** The first start loads the demo data: slow on a busy machine, so it has time. */
const START_TIMEOUT_MS = 180_000;
/** The year of history fills in behind the running server: under a minute, many on a busy machine. */
const HISTORY_TIMEOUT_MS = 600_000;

async function within(promise: Promise<void>, ms: number, message: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms / 1000} s`)), ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits until the server started as `server` answers its health check at `base`. */
export async function waitForHealth(server: ReturnType<typeof spawn>, base: string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}
