import { AppError, containerModelProblems, ERRORS, listOffset, type Language, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-containers';
import type { ContainerModel } from '@seal/shared/contract/trace-containers';
import type { SessionCallContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';
import { notFound } from './not-found';
import * as repo from './container-models.repository';

type In<C> = ParsedInputOf<C>;
type Fields = In<typeof contract.createModel>;

/** A model of the session's account; another account's and an unknown id answer alike. */
export async function ownedModel(ctx: SessionCallContext, id: string) {
  const model = await repo.findModel(ctx.db, ctx.session.accountId, id);
  if (!model) throw notFound();
  return model;
}

async function detail(ctx: SessionCallContext, record: repo.ContainerModelRecord): Promise<ContainerModel> {
  const { accountId } = ctx.session;
  const [siteIds, inUse] = await Promise.all([
    repo.siteIdsOf(ctx.db, accountId, record.id),
    repo.modelInUse(ctx.db, accountId, record.id),
  ]);
  return repo.toContainerModel(record, siteIds, inUse);
}

/**
 * The rules beyond the schema (containerModel.invalidFields, 103) and the sites: all the account's
 * (another account's answers notFound, as any foreign id), and actors the session's entity knows,
 * its own sites and, with orga.master_orga, those of the entities below it: a site of a parent or
 * sibling entity is containerModel.unknownActor (110, spec 001 section 8).
 */
async function checkedValues(ctx: SessionCallContext, fields: Fields) {
  const problems = containerModelProblems(fields);
  if (problems.length > 0) throw new AppError(ERRORS.containerModel.invalidFields, {}, problems);
  const siteIds = [...new Set(fields.siteIds)];
  if ((await repo.countAccountSites(ctx.db, ctx.session.accountId, siteIds)) !== siteIds.length) throw notFound();
  if (siteIds.length > 0) {
    const scope = await entityScope(ctx.db, ctx.session, 'orga.master_orga');
    if ((await repo.countScopeSites(ctx.db, scope, siteIds)) !== siteIds.length)
      throw new AppError(ERRORS.containerModel.unknownActor);
  }
  const values: repo.ContainerModelValues = {
    name: fields.name,
    language: fields.language,
    level: fields.level,
    contentType: fields.contentType,
    minQuantity: fields.minQuantity,
    maxQuantity: fields.maxQuantity,
    skus: [...new Set(fields.skus)],
    codeKind: fields.codeKind,
    ssccPrefix: fields.codeKind === 'sscc' ? fields.ssccPrefix : null,
  };
  return { values, siteIds };
}

const summary = (model: ContainerModel) => {
  const { createdAt: _created, updatedAt: _updated, inUse: _inUse, ...rest } = model;
  return rest;
};

export async function listModels(ctx: SessionCallContext, input: In<typeof contract.listModels>) {
  const { siteId } = input.filters;
  if (siteId && (await repo.countAccountSites(ctx.db, ctx.session.accountId, [siteId])) !== 1) throw notFound();
  return repo.listModels(ctx.db, ctx.session.accountId, {
    offset: listOffset(input),
    size: input.size,
    sort: input.sort,
    search: input.search,
    level: input.filters.level,
    siteId: input.filters.siteId,
  });
}

export async function getModel(ctx: SessionCallContext, { containerModelId }: In<typeof contract.getModel>) {
  return detail(ctx, await ownedModel(ctx, containerModelId));
}

async function insert(ctx: SessionCallContext, values: repo.ContainerModelValues, siteIds: string[]) {
  const { accountId, entityId } = ctx.session;
  const record = await repo.insertModel(ctx.db, { ...values, accountId, entityId });
  await repo.replaceSites(ctx.db, accountId, record.id, siteIds);
  const model = repo.toContainerModel(record, [...siteIds].sort(), false);
  ctx.audit({ targetId: record.id, after: summary(model) });
  return model;
}

export async function createModel(ctx: SessionCallContext, fields: Fields) {
  const { values, siteIds } = await checkedValues(ctx, fields);
  return insert(ctx, values, siteIds);
}

/** Spec 000: a model in use cannot be modified (containerModel.inUse, 902); a copy can be. */
async function checkNotInUse(ctx: SessionCallContext, id: string) {
  if (await repo.modelInUse(ctx.db, ctx.session.accountId, id)) throw new AppError(ERRORS.containerModel.inUse);
}

export async function updateModel(
  ctx: SessionCallContext,
  { containerModelId, ...fields }: In<typeof contract.updateModel>,
) {
  const { accountId } = ctx.session;
  const before = await detail(ctx, await ownedModel(ctx, containerModelId));
  await checkNotInUse(ctx, containerModelId);
  const { values, siteIds } = await checkedValues(ctx, fields);
  const record = await repo.updateModel(ctx.db, accountId, containerModelId, values);
  await repo.replaceSites(ctx.db, accountId, containerModelId, siteIds);
  const model = repo.toContainerModel(record, [...siteIds].sort(), false);
  ctx.audit({ targetId: containerModelId, before: summary(before), after: summary(model) });
  return model;
}

/** "copy" in the model's own language: the name is data shown in that language. */
const COPY_WORD: Record<Language, string> = { en: 'copy', fr: 'copie', zh: '副本' };
const NAME_MAX = 45;

export async function copyModel(ctx: SessionCallContext, { containerModelId }: In<typeof contract.copyModel>) {
  const source = await detail(ctx, await ownedModel(ctx, containerModelId));
  const suffix = ` - ${COPY_WORD[source.language]}`;
  const name = source.name.slice(0, NAME_MAX - suffix.length).trimEnd() + suffix;
  const { id: _id, siteIds, inUse: _inUse, createdAt: _c, updatedAt: _u, ...values } = source;
  return insert(ctx, { ...values, name }, siteIds);
}

export async function removeModel(ctx: SessionCallContext, { containerModelId }: In<typeof contract.removeModel>) {
  const before = await detail(ctx, await ownedModel(ctx, containerModelId));
  await checkNotInUse(ctx, containerModelId);
  await repo.deleteModel(ctx.db, ctx.session.accountId, containerModelId);
  ctx.audit({ targetId: containerModelId, before: summary(before) });
  return { removed: true as const };
}
