import { AppError, ERRORS, SEAL_STATUS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type { Certificate } from '@seal/shared/certicask/certificates';
import type * as contract from '@seal/shared/contract/certicask';
import type { CertificateRow } from '@seal/shared/contract/certicask';
import type { SessionCallContext } from '../../../rpc/context';
import { decodeReference } from '../../seals/reference-codec';
import { sealScope } from '../../seals/seal-scope';
import { getSealState } from '../../seals/seal-state.service';
import { toCertificate, toCertificateRow } from './certificate-view';
import * as repo from './certificates.repository';

type In<C> = ParsedInputOf<C>;

/**
 * certificateModel.list: the account's certificates. The search matches the number, the product's
 * title, the container's name, and, when it reads as a reference, the certificates covering it.
 */
export async function listCertificates(
  ctx: SessionCallContext,
  input: In<typeof contract.listCertificates>,
): Promise<ListResult<CertificateRow>> {
  const decoded = input.search ? decodeReference(input.search, ctx.services.sealKeyring) : undefined;
  const page = await repo.listCertificates(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    searchSerial: decoded?.ok ? decoded.serial : undefined,
    subject: input.filters.subject,
    sort: input.sort,
  });
  return { total: page.total, rows: page.rows.map(toCertificateRow) };
}

export async function getCertificate(ctx: SessionCallContext, input: In<typeof contract.getCertificate>) {
  const row = await repo.findCertificate(ctx.db, ctx.session.accountId, input.certificateId);
  if (!row) throw new AppError(ERRORS.common.notFound);
  return toCertificate(row);
}

/**
 * certificateModel.ofReference: the certificates covering a seal of the caller's seal scope, newest
 * first. A reference that is no seal of the scope answers common.notFound, as anywhere else; a seal
 * without a certificate certicask.noCertificate (spec 001 section 8).
 */
export async function certificatesOfReference(
  ctx: SessionCallContext,
  input: In<typeof contract.certificatesOfReference>,
): Promise<Certificate[]> {
  const scope = await sealScope(ctx.db, ctx.session);
  const seal = await getSealState(
    { db: ctx.db, keyring: ctx.services.sealKeyring, now: ctx.services.now },
    ctx.session.accountId,
    scope.entityIds,
    input.ref,
  );
  if (seal.status === SEAL_STATUS.unknown) throw new AppError(ERRORS.common.notFound);
  const rows = await repo.certificatesCovering(ctx.db, ctx.session.accountId, seal.serial);
  if (rows.length === 0) throw new AppError(ERRORS.certicask.noCertificate);
  return rows.map(toCertificate);
}
