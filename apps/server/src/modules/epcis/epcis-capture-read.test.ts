import { describe, expect, it } from 'vitest';
import { DEMO_SEAL_KEY, withDemoKey } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';
import { KEYRING } from '../seals/test-keys';
import { consolePrefixes, readCapturedEvent, withOffset } from './epcis-capture-read';
import { bareCbv, readEpc, sealEpc } from './epcis-identifiers';

const ids = { publicUrl: 'https://seals.example.com' };
const keyring = withDemoKey(KEYRING);
const ref = (serial: number) => encodeReference(serial, DEMO_SEAL_KEY);
const document = {
  '@context': [
    'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld',
    { mine: `${ids.publicUrl}/epcis/ns/` },
  ],
};

describe('reading a captured event', () => {
  it('writes the instant in the event’s own offset', () => {
    expect(withOffset('2026-03-01T08:00:00Z', '+02:00')).toBe('2026-03-01T10:00:00.000+02:00');
    expect(withOffset('2026-03-01T08:00:00.5+01:00', '-05:30')).toBe('2026-03-01T01:30:00.500-05:30');
  });

  it('reads the EPCs it wrote back: Digital Link and consultation address, containers by code', () => {
    expect(readEpc(ids, sealEpc(ids, ref(5), '04006381333931'))).toEqual({ kind: 'seal', reference: ref(5) });
    expect(readEpc(ids, sealEpc(ids, ref(5), null))).toEqual({ kind: 'seal', reference: ref(5) });
    expect(readEpc(ids, 'https://id.gs1.org/00/123456789012345675')).toEqual({
      kind: 'container',
      code: '123456789012345675',
    });
    expect(readEpc(ids, `${ids.publicUrl}/containers/DE12-ABCDEFG1234X`)).toEqual({
      kind: 'container',
      code: 'DE12-ABCDEFG1234X',
    });
    expect(readEpc(ids, 'https://other.example.com/consultation?ref=x').kind).toBe('other');
    expect(readEpc(ids, 'urn:epc:id:sgtin:0614141.107346.2017').kind).toBe('other');
  });

  it('takes CBV names bare, as Web URIs or as URNs', () => {
    expect(bareCbv('https://ref.gs1.org/cbv/BizStep-receiving', 'BizStep')).toBe('receiving');
    expect(bareCbv('urn:epcglobal:cbv:disp:in_transit', 'Disp')).toBe('in_transit');
    expect(bareCbv('shipping', 'BizStep')).toBe('shipping');
  });

  it('joins consecutive seals into ranges, counts EPCs of no seal, and reads its own fields by the bound prefix', () => {
    const serials = [100, 101, 102, 104, 103, 200];
    const event = readCapturedEvent(
      ids,
      keyring,
      consolePrefixes(ids, document),
      {
        type: 'ObjectEvent',
        eventID: 'urn:uuid:3f0c8e5e-8f43-4c9a-9d7e-1f9a2b3c4d5e',
        eventTime: '2026-03-01T08:00:00Z',
        eventTimeZoneOffset: '+02:00',
        action: 'OBSERVE',
        bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
        readPoint: { id: `${ids.publicUrl}/sites/9b2f2d4e-1c0a-4f3e-8a7b-6c5d4e3f2a1b` },
        epcList: [
          ...serials.map((serial) => sealEpc(ids, ref(serial), null)),
          'urn:epc:id:sgtin:1.2.3',
          sealEpc(ids, 'XXXX', null),
        ],
        'mine:data': { '10': 'LOT-7' },
        'mine:eventModel': '0b7f5f0e-6e7c-4b8a-9c1d-2e3f4a5b6c7d',
        'other:note': 'kept',
      },
      0,
    );
    expect(event).toMatchObject({
      kind: 'object',
      bizStep: 'shipping',
      eventTime: '2026-03-01T10:00:00.000+02:00',
      siteId: '9b2f2d4e-1c0a-4f3e-8a7b-6c5d4e3f2a1b',
      data: { '10': 'LOT-7' },
      eventModelId: '0b7f5f0e-6e7c-4b8a-9c1d-2e3f4a5b6c7d',
      extensions: { 'other:note': 'kept' },
      ranges: [
        { first: ref(100), last: ref(104) },
        { first: ref(200), last: ref(200) },
      ],
      ignored: 2,
    });
  });

  it('refuses what the console does not record: other event types, an aggregation without a container parent', () => {
    const at = { eventTime: '2026-03-01T08:00:00Z', eventTimeZoneOffset: '+00:00' };
    const prefixes = consolePrefixes(ids, document);
    expect(readCapturedEvent(ids, keyring, prefixes, { type: 'TransactionEvent', ...at }, 3)).toMatchObject({
      kind: 'refused',
      reason: 'eventType',
      index: 3,
    });
    expect(
      readCapturedEvent(
        ids,
        keyring,
        prefixes,
        { type: 'AggregationEvent', action: 'ADD', parentID: 'urn:x', ...at },
        0,
      ),
    ).toMatchObject({ reason: 'parent' });
    expect(
      readCapturedEvent(ids, keyring, prefixes, { type: 'AggregationEvent', action: 'OBSERVE', ...at }, 0),
    ).toMatchObject({ reason: 'action' });
    expect(
      readCapturedEvent(
        ids,
        keyring,
        prefixes,
        { type: 'ObjectEvent', action: 'ADD', 'mine:data': { a: 1 }, ...at },
        0,
      ),
    ).toMatchObject({ reason: 'data' });
  });
});
