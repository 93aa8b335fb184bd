import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListResult } from '@seal/shared';
import type { EventModel, EventModelRow } from '@seal/shared/contract/trace-events';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { entities, eventModels, eventModelSites, sites, traceEvents } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import type { EntityScope } from '../auth/entity-scope';

export type EventModelRecord = typeof eventModels.$inferSelect;
export type NewEventModel = Omit<typeof eventModels.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const s = eventModelSites;
const sitesOf = (accountId: string) => inAccount(s, accountId, eq(s.eventModelId, eventModels.id));
const eventsOf = (accountId: string) => inAccount(traceEvents, accountId, eq(traceEvents.eventModelId, eventModels.id));
const siteIdsOf = (accountId: string) => sql<string[]>`coalesce((select array_agg(${s.siteId} order by ${s.siteId})
  from ${s} where ${sitesOf(accountId)}), '{}')`;
const eventCountOf = (accountId: string) =>
  sql<number>`(select count(*)::int from ${traceEvents} where ${eventsOf(accountId)})`;
const inUseOf = (accountId: string) => sql<boolean>`exists (select 1 from ${traceEvents} where ${eventsOf(accountId)})`;

export function toEventModel(record: EventModelRecord, siteIds: readonly string[], inUse: boolean): EventModel {
  return {
    id: record.id,
    name: record.name,
    items: record.items,
    options: record.options,
    target: record.target,
    bizStep: record.bizStep as EventModel['bizStep'],
    disposition: record.disposition as EventModel['disposition'],
    siteIds: [...siteIds],
    entityId: record.entityId,
    inUse,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}

/** A model of the account with its sites and whether events use it; another account's is none. */
export async function findEventModel(db: Db, accountId: string, id: string, lock?: 'update' | 'share') {
  const query = db
    .select({ model: eventModels, siteIds: siteIdsOf(accountId), inUse: inUseOf(accountId) })
    .from(eventModels)
    .where(and(eq(eventModels.accountId, accountId), eq(eventModels.id, id)));
  const [row] = await (lock ? query.for(lock, { of: eventModels }) : query);
  return row && toEventModel(row.model, row.siteIds ?? [], Boolean(row.inUse));
}

/** The entities above `entityId`, nearest first (the sharers a sub-entity declares from). */
export async function entitiesAbove(db: Db, accountId: string, entityId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive above(id, depth) as (
      select e.parent_id, 1 from ${entities} e where e.account_id = ${accountId} and e.id = ${entityId}
      union
      select e.parent_id, a.depth + 1 from ${entities} e join above a on e.id = a.id
      where e.account_id = ${accountId} and a.depth < 50
    )
    select id from above where id is not null order by depth`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** The models of `entityId` and the shared ones of the entities `above` it, by English name. */
export async function declarableEventModels(db: Db, accountId: string, entityId: string, above: readonly string[]) {
  const rows = await db
    .select({ model: eventModels, siteIds: siteIdsOf(accountId), inUse: inUseOf(accountId) })
    .from(eventModels)
    .where(
      and(
        eq(eventModels.accountId, accountId),
        above.length === 0
          ? eq(eventModels.entityId, entityId)
          : sql`(${eventModels.entityId} = ${entityId} or (${inArray(eventModels.entityId, [...above])}
              and (${eventModels.options} ->> 'sharedWithEntities')::boolean))`,
      ),
    )
    .orderBy(sql`lower(${eventModels.name} ->> 'en')`, asc(eventModels.id));
  return rows.map((row) => toEventModel(row.model, row.siteIds ?? [], Boolean(row.inUse)));
}

export interface EventModelListQuery {
  offset: number;
  size: number;
  sort: 'name' | 'updatedAt' | 'eventCount';
  order: 'asc' | 'desc';
  search: string | undefined;
  siteId: string | undefined;
  public: boolean | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listEventModels(
  db: Db,
  scope: EntityScope,
  query: EventModelListQuery,
): Promise<ListResult<EventModelRow>> {
  const { accountId } = scope;
  const conditions: SQL[] = [inAccount(eventModels, accountId), inArray(eventModels.entityId, [...scope.entityIds])];
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(sql`exists (select 1 from jsonb_each_text(${eventModels.name}) n where n.value ilike ${pattern})`);
  }
  if (query.siteId)
    conditions.push(sql`exists (select 1 from ${s} where ${sitesOf(accountId)} and ${s.siteId} = ${query.siteId})`);
  if (query.public !== undefined)
    conditions.push(sql`(${eventModels.options} ->> 'public')::boolean = ${query.public}`);
  const where = and(...conditions);
  const column =
    query.sort === 'name'
      ? sql`lower(${eventModels.name} ->> 'en')`
      : query.sort === 'eventCount'
        ? eventCountOf(accountId)
        : eventModels.updatedAt;
  const rows = await db
    .select({
      model: eventModels,
      entityName: entities.name,
      siteCount: sql<number>`cardinality(${siteIdsOf(accountId)})`,
      eventCount: eventCountOf(accountId),
    })
    .from(eventModels)
    .innerJoin(entities, onAccount(eventModels, eventModels.entityId, entities))
    .where(where)
    .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(eventModels.id))
    .limit(query.size)
    .offset(query.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventModels)
    .where(where);
  return {
    rows: rows.map(({ model, entityName, siteCount, eventCount }) => ({
      id: model.id,
      name: model.name,
      entityName,
      itemCount: model.items.length,
      siteCount: Number(siteCount),
      eventCount: Number(eventCount),
      public: model.options.public,
      startEvent: model.options.startEvent,
      bizStep: model.bizStep as EventModelRow['bizStep'],
      updatedAt: new Date(model.updatedAt).toISOString(),
    })),
    total: Number(total?.n ?? 0),
  };
}

export async function insertEventModel(db: Db, values: NewEventModel) {
  const [row] = await db.insert(eventModels).values(values).returning();
  return row!;
}

export async function updateEventModel(
  db: Db,
  accountId: string,
  id: string,
  values: Pick<NewEventModel, 'name' | 'items' | 'options' | 'target' | 'bizStep' | 'disposition'>,
) {
  const [row] = await db
    .update(eventModels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(eventModels.accountId, accountId), eq(eventModels.id, id)))
    .returning();
  return row!;
}

export async function setEventModelSites(db: Db, accountId: string, id: string, siteIds: readonly string[]) {
  await db
    .delete(eventModelSites)
    .where(and(eq(eventModelSites.accountId, accountId), eq(eventModelSites.eventModelId, id)));
  if (siteIds.length > 0)
    await db.insert(eventModelSites).values(siteIds.map((siteId) => ({ accountId, eventModelId: id, siteId })));
}

/** The account's sites among `ids`. */
export async function accountSiteIds(db: Db, accountId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.accountId, accountId), inArray(sites.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}
