import { AppError, ERRORS } from '@seal/shared';
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
import { IMPORT_QUEUE } from './import.worker';

/**
 * Reads and checks the whole file against the account's products without saving any, then keeps
 * it as a draft for startImport. Not a mutating method: the draft is no change to the catalogue,
 * and a mutating method would copy the whole file into the action log.
 */
export async function previewImport(ctx: SessionCallContext, csv: string): Promise<ImportPreview> {
  const { accountId, userId, entityId, rights } = ctx.session;
  const source = readCsvSource(csv);
  const planner = await createPlanner(ctx.db, { accountId, rights, confirmGtinReuse: false });
  const planned: PlannedRow[] = [];
  for (const chunk of chunks(source.rows)) planned.push(...(await planner.plan(chunk)));

  await purgeOldDrafts(ctx.db, accountId);
  const importId = await insertDraft(ctx.db, { accountId, userId, entityId, source: csv, total: source.rows.length });
  const invalid = planned.filter((row) => row.issues.length > 0).length;
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
  const record = await findImport(ctx.db, input.importId, ctx.session.accountId);
  if (!record) throw new AppError(ERRORS.common.notFound);
  if (record.status !== 'draft') throw new AppError(ERRORS.product.importStarted);
  const rights = Object.keys(ctx.session.rights);
  await updateImport(ctx.db, record.id, {
    status: 'queued',
    rights,
    confirmGtinReuse: input.confirmGtinReuse,
    userId: ctx.session.userId,
  });
  ctx.audit({ targetId: record.id, after: { total: record.total, confirmGtinReuse: input.confirmGtinReuse } });
  // Written in this transaction: the job exists only once the draft is committed as queued.
  await ctx.services.jobs.send(IMPORT_QUEUE, { importId: record.id }, ctx.db);
  return toReport({ ...record, status: 'queued' });
}

export async function getImport(ctx: SessionCallContext, importId: string): Promise<ImportReport> {
  const record = await findImport(ctx.db, importId, ctx.session.accountId);
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
