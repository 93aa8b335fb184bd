import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import type { Db } from '../../db/client';
import { webhookDeliveries } from '../../db/schema';

/** A local receiver: answers the statuses given, in turn (the last one from then on), and keeps what it got. */
export async function receiver(statuses: number[]) {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url, received };
}

export const delivered = (db: Db, id: string) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));

/** Waits for the app's own worker to finish a delivery (no time is asserted: only the outcome). */
export async function settled(db: Db, id: string) {
  for (;;) {
    const [row] = await delivered(db, id);
    if (row && row.state !== 'pending') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
