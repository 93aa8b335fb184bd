import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';
import { queryDigest } from './epcis-query';
import { schemaProblems } from './epcis-schema';
import { VOCABULARIES } from './epcis-vocabulary';
import { clearEvents, getPath, insertCaptured, insertContainers, insertEvent, serialOf } from './test-support';

const t = await useTestApp();
const cookie = await t.login('admin@demo.test');
const { accountId, entityId, siteId } = t.demo;
const owner = { accountId, entityId };
const publicUrl = t.config.publicUrl;
await clearEvents(t, accountId);
await clearEvents(t, t.other.accountId);

const site = `${publicUrl}/sites/${siteId}`;
const EPC = 'urn:epc:id:sgtin:0614141.107346.2017';
const at = (day: number) => new Date(Date.UTC(2026, 3, day, 12));

// Captured events, as sent: each CBV value in another of its forms.
const shipped = await insertCaptured(
  t,
  accountId,
  {
    type: 'ObjectEvent',
    eventID: 'urn:uuid:6b1e7a2c-0000-4000-8000-000000000001',
    eventTime: '2026-04-01T10:00:00+02:00',
    eventTimeZoneOffset: '+02:00',
    action: 'OBSERVE',
    bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
    disposition: 'https://ref.gs1.org/cbv/Disp-in_transit',
    readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' },
    bizLocation: { id: 'urn:epc:id:sgln:0614141.00888.0' },
    epcList: [EPC, 'urn:epc:id:sgtin:0614141.107346.2018'],
    bizTransactionList: [{ type: 'po', bizTransaction: 'urn:epcglobal:cbv:bt:0614141073467:PO-1' }],
    sourceList: [{ type: 'owning_party', source: 'urn:epc:id:pgln:0614141.00001' }],
    destinationList: [
      { type: 'https://ref.gs1.org/cbv/SDT-owning_party', destination: 'urn:epc:id:pgln:0614141.00002' },
    ],
    'ex:temperature': 12,
  },
  { context: [{ ex: 'https://example.org/ex/' }], recordTime: at(10) },
);
const aggregated = await insertCaptured(
  t,
  accountId,
  {
    type: 'AggregationEvent',
    eventTime: '2026-04-02T10:00:00Z',
    eventTimeZoneOffset: '+00:00',
    action: 'ADD',
    bizStep: 'packing',
    parentID: 'urn:epc:id:sscc:0614141.1234567890',
    childEPCs: ['https://id.gs1.org/01/10614141073464/21/2019'],
    childQuantityList: [{ epcClass: 'urn:epc:class:lgtin:4012345.012345.998877', quantity: 200, uom: 'KGM' }],
  },
  { recordTime: at(11) },
);
const transformed = await insertCaptured(
  t,
  accountId,
  {
    type: 'TransformationEvent',
    eventID: 'urn:uuid:6b1e7a2c-0000-4000-8000-000000000003',
    eventTime: '2026-04-03T10:00:00Z',
    eventTimeZoneOffset: '+00:00',
    bizStep: 'commissioning',
    transformationID: 'urn:epc:id:gdti:0614141.12345.400',
    inputEPCList: ['urn:epc:id:sgtin:4012345.011122.25'],
    outputEPCList: ['urn:epc:id:sgtin:4012345.077889.25'],
    inputQuantityList: [{ epcClass: 'urn:epc:class:lgtin:4012345.011111.4444', quantity: 10, uom: 'KGM' }],
    persistentDisposition: { set: ['completeness_verified'], unset: ['completeness_inferred'] },
    errorDeclaration: { declarationTime: '2026-04-05T10:00:00Z', reason: 'incorrect_data' },
  },
  { recordTime: at(12) },
);
// Its document bound `ex` to another namespace: it keeps its own @context.
const otherEx = await insertCaptured(
  t,
  accountId,
  {
    type: 'ObjectEvent',
    eventTime: '2026-04-04T10:00:00Z',
    eventTimeZoneOffset: '+00:00',
    action: 'OBSERVE',
    epcList: [EPC],
    'ex:humidity': 40,
  },
  {
    context: ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld', { ex: 'https://other.example/ns/' }],
    recordTime: at(13),
  },
);

