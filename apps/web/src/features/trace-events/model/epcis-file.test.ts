import { describe, expect, it } from 'vitest';
import { readEpcisFile } from './epcis-file';

const file = (text: string) => new Blob([text], { type: 'application/json' });

describe('a file chosen for EPCIS capture', () => {
  it('is an EPCIS document', async () => {
    const document = { type: 'EPCISDocument', epcisBody: { eventList: [] } };
    expect(await readEpcisFile(file(JSON.stringify(document)))).toEqual({ ok: true, document });
  });

  it('is refused before sending when it is not JSON or not an EPCIS document', async () => {
    expect(await readEpcisFile(file('<xml/>'))).toEqual({ ok: false, problem: 'notJson' });
    expect(await readEpcisFile(file('{"type":"FeatureCollection"}'))).toEqual({ ok: false, problem: 'notEpcis' });
  });
});
