import type { FastifyBaseLogger } from 'fastify';
import { ERRORS, toRightsMap } from '@seal/shared';
import { type ImportRowError } from '@seal/shared/contract/products';
import type { Db } from '../../../db/client';
import { productImports } from '../../../db/schema';
import type { TenantKey } from '../../../db/tenant-scope';
import { keyOfJob, type QueuedJob } from '../../jobs/job-key';
import type { Jobs } from '../../jobs/jobs';
import { uniqueViolation } from '../product-rules';
import { readCsvSource } from './csv-source';
import { chunks, createPlanner, rowErrors } from './import-chunks';
import type { PlannedRow } from './import-plan';
import {
  addProgress,
  findImport,
  updateImport,
  writeProducts,
  type ImportRecord,
  type ProductWrite,
} from './import.repository';

export const IMPORT_QUEUE = 'products.import';

/** A queued import's job: the import's key. */
export interface ImportJob {
  accountId: string;
  importId: string;
}

/** Registers the job that runs queued imports (which also declares its queue, so startImport can send in its transaction). */
export async function startImportWorker({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }) {
  const run = async (data: QueuedJob<ImportJob>) => {
    const key = await keyOfJob(db, productImports, data.accountId, data.importId);
    if (key) await runImport(db, log, key);
  };
  // A large file takes minutes; a run cut short resumes after its last chunk (docs/operations.md).
  await jobs.work(IMPORT_QUEUE, run, { expireInSeconds: 30 * 60 });
}

/**
 * Runs an import chunk by chunk; each chunk's products and progress commit together, so a job
 * interrupted (a server stopped) and run again resumes after the last chunk saved.
 */
export async function runImport(db: Db, log: FastifyBaseLogger, key: TenantKey) {
  const importId = key.id;
  const record = await findImport(db, key);
  // The job is written in startImport's transaction, so this is only a safety net: retried by the queue.
  if (!record || record.status === 'draft') throw new Error(`import ${importId} is not queued yet`);
  if (record.status === 'done' || record.status === 'failed') return;
  await updateImport(db, key, { status: 'running' });
  try {
    const rows = (await readCsvSource(record.source ?? '')).rows.slice(record.done);
    const planner = await createPlanner(db, {
      accountId: record.accountId,
      entityId: record.entityId,
      rights: toRightsMap(record.rights),
      confirmGtinReuse: record.confirmGtinReuse,
    });
    for (const chunk of chunks(rows)) await saveChunk(db, record, await planner.plan(chunk));
    await updateImport(db, key, { status: 'done', finishedAt: new Date(), source: null });
  } catch (error) {
    log.error({ err: error, importId }, 'product import failed');
    await updateImport(db, key, { status: 'failed', finishedAt: new Date() });
  }
}

async function saveChunk(db: Db, record: ImportRecord, planned: PlannedRow[]) {
  const owner = { accountId: record.accountId, entityId: record.entityId };
  const writes: (ProductWrite & { line: number })[] = planned
    .filter((row) => row.values && row.productId)
    .map((row) => ({
      line: row.line,
      productId: row.productId!,
      values: row.values!,
      update: row.action === 'update',
    }));
  const errors = rowErrors(planned);
  const count = (kept: typeof writes) => ({
    created: kept.filter((write) => !write.update).length,
    updated: kept.filter((write) => write.update).length,
  });
  try {
    await db.transaction(async (tx) => {
      await writeProducts(tx as unknown as Db, owner, writes);
      await addProgress(tx as unknown as Db, record, { done: planned.length, ...count(writes), errors });
    });
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    // Another writer took a title or SKU since the plan: save the rows one by one, keeping the others.
    const kept: typeof writes = [];
    for (const write of writes) {
      try {
        await db.transaction((tx) => writeProducts(tx as unknown as Db, owner, [write]));
        kept.push(write);
      } catch (rowError) {
        const violation = uniqueViolation(rowError);
        if (!violation) throw rowError;
        const column = violation.constraint === 'products_sku_idx' ? 'sku' : '';
        errors.push({
          line: write.line,
          issues: [{ column, key: (column ? ERRORS.product.skuUsed : ERRORS.product.titleUsed).key }],
        } satisfies ImportRowError);
      }
    }
    await addProgress(db, record, {
      done: planned.length,
      ...count(kept),
      errors: errors.sort((a, b) => a.line - b.line),
    });
  }
}