// Console events: a declaration, a packing, and one a captured event joined (read from epcis_events only).
const wine = serialOf('activeWithoutThresholds');
const declared = await insertEvent(t, {
  ...owner,
  bizStep: 'shipping',
  disposition: 'in_transit',
  eventTime: '2026-04-06T10:00:00+02:00',
  siteId,
  targetSiteId: siteId,
  serials: [[wine, wine + 2]],
  createdAt: at(14),
});
const [pallet, looseCase] = await insertContainers(t, owner, ['123456789012345675', 'DE12-ABCDEFG1234X']);
const packed = await insertEvent(t, {
  ...owner,
  epcisType: 'AggregationEvent',
  action: 'ADD',
  bizStep: 'packing',
  eventTime: '2026-04-07T08:00:00Z',
  parentContainerId: pallet!.id,
  containerIds: [looseCase!.id],
  createdAt: at(15),
});
const joinedConsole = await insertEvent(t, { ...owner, bizStep: 'receiving', createdAt: at(16) });
const joined = await insertCaptured(
  t,
  accountId,
  {
    type: 'ObjectEvent',
    eventID: 'urn:uuid:6b1e7a2c-0000-4000-8000-000000000005',
    eventTime: '2026-04-08T10:00:00Z',
    eventTimeZoneOffset: '+00:00',
    action: 'OBSERVE',
    bizStep: 'receiving',
    epcList: [`https://id.gs1.org/01/13400638133394/21/${encodeReference(wine + 50, DEMO_SEAL_KEY)}`],
  },
  { recordTime: at(16), traceEventId: joinedConsole.id },
);

// Another account's events: the same EPC, step, read point and a step of its own.
const foreign = await insertCaptured(
  t,
  t.other.accountId,
  {
    type: 'ObjectEvent',
    eventID: 'urn:uuid:6b1e7a2c-0000-4000-8000-0000000000ff',
    eventTime: '2026-04-01T11:00:00Z',
    eventTimeZoneOffset: '+00:00',
    action: 'OBSERVE',
    bizStep: 'urn:example:other-step',
    disposition: 'urn:example:other-disposition',
    readPoint: { id: 'urn:epc:id:sgln:9999999.00000.1' },
    bizLocation: { id: 'urn:epc:id:sgln:9999999.00000.0' },
    epcList: [EPC, 'urn:epc:id:sgtin:9999999.000000.1'],
  },
  { recordTime: at(10) },
);
const foreignConsole = await insertEvent(t, {
  accountId: t.other.accountId,
  entityId: t.other.entityId,
  createdAt: at(10),
});

type Event = Record<string, unknown> & { eventID?: string; recordTime: string };
const captured = (row: { eventId: string }) => row.eventId;
const consoleId = (row: { id: string }) => `urn:uuid:${row.id}`;
const ALL = [
  captured(shipped),
  captured(aggregated),
  captured(transformed),
  captured(otherEx),
  consoleId(declared),
  consoleId(packed),
  captured(joined),
];

async function query(path: string, headers: Record<string, string> = {}) {
  const response = await getPath(t, cookie, path, headers);
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  const document = response.json();
  expect(schemaProblems(document), path).toEqual([]);
  const events = document.epcisBody.queryResults.resultsBody.eventList as Event[];
  return { response, document, events };
}
/** The events' ids: captured ones without eventID are named by the id the repository gave them. */
const unnamed = new Map([aggregated, otherEx].map((row) => [row.event.eventTime, row.eventId]));
const idsOf = (events: Event[]) => events.map((event) => event.eventID ?? unnamed.get(event.eventTime));
const ids = async (path: string) => idsOf((await query(path)).events);
const problem = async (path: string, headers: Record<string, string> = {}) => {
  const response = await getPath(t, cookie, path, headers);
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
};

