import { AppError, ERRORS, eventModelProblems, listOffset, type ParsedInputOf } from '@seal/shared';
import type * as contract from '@seal/shared/contract/trace-events';
import type { EventModel, EventModelItem } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import type { SessionCallContext } from '../../rpc/context';
import type { SessionContext } from '../auth/session-context';
import * as repo from './event-models.repository';
import { traceScope } from './trace-scope';

type In<C> = ParsedInputOf<C>;
type Fields = In<typeof contract.create>;

const notFound = () => new AppError(ERRORS.common.notFound);

/** A database and who acts: a console session, or the user an EPCIS API token acts for. */
type Declarer = { db: Db; session: Pick<SessionContext, 'accountId' | 'entityId'> };

/** A model of the session's scope; another account's, another entity's and an unknown id answer alike. */
export async function visibleEventModel(ctx: SessionCallContext, eventModelId: string, lock?: 'update') {
  const model = await repo.findEventModel(ctx.db, ctx.session.accountId, eventModelId, lock);
  const scope = await traceScope(ctx);
  if (!model || !scope.entityIds.includes(model.entityId)) throw notFound();
  return model;
}

async function mayDeclareFrom(ctx: Declarer, model: EventModel) {
  const { accountId, entityId } = ctx.session;
  if (model.entityId === entityId) return true;
  return (
    model.options.sharedWithEntities && (await repo.entitiesAbove(ctx.db, accountId, entityId)).includes(model.entityId)
  );
}

/**
 * A model the session's user may declare from: their entity's, or one an entity above shares.
 * Locked in share mode inside the declaration's transaction, so that it cannot change meanwhile.
 */
export async function declarableEventModel(ctx: Declarer, eventModelId: string) {
  const model = await repo.findEventModel(ctx.db, ctx.session.accountId, eventModelId, 'share');
  if (!model || !(await mayDeclareFrom(ctx, model))) throw notFound();
  return model;
}

/** A site id the caller names is one of the account's sites (else notFound, like an unknown one). */
export async function checkAccountSites(ctx: Declarer, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const known = await repo.accountSiteIds(ctx.db, ctx.session.accountId, unique);
  const missing = unique.find((id) => !known.has(id));
  if (missing) throw new AppError(ERRORS.common.notFound, { siteId: missing });
  return unique;
}

export async function listEventModels(ctx: SessionCallContext, input: In<typeof contract.list>) {
  const { siteId } = input.filters;
  if (siteId) await checkAccountSites(ctx, [siteId]);
  return repo.listEventModels(ctx.db, await traceScope(ctx), {
    offset: listOffset(input),
    size: input.size,
    sort: input.sort?.field ?? 'updatedAt',
    order: input.sort?.order ?? 'desc',
    search: input.search,
    siteId,
    public: input.filters.public,
  });
}

/** Who views models sees those of their scope; who declares also reads the models they declare from. */
export async function getEventModel(ctx: SessionCallContext, { eventModelId }: In<typeof contract.get>) {
  const { accountId, rights } = ctx.session;
  const model = await repo.findEventModel(ctx.db, accountId, eventModelId);
  if (!model) throw notFound();
  if (rights['trac.eventmdl_view'] === true && (await traceScope(ctx)).entityIds.includes(model.entityId)) return model;
  if (rights['trac.event_create'] === true && (await mayDeclareFrom(ctx, model))) return model;
  throw notFound();
}

export async function declarableEventModels(ctx: SessionCallContext): Promise<EventModel[]> {
  const { accountId, entityId } = ctx.session;
  return repo.declarableEventModels(ctx.db, accountId, entityId, await repo.entitiesAbove(ctx.db, accountId, entityId));
}

/** A mask belongs to a masked text and list items to a list: other formats keep neither. */
const storedItem = (item: Fields['items'][number]): EventModelItem => ({
  ...item,
  mask: item.format === 'masked_text' ? item.mask : null,
  listItems: item.format === 'list' ? item.listItems : [],
});

/** The rules beyond the schema (common.validation on their fields), then the sites (the account's). */
async function checkedFields(ctx: SessionCallContext, fields: Fields) {
  const issues = eventModelProblems(fields);
  if (issues.length > 0) throw new AppError(ERRORS.common.validation, {}, issues);
  const siteIds = await checkAccountSites(ctx, fields.siteIds);
  return {
    columns: {
      name: fields.name,
      items: fields.items.map(storedItem),
      options: fields.options,
      target: fields.target,
      bizStep: fields.bizStep,
      disposition: fields.disposition,
    },
    siteIds,
  };
}

export async function createEventModel(ctx: SessionCallContext, fields: Fields): Promise<EventModel> {
  const { columns, siteIds } = await checkedFields(ctx, fields);
  const { accountId, entityId, userId } = ctx.session;
  const record = await repo.insertEventModel(ctx.db, { ...columns, accountId, entityId, createdBy: userId });
  await repo.setEventModelSites(ctx.db, accountId, record.id, siteIds);
  const model = repo.toEventModel(record, [...siteIds].sort(), false);
  ctx.audit({ targetId: model.id, after: model });
  return model;
}

/** Refused once events were declared from it (spec 000: a model in use cannot be modified). */
export async function updateEventModel(
  ctx: SessionCallContext,
  { eventModelId, ...fields }: In<typeof contract.update>,
): Promise<EventModel> {
  const before = await visibleEventModel(ctx, eventModelId, 'update');
  const { columns, siteIds } = await checkedFields(ctx, fields);
  if (before.inUse) throw new AppError(ERRORS.traceability.modelInUse);
  const { accountId } = ctx.session;
  const record = await repo.updateEventModel(ctx.db, accountId, eventModelId, columns);
  await repo.setEventModelSites(ctx.db, accountId, eventModelId, siteIds);
  const model = repo.toEventModel(record, [...siteIds].sort(), false);
  ctx.audit({ targetId: model.id, before, after: model });
  return model;
}

/** A modifiable copy in the user's entity, named "<English name> (copy)" unless a name is given. */
export async function copyEventModel(ctx: SessionCallContext, { eventModelId, name }: In<typeof contract.copy>) {
  const source = await getEventModel(ctx, { eventModelId });
  return createEventModel(ctx, {
    ...source,
    name: name ?? { ...source.name, en: `${source.name.en} (copy)` },
  });
}
