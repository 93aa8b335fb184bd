import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog } from '../../db/schema';
import { createActionLogService } from '../action-log/action-log.service';
import { withdrawByPublicId } from './operator.service';
import { demoSheet } from './test-sheets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const t = await useTestApp();
const db = t.database.db;

/** `npm run qrnutri -- <args>` as the operator types it. */
function runQrnutri(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/qrnutri.ts', ...args], { cwd: ROOT });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

describe('npm run qrnutri -- withdraw', () => {
  it('takes a published page down by its public id and records it in the account’s action log', async () => {
    const sheet = await demoSheet(db, t.demo.accountId);
    const done = await withdrawByPublicId(db, createActionLogService(), sheet.publicId);
    expect(done).toEqual({ sheetId: sheet.id, accountId: t.demo.accountId, wasPublished: true });
    expect((await t.app.inject({ method: 'GET', url: `/n/${sheet.publicId}` })).statusCode).toBe(404);
    const [entry] = await db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.targetId, sheet.id), eq(actionLog.method, 'qrnutriModel.publish')));
    expect(entry).toMatchObject({ ip: 'operator', accountId: t.demo.accountId, after: { published: false } });
    expect(await withdrawByPublicId(db, createActionLogService(), 'AAAAAAAAAAAAAAAAAAAAAA')).toBeUndefined();
  });

  it('refuses a wrong verb or public id, exit code 2', async () => {
    for (const args of [['withdraw'], ['withdraw', 'short'], ['publish', 'AAAAAAAAAAAAAAAAAAAAAA']]) {
      const run = await runQrnutri(args);
      expect([run.code, run.stderr]).toEqual([2, expect.stringContaining('usage: npm run qrnutri -- withdraw')]);
    }
  });
});