describe('GET /epcis/events over captured and console events', () => {
  it('answers both kinds, in record-time order, the joined console event once (as captured)', async () => {
    const { response, document } = await query('/epcis/events');
    expect(idsOf(document.epcisBody.queryResults.resultsBody.eventList)).toEqual(ALL);
    expect(response.headers['content-type']).toContain('application/ld+json');
    for (const header of [
      'gs1-epcis-version',
      'gs1-epcis-min',
      'gs1-epcis-max',
      'gs1-cbv-version',
      'gs1-cbv-min',
      'gs1-cbv-max',
    ])
      expect(response.headers[header], header).toBe('2.0.0');
  });

  it('reads a captured event back as sent, with its record time and its document’s namespaces', async () => {
    const { document, events } = await query('/epcis/events');
    expect(events[0]).toEqual({ ...shipped.event, recordTime: at(10).toISOString() });
    expect(document['@context']).toContainEqual(
      expect.objectContaining({ ex: 'https://example.org/ex/', sc: `${publicUrl}/epcis/ns/` }),
    );
    expect(events[3]!['@context']).toEqual(otherEx.context);
    expect(events[0]!['@context']).toBeUndefined();
  });

  it('answers plain JSON when asked, 406 for what it does not write', async () => {
    const { response } = await query('/epcis/events', { accept: 'application/json' });
    expect(response.headers['content-type']).toContain('application/json');
    expect((await problem('/epcis/events', { accept: 'application/xml' })).body).toMatchObject({
      type: 'epcisException:NotAcceptableException',
      status: 406,
    });
    expect((await problem('/epcis/events', { 'gs1-epcis-min': '3.0.0' })).status).toBe(406);
    expect((await problem('/epcis/events', { 'gs1-cbv-max': '1.2.0' })).status).toBe(406);
    expect(
      (await getPath(t, cookie, '/epcis/events', { 'gs1-epcis-min': '1.2.0', 'gs1-epcis-max': '2.0.0' })).statusCode,
    ).toBe(200);
  });

  it('filters on type, times and action', async () => {
    expect(await ids('/epcis/events?eventType=TransformationEvent|AggregationEvent')).toEqual([
      captured(aggregated),
      captured(transformed),
      consoleId(packed),
    ]);
    expect(await ids('/epcis/events?GE_eventTime=2026-04-02T00:00:00Z&LT_eventTime=2026-04-04T00:00:00Z')).toEqual([
      captured(aggregated),
      captured(transformed),
    ]);
    expect(
      await ids(`/epcis/events?GE_recordTime=${at(13).toISOString()}&LT_recordTime=${at(15).toISOString()}`),
    ).toEqual([captured(otherEx), consoleId(declared)]);
    expect(await ids('/epcis/events?EQ_action=ADD')).toEqual([captured(aggregated), consoleId(packed)]);
    expect((await problem('/epcis/events?EQ_action=MOVE')).body).toMatchObject({
      type: 'epcisException:QueryParameterException',
      params: { parameter: 'EQ_action' },
    });
  });

  it('matches CBV values in any of their forms, and read points and locations as URIs', async () => {
    const shipping = [captured(shipped), consoleId(declared)];
    expect(await ids('/epcis/events?EQ_bizStep=shipping')).toEqual(shipping);
    expect(await ids('/epcis/events?EQ_bizStep=urn:epcglobal:cbv:bizstep:shipping')).toEqual(shipping);
    expect(await ids('/epcis/events?EQ_bizStep=https://ref.gs1.org/cbv/BizStep-commissioning')).toEqual([
      captured(transformed),
    ]);
    expect(await ids('/epcis/events?EQ_disposition=urn:epcglobal:cbv:disp:in_transit')).toEqual(shipping);
    expect(await ids('/epcis/events?EQ_readPoint=urn:epc:id:sgln:0614141.00777.0')).toEqual([captured(shipped)]);
    expect(await ids(`/epcis/events?EQ_readPoint=${encodeURIComponent(site)}`)).toEqual([consoleId(declared)]);
    // Console events have no business location: the filter excludes them.
    expect(await ids('/epcis/events?EQ_bizLocation=urn:epc:id:sgln:0614141.00888.0')).toEqual([captured(shipped)]);
  });

  it('matches EPCs exactly, by pattern, and across URN and Digital Link forms', async () => {
    expect(await ids(`/epcis/events?MATCH_epc=${EPC}`)).toEqual([captured(shipped), captured(otherEx)]);
    // The pattern also matches the Digital Link of that GTIN (the aggregation's child).
    expect(await ids('/epcis/events?MATCH_epc=urn:epc:idpat:sgtin:0614141.107346.*')).toEqual([
      captured(shipped),
      captured(aggregated),
      captured(otherEx),
    ]);
    expect(await ids('/epcis/events?MATCH_epc=urn:epc:id:sgtin:0614141.107346.2019')).toEqual([captured(aggregated)]);
    expect(await ids('/epcis/events?MATCH_parentID=urn:epc:id:sscc:0614141.1234567890')).toEqual([
      captured(aggregated),
    ]);
    expect(await ids('/epcis/events?MATCH_epc=urn:epc:id:sscc:0614141.1234567890')).toEqual([]);
    expect(await ids('/epcis/events?MATCH_inputEPC=urn:epc:id:sgtin:4012345.011122.25')).toEqual([
      captured(transformed),
    ]);
    expect(await ids('/epcis/events?MATCH_outputEPC=urn:epc:id:sgtin:4012345.011122.25')).toEqual([]);
    expect(await ids('/epcis/events?MATCH_outputEPC=urn:epc:idpat:sgtin:4012345.*.*')).toEqual([captured(transformed)]);
    expect(
      await ids('/epcis/events?MATCH_anyEPC=urn:epc:id:sgtin:4012345.077889.25|urn:epc:id:sscc:0614141.1234567890'),
    ).toEqual([captured(aggregated), captured(transformed)]);
    expect(await ids('/epcis/events?MATCH_epcClass=urn:epc:class:lgtin:4012345.012345.998877')).toEqual([
      captured(aggregated),
    ]);
    expect(await ids('/epcis/events?MATCH_inputEPCClass=urn:epc:idpat:sgtin:4012345.011111.*')).toEqual([
      captured(transformed),
    ]);
    expect(await ids('/epcis/events?MATCH_anyEPCClass=urn:epc:class:lgtin:4012345.011111.4444')).toEqual([
      captured(transformed),
    ]);
    expect((await problem('/epcis/events?MATCH_epc=urn:epc:idpat:sgtin:*.107346.2017')).status).toBe(400);
  });

  it('finds the console’s events of a seal or a container by their EPC', async () => {
    const { events } = await query(`/epcis/events?EQ_eventID=${consoleId(declared)}`);
    const seal = (events[0]!.epcList as string[])[1]!;
    expect(await ids(`/epcis/events?MATCH_epc=${encodeURIComponent(seal)}`)).toEqual([consoleId(declared)]);
    expect(await ids(`/epcis/events?MATCH_anyEPC=${encodeURIComponent(seal)}`)).toEqual([consoleId(declared)]);
    expect(await ids('/epcis/events?MATCH_parentID=https://id.gs1.org/00/123456789012345675')).toEqual([
      consoleId(packed),
    ]);
    const child = encodeURIComponent(`${publicUrl}/containers/DE12-ABCDEFG1234X`);
    expect(await ids(`/epcis/events?MATCH_epc=${child}`)).toEqual([consoleId(packed)]);
    // A captured event that joined a console event is found as sent.
    const joinedSeal = encodeURIComponent((joined.event.epcList as string[])[0]!);
    expect(await ids(`/epcis/events?MATCH_epc=${joinedSeal}`)).toEqual([captured(joined)]);
  });

  it('matches business transactions, sources and destinations by type in any form', async () => {
    const po = 'urn:epcglobal:cbv:bt:0614141073467:PO-1';
    expect(await ids(`/epcis/events?EQ_bizTransaction_po=${po}`)).toEqual([captured(shipped)]);
    expect(await ids(`/epcis/events?EQ_bizTransaction_urn:epcglobal:cbv:btt:po=${po}`)).toEqual([captured(shipped)]);
    expect(await ids(`/epcis/events?EQ_bizTransaction_inv=${po}`)).toEqual([]);
    expect(await ids('/epcis/events?EQ_source_owning_party=urn:epc:id:pgln:0614141.00001')).toEqual([
      captured(shipped),
    ]);
    expect(await ids('/epcis/events?EQ_destination_owning_party=urn:epc:id:pgln:0614141.00002')).toEqual([
      captured(shipped),
    ]);
    expect(await ids(`/epcis/events?EQ_destination_location=${encodeURIComponent(site)}`)).toEqual([
      consoleId(declared),
    ]);
  });

  it('filters on eventID, EXISTS_ fields, transformation and persistent disposition', async () => {
    expect(await ids(`/epcis/events?EQ_eventID=${captured(transformed)}|${consoleId(packed)}`)).toEqual([
      captured(transformed),
      consoleId(packed),
    ]);
    expect(await ids('/epcis/events?EXISTS_errorDeclaration=true')).toEqual([captured(transformed)]);
    expect(await ids('/epcis/events?EXISTS_errorDeclaration=false')).toEqual(ALL);
    expect(await ids('/epcis/events?EXISTS_bizLocation')).toEqual([captured(shipped)]);
    expect(await ids('/epcis/events?EXISTS_disposition')).toEqual([captured(shipped), consoleId(declared)]);
    expect(await ids('/epcis/events?EXISTS_parentID')).toEqual([captured(aggregated), consoleId(packed)]);
    expect(await ids('/epcis/events?EXISTS_ex:temperature')).toEqual([captured(shipped)]);
    expect(await ids('/epcis/events?EQ_transformationID=urn:epc:id:gdti:0614141.12345.400')).toEqual([
      captured(transformed),
    ]);
    expect(await ids('/epcis/events?EQ_persistentDisposition_set=completeness_verified')).toEqual([
      captured(transformed),
    ]);
    expect(await ids('/epcis/events?EQ_persistentDisposition_unset=completeness_verified')).toEqual([]);
  });

  it('orders by event or record time, either way, and limits the count across pages', async () => {
    const descending = await ids('/epcis/events?orderBy=eventTime');
    expect(descending).toEqual([
      captured(joined),
      consoleId(packed),
      consoleId(declared),
      captured(otherEx),
      captured(transformed),
      captured(aggregated),
      captured(shipped),
    ]);
    expect(await ids('/epcis/events?orderBy=eventTime&orderDirection=ASC')).toEqual([...descending].reverse());
    expect(await ids('/epcis/events?orderBy=recordTime&orderDirection=DESC')).toEqual([...ALL].reverse());

    const first = await query('/epcis/events?orderBy=eventTime&eventCountLimit=3&perPage=2');
    expect(idsOf(first.events)).toEqual(descending.slice(0, 2));
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.response.headers.link))![1]!;
    expect(next.startsWith('/epcis/events?')).toBe(true);
    const second = await query(next);
    expect(idsOf(second.events)).toEqual(descending.slice(2, 3));
    expect(second.response.headers.link).toBeUndefined();

    for (const bad of [
      'eventCountLimit=2',
      'orderBy=bizStep',
      'orderBy=eventTime&orderDirection=UP',
      'maxEventCount=5',
    ])
      expect((await problem(`/epcis/events?${bad}`)).body, bad).toMatchObject({
        type: 'epcisException:QueryParameterException',
        status: 400,
      });
  });

  it('pages with a token bound to its query', async () => {
    const first = await query('/epcis/events?perPage=3&EQ_bizStep=shipping|packing|receiving');
    expect(idsOf(first.events)).toHaveLength(3);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.response.headers.link))![1]!;
    const token = new URL(next, 'http://x').searchParams.get('nextPageToken')!;
    expect(await ids(next)).toEqual([consoleId(packed), captured(joined)]);
    const reused = await problem(`/epcis/events?perPage=3&EQ_bizStep=shipping&nextPageToken=${token}`);
    expect(reused.body).toMatchObject({ status: 400, params: { parameter: 'nextPageToken' } });
  });
});

