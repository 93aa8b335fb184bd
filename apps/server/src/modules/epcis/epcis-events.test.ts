import { describe, expect, it } from 'vitest';
import { EPCIS_PAGE_EPCS_MAX } from '@seal/shared/contract/epcis';
import { useTestApp } from '../../../test/use-test-app';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';
import { schemaProblems } from './epcis-schema';
import { clearEvents, getEvents, insertContainers, insertEvent, serialOf } from './test-support';

const t = await useTestApp();
const cookie = await t.login('admin@demo.test');
const { accountId, entityId, siteId } = t.demo;
const owner = { accountId, entityId };
const publicUrl = t.config.publicUrl;
await clearEvents(t, accountId);
await clearEvents(t, t.other.accountId);

// Three wine case seals (a product with a GTIN) and two never activated.
const wine = serialOf('activeWithoutThresholds');
const delivered = serialOf('inactive');
const shipped = await insertEvent(t, {
  ...owner,
  bizStep: 'shipping',
  disposition: 'in_transit',
  eventTime: '2026-03-01T10:00:00+02:00',
  siteId,
  targetSiteId: siteId,
  data: { '10': 'LOT-7' },
  public: true,
  serials: [
    [wine, wine + 2],
    [delivered, delivered + 1],
  ],
});
const received = await insertEvent(t, {
  ...owner,
  bizStep: 'receiving',
  disposition: 'sellable_accessible',
  eventTime: '2026-03-05T09:00:00+01:00',
  serials: [[wine + 10, wine + 10]],
});
const [pallet, looseCase] = await insertContainers(t, owner, ['123456789012345675', 'DE12-ABCDEFG1234X']);
const packed = await insertEvent(t, {
  ...owner,
  epcisType: 'AggregationEvent',
  action: 'ADD',
  bizStep: 'packing',
  eventTime: '2026-03-03T08:00:00Z',
  parentContainerId: pallet!.id,
  containerIds: [looseCase!.id],
  serials: [[wine + 20, wine + 21]],
});

type Event = Record<string, unknown> & { eventID: string; epcList?: string[]; childEPCs?: string[] };
async function query(text = '') {
  const response = await getEvents(t, { cookie }, text);
  expect(response.statusCode, response.body).toBe(200);
  return { response, events: response.json().epcisBody.queryResults.resultsBody.eventList as Event[] };
}
const idsOf = (events: Event[]) => events.map((event) => event.eventID);
const uuid = (row: { id: string }) => `urn:uuid:${row.id}`;

