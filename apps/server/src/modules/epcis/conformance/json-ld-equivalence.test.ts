import { describe, expect, it } from 'vitest';
import { differingFields } from './json-ld-equivalence';

const sent = {
  type: 'ObjectEvent',
  eventTime: '2026-03-01T10:00:00.000+02:00',
  eventTimeZoneOffset: '+02:00',
  readPoint: { id: 'urn:epc:id:sgln:0614141.07346.1234' },
  'example:myField': { 'example:inner': 1 },
};
const context = [{ example: 'https://ns.example.com/epcis/' }];

describe('JSON-LD equivalence of an event read back', () => {
  it('takes the same event, with recordTime and a given eventID added, and a term under another prefix', () => {
    const back = {
      '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld', ...context],
      ...sent,
      eventID: 'urn:uuid:0b5c3e2f-8f0e-4c1e-9d6a-3f1c2a527a99',
      recordTime: '2026-03-02T10:00:00.000Z',
    };
    expect(differingFields(sent, context, back)).toEqual([]);
    const { 'example:myField': field, ...rest } = back;
    const renamed = {
      ...rest,
      '@context': [...back['@context'], { ex: 'https://ns.example.com/epcis/' }],
      'ex:myField': { 'ex:inner': 1 },
    };
    expect(field).toBeDefined();
    expect(differingFields(sent, context, renamed)).toEqual([]);
  });

  it('names each field lost or changed, and a context dropped', () => {
    const { readPoint: _readPoint, ...lost } = sent;
    expect(differingFields(sent, context, { '@context': context, ...lost })).toEqual(['readPoint']);
    const shifted = { '@context': context, ...sent, eventTime: '2026-03-01T08:00:00.000Z' };
    expect(differingFields(sent, context, shifted)).toEqual(['eventTime']);
    // Its prefix no longer bound, the term is another one.
    expect(differingFields(sent, context, { '@context': [], ...sent })).toEqual([
      '@context',
      'https://ns.example.com/epcis/myField',
      'example:myField',
    ]);
  });
});