describe('Input the query cannot read', () => {
  it('answers 400 or 404, never a server error', async () => {
    const forged = (key: string, path = '/epcis/events') =>
      Buffer.from(JSON.stringify([key, shipped.id, 0, queryDigest(path, {})])).toString('base64url');
    const list = (after: string) =>
      Buffer.from(JSON.stringify([after, queryDigest('/epcis/bizSteps', {})])).toString('base64url');
    const cases: [string, number][] = [
      ['/epcis/events?EQ_bizStep=%00', 400],
      ['/epcis/events?MATCH_epc=urn%00x', 400],
      ['/epcis/events?GE_eventTime=0000-01-01T00:00:00Z', 400],
      ['/epcis/events?GE_eventTime=2026-01-01T00:00:00Z&GE_eventTime=2026-02-01T00:00:00Z', 400],
      [`/epcis/events?nextPageToken=${forged('2026-13-45T00:00:00.000000Z')}`, 400],
      [`/epcis/events?nextPageToken=${forged('2026-04-10T12:00:00.000000Z')}`, 200],
      [`/epcis/bizSteps?nextPageToken=${list('a\u0000')}`, 400],
      ['/epcis/bizSteps/%00', 404],
      ['/epcis/bizSteps/%00/events', 400],
      ['/epcis/eventTypes/%20/events', 400],
    ];
    for (const [path, status] of cases) expect((await getPath(t, cookie, path)).statusCode, path).toBe(status);
  });
});

