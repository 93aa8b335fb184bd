import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import SaxonJS from 'saxon-js';
import { PDFDocument, PDFName, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { freshDatabase } from '../../../../test/app';
import { tradeInvoices } from '../../../db/schema';
import { embeddedFile, FACTUR_X_FILE } from './factur-x';
import { createOrderFixture, setBuyerCompany } from './invoice-fixtures';
import { issueCreditNote, issueInvoice } from './issue-invoice';

/**
 * The e-invoices pass the official EN 16931 rules for CII (the CEN schematron, vendored in
 * en16931/ and run with saxon-js): no fatal assertion fails for an invoice at home, a
 * reverse-charge invoice to another EU state, an export invoice and a credit note. Each PDF is a
 * PDF/A-3 holding that very XML as factur-x.xml.
 */
const rules = JSON.parse(
  gunzipSync(readFileSync(new URL('./en16931/EN16931-CII-validation.sef.json.gz', import.meta.url))).toString(),
);

/** The fatal failed assertions of the SVRL report: "BR-XX: text". */
function fatalFailures(xml: string): string[] {
  const report = SaxonJS.transform(
    { stylesheetInternal: rules, sourceText: xml, destination: 'serialized' },
    'sync',
  ).principalResult;
  const failures = [...report.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)];
  return failures
    .filter(([, attributes]) => /flag="fatal"/.test(attributes!))
    .map(([, attributes, body]) => `${/id="([^"]*)"/.exec(attributes!)?.[1]}: ${body!.replace(/<[^>]+>/g, '').trim()}`);
}

const database = await freshDatabase();
afterAll(() => database.close());
const { db } = database;
const demo = inject('demo');
const other = inject('other');

async function issued(invoiceId: string) {
  const [row] = await db.select().from(tradeInvoices).where(eq(tradeInvoices.id, invoiceId));
  return row!;
}

describe('EN 16931', () => {
  it('checks what it should: a broken invoice fails the rules', () => {
    expect(
      fatalFailures(
        '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100"/>',
      ).length,
    ).toBeGreaterThan(0);
  });

  it('passes for an invoice at home and its credit note', async () => {
    const { orderId } = await createOrderFixture(db, demo.accountId, {
      lines: [
        { quantity: 2500, unitPriceCents: 9, vatRateBp: 2000 },
        { kind: 'consumable', quantity: 3, unitPriceCents: 1_999, vatRateBp: 550 },
        { kind: 'service', quantity: 1, unitPriceCents: 12_000, vatRateBp: 2000, description: 'Set-up' },
      ],
    });
    const invoice = await issued((await issueInvoice(db, { accountId: demo.accountId, orderId })).invoiceId);
    expect(fatalFailures(invoice.xml)).toEqual([]);
    expect(invoice.xml).toContain('<ram:CategoryCode>S</ram:CategoryCode>');
    const note = await issued(
      (
        await issueCreditNote(db, {
          accountId: demo.accountId,
          invoiceId: invoice.id,
          reason: 'Cancelled by the brand',
        })
      ).invoiceId,
    );
    expect(fatalFailures(note.xml)).toEqual([]);
    expect(note.xml).toContain(`<ram:IssuerAssignedID>${invoice.number}</ram:IssuerAssignedID>`);
  });

  it('passes for a reverse-charge invoice to another EU state', async () => {
    await setBuyerCompany(db, other.accountId, { vatZone: 'eu', country: 'DE', vatNumber: 'DE123456789' });
    const { orderId } = await createOrderFixture(db, other.accountId, { zone: 'eu' });
    const invoice = await issued((await issueInvoice(db, { accountId: other.accountId, orderId })).invoiceId);
    expect(fatalFailures(invoice.xml)).toEqual([]);
    expect(invoice.xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(invoice.xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>');
    expect(invoice.taxCents).toBe(0);
  });

  it('passes for an export invoice outside the EU', async () => {
    await setBuyerCompany(db, other.accountId, { vatZone: 'non_eu', country: 'US', vatNumber: null });
    const { orderId } = await createOrderFixture(db, other.accountId, { zone: 'non_eu' });
    const invoice = await issued((await issueInvoice(db, { accountId: other.accountId, orderId })).invoiceId);
    expect(fatalFailures(invoice.xml)).toEqual([]);
    expect(invoice.xml).toContain('<ram:CategoryCode>G</ram:CategoryCode>');
    expect(invoice.xml).toContain('<ram:ExemptionReasonCode>VATEX-EU-G</ram:ExemptionReasonCode>');
  });

  it('embeds the XML in a PDF that declares PDF/A-3', async () => {
    const { orderId } = await createOrderFixture(db, demo.accountId);
    const invoice = await issued((await issueInvoice(db, { accountId: demo.accountId, orderId })).invoiceId);
    expect(await embeddedFile(invoice.pdf, FACTUR_X_FILE)).toBe(invoice.xml);
    const pdf = await PDFDocument.load(invoice.pdf);
    const metadata = pdf.catalog.lookup(PDFName.of('Metadata'));
    expect(metadata).toBeInstanceOf(PDFRawStream);
    const xmp = new TextDecoder().decode(decodePDFRawStream(metadata as PDFRawStream).decode());
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>|pdfaid:part="3"/);
    expect(xmp).toMatch(/fx:ConformanceLevel>EN 16931</);
  });
});
