import { describe, expect, it } from 'vitest';
import { epcisQuery } from './export-epcis';

describe('the EPCIS export of the listed days', () => {
  it('asks GET /epcis/events for the days, the last one included', () => {
    const url = new URL(epcisQuery({ from: '2026-03-01', to: '2026-03-31' }), 'http://x');
    expect(url.pathname).toBe('/epcis/events');
    expect(url.searchParams.get('GE_eventTime')).toBe('2026-03-01T00:00:00.000Z');
    expect(url.searchParams.get('LT_eventTime')).toBe('2026-04-01T00:00:00.000Z');
    expect(url.searchParams.get('perPage')).toBe('1000');
  });

  it('asks for everything without days', () => {
    const url = new URL(epcisQuery({}), 'http://x');
    expect([...url.searchParams.keys()]).toEqual(['perPage']);
  });
});
