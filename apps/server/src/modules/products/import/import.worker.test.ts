import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '@seal/shared';
import { dataOf } from '../../../../test/calls';
import { waitFor } from '../../../../test/helpers';
import { queuedJobs } from '../../../../test/queued-jobs';
import { asAdministrator, useTestApp } from '../../../../test/use-test-app';
import { productImports } from '../../../db/schema';
import { countProducts } from '../test-support';
import { IMPORT_QUEUE, runImport } from './import.worker';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const db = t.database.db;

/** A draft of a one-product file (a title of its own), as the preview stores it. */
async function draft(title: string) {
  const csv = `title_en,description_en,validity_days\n${title},Tea,3`;
  return dataOf(products.previewImport, await admin(products.previewImport, { csv })).importId;
}

/** A draft moved to queued as its start moves it, without queueing its job. */
async function queuedImport(title: string) {
  const importId = await draft(title);
  await db.update(productImports).set({ status: 'queued' }).where(eq(productImports.id, importId));
  return importId;
}

const stored = async (importId: string) =>
  (await db.select().from(productImports).where(eq(productImports.id, importId)))[0];

const ended = (importId: string) =>
  waitFor(
    async () => {
      const report = dataOf(products.getImport, await admin(products.getImport, { importId }));
      return (report.status === 'done' || report.status === 'failed') && report;
    },
    { what: `the end of import ${importId}` },
  );

describe('the products import job', () => {
  it("carries the import's account beside its id", async () => {
    const importId = await draft('Keyed job tea');
    dataOf(products.startImport, await admin(products.startImport, { importId }));
    expect(await ended(importId)).toMatchObject({ status: 'done', created: 1 });
    expect(await queuedJobs(t, IMPORT_QUEUE, 'importId', importId)).toEqual([
      { accountId: t.demo.accountId, importId },
    ]);
  });

  it('imports nothing and leaves the import as it was when the job names another account', async () => {
    const importId = await queuedImport('Foreign job tea');
    const before = await stored(importId);
    const count = await countProducts(t, t.demo.accountId);
    const key = { accountId: t.other.accountId, id: importId };
    await expect(runImport(db, t.app.log, key)).rejects.toThrow(/not queued/);
    expect(await stored(importId)).toEqual(before);
    expect(await countProducts(t, t.demo.accountId)).toBe(count);
  });

  it('runs a job queued by the previous version, which named the import alone', async () => {
    const importId = await queuedImport('Previous job tea');
    await t.jobs.send(IMPORT_QUEUE, { importId });
    expect(await ended(importId)).toMatchObject({ status: 'done', created: 1, failed: 0 });
  });
});