describe('GET /epcis/events', () => {
  it('answers an EPCISQueryDocument the EPCIS 2.0 JSON schema accepts, with the binding’s headers', async () => {
    const { response, events } = await query();
    expect(response.headers['content-type']).toContain('application/ld+json');
    expect(response.headers['gs1-epcis-version']).toBe('2.0.0');
    expect(response.headers['gs1-cbv-version']).toBe('2.0.0');
    const document = response.json();
    expect(document.type).toBe('EPCISQueryDocument');
    expect(schemaProblems(document)).toEqual([]);
    expect(idsOf(events)).toEqual([uuid(shipped), uuid(received), uuid(packed)]);
  });

  it('maps a declaration to an ObjectEvent: CBV names, read point and destination, data as extensions', async () => {
    const { events } = await query();
    const event = events[0]!;
    expect(event).toMatchObject({
      type: 'ObjectEvent',
      action: 'OBSERVE',
      bizStep: 'shipping',
      disposition: 'in_transit',
      eventTimeZoneOffset: '+02:00',
      eventTime: '2026-03-01T08:00:00.000Z',
      readPoint: { id: `${publicUrl}/sites/${siteId}` },
      destinationList: [{ type: 'location', destination: `${publicUrl}/sites/${siteId}` }],
      'sc:data': { '10': 'LOT-7' },
      'sc:public': true,
    });
    // Range by range in serial order: the never activated seals by their consultation address,
    // the wine case's by their Digital Link with its GTIN.
    const reference = (serial: number) => encodeReference(serial, DEMO_SEAL_KEY);
    expect(event.epcList).toEqual([
      `${publicUrl}/consultation?ref=${reference(delivered)}`,
      `${publicUrl}/consultation?ref=${reference(delivered + 1)}`,
      ...[0, 1, 2].map((plus) => `https://id.gs1.org/01/13400638133394/21/${reference(wine + plus)}`),
    ]);
  });

  it('maps packing to an AggregationEvent: the parent container and its children, seals and containers', async () => {
    const { events } = await query('?eventType=AggregationEvent');
    expect(idsOf(events)).toEqual([uuid(packed)]);
    expect(events[0]).toMatchObject({
      type: 'AggregationEvent',
      action: 'ADD',
      bizStep: 'packing',
      parentID: 'https://id.gs1.org/00/123456789012345675',
    });
    expect(events[0]!.childEPCs![0]).toBe(`${publicUrl}/containers/DE12-ABCDEFG1234X`);
    expect(events[0]!.childEPCs).toHaveLength(3);
  });

  it('filters on event time, record time, business step, disposition and read point', async () => {
    expect(idsOf((await query('?GE_eventTime=2026-03-02T00:00:00Z')).events)).toEqual([uuid(received), uuid(packed)]);
    expect(idsOf((await query('?LT_eventTime=2026-03-02T00:00:00Z')).events)).toEqual([uuid(shipped)]);
    expect(idsOf((await query('?GE_recordTime=2100-01-01T00:00:00Z')).events)).toEqual([]);
    expect(idsOf((await query('?LT_recordTime=2100-01-01T00:00:00Z')).events)).toHaveLength(3);
    expect(idsOf((await query('?EQ_bizStep=receiving|packing')).events)).toEqual([uuid(received), uuid(packed)]);
    expect(idsOf((await query('?EQ_bizStep=https://ref.gs1.org/cbv/BizStep-shipping')).events)).toEqual([
      uuid(shipped),
    ]);
    expect(idsOf((await query('?EQ_disposition=sellable_accessible')).events)).toEqual([uuid(received)]);
    expect(idsOf((await query(`?EQ_readPoint=${publicUrl}/sites/${siteId}`)).events)).toEqual([uuid(shipped)]);
    expect(idsOf((await query('?eventType=TransformationEvent')).events)).toEqual([]);
  });

  it('matches EPCs: a seal of a range, a child or a parent container', async () => {
    const { events } = await query();
    const third = events[0]!.epcList![2]!;
    expect(idsOf((await query(`?MATCH_epc=${encodeURIComponent(third)}`)).events)).toEqual([uuid(shipped)]);
    const pallet = 'https://id.gs1.org/00/123456789012345675';
    const child = `${publicUrl}/containers/DE12-ABCDEFG1234X`;
    expect(idsOf((await query(`?MATCH_parentID=${pallet}`)).events)).toEqual([uuid(packed)]);
    expect(idsOf((await query(`?MATCH_epc=${pallet}`)).events)).toEqual([]);
    expect(idsOf((await query(`?MATCH_epc=${encodeURIComponent(child)}`)).events)).toEqual([uuid(packed)]);
    expect(idsOf((await query(`?MATCH_anyEPC=${pallet}`)).events)).toEqual([uuid(packed)]);
    expect(idsOf((await query('?MATCH_anyEPC=urn:epc:id:sgtin:0614141.107346.2017')).events)).toEqual([]);
  });

  it('pages with perPage and nextPageToken, the next page named in Link', async () => {
    const first = await query('?perPage=2');
    expect(idsOf(first.events)).toEqual([uuid(shipped), uuid(received)]);
    const link = String(first.response.headers.link);
    const next = /^<([^>]+)>; rel="next"$/.exec(link)![1]!;
    expect(next).toContain('perPage=2');
    const second = await t.app.inject({ method: 'GET', url: next, headers: { cookie } });
    expect(second.json().epcisBody.queryResults.resultsBody.eventList.map((e: Event) => e.eventID)).toEqual([
      uuid(packed),
    ]);
    expect(second.headers.link).toBeUndefined();
  });

  it('answers a parameter it cannot read with a 400 QueryParameterException problem', async () => {
    for (const text of ['?GE_eventTime=yesterday', '?perPage=0', '?nextPageToken=abc', '?EQ_unknownField=x']) {
      const response = await getEvents(t, { cookie }, text);
      expect(response.statusCode, text).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ type: 'epcisException:QueryParameterException', status: 400 });
    }
  });
});

describe('GET /epcis/events on big events', () => {
  it(`closes a page before it passes ${EPCIS_PAGE_EPCS_MAX} EPCs, never cutting an event`, async () => {
    const other = t.other;
    const base = 1_000_000;
    const big = (offset: number) => [[base + offset, base + offset + 59_999]] as [number, number][];
    const a = await insertEvent(t, { accountId: other.accountId, entityId: other.entityId, serials: big(0) });
    const b = await insertEvent(t, { accountId: other.accountId, entityId: other.entityId, serials: big(100_000) });
    const otherCookie = await t.login('other.admin@demo.test');
    const response = await getEvents(t, { cookie: otherCookie }, '?perPage=10');
    const events = response.json().epcisBody.queryResults.resultsBody.eventList as Event[];
    expect(idsOf(events)).toEqual([uuid(a)]);
    expect(events[0]!.epcList).toHaveLength(60_000);
    expect(new Set(events[0]!.epcList).size).toBe(60_000);
    expect(response.headers.link).toContain('nextPageToken=');
    expect(b.id).toBeDefined();
  });
});
