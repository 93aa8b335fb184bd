import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { traceEvents as contract } from '@seal/shared';
import { caller, dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog, traceEvents } from '../../db/schema';
import { schemaProblems } from './epcis-schema';
import { capture, captureJobOf, clearEvents, getEvents, insertEvent, serialOf } from './test-support';

const t = await useTestApp();
const cookie = await t.login('admin@demo.test');
const admin = caller(t, cookie);
const { accountId, entityId, siteId } = t.demo;
await clearEvents(t, accountId);

const model = dataOf(
  contract.create,
  await admin(contract.create, {
    name: { en: 'Shipped' },
    items: [{ label: { en: 'Lot' }, format: 'text', aiTag: '10' }],
    options: { public: true, severalReferences: true },
    target: 'optional',
    bizStep: 'shipping',
    disposition: 'in_transit',
    siteIds: [siteId],
  }),
);
const wine = serialOf('activeWithoutThresholds');
const delivered = serialOf('inactive');
const declared = {
  accountId,
  entityId,
  eventModelId: model.id,
  bizStep: 'shipping',
  disposition: 'in_transit',
  siteId,
  public: true,
};
await insertEvent(t, { ...declared, data: { '10': 'LOT-1' }, targetSiteId: siteId, serials: [[wine, wine + 4]] });
await insertEvent(t, {
  ...declared,
  eventTime: '2026-03-04T18:30:00+02:00',
  data: { '10': 'LOT-2' },
  serials: [
    [delivered, delivered + 2],
    [wine + 50, wine + 50],
  ],
});

type Event = Record<string, unknown>;
async function exported(): Promise<{ document: Record<string, unknown>; events: Event[] }> {
  const response = await getEvents(t, { cookie });
  expect(response.statusCode, response.body).toBe(200);
  const document = response.json();
  return { document, events: document.epcisBody.queryResults.resultsBody.eventList };
}
/**
 * What the round trip must keep: everything but when it was recorded. Events recorded by one capture
 * share its record time (the transaction's), so they are compared by eventID, not in page order.
 */
const kept = (events: Event[]) =>
  events
    .map(({ recordTime: _recordTime, ...event }) => event)
    .sort((a, b) => String(a.eventID).localeCompare(String(b.eventID)));

describe('EPCIS round trip', () => {
  it('captures its own export back, event for event, and the export of the capture is the same document', async () => {
    const first = await exported();
    expect(first.events).toHaveLength(2);
    expect(schemaProblems(first.document)).toEqual([]);

    await t.database.db.delete(traceEvents).where(eq(traceEvents.accountId, accountId));
    const response = await capture(t, { cookie }, first.document);
    expect(response.statusCode, response.body).toBe(202);
    const job = await captureJobOf(t, { cookie }, response);
    expect(job, JSON.stringify(job)).toMatchObject({ success: true, capturedCount: 2, errors: [] });

    const second = await exported();
    expect(kept(second.events)).toEqual(kept(first.events));
    const rows = await t.database.db.select().from(traceEvents).where(eq(traceEvents.accountId, accountId));
    expect(rows.map((row) => row.source)).toEqual(['epcis', 'epcis']);
    expect(rows.map((row) => row.referenceCount).sort()).toEqual([4, 5]);
    const [logged] = await t.database.db.select().from(actionLog).where(eq(actionLog.method, 'epcisModel.capture'));
    expect(logged).toMatchObject({ accountId, userId: t.demo.userIds.admin, after: { capturedCount: 2 } });
  });

  it('captures the same document again without doubling an event', async () => {
    const before = await exported();
    const response = await capture(t, { cookie }, before.document);
    expect(await captureJobOf(t, { cookie }, response)).toMatchObject({ success: true, capturedCount: 0 });
    expect(kept((await exported()).events)).toEqual(kept(before.events));
  });

  it('knows an eventID again whatever characters it holds', async () => {
    const { document } = await exported();
    const [event] = (document.epcisBody as { queryResults: { resultsBody: { eventList: Event[] } } }).queryResults
      .resultsBody.eventList;
    const odd = {
      ...document,
      type: 'EPCISDocument',
      epcisBody: { eventList: [{ ...event, eventID: "urn:test:a,b'c;d=(e)" }] },
    };
    const first = await capture(t, { cookie }, odd);
    expect(await captureJobOf(t, { cookie }, first)).toMatchObject({ success: true, capturedCount: 1 });
    const second = await capture(t, { cookie }, odd);
    expect(await captureJobOf(t, { cookie }, second)).toMatchObject({ success: true, capturedCount: 0 });
  });

  it('keeps the action a captured event carries, not the one its model would give', async () => {
    const { document } = await exported();
    const [event] = (document.epcisBody as { queryResults: { resultsBody: { eventList: Event[] } } }).queryResults
      .resultsBody.eventList;
    expect(event!.action).toBe('OBSERVE');
    const eventID = 'urn:uuid:6f1c0a52-8f0e-4c1e-9d6a-0b5c3e2f7a11';
    const deleted = {
      ...document,
      type: 'EPCISDocument',
      epcisBody: { eventList: [{ ...event, eventID, action: 'DELETE' }] },
    };
    const response = await capture(t, { cookie }, deleted);
    expect(await captureJobOf(t, { cookie }, response)).toMatchObject({ success: true, capturedCount: 1 });
    const [row] = await t.database.db.select().from(traceEvents).where(eq(traceEvents.epcisEventId, eventID));
    expect(row?.action).toBe('DELETE');
    const again = (await exported()).events.find((exportedEvent) => exportedEvent.eventID === eventID);
    expect(again?.action).toBe('DELETE');
  });
});
