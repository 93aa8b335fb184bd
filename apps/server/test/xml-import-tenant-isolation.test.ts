import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { xmlImport } from '@seal/shared';
import * as schema from '../src/db/schema';
import type { DemoData } from '../src/db/seed/demo';
import { KEY_0 } from '../src/modules/seals/test-keys';
import { issueReels } from '../src/modules/seals/reels.service';
import { encodeReference } from '../src/modules/seals/reference-codec';
import { batchXml } from '../src/modules/xml-import/test-batches';
import { finished, lastCode, uploadRaw } from '../src/modules/xml-import/test-support';
import type { TestApp } from './app';
import { caller, dataOf } from './calls';
import { describeTenantIsolation } from './tenant-isolation';

const TABLES = [
  schema.xmlImports,
  schema.xmlImportRanges,
  schema.sealActivations,
  schema.securityChallenges,
  schema.mailOutbox,
  schema.actionLog,
] satisfies Table[];

interface Tenant extends DemoData {
  /** An import to read and to ask a code for. */
  importId: string;
  /** An import with a code asked for: its challenge and the code mailed. */
  startId: string;
  challengeId: string;
  code: string;
}

async function prepareTenant(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const [reel] = await issueReels(t.database.db, KEY_0, {
    accountId: seeded.accountId,
    entityId: seeded.entityId,
    reels: 1,
    size: 20,
  });
  const ref = (offset: number) => encodeReference(reel!.firstSerial + offset, KEY_0);
  // Both accounts' demo data have a chocolate of this SKU (SKUs are unique within an account).
  const upload = async (first: number) => {
    const xml = batchXml([{ first: ref(first), last: ref(first + 9), sku: 'DEMO-CHOC-70' }]);
    const body = (await uploadRaw(t, cookie, xml)).json();
    if (body.code !== 0) throw new Error(JSON.stringify(body));
    return body.data.importId as string;
  };
  const importId = await upload(0);
  const startId = await upload(10);
  const sent = dataOf(
    xmlImport.requestXmlImportCode,
    await call(xmlImport.requestXmlImportCode, { importId: startId }),
  );
  const email = seeded.accountId === t.demo.accountId ? 'admin@demo.test' : 'other.admin@demo.test';
  return { ...seeded, importId, startId, challengeId: sent.challengeId, code: await lastCode(t, email) };
}

describeTenantIsolation<Tenant>({
  area: 'XML import',
  namespaces: [xmlImport],
  minMethodsWithIds: 3,
  tables: TABLES,
  prepare: prepareTenant,
  fixtures: {
    'xmlImportModel.getXmlImport': (o) => ({ importId: o.importId }),
    'xmlImportModel.requestXmlImportCode': (o) => ({ importId: o.importId }),
    'xmlImportModel.startXmlImport': (o) => ({ importId: o.startId, challengeId: o.challengeId, code: o.code }),
  },
  // A code mail is handed to the mailer by a job, on its own time.
  stable: (table, row) => (table === schema.mailOutbox ? { ...row, status: null, sentAt: null, error: null } : row),
  // The import the owner started runs in the background: let it end before the next snapshots.
  afterOwnerCall: async (contract, owner, demo) => {
    if (contract === xmlImport.startXmlImport) await finished(owner, demo.startId);
  },
  more: (context) => {
    it("lists none of another account's imports, and uploads into the caller's own account only", async () => {
      const { demo, intruder } = context();
      const list = dataOf(xmlImport.findXmlImports, await intruder(xmlImport.findXmlImports, { size: 100 }));
      expect(list.rows.map((row) => row.importId)).not.toContain(demo.importId);
      expect(list.rows.map((row) => row.importId)).not.toContain(demo.startId);
    });
  },
});
