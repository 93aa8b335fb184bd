import { describe, expect, it } from 'vitest';
import { traceEvents as contract } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { traceEvents, traceEventSeals } from '../../db/schema';
import { consultationReference, consultationSerial } from '../../db/seed/consultation';
import { demoSealSerial } from '../../db/seed/seals';
import { DEMO_EVENT_SEALS } from '../../db/seed/traceability-events';
import { findEachSealsEvents, findPublicEvents } from './public-events';
import { modelFields, TRAC_RIGHTS, userWith } from './test-support';

const t = await useTestApp({
  CONSULTATION_THROTTLE: 'perIp=100000,perReference=100000,failuresPerIpReference=100000,failuresPerReference=100000',
});
const { call: admin } = await userWith(t, TRAC_RIGHTS);
const valid = consultationReference('valid');
const cancelled = consultationReference('cancelled');

const model = async (name: string, isPublic: boolean) =>
  dataOf(
    contract.create,
    await admin(
      contract.create,
      modelFields({ name: { en: name, fr: `${name} en France` }, options: { public: isPublic } }),
    ),
  ).id;

const declare = async (eventModelId: string, references: string[], eventTime: string) =>
  dataOf(
    contract.declare,
    await admin(contract.declare, {
      eventModelId,
      eventTime,
      siteId: t.demo.siteId,
      data: { '10': 'LOT-7', carrier: 'Mer' },
      references,
    }),
  );

const page = (ref: string) =>
  t.app.inject({
    method: 'GET',
    url: `/consultation?ref=${encodeURIComponent(ref)}`,
    headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
  });

describe("the consumer's page of a valid seal", () => {
  it("shows its public events, in the consumer's language and where they happened, and no other", async () => {
    await declare(await model('Bottling', true), [valid, cancelled], '2026-04-30T23:30:00-02:00');
    await declare(await model('Internal audit', false), [valid], '2026-05-02T08:00:00Z');
    // Another account's event naming the same serial (not a seal of theirs): never shown.
    const [foreign] = await t.database.db
      .insert(traceEvents)
      .values({
        accountId: t.other.accountId,
        entityId: t.other.entityId,
        epcisType: 'ObjectEvent',
        action: 'OBSERVE',
        bizStep: 'shipping',
        eventTime: new Date('2026-05-03T08:00:00Z'),
        eventTimeZoneOffset: '+00:00',
        public: true,
        source: 'epcis',
      })
      .returning();
    const serial = consultationSerial('valid');
    await t.database.db.insert(traceEventSeals).values({
      accountId: t.other.accountId,
      eventId: foreign!.id,
      firstSerial: serial,
      lastSerial: serial,
      keyVersion: 30,
    });

    const response = await page(valid);
    expect(response.statusCode).toBe(200);
    const journey = /<section[^>]*data-testid="journey"[\s\S]*?<\/section>/.exec(response.body)?.[0] ?? '';
    expect(journey).toContain('Le parcours de ce produit');
    expect(journey.match(/data-testid="journey-step"/g)).toHaveLength(1);
    expect(journey).toContain('Bottling en France');
    expect(journey).toContain('Head office');
    expect(journey).toContain('LOT-7');
    expect(journey).toContain('Sea');
    // 23:30 on 30 April where it happened (01:30 UTC on 1 May).
    expect(journey).toContain('30 avril 2026');
    expect(journey).not.toContain('Internal audit');
    expect(journey).not.toContain('shipping');
    expect(response.body.indexOf('data-testid="journey"')).toBeGreaterThan(
      response.body.indexOf('data-testid="result"'),
    );
  });

  it('answers, a statement per seal as on a distributed database, what the one statement answers', async () => {
    const firstEventSeal = demoSealSerial('inactive') + DEMO_EVENT_SEALS.first;
    const queries = [
      { accountId: t.demo.accountId, serial: consultationSerial('valid') },
      { accountId: t.demo.accountId, serial: consultationSerial('cancelled') },
      ...[0, 1, 25].map((plus) => ({ accountId: t.demo.accountId, serial: firstEventSeal + plus })),
      // The other account's event naming the serial, written by the test above.
      { accountId: t.other.accountId, serial: consultationSerial('valid') },
      { accountId: t.demo.accountId, serial: 1 },
    ];
    const together = await findPublicEvents(t.database.db, queries);
    expect(await findEachSealsEvents(t.database.db, queries)).toEqual(together);
    expect(together.map((events) => events.length > 0)).toEqual([true, true, true, true, true, true, false]);
  });

  it('shows no journey on an answer other than valid', async () => {
    const response = await page(cancelled);
    expect(response.body).toContain('data-testid="result"');
    expect(response.body).not.toContain('data-testid="journey"');
  });
});
