import { AppError, ERRORS, listOffset, type ListResult, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/wine';
import type { Estate, EstateFields, EstateRow } from '@seal/shared/contract/wine';
import { unique } from '../../../db/unique-violation';
import type { SessionCallContext } from '../../../rpc/context';
import { mediaOfAccount } from '../../products/products.repository';
import * as repo from './estates.repository';

/*
 * Estates (docs/wine.md): the account's, shared by all its entities. The field rules are the
 * contract's schema (spec 001 section 5); here: the name is unique in the account whatever its
 * case, the pictures are the account's media, and an estate its wines name stays.
 */

type In<C> = ParsedInputOf<C>;

function found<T>(row: T | undefined): T {
  if (row === undefined) throw new AppError(ERRORS.common.notFound);
  return row;
}

const fieldsOf = (row: EstateFields): EstateFields => ({
  name: row.name,
  producerName: row.producerName,
  producerType: row.producerType,
  address: row.address,
  history: row.history,
  vineyard: row.vineyard,
  terroir: row.terroir,
  emblemMediaId: row.emblemMediaId,
  pictureMediaId: row.pictureMediaId,
});

const toEstate = (row: repo.EstateWithCount): Estate => ({
  ...fieldsOf(row),
  id: row.id,
  wineCount: row.wineCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toRow = (row: repo.EstateWithCount): EstateRow => ({
  id: row.id,
  name: row.name,
  producerName: row.producerName,
  producerType: row.producerType,
  address: row.address,
  emblemMediaId: row.emblemMediaId,
  wineCount: row.wineCount,
  updatedAt: row.updatedAt.toISOString(),
});

const nameUsed = (name: string) =>
  new AppError(ERRORS.wine.estateNameUsed, { name }, [
    { path: 'name', key: `errors.${ERRORS.wine.estateNameUsed.key}` },
  ]);

/** The emblem and the picture are pictures of the account's media library (common.notFound otherwise). */
async function checkMedia(ctx: SessionCallContext, fields: EstateFields) {
  for (const mediaId of [fields.emblemMediaId, fields.pictureMediaId])
    if (mediaId && !(await mediaOfAccount(ctx.db, ctx.session.accountId, mediaId)))
      throw new AppError(ERRORS.common.notFound);
}

async function checkName(ctx: SessionCallContext, name: string, exceptId?: string) {
  if (await repo.findNameOwner(ctx.db, ctx.session.accountId, name, exceptId)) throw nameUsed(name);
}

export async function listEstates(
  ctx: SessionCallContext,
  input: In<typeof contract.listEstates>,
): Promise<ListResult<EstateRow>> {
  const page = await repo.listEstates(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    search: input.search,
    sort: input.sort,
  });
  return { total: page.total, rows: page.rows.map(toRow) };
}

export async function getEstate(ctx: SessionCallContext, input: { estateId: string }): Promise<Estate> {
  return toEstate(found(await repo.findEstate(ctx.db, ctx.session.accountId, input.estateId)));
}

export async function createEstate(ctx: SessionCallContext, input: In<typeof contract.createEstate>) {
  const fields = fieldsOf(input);
  await checkMedia(ctx, fields);
  await checkName(ctx, fields.name);
  const id = await unique(
    () => repo.insertEstate(ctx.db, { ...fields, accountId: ctx.session.accountId, createdBy: ctx.session.userId }),
    nameUsed(fields.name),
    'wine_estates_name_idx',
  );
  ctx.audit({ targetId: id, after: fields });
  return getEstate(ctx, { estateId: id });
}

export async function updateEstate(ctx: SessionCallContext, input: In<typeof contract.updateEstate>) {
  const before = found(await repo.findEstate(ctx.db, ctx.session.accountId, input.estateId));
  const fields = fieldsOf(input);
  await checkMedia(ctx, fields);
  await checkName(ctx, fields.name, input.estateId);
  await unique(
    () => repo.updateEstate(ctx.db, ctx.session.accountId, input.estateId, fields),
    nameUsed(fields.name),
    'wine_estates_name_idx',
  );
  ctx.audit({ targetId: input.estateId, before: fieldsOf(before), after: fields });
  return getEstate(ctx, input);
}

/** Wines name their estate: one they name stays (wine.estateInUse, params.count). */
export async function removeEstate(ctx: SessionCallContext, input: { estateId: string }) {
  const before = found(await repo.findEstate(ctx.db, ctx.session.accountId, input.estateId));
  if (before.wineCount > 0) throw new AppError(ERRORS.wine.estateInUse, { count: before.wineCount });
  await repo.deleteEstate(ctx.db, ctx.session.accountId, input.estateId);
  ctx.audit({ targetId: input.estateId, before: fieldsOf(before) });
  return { removed: true as const };
}
