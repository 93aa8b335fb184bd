import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { traceEvents as contract } from '@seal/shared';
import { caller, dataOf } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { epcisEvents, traceEvents } from '../../db/schema';
import { differingFields } from './conformance/json-ld-equivalence';
import { eventListOf } from './epcis-capture-read';
import { capture, captureJobOf } from './test-support';
import { demoReference } from '../trace-containers/test-support';

type Json = Record<string, unknown>;

const t = await useTestApp();
const cookie = await t.login('admin@demo.test');
const { accountId } = t.demo;

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'conformance', 'examples');
const examples = fs
  .readdirSync(folder, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.jsonld'))
  .sort();
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Json;

/** GET /epcis/events/{eventID}. */
const eventOf = (eventID: string) =>
  t.app.inject({ method: 'GET', url: `/epcis/events/${encodeURIComponent(eventID)}`, headers: { cookie } });

/** The eventIDs the capture stored the document's events under (given ones for events sent without). */
async function storedIds(captureId: string, events: Json[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ eventId: epcisEvents.eventId, event: epcisEvents.event })
    .from(epcisEvents)
    .where(and(eq(epcisEvents.accountId, accountId), eq(epcisEvents.captureId, captureId)));
  const unused = [...rows];
  return events.map((event) => {
    if (typeof event.eventID === 'string') return event.eventID;
    const at = unused.findIndex((row) => differingFields(event, undefined, row.event).length === 0);
    expect(at, `a stored row for ${JSON.stringify(event).slice(0, 80)}`).toBeGreaterThanOrEqual(0);
    return unused.splice(at, 1)[0]!.eventId;
  });
}

/** The account's event model of `receiving`, for an official event moved onto a demo seal. */
const model = dataOf(
  contract.create,
  await caller(t, cookie)(contract.create, {
    name: { en: 'Received' },
    items: [],
    options: { public: true, severalReferences: true },
    target: 'none',
    bizStep: 'receiving',
  }),
);

describe("GS1's 47 EPCIS 2.0 examples", () => {
  it('are all here', () => expect(examples).toHaveLength(47));

  it.each(examples)('%s is captured and every event reads back as sent', async (file) => {
    // Some examples share eventIDs with others (for different events): each starts on an empty repository.
    await t.database.db.delete(epcisEvents).where(eq(epcisEvents.accountId, accountId));
    const document = read(file);
    const events = eventListOf(document);
    const response = await capture(t, { cookie }, document);
    expect(response.statusCode, response.body).toBe(202);
    const job = await captureJobOf(t, { cookie }, response);
    expect(job, JSON.stringify(job)).toMatchObject({
      running: false,
      success: true,
      captureErrorBehaviour: 'rollback',
      eventCount: events.length,
      capturedCount: events.length,
      errors: [],
    });
    const ids = await storedIds(job.captureID, events);
    for (const [index, event] of events.entries()) {
      const answer = await eventOf(ids[index]!);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['content-type']).toContain('application/ld+json');
      const back = answer.json() as Json;
      expect(differingFields(event, document['@context'], back), `${file} event ${index}`).toEqual([]);
      expect(back.eventID).toBe(ids[index]);
      expect(Date.parse(String(back.recordTime))).not.toBeNaN();
    }
  });
});

describe('an official event moved onto a demo seal', () => {
  const reference = demoReference(1_020);
  const source = read('Example_9.6.1-ObjectEvent.jsonld');
  const [official] = eventListOf(source) as Json[];
  const moved: Json = {
    ...official,
    eventID: 'urn:uuid:3f1c2a52-8f0e-4c1e-9d6a-0b5c3e2f7a99',
    bizStep: 'receiving',
    epcList: [`${t.config.publicUrl}/consultation?ref=${reference}`],
  };

  it("joins that seal's traceability and still reads back as sent", async () => {
    const document = { ...source, epcisBody: { eventList: [moved] } };
    const response = await capture(t, { cookie }, document);
    const job = await captureJobOf(t, { cookie }, response);
    expect(job, JSON.stringify(job)).toMatchObject({ success: true, capturedCount: 1, notes: [] });

    const [row] = await t.database.db
      .select()
      .from(epcisEvents)
      .where(and(eq(epcisEvents.accountId, accountId), eq(epcisEvents.eventId, String(moved.eventID))));
    expect(row?.traceEventId).toBeTruthy();
    const [joined] = await t.database.db.select().from(traceEvents).where(eq(traceEvents.id, row!.traceEventId!));
    expect(joined).toMatchObject({ source: 'epcis', eventModelId: model.id, epcisEventId: moved.eventID });

    const seal = dataOf(contract.ofReference, await caller(t, cookie)(contract.ofReference, { ref: reference }));
    expect(seal.events.map((event) => event.id)).toContain(joined!.id);

    const answer = await eventOf(String(moved.eventID));
    expect(differingFields(moved, source['@context'], answer.json())).toEqual([]);
    // The console's event detail shows it as captured, readPoint and all.
    const detail = dataOf(contract.getEvent, await caller(t, cookie)(contract.getEvent, { eventId: joined!.id }));
    expect(differingFields(moved, source['@context'], detail.epcis!)).toEqual([]);
    expect(detail.epcis).toHaveProperty('readPoint');
  });
});
