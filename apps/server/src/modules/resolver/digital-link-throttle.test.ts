import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { compressedSeal, createGtinProduct, sealsOf } from './test-digital-link';

// Three look-ups per IP address and per reference in a window, as the consultation counts them.
const t = await useTestApp({ CONSULTATION_THROTTLE: 'perIp=3,perReference=3' });
const db = t.database.db;

const GTIN = '9506000990026';
const id = await createGtinProduct(db, t.demo, { gtin: GTIN, title: 'Throttled tea', resolverMode: 0 });
const refs = await sealsOf(db, t.demo, id, 5);
const from = (ip: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: ip });

describe("GET /01/{gtin}/21/{serial}: the consultation's throttle", () => {
  it('counts the look-ups that answer for the seal (linksets, unknown serials): 105 past the limit', async () => {
    const ip = '90.0.0.1';
    expect((await from(ip, `/01/${GTIN}/21/${refs[0]}`, { accept: 'application/linkset+json' })).statusCode).toBe(200);
    expect((await from(ip, `/01/${GTIN}/21/${refs[1]}?linkType=all`)).statusCode).toBe(200);
    expect((await from(ip, `/01/${GTIN}/21/ZZZZ-ZZZZ-ZZZZ`)).statusCode).toBe(404);
    const blocked = await from(ip, `/01/${GTIN}/21/${refs[2]}`, { accept: 'application/linkset+json' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json()).toMatchObject({
      code: ERRORS.consultation.temporarilyBlocked.code,
      params: { reason: 'throttled' },
    });
    // Another address is not held back.
    expect((await from('90.0.0.2', `/01/${GTIN}/21/${refs[2]}?linkType=all`)).statusCode).toBe(200);
  });

  it('does not count a browser sent on to the check of the seal: the check counts when followed', async () => {
    const ip = '90.0.0.3';
    for (let scan = 0; scan < 5; scan++) {
      const response = await from(ip, `/01/${GTIN}/21/${refs[3]}`);
      expect(response.statusCode).toBe(307);
      expect(response.headers.location).toBe(`${t.config.publicUrl}/consultation?ref=${refs[3]}`);
    }
  });

  it('does not count a GTIN without a serial: it names no seal', async () => {
    for (let scan = 0; scan < 5; scan++)
      expect((await from('90.0.0.4', `/01/${GTIN}`, { accept: 'application/linkset+json' })).statusCode).toBe(200);
  });

  it('counts a compressed link of a seal with its uncompressed form: one reference', async () => {
    const linkset = { accept: 'application/linkset+json' };
    const compressed = compressedSeal(GTIN.padStart(14, '0'), refs[4]!);
    expect((await from('90.0.0.5', compressed, linkset)).statusCode).toBe(200);
    expect((await from('90.0.0.6', `/01/${GTIN}/21/${refs[4]}`, linkset)).statusCode).toBe(200);
    expect((await from('90.0.0.7', compressed, linkset)).statusCode).toBe(200);
    const blocked = await from('90.0.0.8', compressed, linkset);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: ERRORS.consultation.temporarilyBlocked.code });
  });
});
