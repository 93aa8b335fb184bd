import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { XML_IMPORT_LIMITS } from '@seal/shared/contract/xml-import';
import { readBatchSchema } from './batch-schema';
import { readActivationBatch } from './read-batch';
import { batchXml, type XmlRange } from './test-batches';

const read = (xml: string | Buffer) => readActivationBatch(Buffer.isBuffer(xml) ? xml : Buffer.from(xml, 'utf8'));
const range: XmlRange = { first: 'ZFVV-33RF-YH8K', last: 'Z9PJ-HCBS-W8EB', sku: 'DEMO-CHOC-70' };

describe('readActivationBatch', () => {
  it('reads every field of the ranges, with their lines, collapsing blanks in tokens only', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<activationBatch version="1">
  <range>
    <first> zfvv-33rf-yh8k </first>
    <last>Z9PJHCBSW8EB</last>
    <sku>DEMO  CHOC</sku>
    <dynamicData><value label=" Batch  number ">AB-1234</value><value label="Note">two  spaces</value></dynamicData>
    <targetCountry>FR</targetCountry>
    <deliveryDate>2026-09-01</deliveryDate>
  </range>
  <range><first>ZDWB-04JV-FM2E</first><last>ZS0P-P2MY-APB3</last><gtin>3017620422003</gtin></range>
  <range><first>ZDWB-04JV-FM2E</first><last>ZS0P-P2MY-APB3</last><productId>8f9c3e2a-1b4d-4c6e-9a7f-0123456789ab</productId></range>
</activationBatch>`;
    expect(await read(xml)).toEqual({
      kind: 'ranges',
      ranges: [
        {
          position: 1,
          line: 3,
          first: 'zfvv-33rf-yh8k',
          last: 'Z9PJHCBSW8EB',
          productRef: { by: 'sku', value: 'DEMO CHOC' },
          dynamicData: { 'Batch number': 'AB-1234', Note: 'two  spaces' },
          targetCountry: 'FR',
          deliveryDate: '2026-09-01',
        },
        {
          position: 2,
          line: 11,
          first: 'ZDWB-04JV-FM2E',
          last: 'ZS0P-P2MY-APB3',
          productRef: { by: 'gtin', value: '3017620422003' },
          dynamicData: {},
          targetCountry: null,
          deliveryDate: null,
        },
        expect.objectContaining({
          position: 3,
          productRef: { by: 'productId', value: '8f9c3e2a-1b4d-4c6e-9a7f-0123456789ab' },
        }),
      ],
    });
  });

  it('reads the encoding the declaration names (ISO-8859-1, UTF-16 with its byte order mark)', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?>'),
      Buffer.from(batchXml([{ ...range, sku: 'CAF\u00c9' }]).replace(/^<\?xml[^>]*>/, ''), 'latin1'),
    ]);
    const utf16 = Buffer.from(`\ufeff${batchXml([range]).replace(/^<\?xml[^>]*>/, '')}`, 'utf16le');
    const [fromLatin1, fromUtf16] = [await read(latin1), await read(utf16)];
    expect(fromLatin1.kind === 'ranges' && fromLatin1.ranges[0]!.productRef.value).toBe('CAFÉ');
    expect(fromUtf16.kind === 'ranges' && fromUtf16.ranges[0]!.first).toBe(range.first);
  });

  it.each([
    ['an unknown element', batchXml([range]).replace('<sku>', '<colour>red</colour><sku>'), /colour/],
    ['a missing last reference', batchXml([range]).replace(/<last>[^<]*<\/last>/, ''), /last/],
    ['two products', batchXml([range]).replace('</sku>', '</sku><gtin>3017620422003</gtin>'), /gtin/],
    ['a reference of 13 characters', batchXml([{ ...range, first: 'ZFVV-33RF-YH8' }]), /first/],
    ['a country in lower case', batchXml([{ ...range, targetCountry: 'fr' }]), /targetCountry/],
    ['a date with a time zone', batchXml([{ ...range, deliveryDate: '2026-09-01Z' }]), /deliveryDate/],
    ['an impossible date', batchXml([{ ...range, deliveryDate: '2026-02-30' }]), /deliveryDate/],
    ['no range', '<activationBatch version="1"></activationBatch>', /Missing child element/],
    ['another version', batchXml([range]).replace('version="1"', 'version="2"'), /version/],
    ['another root', '<activations version="1"/>', /activations/],
    ['a namespace', batchXml([range]).replace('version="1"', 'xmlns="urn:x" version="1"'), /urn:x/],
  ])('refuses %s with the validator line and message', async (_name, xml, message) => {
    const reading = await read(xml);
    expect(reading.kind).toBe('schema');
    if (reading.kind !== 'schema') return;
    expect(reading.errors[0]!.message).toMatch(message);
    expect(reading.errors[0]!.line).toBeGreaterThan(0);
  });

  it('refuses text that is not well-formed XML with the line of the fault', async () => {
    const reading = await read('<activationBatch version="1">\n<range>\n</activationBatch>');
    expect(reading).toEqual({
      kind: 'schema',
      errors: [expect.objectContaining({ line: 3, message: expect.stringMatching(/mismatch/i) })],
    });
  });

  it(`answers at most ${XML_IMPORT_LIMITS.schemaErrors} errors however many the file has`, async () => {
    const ranges = Array.from({ length: 60 }, () => ({ ...range, targetCountry: 'xx' }));
    const reading = await read(batchXml(ranges));
    expect(reading.kind === 'schema' && reading.errors.length).toBe(XML_IMPORT_LIMITS.schemaErrors);
  });

  it(`counts the ranges past ${XML_IMPORT_LIMITS.ranges} without reading them`, async () => {
    const ranges = Array.from({ length: XML_IMPORT_LIMITS.ranges + 1 }, () => range);
    expect(await read(batchXml(ranges))).toEqual({ kind: 'tooMany', count: XML_IMPORT_LIMITS.ranges + 1 });
    const atLimit = await read(batchXml(ranges.slice(1)));
    expect(atLimit.kind === 'ranges' && atLimit.ranges.length).toBe(XML_IMPORT_LIMITS.ranges);
  });
});

describe('docs/xml-activation.md', () => {
  const DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../docs/xml-activation.md');

  it('publishes the schema the server validates with, whole', () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const block = /## The schema\n\n```xml\n([\s\S]*?)```/.exec(doc)?.[1];
    expect(block).toBe(readBatchSchema());
  });

  it('gives an example the schema accepts', async () => {
    const doc = fs.readFileSync(DOC, 'utf8');
    const example = /### Example\n\n```xml\n([\s\S]*?)```/.exec(doc)![1]!;
    const reading = await read(example);
    expect(reading.kind === 'ranges' && reading.ranges.length).toBe(2);
  });
});
