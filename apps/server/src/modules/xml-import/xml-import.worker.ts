import type { FastifyBaseLogger } from 'fastify';
import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../db/client';
import type { ActionLogService } from '../action-log/action-log.service';
import { activateRanges } from '../activation/activate-ranges';
import type { Jobs } from '../jobs/jobs';
import { problemOf } from './range-problem';
import {
  findImportById,
  isProductArchived,
  pendingRanges,
  recordRange,
  updateImport,
  type RangeRecord,
} from './xml-import.repository';

export const XML_IMPORT_QUEUE = 'xml-import.activate';
export const RUN_LOG_METHOD = 'xmlImportModel.runXmlImport';

interface WorkerDeps {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  actionLog: ActionLogService;
}

/** Registers the job that runs started imports (which also declares its queue, for startXmlImport's transaction). */
export async function startXmlImportWorker(deps: WorkerDeps) {
  await deps.jobs.work<{ importId: string }>(XML_IMPORT_QUEUE, (data) => runXmlImport(deps, data.importId));
}

/**
 * Runs an import range by range (docs/decisions/00XX-xml-activation-batches.md): each range is
 * activated in its own transaction with the import's progress, so a range refused at run time
 * (someone activated one of its seals since the upload: the database refuses the overlap) is
 * reported and the others go on, and a job interrupted and run again resumes at the first range
 * still pending. Ends `done` when at least one range was activated, else `failed` with
 * xmlImport.noneActivated; anything unexpected stops it `failed` with xmlImport.failed.
 */
export async function runXmlImport({ db, log, actionLog }: WorkerDeps, importId: string) {
  const record = await findImportById(db, importId);
  // The job is written in startXmlImport's transaction: this is only a safety net, retried by the queue.
  if (!record || record.status === 'verified') throw new Error(`xml import ${importId} is not started yet`);
  if (record.status === 'done' || record.status === 'failed') return;
  await updateImport(db, importId, { status: 'running' });
  const actor = { accountId: record.accountId, entityId: record.startedByEntityId!, userId: record.startedBy! };
  try {
    for (const range of await pendingRanges(db, importId)) await runRange(db, actor, range);
    const ran = (await findImportById(db, importId))!;
    const summary = {
      activatedRanges: ran.activatedRanges,
      activatedSeals: ran.activatedSeals,
      failedRanges: ran.failedRanges,
    };
    await db.transaction(async (tx) => {
      const finished = { finishedAt: new Date() };
      await updateImport(
        tx as unknown as Db,
        importId,
        ran.activatedRanges > 0
          ? { status: 'done', ...finished }
          : { status: 'failed', error: problemOf(ERRORS.xmlImport.noneActivated), ...finished },
      );
      // The activations were made by the user who started the import, through this job.
      await actionLog.record(tx as unknown as Db, {
        method: RUN_LOG_METHOD,
        session: null,
        ip: '',
        input: { importId },
        place: { accountId: actor.accountId, entityId: actor.entityId },
        audits: [{ targetId: importId, after: { status: ran.activatedRanges > 0 ? 'done' : 'failed', ...summary } }],
      });
    });
  } catch (error) {
    log.error({ err: error, importId }, 'xml import failed');
    await updateImport(db, importId, {
      status: 'failed',
      error: problemOf(ERRORS.xmlImport.failed),
      finishedAt: new Date(),
    });
  }
}

async function runRange(db: Db, actor: { accountId: string; entityId: string; userId: string }, range: RangeRecord) {
  try {
    await db.transaction(async (tx) => {
      // activateRanges leaves the product's rules to its caller: archived since the upload, it stops here.
      if (await isProductArchived(tx as unknown as Db, actor.accountId, range.productId!))
        throw new AppError(ERRORS.product.invalidProduct, {
          reason: 'archived',
          by: range.productBy,
          value: range.productValue,
        });
      await activateRanges(
        tx as unknown as Db,
        actor,
        [{ reelId: range.reelId!, firstSerial: range.firstSerial!, lastSerial: range.lastSerial! }],
        {
          productId: range.productId!,
          dynamicData: range.dynamicData,
          targetCountry: range.targetCountry,
          deliveryDate: range.deliveryDate,
          method: 'xml',
        },
      );
      await recordRange(tx as unknown as Db, range, { state: 'activated' });
    });
  } catch (error) {
    // A refusal of the activation rules is this range's outcome; anything else stops the run.
    if (!(error instanceof AppError)) throw error;
    await recordRange(db, range, { state: 'failed', problem: problemOf(error.error, error.params) });
  }
}
