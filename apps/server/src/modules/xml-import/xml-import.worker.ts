import type { FastifyBaseLogger } from 'fastify';
import { AppError, ERRORS } from '@seal/shared';
import type { Db } from '../../db/client';
import { xmlImports } from '../../db/schema';
import type { TenantKey } from '../../db/tenant-scope';
import type { ActionLogService } from '../action-log/action-log.service';
import { activateRanges } from '../activation/activate-ranges';
import { keyOfJob, type QueuedJob } from '../jobs/job-key';
import type { Jobs } from '../jobs/jobs';
import { problemOf } from './range-problem';
import {
  findImportByKey,
  isProductArchived,
  pendingRanges,
  recordRanges,
  updateImport,
  type RangeRecord,
} from './xml-import.repository';

export const XML_IMPORT_QUEUE = 'xml-import.activate';
export const RUN_LOG_METHOD = 'xmlImportModel.runXmlImport';

/** A started import's job: the import's key. */
export interface XmlImportJob {
  accountId: string;
  importId: string;
}

interface WorkerDeps {
  db: Db;
  jobs: Jobs;
  log: FastifyBaseLogger;
  actionLog: ActionLogService;
}

/** Registers the job that runs started imports (which also declares its queue, for startXmlImport's transaction). */
export async function startXmlImportWorker(deps: WorkerDeps) {
  // A batch of many ranges takes minutes; a run cut short resumes after its last range (docs/operations.md).
  const run = async (data: QueuedJob<XmlImportJob>) => {
    const key = await keyOfJob(deps.db, xmlImports, data.accountId, data.importId);
    if (key) await runXmlImport(deps, key);
  };
  await deps.jobs.work(XML_IMPORT_QUEUE, run, { expireInSeconds: 30 * 60 });
}

/**
 * Runs an import range by range (docs/decisions/0014-xml-activation-batches.md): ranges are
 * activated a few at a time, each chunk in one transaction with the import's progress; a range
 * refused at run time (someone activated one of its seals since the upload: the database refuses
 * the overlap) is reported and the others go on, and a job interrupted and run again resumes at
 * the first range still pending. Ends `done` when at least one range was activated, else `failed` with
 * xmlImport.noneActivated; anything unexpected stops it `failed` with xmlImport.failed.
 */
export async function runXmlImport({ db, log, actionLog }: WorkerDeps, key: TenantKey) {
  const importId = key.id;
  const record = await findImportByKey(db, key);
  // The job is written in startXmlImport's transaction: this is only a safety net, retried by the queue.
  if (!record || record.status === 'verified') throw new Error(`xml import ${importId} is not started yet`);
  if (record.status === 'done' || record.status === 'failed') return;
  await updateImport(db, key, { status: 'running' });
  const actor = { accountId: record.accountId, entityId: record.startedByEntityId!, userId: record.startedBy! };
  try {
    for (const chunk of chunksOf(await pendingRanges(db, key))) await runChunk(db, actor, key, chunk);
    const ran = (await findImportByKey(db, key))!;
    const summary = {
      activatedRanges: ran.activatedRanges,
      activatedSeals: ran.activatedSeals,
      failedRanges: ran.failedRanges,
    };
    await db.transaction(async (tx) => {
      const finished = { finishedAt: new Date() };
      await updateImport(
        tx as unknown as Db,
        key,
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
    await updateImport(db, key, {
      status: 'failed',
      error: problemOf(ERRORS.xmlImport.failed),
      finishedAt: new Date(),
    });
  }
}

/** At most this many ranges per transaction: the progress bar moves at least this often. */
const CHUNK_RANGES = 10;

type Actor = { accountId: string; entityId: string; userId: string };

/** What an activation writes besides its seals; ranges sharing it can be activated together. */
const detailsOf = (range: RangeRecord) => ({
  productId: range.productId!,
  dynamicData: range.dynamicData,
  targetCountry: range.targetCountry,
  deliveryDate: range.deliveryDate,
  method: 'xml' as const,
});
const detailsKey = (range: RangeRecord) =>
  JSON.stringify([
    range.productId,
    Object.entries(range.dynamicData).sort(([a], [b]) => (a < b ? -1 : 1)),
    range.targetCountry,
    range.deliveryDate,
  ]);

/** Consecutive ranges with the same product and details, CHUNK_RANGES at most. */
function chunksOf(ranges: readonly RangeRecord[]): RangeRecord[][] {
  const chunks: RangeRecord[][] = [];
  for (const range of ranges) {
    const last = chunks.at(-1);
    if (last && last.length < CHUNK_RANGES && detailsKey(last[0]!) === detailsKey(range)) last.push(range);
    else chunks.push([range]);
  }
  return chunks;
}

/**
 * Activates a chunk of ranges in one transaction, all of them or none; when the activation rules
 * refuse it, its ranges are run one by one, so that only the refused one fails (with the
 * catalogue error as its problem) and the others are activated.
 */
async function runChunk(db: Db, actor: Actor, key: TenantKey, chunk: readonly RangeRecord[]): Promise<void> {
  const [first] = chunk;
  try {
    await db.transaction(async (tx) => {
      const executor = tx as unknown as Db;
      // activateRanges leaves the product's rules to its caller: archived since the upload, it stops here.
      if (await isProductArchived(executor, actor.accountId, first!.productId!))
        throw new AppError(ERRORS.product.invalidProduct, {
          reason: 'archived',
          by: first!.productBy,
          value: first!.productValue,
        });
      await activateRanges(
        executor,
        actor,
        chunk.map((range) => ({
          reelId: range.reelId!,
          firstSerial: range.firstSerial!,
          lastSerial: range.lastSerial!,
        })),
        detailsOf(first!),
      );
      await recordRanges(executor, key, chunk, { state: 'activated' });
    });
  } catch (error) {
    // A refusal of the activation rules is a range's outcome; anything else stops the run.
    if (!(error instanceof AppError)) throw error;
    if (chunk.length > 1) {
      for (const range of chunk) await runChunk(db, actor, key, [range]);
      return;
    }
    await recordRanges(db, key, chunk, { state: 'failed', problem: problemOf(error.error, error.params) });
  }
}
