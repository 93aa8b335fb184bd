import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { tradeOrders } from '../../../db/schema';
import type { TenantKey } from '../../../db/tenant-scope';
import { keyOfJob, type QueuedJob } from '../../jobs/job-key';
import type { Jobs } from '../../jobs/jobs';
import { languageOf } from '../buyer.repository';
import { documentLanguage } from '../document-texts';
import { codesSheetPdf, type CodesSheetLine } from './codes-sheet-pdf';
import { deliveryNotePdf } from './delivery-note-pdf';
import * as repo from './orders.repository';

export const ORDER_FILES_QUEUE = 'trade.order-files';

/** The job preparing an order's files: the order's key. */
export interface OrderFilesJob {
  accountId: string;
  orderId: string;
}

const PDF = 'application/pdf';
const deliveryNoteName = (number: string) => `delivery-note-${number}.pdf`;
const codesSheetName = (number: string) => `codes-${number}.pdf`;

/**
 * Declares the order files' rows (not ready: downloading answers trade.fileNotReady) and queues
 * the job that prepares them, both in the caller's transaction: the delivery note, and the codes
 * sheet when a line has a QR type.
 */
export async function queueOrderFiles(
  db: Db,
  jobs: Jobs,
  order: { id: string; accountId: string; number: string },
  withCodes: boolean,
) {
  const files = [{ name: deliveryNoteName(order.number), mediaType: PDF }];
  if (withCodes) files.push({ name: codesSheetName(order.number), mediaType: PDF });
  await repo.insertFiles(db, order, files);
  await jobs.send(ORDER_FILES_QUEUE, { accountId: order.accountId, orderId: order.id } satisfies OrderFilesJob, db);
}

/** Prepares the order's files still missing; a file already made is not made again (the job may run twice). */
export async function prepareOrderFiles(db: Db, key: TenantKey, publicUrl: string, log: FastifyBaseLogger) {
  const orderId = key.id;
  const order = await repo.findOrder(db, key.accountId, orderId);
  if (!order) return;
  const pending = await repo.pendingFiles(db, order);
  if (pending.length === 0) return;
  const language = order.createdBy ? await languageOf(db, order.accountId, order.createdBy) : 'en';
  const documents = documentLanguage(language);
  const lines = await repo.findLines(db, order, documents);
  const render = async (name: string) => {
    if (name === deliveryNoteName(order.number)) return deliveryNotePdf({ ...order, lines }, documents);
    const coded = lines.flatMap((line): CodesSheetLine[] =>
      line.qrType !== 'none' && line.productGtin
        ? [{ lineNo: line.lineNo, qrType: line.qrType, productTitle: line.productTitle ?? '', gtin: line.productGtin }]
        : [],
    );
    return codesSheetPdf(order, coded, publicUrl, documents);
  };
  for (const file of pending) {
    try {
      await repo.saveFile(db, order, file.id, await render(file.name));
    } catch (error) {
      // A document that cannot be made (a GTIN no code carries) will not be made by trying again:
      // the file says so, and its download answers trade.downloadFailed.
      await repo.markFileFailed(db, order, file.id, error instanceof Error ? error.message : String(error));
      log.error({ err: error, orderId, file: file.name }, 'order file not prepared');
    }
  }
}

/** Registers the job (which declares its queue, for the accepting transaction). */
export async function startOrderFilesWorker(deps: { db: Db; jobs: Jobs; publicUrl: string; log: FastifyBaseLogger }) {
  await deps.jobs.work<QueuedJob<OrderFilesJob>>(ORDER_FILES_QUEUE, async (data) => {
    const key = await keyOfJob(deps.db, tradeOrders, data.accountId, data.orderId);
    if (key) await prepareOrderFiles(deps.db, key, deps.publicUrl, deps.log);
  });
}
