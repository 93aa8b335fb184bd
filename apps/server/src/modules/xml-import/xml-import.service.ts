import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type { CodeRequest } from '@seal/shared/contract/activation';
import type { findXmlImports as findContract, XmlImport, XmlImportRow } from '@seal/shared/contract/xml-import';
import type { SessionCallContext } from '../../rpc/context';
import { consumeSecurityCode, requestSecurityCode, requireOwnChallenge } from '../activation/security-codes';
import { sealScope } from '../seals/seal-scope';
import { toImportRow, toImportView } from './import-view';
import { XML_IMPORT_QUEUE, type XmlImportJob } from './xml-import.worker';
import * as repo from './xml-import.repository';

/** An import of the caller's seal scope; another account's answers exactly like an unknown id. */
async function importInScope(ctx: SessionCallContext, importId: string) {
  const found = await repo.findImport(ctx.db, await sealScope(ctx.db, ctx.session), importId);
  if (!found) throw new AppError(ERRORS.common.notFound);
  return found;
}

/** What a security code of an import is bound to: that import, nothing else. */
const codeRequest = (importId: string) => ({ importId });

export async function getXmlImport(ctx: SessionCallContext, importId: string): Promise<XmlImport> {
  const found = await importInScope(ctx, importId);
  return toImportView(found, await repo.findRanges(ctx.db, found.record));
}

export async function findXmlImports(
  ctx: SessionCallContext,
  input: ParsedInputOf<typeof findContract>,
): Promise<ListResult<XmlImportRow>> {
  const { rows, total } = await repo.findImports(ctx.db, await sealScope(ctx.db, ctx.session), {
    search: input.search,
    status: input.filters.status,
    sort: input.sort ?? { field: 'createdAt', order: 'desc' },
    size: input.size,
    offset: listOffset(input),
  });
  return { rows: rows.map(toImportRow), total };
}

/** Step 3 of the batch: the code, e-mailed to the caller, bound to this import. */
export async function requestXmlImportCode(ctx: SessionCallContext, importId: string): Promise<CodeRequest> {
  const { record } = await importInScope(ctx, importId);
  if (record.status !== 'verified') throw new AppError(ERRORS.xmlImport.started);
  if (record.validRanges === 0) throw new AppError(ERRORS.xmlImport.noValidRange);
  return requestSecurityCode(ctx, 'xmlImport', codeRequest(importId));
}

/**
 * The guard of startXmlImport, outside its transaction so that a wrong code stays counted: the
 * import must be of the scope and not started (xmlImport.started), then the code is checked.
 */
export async function confirmXmlImport(
  ctx: SessionCallContext,
  input: { importId: string; challengeId: string; code: string },
): Promise<void> {
  // Both ids first: another account's import or challenge answers like an unknown one.
  await requireOwnChallenge(ctx, input.challengeId);
  const { record } = await importInScope(ctx, input.importId);
  if (record.status !== 'verified') throw new AppError(ERRORS.xmlImport.started);
  await consumeSecurityCode(ctx, 'xmlImport', codeRequest(input.importId), input);
}

/**
 * Steps 4 and 5, once the code was accepted: the import is queued, once (of two starts racing
 * past their guards, the second finds it no longer verified: xmlImport.started). The job is
 * written in this transaction, so it exists only if the start commits.
 */
export async function startXmlImport(ctx: SessionCallContext, importId: string): Promise<XmlImport> {
  await importInScope(ctx, importId);
  const key = { accountId: ctx.session.accountId, id: importId };
  const queued = await repo.markQueued(ctx.db, key, {
    userId: ctx.session.userId,
    entityId: ctx.session.entityId,
  });
  if (!queued) throw new AppError(ERRORS.xmlImport.started);
  ctx.audit({
    targetId: importId,
    before: { status: 'verified' },
    after: { status: 'queued', validRanges: queued.validRanges, validSeals: queued.validSeals },
  });
  await ctx.services.jobs.send(XML_IMPORT_QUEUE, { accountId: key.accountId, importId } satisfies XmlImportJob, ctx.db);
  return getXmlImport(ctx, importId);
}
