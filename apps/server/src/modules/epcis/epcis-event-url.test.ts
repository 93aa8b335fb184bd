import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/use-test-app';
import { epcisEvents } from '../../db/schema';
import { capture, captureJobOf, epcisDocument, insertEvent, makeToken, serialOf } from './test-support';

const t = await useTestApp();
const cookie = await t.login('admin@demo.test');
const otherCookie = await t.login('other.admin@demo.test');
const { publicUrl } = t.config;
const { accountId, entityId } = t.demo;

const eventID = 'ni:///sha-256;df7bb3c352fef055578554f09f5e2aa41782150ced7bd0b8af24dd3ccb30ba69?ver=CBV2.0';
const sent = {
  type: 'TransactionEvent',
  eventID,
  eventTime: '2026-03-01T08:00:00.123-05:00',
  eventTimeZoneOffset: '-05:00',
  action: 'ADD',
  bizStep: 'https://example.org/steps/handover',
  bizTransactionList: [{ type: 'po', bizTransaction: 'urn:epcglobal:cbv:bt:0614141073467:1152' }],
  epcList: ['urn:epc:id:sgtin:0614141.107346.2017'],
  'ex:note': { 'ex:by': 'dock 4' },
};
const document = {
  ...epcisDocument(publicUrl, [sent]),
  '@context': [...epcisDocument(publicUrl, [])['@context'], { ex: 'https://ns.example.com/' }],
};
const job = await captureJobOf(t, { cookie }, await capture(t, { cookie }, document));

const get = (id: string, auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/epcis/events/${encodeURIComponent(id)}`, headers: auth });

describe('GET /epcis/events/{eventID}', () => {
  it('answers a captured event as sent, with its document context and its record time', async () => {
    expect(job).toMatchObject({ success: true, capturedCount: 1 });
    const response = await get(eventID, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['gs1-epcis-version']).toBe('2.0.0');
    const { recordTime, '@context': context, ...event } = response.json();
    expect(event).toEqual(sent);
    expect(context).toContainEqual({ ex: 'https://ns.example.com/' });
    expect(Date.parse(recordTime)).not.toBeNaN();
    const [row] = await t.database.db.select().from(epcisEvents).where(eq(epcisEvents.eventId, eventID));
    expect(row).toMatchObject({
      eventType: 'TransactionEvent',
      eventTime: new Date('2026-03-01T13:00:00.123Z'),
      eventTimeZoneOffset: '-05:00',
      bizStep: 'https://example.org/steps/handover',
      epcs: ['urn:epc:id:sgtin:0614141.107346.2017'],
      context: document['@context'],
      captureId: job.captureID,
    });
  });

  it('answers a console event rendered as the query renders it', async () => {
    const serial = serialOf('activeWithoutThresholds');
    const row = await insertEvent(t, { accountId, entityId, serials: [[serial, serial + 1]] });
    const response = await get(`urn:uuid:${row.id}`, { cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'ObjectEvent',
      eventID: `urn:uuid:${row.id}`,
      bizStep: 'shipping',
      epcList: [expect.any(String), expect.any(String)],
    });
  });

  it("answers 404 for another account's event as for an unknown one, with a token too", async () => {
    for (const id of [eventID, 'urn:uuid:00000000-0000-4000-8000-000000000000', 'urn:x:%zz']) {
      const response = await get(id, { cookie: otherCookie });
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ type: 'epcisException:NoSuchResourceException' });
    }
    expect((await get('x'.repeat(5_000), { cookie })).statusCode).toBeLessThan(500);
    const reader = await makeToken(t, cookie, ['epcis.read']);
    expect((await get(eventID, { authorization: `Bearer ${reader.token}` })).statusCode).toBe(200);
    expect((await get(eventID, {})).statusCode).toBe(401);
  });
});