describe('The binding’s other query paths', () => {
  it('lists the event types, the account’s business steps, dispositions, read points, locations and EPCs', async () => {
    const list = async (path: string) => {
      const response = await getPath(t, cookie, path);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ type: 'Collection' });
      return response.json().member as string[];
    };
    expect(await list('/epcis/eventTypes')).toEqual([
      'AggregationEvent',
      'AssociationEvent',
      'ObjectEvent',
      'TransactionEvent',
      'TransformationEvent',
    ]);
    expect(await list('/epcis/bizSteps')).toEqual(['commissioning', 'packing', 'receiving', 'shipping']);
    expect(await list('/epcis/dispositions')).toEqual(['in_transit']);
    expect(await list('/epcis/readPoints')).toEqual([site, 'urn:epc:id:sgln:0614141.00777.0']);
    expect(await list('/epcis/bizLocations')).toEqual(['urn:epc:id:sgln:0614141.00888.0']);
    expect(await list('/epcis/epcs')).toContain(EPC);
    expect(await list('/epcis/epcs')).not.toContain('urn:epc:id:sgtin:9999999.000000.1');

    const first = await getPath(t, cookie, '/epcis/bizSteps?perPage=3');
    expect(first.json().member).toEqual(['commissioning', 'packing', 'receiving']);
    const next = /^<([^>]+)>; rel="next"$/.exec(String(first.headers.link))![1]!;
    expect(await list(next)).toEqual(['shipping']);
    expect((await problem('/epcis/bizSteps?EQ_bizStep=x')).status).toBe(400);
  });

  it('answers each value’s sub-resources and its events, the value in any form', async () => {
    const resource = await getPath(t, cookie, '/epcis/bizSteps/shipping');
    expect(resource.statusCode).toBe(200);
    expect(resource.json()).toMatchObject({ type: 'Collection', member: ['events'] });
    expect((await getPath(t, cookie, '/epcis/bizSteps/destroying')).statusCode).toBe(404);
    expect((await getPath(t, cookie, '/epcis/eventTypes/AssociationEvent')).statusCode).toBe(200);
    expect((await getPath(t, cookie, '/epcis/eventTypes/NoSuchEvent')).statusCode).toBe(404);

    expect(await ids('/epcis/bizSteps/urn:epcglobal:cbv:bizstep:shipping/events')).toEqual([
      captured(shipped),
      consoleId(declared),
    ]);
    expect(
      await ids('/epcis/bizSteps/shipping/events?eventType=ObjectEvent&EQ_readPoint=urn:epc:id:sgln:0614141.00777.0'),
    ).toEqual([captured(shipped)]);
    expect(await ids('/epcis/dispositions/in_transit/events')).toEqual([captured(shipped), consoleId(declared)]);
    expect(await ids('/epcis/eventTypes/TransformationEvent/events')).toEqual([captured(transformed)]);
    expect(await ids(`/epcis/readPoints/${encodeURIComponent(site)}/events`)).toEqual([consoleId(declared)]);
    expect(await ids('/epcis/bizLocations/urn:epc:id:sgln:0614141.00888.0/events')).toEqual([captured(shipped)]);
    expect(await ids(`/epcis/epcs/${EPC}/events`)).toEqual([captured(shipped), captured(otherEx)]);
    expect(await ids(`/epcis/epcs/urn:epc:id:sscc:0614141.1234567890/events`)).toEqual([captured(aggregated)]);
    expect((await getPath(t, cookie, `/epcis/epcs/${EPC}`)).statusCode).toBe(200);

    const page = await query('/epcis/bizSteps/shipping/events?perPage=1');
    expect(String(page.response.headers.link)).toMatch(
      /^<\/epcis\/bizSteps\/shipping\/events\?perPage=1&nextPageToken=/,
    );
  });
});

