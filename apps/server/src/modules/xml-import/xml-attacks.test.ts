import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { expectError } from '../../../test/calls';
import { xmlImports } from '../../db/schema';
import { issueReel } from '../seals/test-seals';
import { batchXml } from './test-batches';
import { ref, uploadRaw } from './test-support';

const t = await useTestApp();
const { adminCookie } = await asAdministrator(t);

/** A local HTTP server counting what reaches it: an external entity or DTD must never be fetched. */
const hits: string[] = [];
const server = http.createServer((request, response) => {
  hits.push(request.url ?? '');
  response.end('<!ENTITY leak "fetched">');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const reel = await issueReel(t.database.db, t.demo, 10);
const body = batchXml([{ first: ref(reel, 0), last: ref(reel, 9), sku: 'DEMO-CHOC-70' }]).replace(
  /^<\?xml[^>]*>\n/,
  '',
);
const withDoctype = (doctype: string, inFirst = '') =>
  `<?xml version="1.0"?>\n${doctype}\n${inFirst ? body.replace(/<first>[^<]*<\/first>/, `<first>${inFirst}</first>`) : body}`;

const LAUGHS = Array.from(
  { length: 9 },
  (_, level) => `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`,
).join('\n');

const ATTACKS: [string, () => string][] = [
  ['a billion laughs', () => withDoctype(`<!DOCTYPE activationBatch [\n<!ENTITY lol0 "lol">\n${LAUGHS}\n]>`, '&lol9;')],
  [
    'a quadratic blow-up',
    () => withDoctype(`<!DOCTYPE activationBatch [<!ENTITY a "${'a'.repeat(50_000)}">]>`, '&a;'.repeat(20_000)),
  ],
  [
    'an external entity on a file',
    () => withDoctype('<!DOCTYPE activationBatch [<!ENTITY x SYSTEM "file:///etc/passwd">]>', '&x;'),
  ],
  [
    'an external entity over http',
    () => withDoctype(`<!DOCTYPE activationBatch [<!ENTITY x SYSTEM "${base}/entity">]>`, '&x;'),
  ],
  ['an external DTD', () => withDoctype(`<!DOCTYPE activationBatch SYSTEM "${base}/batch.dtd">`)],
  [
    'an external parameter entity',
    () => withDoctype(`<!DOCTYPE activationBatch [<!ENTITY % p SYSTEM "${base}/param"> %p;]>`, '&leak;'),
  ],
  [
    'an XInclude',
    () =>
      body.replace(
        '<activationBatch version="1">',
        `<activationBatch version="1" xmlns:xi="http://www.w3.org/2001/XInclude"><xi:include href="${base}/include" parse="text"/>`,
      ),
  ],
  ['elements nested 10,000 deep', () => `${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}`],
];

const countImports = async () =>
  Number((await t.database.db.select({ value: sql<number>`count(*)` }).from(xmlImports))[0]!.value);

describe('hostile XML files', () => {
  it.each(ATTACKS)('refuses %s with xmlImport.schema, reading and fetching nothing', async (_name, file) => {
    const before = await countImports();
    const heapBefore = process.memoryUsage().heapUsed;
    const response = await uploadRaw(t, adminCookie, file());
    expectError(response, ERRORS.xmlImport.schema);
    expect(response.body).not.toMatch(/root:|fetched/);
    expect(hits).toEqual([]);
    expect(await countImports()).toBe(before);
    // Nothing was expanded: the server's heap did not take the gigabytes a billion laughs means.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('names the DOCTYPE as the reason, whatever it declares', async () => {
    const response = await uploadRaw(t, adminCookie, withDoctype('<!DOCTYPE activationBatch>'));
    expectError(response, ERRORS.xmlImport.schema);
    expect(response.json().params.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/DOCTYPE/) }),
    ]);
  });

  it('still reads a plain batch after the attacks', async () => {
    const response = await uploadRaw(t, adminCookie, `<?xml version="1.0"?>\n${body}`);
    expect(response.json()).toMatchObject({ code: 0, data: { validSeals: 10 } });
  });
});
