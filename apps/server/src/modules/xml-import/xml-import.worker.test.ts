import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { xmlImport } from '@seal/shared';
import { dataOf } from '../../../test/calls';
import { queuedJobs } from '../../../test/queued-jobs';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { xmlImports } from '../../db/schema';
import { issueReel } from '../seals/test-seals';
import { batchXml } from './test-batches';
import { finished, ref, startWithCode, uploadVerified } from './test-support';
import { runXmlImport, XML_IMPORT_QUEUE } from './xml-import.worker';

const t = await useTestApp();
const { admin, adminCookie } = await asAdministrator(t);
const db = t.database.db;
const deps = { db, jobs: t.jobs, log: t.app.log, actionLog: t.services.actionLog };

/** A verified import of ten seals of the demo account. */
async function verifiedImport() {
  const reel = await issueReel(db, t.demo, 10);
  const xml = batchXml([{ first: ref(reel, 0), last: ref(reel, 9), sku: 'DEMO-CHOC-70' }]);
  return (await uploadVerified(t, adminCookie, xml)).importId;
}

/** A verified import moved to queued as its start moves it, without queueing its job. */
async function queuedImport() {
  const importId = await verifiedImport();
  await db
    .update(xmlImports)
    .set({ status: 'queued', startedBy: t.demo.userIds.admin, startedByEntityId: t.demo.entityId })
    .where(eq(xmlImports.id, importId));
  return importId;
}

const stored = async (importId: string) => (await db.select().from(xmlImports).where(eq(xmlImports.id, importId)))[0];

describe('the XML import job', () => {
  it("carries the import's account beside its id", async () => {
    const importId = await verifiedImport();
    dataOf(xmlImport.startXmlImport, await startWithCode(t, adminCookie, 'admin@demo.test', importId));
    expect(await finished(admin, importId)).toMatchObject({ status: 'done', activatedSeals: 10 });
    expect(await queuedJobs(t, XML_IMPORT_QUEUE, 'importId', importId)).toEqual([
      { accountId: t.demo.accountId, importId },
    ]);
  });

  it('activates nothing and leaves the import as it was when the job names another account', async () => {
    const importId = await queuedImport();
    const before = await stored(importId);
    await expect(runXmlImport(deps, { accountId: t.other.accountId, id: importId })).rejects.toThrow(/not started/);
    expect(await stored(importId)).toEqual(before);
    const report = dataOf(xmlImport.getXmlImport, await admin(xmlImport.getXmlImport, { importId }));
    expect(report.ranges.map((range) => range.state)).toEqual(['pending']);
  });

  it('runs a job queued by the previous version, which named the import alone', async () => {
    const importId = await queuedImport();
    await t.jobs.send(XML_IMPORT_QUEUE, { importId });
    expect(await finished(admin, importId)).toMatchObject({ status: 'done', activatedSeals: 10 });
  });
});
