import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, organisation, traceEvents as contract } from '@seal/shared';
import type { EventFieldsInput, EventModelFields } from '@seal/shared/contract/trace-events';
import { dataOf, expectError, fieldsOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { sites, traceEventContainers, traceEvents, traceEventSeals } from '../../db/schema';
import { modelFields, packedContainer, reelOf, TRAC_RIGHTS, userWith } from './test-support';

const t = await useTestApp();
const { call: admin } = await userWith(t, [...TRAC_RIGHTS, 'orga.view', 'orga.create_site', 'orga.delete_site']);
const reel = await reelOf(t, 200_000);
const foreignReel = await reelOf(t, 10, 'other');
const { db } = t.database;

const newModel = async (overrides: Partial<EventModelFields> = {}) =>
  dataOf(contract.create, await admin(contract.create, modelFields(overrides))).id;
const bottling = await newModel({ options: { public: true, startEvent: true }, bizStep: 'commissioning' });

const declaration = (overrides: Partial<EventFieldsInput> = {}): EventFieldsInput => ({
  eventModelId: bottling,
  eventTime: '2026-05-01T10:30:00+02:00',
  data: { '10': 'LOT-42', carrier: 'Sea' },
  ...overrides,
});
const declare = async (overrides: Partial<EventFieldsInput> = {}) =>
  dataOf(contract.declare, await admin(contract.declare, declaration(overrides)));
const sealRows = (eventId: string) => db.select().from(traceEventSeals).where(eq(traceEventSeals.eventId, eventId));
const eventCount = async () => (await db.select().from(traceEvents)).length;

describe('traceEvent.declare: references', () => {
  it('stores a range of 100,000 seals as one row and copies the model onto the event', async () => {
    const result = await declare({ ranges: [{ first: reel.ref(100_099), last: reel.ref(100) }] });
    expect(result).toMatchObject({ referenceCount: 100_000, containerCount: 0, ignoredCount: 0, ignored: [] });
    const rows = await sealRows(result.eventId);
    expect(rows.map((row) => [row.firstSerial, row.lastSerial])).toEqual([
      [reel.firstSerial + 100, reel.firstSerial + 100_099],
    ]);
    const [event] = await db.select().from(traceEvents).where(eq(traceEvents.id, result.eventId));
    expect(event).toMatchObject({
      epcisType: 'ObjectEvent',
      action: 'ADD',
      bizStep: 'commissioning',
      public: true,
      source: 'console',
      eventTimeZoneOffset: '+02:00',
      data: { '10': 'LOT-42', carrier: 'Sea' },
    });
    expect(event!.eventTime.toISOString()).toBe('2026-05-01T08:30:00.000Z');
  });

  it('ignores and counts references of wrong format, unknown or repeated, and merges the others', async () => {
    const result = await declare({
      references: ['hello', reel.ref(1), reel.ref(2), reel.ref(2), foreignReel.ref(1), reel.ref(3)],
      ranges: [{ first: reel.ref(5), last: foreignReel.ref(2) }],
    });
    expect(result.referenceCount).toBe(3);
    expect(result.ignored).toEqual([
      { input: 'hello', reason: 'format' },
      { input: reel.ref(2), reason: 'duplicate' },
      { input: foreignReel.ref(1), reason: 'unknown' },
      { input: `${reel.ref(5)}..${foreignReel.ref(2)}`, reason: 'range' },
    ]);
    expect(result.ignoredCount).toBe(4);
    expect(await sealRows(result.eventId)).toHaveLength(1);
  });

  it('refuses a declaration naming no seal of the scope, and writes nothing', async () => {
    const before = await eventCount();
    expectError(
      await admin(contract.declare, declaration({ references: ['nope', foreignReel.ref(3)] })),
      ERRORS.traceability.noReference,
      {
        ignored: 2,
      },
    );
    expectError(await admin(contract.declare, declaration()), ERRORS.traceability.noReference);
    expect(await eventCount()).toBe(before);
  });

  it('takes one seal when the model takes one reference', async () => {
    const single = await newModel({ name: { en: 'Inspection' }, options: { severalReferences: false } });
    expectError(
      await admin(contract.declare, declaration({ eventModelId: single, references: [reel.ref(10), reel.ref(11)] })),
      ERRORS.traceability.singleReference,
      { count: 2 },
    );
    expect((await declare({ eventModelId: single, references: [reel.ref(10)] })).referenceCount).toBe(1);
  });
});

describe('traceEvent.declare: containers', () => {
  it('refuses container codes when the model takes none', async () => {
    const pallet = await packedContainer(t, { level: 3 });
    expectError(
      await admin(contract.declare, declaration({ references: [reel.ref(1)], containerCodes: [pallet.code] })),
      ERRORS.traceability.containersRefused,
    );
  });

  it('declares on every seal a pallet holds through its cases, and keeps the pallet named', async () => {
    const base = reel.firstSerial + 150_000;
    const caseA = await packedContainer(t, { level: 2, ranges: [[base, base + 11]] });
    const caseB = await packedContainer(t, {
      level: 2,
      ranges: [
        [base + 12, base + 23],
        [base + 30, base + 30],
      ],
    });
    const pallet = await packedContainer(t, { level: 3, children: [caseA.id, caseB.id] });
    const foreign = await packedContainer(t, { level: 3, account: 'other' });
    const shipping = await newModel({ name: { en: 'Shipping' }, options: { canDeclareContainers: true } });
    const result = await declare({
      eventModelId: shipping,
      containerCodes: [pallet.code.toLowerCase(), foreign.code, 'XX99-NOWHERE0000Z', pallet.code],
    });
    expect(result).toMatchObject({ referenceCount: 25, containerCount: 1, ignoredCount: 3 });
    expect(result.ignored.map((ignored) => ignored.reason)).toEqual(['container', 'container', 'duplicate']);
    expect((await sealRows(result.eventId)).map((row) => [row.firstSerial, row.lastSerial])).toEqual([
      [base, base + 23],
      [base + 30, base + 30],
    ]);
    const named = await db.select().from(traceEventContainers).where(eq(traceEventContainers.eventId, result.eventId));
    expect(named.map((row) => row.containerId)).toEqual([pallet.id]);

    const ofSeal = dataOf(contract.ofReference, await admin(contract.ofReference, { ref: reel.ref(150_005) }));
    expect(ofSeal.events).toEqual([expect.objectContaining({ id: result.eventId, containerCode: pallet.code })]);
    const listed = dataOf(
      contract.listEvents,
      await admin(contract.listEvents, { filters: { containerCode: pallet.code } }),
    );
    expect(listed.rows.map((row) => row.id)).toEqual([result.eventId]);
  });
});

describe('traceEvent.declare: model rules', () => {
  it('asks the target site as the model says', async () => {
    const mandatory = await newModel({ name: { en: 'Shipment' }, target: 'mandatory' });
    const refs = { references: [reel.ref(20)] };
    expectError(
      await admin(contract.declare, declaration({ eventModelId: mandatory, ...refs })),
      ERRORS.traceability.targetRequired,
    );
    const sent = await declare({ eventModelId: mandatory, ...refs, targetSiteId: t.demo.siteId });
    expect(sent.referenceCount).toBe(1);
    expect(fieldsOf(await admin(contract.declare, declaration({ ...refs, targetSiteId: t.demo.siteId })))).toEqual([
      'targetSiteId validation.invalid',
    ]);
  });

  it("takes the read point among the model's sites when it names any", async () => {
    const [elsewhere] = await db
      .insert(sites)
      .values({
        accountId: t.demo.accountId,
        entityId: t.demo.entityId,
        name: 'Warehouse',
        address: '3 Dock Street, Le Havre',
      })
      .returning();
    const sited = await newModel({ name: { en: 'Cellar step' }, siteIds: [t.demo.siteId] });
    const refs = { eventModelId: sited, references: [reel.ref(21)] };
    expectError(
      await admin(contract.declare, declaration({ ...refs, siteId: elsewhere!.id })),
      ERRORS.traceability.siteNotOfModel,
    );
    expect((await declare({ ...refs, siteId: t.demo.siteId })).referenceCount).toBe(1);
    expect((await declare({ references: [reel.ref(22)], siteId: elsewhere!.id })).referenceCount).toBe(1);
  });

  it('checks each data value against its item on data.<aiTag>', async () => {
    const response = await admin(
      contract.declare,
      declaration({ references: [reel.ref(30)], data: { carrier: 'Air', x: '1' } }),
    );
    expect(fieldsOf(response).sort()).toEqual([
      'data.10 validation.required',
      'data.carrier validation.choice',
      'data.x validation.invalid',
    ]);
  });

  it('makes its model in use: the model can no longer be changed', async () => {
    const model = await newModel({ name: { en: 'Soon in use' } });
    await declare({ eventModelId: model, references: [reel.ref(40)] });
    expectError(
      await admin(contract.update, { ...modelFields(), eventModelId: model }),
      ERRORS.traceability.modelInUse,
    );
  });
});

describe('traceEvent.get, list and update', () => {
  it('reads an event with its printed ranges and labelled data, and finds it by one of its seals', async () => {
    const { eventId } = await declare({ references: [reel.ref(50), reel.ref(51), reel.ref(60)] });
    const event = dataOf(contract.getEvent, await admin(contract.getEvent, { eventId }));
    expect(event).toMatchObject({
      modelName: { en: 'Bottling' },
      referenceCount: 3,
      rangeCount: 2,
      ranges: [
        { first: reel.ref(50), last: reel.ref(51), count: 2 },
        { first: reel.ref(60), last: reel.ref(60), count: 1 },
      ],
      epcisEventId: `urn:uuid:${eventId}`,
      source: 'console',
      declaredBy: 'Test User',
    });
    expect(event.data).toEqual([
      { aiTag: '10', label: { en: 'Lot number' }, value: 'LOT-42', colourLevel: 0 },
      { aiTag: 'carrier', label: { en: 'Carrier' }, value: 'Sea', colourLevel: 0 },
    ]);
    const bySeal = dataOf(
      contract.listEvents,
      await admin(contract.listEvents, { filters: { reference: reel.ref(60) } }),
    );
    expect(bySeal.rows.map((row) => row.id)).toContain(eventId);
    const none = dataOf(
      contract.listEvents,
      await admin(contract.listEvents, { filters: { reference: foreignReel.ref(1) } }),
    );
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('lists by model, by day and by search on the model name', async () => {
    const model = await newModel({ name: { en: 'Labelling', fr: 'Étiquetage' } });
    const { eventId } = await declare({
      eventModelId: model,
      references: [reel.ref(70)],
      eventTime: '2026-03-02T23:30:00Z',
    });
    const byModel = dataOf(contract.listEvents, await admin(contract.listEvents, { filters: { eventModelId: model } }));
    expect(byModel.rows.map((row) => row.id)).toEqual([eventId]);
    const byDay = { filters: { eventModelId: model, from: '2026-03-02', to: '2026-03-02' } };
    expect(dataOf(contract.listEvents, await admin(contract.listEvents, byDay)).total).toBe(1);
    const after = { filters: { eventModelId: model, from: '2026-03-03' } };
    expect(dataOf(contract.listEvents, await admin(contract.listEvents, after)).total).toBe(0);
    expect(dataOf(contract.listEvents, await admin(contract.listEvents, { search: 'étiquet' })).rows[0]?.id).toBe(
      eventId,
    );
  });

  it('changes the seals and values of a console event, and no other', async () => {
    const { eventId } = await declare({ references: [reel.ref(80)] });
    const changed = await admin(contract.updateEvent, {
      eventId,
      eventTime: '2026-05-02T09:00:00Z',
      data: { '10': 'LOT-43' },
      ranges: [{ first: reel.ref(81), last: reel.ref(90) }],
    });
    expect(dataOf(contract.updateEvent, changed)).toMatchObject({ eventId, referenceCount: 10 });
    expect((await sealRows(eventId)).map((row) => row.firstSerial)).toEqual([reel.firstSerial + 81]);
    await db.update(traceEvents).set({ source: 'epcis' }).where(eq(traceEvents.id, eventId));
    const refused = await admin(contract.updateEvent, {
      eventId,
      eventTime: '2026-05-02T09:00:00Z',
      data: { '10': 'X1' },
      references: [reel.ref(81)],
    });
    expectError(refused, ERRORS.common.forbidden);
  });
});

describe('sites named by events', () => {
  it('refuses to delete a site events name, and deletes one only event models name', async () => {
    const make = async (name: string) =>
      (
        await db
          .insert(sites)
          .values({ accountId: t.demo.accountId, entityId: t.demo.entityId, name, address: '4 Quay Street, Bordeaux' })
          .returning()
      )[0]!.id;
    const named = await make('Read point');
    const linked = await make('Model site');
    await declare({ references: [reel.ref(95)], siteId: named });
    const model = await newModel({ name: { en: 'Sited' }, siteIds: [linked] });
    expectError(await admin(organisation.deleteSite, { siteId: named }), ERRORS.organisation.siteInUse, {
      reason: 'events',
    });
    dataOf(organisation.deleteSite, await admin(organisation.deleteSite, { siteId: linked }));
    expect(dataOf(contract.get, await admin(contract.get, { eventModelId: model })).siteIds).toEqual([]);
  });
});