describe('Tenant isolation of every query path', () => {
  const otherIds = [foreign.eventId, consoleId(foreignConsole)];

  it('never answers another account’s events, whatever the path or filter', async () => {
    const paths = [
      '/epcis/events',
      `/epcis/events?EQ_eventID=${foreign.eventId}`,
      `/epcis/events?MATCH_epc=${EPC}`,
      '/epcis/events?EQ_readPoint=urn:epc:id:sgln:9999999.00000.1',
      '/epcis/events?EQ_disposition=urn:example:other-disposition',
      `/epcis/epcs/${EPC}/events`,
      '/epcis/eventTypes/ObjectEvent/events',
      '/epcis/bizSteps/urn:example:other-step/events',
      '/epcis/dispositions/urn:example:other-disposition/events',
      '/epcis/readPoints/urn:epc:id:sgln:9999999.00000.1/events',
      '/epcis/bizLocations/urn:epc:id:sgln:9999999.00000.0/events',
    ];
    for (const path of paths) {
      const found = await ids(path);
      for (const id of otherIds) expect(found, path).not.toContain(id);
    }
  });

  it('lists none of another account’s values, and its values’ sub-resources are not found', async () => {
    const foreignValues = [
      'urn:example:other-step',
      'urn:example:other-disposition',
      'urn:epc:id:sgln:9999999.00000.1',
      'urn:epc:id:sgln:9999999.00000.0',
      'urn:epc:id:sgtin:9999999.000000.1',
    ];
    for (const path of VOCABULARIES.map((vocabulary) => `/epcis/${vocabulary}`)) {
      const members = (await getPath(t, cookie, path)).json().member as string[];
      for (const value of foreignValues) expect(members, path).not.toContain(value);
    }
    for (const path of [
      '/epcis/bizSteps/urn:example:other-step',
      '/epcis/dispositions/urn:example:other-disposition',
      '/epcis/readPoints/urn:epc:id:sgln:9999999.00000.1',
      '/epcis/bizLocations/urn:epc:id:sgln:9999999.00000.0',
      '/epcis/epcs/urn:epc:id:sgtin:9999999.000000.1',
    ])
      expect((await getPath(t, cookie, path)).statusCode, path).toBe(404);
  });

  it('answers the other account its own events on the same paths', async () => {
    const otherCookie = await t.login('other.admin@demo.test');
    const response = await getPath(t, otherCookie, `/epcis/epcs/${EPC}/events`);
    const events = response.json().epcisBody.queryResults.resultsBody.eventList as Event[];
    expect(events.map((event) => event.eventID)).toEqual([foreign.eventId]);
    expect((await getPath(t, otherCookie, '/epcis/bizSteps/urn:example:other-step')).statusCode).toBe(200);
  });
});
