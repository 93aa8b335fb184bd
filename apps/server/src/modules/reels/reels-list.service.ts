import { AppError, ERRORS, listOffset, type ParsedInputOf, type reels as contract } from '@seal/shared';
import type { SessionCallContext } from '../../rpc/context';
import { decodeReference } from '../seals/reference-codec';
import { sealScope } from '../seals/seal-scope';
import { toReelRow } from './reel-rows';
import { countReels, findReelRecords, findStock, type ReelQuery } from './reels-list.repository';

type FindReelsInput = ParsedInputOf<typeof contract.findReels>;

/**
 * The reels of the session's seal scope. The search is a reference (any seal of the reel): a
 * reference is enciphered, so a part of one matches nothing. An entity filter outside the scope
 * answers notFound, like an unknown id.
 */
export async function findReels(ctx: SessionCallContext, input: FindReelsInput) {
  const scope = await sealScope(ctx.db, ctx.session);
  const { filters } = input;
  if (filters.entityId && !scope.entityIds.includes(filters.entityId)) throw new AppError(ERRORS.common.notFound);
  const keyring = ctx.services.sealKeyring;
  const query: ReelQuery = {
    accountId: scope.accountId,
    entityIds: scope.entityIds,
    archived: filters.archived ?? false,
    entityId: filters.entityId,
    transferred: filters.transferred,
    status: filters.status,
  };
  if (input.search) {
    const decoded = decodeReference(input.search, keyring);
    if (!decoded.ok) return { rows: [], total: 0 };
    query.holding = { serial: decoded.serial, keyVersion: decoded.keyVersion };
  }
  const records = await findReelRecords(ctx.db, query, {
    sort: input.sort,
    limit: input.size,
    offset: listOffset(input),
  });
  return {
    rows: records.map((record) => toReelRow(record, keyring)),
    total: await countReels(ctx.db, query),
  };
}

export async function getReelStock(ctx: SessionCallContext): Promise<contract.ReelStock> {
  const scope = await sealScope(ctx.db, ctx.session);
  const stock = await findStock(ctx.db, { accountId: scope.accountId, entityIds: scope.entityIds, archived: false });
  return { ...stock, left: stock.total - stock.activated };
}
