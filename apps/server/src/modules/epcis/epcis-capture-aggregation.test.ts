import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { traceContainers as contract } from '@seal/shared';
import { caller, dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { containers, epcisEvents, traceEvents } from '../../db/schema';
import {
  caseFields,
  createProductContainer,
  demoRange,
  demoReference,
  productBySku,
} from '../trace-containers/test-support';
import { capture, captureJobOf, epcisDocument } from './test-support';

const t = await useTestApp();
const cookie = await t.login('admin@demo.test');
const admin = caller(t, cookie);
const { publicUrl } = t.config;
const { accountId } = t.demo;

const caseOf6 = await createProductContainer(admin, await productBySku(t, accountId), caseFields());
const packed = dataOf(
  contract.pack,
  await admin(contract.pack, { productContainerId: caseOf6.id, ranges: [demoRange(5_100, 5_101)] }),
);
const code = packed.container.code;
const parentID = `${publicUrl}/containers/${code}`;
const seal = (offset: number) => `${publicUrl}/consultation?ref=${demoReference(offset)}`;

const aggregation = (action: 'ADD' | 'DELETE', offsets: number[], eventID: string) => ({
  type: 'AggregationEvent',
  eventID,
  eventTime: '2026-03-02T09:00:00Z',
  eventTimeZoneOffset: '+01:00',
  action,
  bizStep: action === 'ADD' ? 'packing' : 'unpacking',
  parentID,
  childEPCs: offsets.map(seal),
});
const sealCount = async () =>
  (await t.database.db.select().from(containers).where(eq(containers.code, code)))[0]!.sealCount;

describe('POST /epcis/capture of AggregationEvents', () => {
  it('packs into and unpacks from an existing container through the packing rules, once per eventID', async () => {
    const add = aggregation('ADD', [5_102, 5_103], 'urn:uuid:8a1e6d1c-5b1f-4d0c-9a55-0e3c8f6a7b01');
    const first = await capture(t, { cookie }, epcisDocument(publicUrl, [add]));
    expect(first.statusCode, first.body).toBe(202);
    expect(await captureJobOf(t, { cookie }, first)).toMatchObject({ success: true, capturedCount: 1 });
    expect(await sealCount()).toBe(4);
    const [event] = await t.database.db
      .select()
      .from(traceEvents)
      .where(and(eq(traceEvents.accountId, accountId), eq(traceEvents.epcisEventId, add.eventID)));
    expect(event).toMatchObject({
      epcisType: 'AggregationEvent',
      action: 'ADD',
      source: 'epcis',
      eventTimeZoneOffset: '+01:00',
    });

    const again = await capture(t, { cookie }, epcisDocument(publicUrl, [add]));
    expect(await captureJobOf(t, { cookie }, again)).toMatchObject({ success: true, capturedCount: 0 });
    expect(await sealCount()).toBe(4);

    const remove = aggregation('DELETE', [5_103], 'urn:uuid:8a1e6d1c-5b1f-4d0c-9a55-0e3c8f6a7b02');
    const removed = await capture(t, { cookie }, epcisDocument(publicUrl, [remove]));
    expect(await captureJobOf(t, { cookie }, removed)).toMatchObject({ success: true, capturedCount: 1 });
    expect(await sealCount()).toBe(3);
  });

  it('stores an aggregation the packing rules refuse, unjoined, with a note; the others of the document join', async () => {
    const before = await sealCount();
    const ok = aggregation('ADD', [5_104], 'urn:uuid:8a1e6d1c-5b1f-4d0c-9a55-0e3c8f6a7b03');
    const tooMany = aggregation('ADD', [5_105, 5_106, 5_107, 5_108], 'urn:uuid:8a1e6d1c-5b1f-4d0c-9a55-0e3c8f6a7b04');
    const response = await capture(t, { cookie }, epcisDocument(publicUrl, [ok, tooMany]));
    const job = await captureJobOf(t, { cookie }, response);
    expect(job).toMatchObject({ success: true, capturedCount: 2, errors: [] });
    expect(job.notes).toEqual([
      expect.objectContaining({
        index: 1,
        eventID: tooMany.eventID,
        reason: 'traceability.quantity',
        params: expect.objectContaining({ max: 6 }),
      }),
    ]);
    expect(await sealCount()).toBe(before + 1);
    const stored = await t.database.db
      .select()
      .from(epcisEvents)
      .where(and(eq(epcisEvents.accountId, accountId), eq(epcisEvents.captureId, job.captureID)));
    expect(stored.map((row) => [row.eventId, row.traceEventId !== null]).sort()).toEqual([
      [ok.eventID, true],
      [tooMany.eventID, false],
    ]);
  });

  it('stores an aggregation whose parent is no container of the account, joining nothing', async () => {
    const stray = {
      ...aggregation('ADD', [5_110], 'urn:uuid:8a1e6d1c-5b1f-4d0c-9a55-0e3c8f6a7b05'),
      parentID: 'https://id.gs1.org/00/123456789012345675',
    };
    const job = await captureJobOf(t, { cookie }, await capture(t, { cookie }, epcisDocument(publicUrl, [stray])));
    expect(job).toMatchObject({ success: true, capturedCount: 1 });
    expect(job.notes[0]).toMatchObject({ index: 0, reason: 'containerLookup.unknown' });
    const joined = await t.database.db.select().from(traceEvents).where(eq(traceEvents.epcisEventId, stray.eventID));
    expect(joined).toEqual([]);
  });
});
