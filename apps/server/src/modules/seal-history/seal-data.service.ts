import {
  AppError,
  ERRORS,
  normaliseReference,
  SEAL_STATUS,
  type CatalogueError,
  type Language,
  type ParsedInputOf,
} from '@seal/shared';
import { mediaUrl } from '@seal/shared/contract/media';
import { privateAnswerOf, type getSealData as contract, type SealData } from '@seal/shared/contract/seal-history';
import type { Db } from '../../db/client';
import type { SessionCallContext } from '../../rpc/context';
import type { KnownSeal } from '../seals/seal-state.service';
import { countConsultations, findActivationDetails, findCancellation } from './seal-history.repository';
import { checkActor, lookUpSeal } from './seal-lookup';

type Input = ParsedInputOf<typeof contract>;

const noSeal = (error: CatalogueError, ref: string): SealData => ({
  status: 'ERROR',
  code: error.code,
  key: error.key,
  ref,
  reel: null,
  state: null,
  lastChange: null,
  activation: null,
  validUntil: null,
  viewCount: 0,
});

/**
 * privateConsultationModel.getSealData: the seal's state, reel, activation, validity and view count.
 * Without a reference: ERROR 101; a reference naming no seal of the caller: ERROR 100 and nothing
 * else, whoever owns it.
 */
export async function getSealData(ctx: SessionCallContext, input: Input): Promise<SealData> {
  checkActor(ctx, input.act_id || undefined);
  const typed = input.ref?.trim() ?? '';
  if (!typed) return noSeal(ERRORS.consultation.missingReference, '');
  const seal = await lookUpSeal(ctx, typed);
  if (seal.status === SEAL_STATUS.unknown)
    return noSeal(ERRORS.consultation.invalidReference, normaliseReference(typed));

  const answer = privateAnswerOf(seal.status);
  const key = { accountId: ctx.session.accountId, serial: seal.serial };
  return {
    status: answer.code === ERRORS.consultation.valid.code ? 'OK' : 'ERROR',
    code: answer.code,
    key: answer.key,
    ref: seal.reference,
    reel: seal.reel.reference,
    state: seal.status,
    lastChange: await lastChangeOf(ctx.db, key, seal),
    activation: seal.activation ? await activationOf(ctx.db, key.accountId, seal.activation.id, input.lang) : null,
    validUntil: seal.activation?.validUntil?.toISOString() ?? null,
    viewCount: await countConsultations(ctx.db, key),
  };
}

/** The last change of state: the cancellation for a cancelled seal, else the last recorded change. */
async function lastChangeOf(db: Db, key: { accountId: string; serial: number }, seal: KnownSeal) {
  if (seal.status === SEAL_STATUS.cancelled) {
    const cancellation = await findCancellation(db, key);
    if (cancellation)
      return { state: seal.status, date: cancellation.createdAt.toISOString(), reason: cancellation.reason };
  }
  return seal.lastChange
    ? { state: seal.lastChange.state, date: seal.lastChange.at.toISOString(), reason: seal.lastChange.reason }
    : null;
}

async function activationOf(db: Db, accountId: string, activationId: string, language?: Language) {
  const details = await findActivationDetails(db, accountId, activationId, language);
  if (!details) throw new AppError(ERRORS.common.internal);
  return {
    date: details.createdAt.toISOString(),
    product: {
      id: details.productId,
      title: details.title ?? '',
      imageUrl: details.imageId ? mediaUrl(details.imageId) : null,
      gtin: details.gtin,
      sku: details.sku,
    },
    targetCountry: details.targetCountry,
    deliveryDate: details.deliveryDate,
    activatedBy: details.activatedBy ?? '',
  };
}
