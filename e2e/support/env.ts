import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3199);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** One folder per port: two runs on different ports must not wipe each other's database and mails. */
export const E2E_DIR = path.resolve('.tmp/e2e', String(E2E_PORT));
export const MAIL_DIR = path.join(E2E_DIR, 'mail');
export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO_ADMIN = 'admin@demo.test';
