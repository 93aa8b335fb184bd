import { AppError, ERRORS, methodKey, products } from '@seal/shared';
import type { Db } from '../../../db/client';
import {
  IMPORT_MAX_ERRORS,
  IMPORT_PREVIEW_ROWS,
  type ImportPreview,
  type ImportReport,
  type ImportRowError,
} from '@seal/shared/contract/products';
import type { SessionCallContext } from '../../../rpc/context';
import { readCsvSource } from './csv-source';
import { chunks, createPlanner, rowErrors } from './import-chunks';
import type { PlannedRow } from './import-plan';
import { findImport, insertDraft, purgeOldDrafts, updateImport, type ImportRecord } from './import.repository';
import { IMPORT_QUEUE, type ImportJob } from './import.worker';

/**
 * Reads and checks the whole file against the account's products without saving any, then keeps
 * it as a draft for startImport. Reading and checking yield to other requests as they go, and run
 * outside any transaction; only the draft and its action-log entry are written, together. Not a
 * mutating method for the dispatcher: it would copy the whole file into the action log, so the
 * entry holds a summary instead (file name, size, rows, rows with errors).
 */
export async function previewImport(
  ctx: SessionCallContext,
  input: { csv: string; fileName?: string },
): Promise<ImportPreview> {
  const { accountId, userId, entityId, rights } = ctx.session;
  const source = await readCsvSource(input.csv);
  const planner = await createPlanner(ctx.db, { accountId, entityId, rights, confirmGtinReuse: false });
  const planned: PlannedRow[] = [];
  for (const chunk of chunks(source.rows)) planned.push(...(await planner.plan(chunk)));
  const invalid = planned.filter((row) => row.issues.length > 0).length;

  const importId = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await purgeOldDrafts(db, accountId);
    const id = await insertDraft(db, { accountId, userId, entityId, source: input.csv, total: source.rows.length });
    const summary = {
      fileName: input.fileName ?? null,
      bytes: Buffer.byteLength(input.csv, 'utf8'),
      rows: planned.length,
      invalid,
    };
    await ctx.services.actionLog.record(db, {
      method: methodKey(products.previewImport),
      session: ctx.session,
      ip: ctx.ip,
      input: summary,
      audits: [{ targetId: id, after: { status: 'draft', ...summary } }],
    });
    return id;
  });
  return {
    importId,
    total: planned.length,
    valid: planned.length - invalid,
    invalid,
    columns: source.columns,
    ignoredColumns: source.ignoredColumns,
    rows: planned.slice(0, IMPORT_PREVIEW_ROWS).map((row, i) => ({
      line: row.line,
      action: row.action,
      productId: row.productId,
      values: Object.fromEntries(source.rows[i]!.cells),
      issues: row.issues,
    })),
    errors: rowErrors(planned).slice(0, IMPORT_MAX_ERRORS),
  };
}

/** Queues a draft; the job sees the session's rights as they are now. */
export async function startImport(
  ctx: SessionCallContext,
  input: { importId: string; confirmGtinReuse: boolean },
): Promise<ImportReport> {
  const record = await findImport(ctx.db, { accountId: ctx.session.accountId, id: input.importId });
  if (!record) throw new AppError(ERRORS.common.notFound);
  if (record.status !== 'draft') throw new AppError(ERRORS.product.importStarted);
  const rights = Object.keys(ctx.session.rights);
  await updateImport(ctx.db, record, {
    status: 'queued',
    rights,
    confirmGtinReuse: input.confirmGtinReuse,
    userId: ctx.session.userId,
  });
  ctx.audit({ targetId: record.id, after: { total: record.total, confirmGtinReuse: input.confirmGtinReuse } });
  // Written in this transaction: the job exists only once the draft is committed as queued.
  await ctx.services.jobs.send(
    IMPORT_QUEUE,
    { accountId: record.accountId, importId: record.id } satisfies ImportJob,
    ctx.db,
  );
  return toReport({ ...record, status: 'queued' });
}

export async function getImport(ctx: SessionCallContext, importId: string): Promise<ImportReport> {
  const record = await findImport(ctx.db, { accountId: ctx.session.accountId, id: importId });
  if (!record) throw new AppError(ERRORS.common.notFound);
  return toReport(record);
}

export function toReport(record: ImportRecord): ImportReport {
  const partial = record.status === 'done' && record.failed > 0 && record.created + record.updated > 0;
  return {
    importId: record.id,
    status: record.status,
    total: record.total,
    done: record.done,
    created: record.created,
    updated: record.updated,
    failed: record.failed,
    errors: record.errors as ImportRowError[],
    warning: partial ? ERRORS.product.partialImport.key : null,
    createdAt: record.createdAt.toISOString(),
    finishedAt: record.finishedAt?.toISOString() ?? null,
  };
}
