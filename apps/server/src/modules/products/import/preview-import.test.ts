import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '@seal/shared';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { dataOf } from '../../../../test/calls';
import { actionLog } from '../../../db/schema';
import { readCsvSource } from './csv-source';

const t = await useTestApp();
const { admin } = await asAdministrator(t);

/** A file of `rows` new products, every row valid. */
function bigCsv(rows: number) {
  const lines = ['sku,title_en,description_en,title_fr,description_fr,brand,validity_days'];
  for (let i = 0; i < rows; i += 1)
    lines.push(`BIG-${i},Big file tea ${i},"Row ${i}, a tea",Thé du gros fichier ${i},Ligne ${i},Big Co,365`);
  return lines.join('\r\n');
}

describe('previewImport', () => {
  it('records the draft in the action log as a summary: file name, size, rows, errors, never the file', async () => {
    const csv = 'sku,title_en,description_en,validity_days\nLOG-1,Logged tea,Tea,30\nLOG-2,Logged tea two,Tea,abc';
    const preview = dataOf(products.previewImport, await admin(products.previewImport, { csv, fileName: 'teas.csv' }));
    const entries = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.method, 'productModel.previewImport'), eq(actionLog.targetId, preview.importId)));
    expect(entries).toHaveLength(1);
    const summary = { fileName: 'teas.csv', bytes: Buffer.byteLength(csv), rows: 2, invalid: 1 };
    expect(entries[0]).toMatchObject({
      accountId: t.demo.accountId,
      userId: t.demo.userIds.admin,
      input: summary,
      after: { status: 'draft', ...summary },
    });
    expect(JSON.stringify(entries[0])).not.toContain('Logged tea');
  });

  it('answers other requests while it reads and checks a large file', async () => {
    let settled = false;
    const preview = admin(products.previewImport, { csv: bigCsv(15_000), fileName: 'big.csv' }).finally(() => {
      settled = true;
    });
    // Health checks one after another: each needs the event loop and the database the preview also uses.
    for (let answered = 0; answered < 20; answered += 1) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    }
    expect(settled).toBe(false);
    expect(dataOf(products.previewImport, await preview)).toMatchObject({ total: 15_000, invalid: 0 });
  }, 120_000);
});

describe('readCsvSource', () => {
  it('lets the event loop turn before it has read a large file', async () => {
    const order: string[] = [];
    const reading = readCsvSource(bigCsv(5_000)).then(() => order.push('read'));
    await nextTurn().then(() => order.push('other work'));
    await reading;
    expect(order).toEqual(['other work', 'read']);
  });
});
