import { AppError, ERRORS } from '@seal/shared';
import { XML_IMPORT_LIMITS, type XmlImport } from '@seal/shared/contract/xml-import';
import type { Db } from '../../db/client';
import type { SessionContext } from '../../rpc/context';
import type { Services } from '../../services';
import { toImportView, toRangeView } from './import-view';
import { readActivationBatch } from './read-batch';
import { verifyRanges, type VerifiedRange } from './verify-ranges';
import { findImport, findRanges, insertImport, purgeUnstarted, type NewRange } from './xml-import.repository';

export interface UploadedFile {
  name: string | null;
  bytes: Buffer;
}

export interface UploadContext {
  db: Db;
  session: SessionContext;
  services: Services;
  ip: string;
}

/** Half of a UTF-16 surrogate pair, with no other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A file name as text the database stores and a page shows: no control character (PostgreSQL refuses NUL). */
const storableName = (name: string) =>
  name.replace(LONE_SURROGATE, '').replace(CONTROL_CHARACTERS, '').trim().slice(0, 255) || null;

export const UPLOAD_LOG_METHOD = 'xmlImportModel.uploadXmlImport';

const toNewRange = (range: VerifiedRange): NewRange => ({
  position: range.position,
  line: range.line,
  firstReference: range.first,
  lastReference: range.last,
  reelId: range.reelId,
  firstSerial: range.firstSerial,
  lastSerial: range.lastSerial,
  count: range.count,
  productBy: range.productRef.by,
  productValue: range.productRef.value,
  productId: range.productId,
  dynamicData: range.dynamicData,
  targetCountry: range.targetCountry,
  deliveryDate: range.deliveryDate,
  state: range.problem ? 'invalid' : 'pending',
  problem: range.problem,
});

/**
 * Upload, step 1 of the batch: the file is validated against the XSD, each range verified (both
 * ends, same reel, nothing activated yet, the threshold, the product and its dynamic data), then
 * the import is stored with each range's problem; the file itself is not kept. Refused whole:
 * missingFile, schema, tooManyRanges, noValidRange. The action log keeps a summary, not the file.
 */
export async function uploadBatch(ctx: UploadContext, file: UploadedFile | null): Promise<XmlImport> {
  if (!file || file.bytes.length === 0) throw new AppError(ERRORS.xmlImport.missingFile);
  const reading = await readActivationBatch(file.bytes);
  if (reading.kind === 'schema') throw new AppError(ERRORS.xmlImport.schema, { errors: reading.errors });
  if (reading.kind === 'tooMany')
    throw new AppError(ERRORS.xmlImport.tooManyRanges, { max: XML_IMPORT_LIMITS.ranges, count: reading.count });

  const { session } = ctx;
  const verified = await verifyRanges(ctx.db, session, ctx.services.sealKeyring, reading.ranges);
  const valid = verified.filter((range) => !range.problem);
  if (valid.length === 0) {
    throw new AppError(ERRORS.xmlImport.noValidRange, {
      ranges: verified.map((range) => toRangeView(toNewRange(range), range.productTitle)),
    });
  }

  const fileName = file.name ? storableName(file.name) : null;
  const importId = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await purgeUnstarted(db, session.accountId);
    const summary = {
      fileName,
      bytes: file.bytes.length,
      ranges: verified.length,
      validRanges: valid.length,
      validSeals: valid.reduce((sum, range) => sum + range.count, 0),
    };
    const id = await insertImport(
      db,
      {
        accountId: session.accountId,
        entityId: session.entityId,
        uploadedBy: session.userId,
        fileName,
        bytes: summary.bytes,
        rangeCount: summary.ranges,
        validRanges: summary.validRanges,
        validSeals: summary.validSeals,
      },
      verified.map(toNewRange),
    );
    await ctx.services.actionLog.record(db, {
      method: UPLOAD_LOG_METHOD,
      session,
      ip: ctx.ip,
      input: summary,
      audits: [{ targetId: id, after: { status: 'verified', ...summary } }],
    });
    return id;
  });
  const scope = { accountId: session.accountId, entityIds: [session.entityId] };
  const found = (await findImport(ctx.db, scope, importId))!;
  return toImportView(found, await findRanges(ctx.db, found.record));
}
