import { sql, type SQL } from 'drizzle-orm';
import type { SortOrder, reels as contract } from '@seal/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { entities, reels, sealActivations, sealCancellations } from '../../db/schema';

type SortField = (typeof contract.REEL_SORT_FIELDS)[number];

/** A reel with its counts, as the list reads it. */
export interface ReelRecord {
  id: string;
  entityId: string;
  entityName: string;
  firstSerial: number;
  lastSerial: number;
  keyVersion: number;
  demo: boolean;
  archived: boolean;
  archivedAt: Date | null;
  transferredAt: Date | null;
  transferredFromEntityId: string | null;
  fromEntityName: string | null;
  createdAt: Date;
  total: number;
  activated: number;
  cancelled: number;
}

export interface ReelQuery {
  accountId: string;
  /** The entities whose reels are read; null: the whole account (a reel just transferred away). */
  entityIds: readonly string[] | null;
  ids?: readonly string[];
  archived?: boolean;
  entityId?: string;
  transferred?: boolean;
  /** The reel holding this serial, printed with this key version. */
  holding?: { serial: number; keyVersion: number };
  status?: contract.ReelStatus;
}

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

function conditions(query: ReelQuery): SQL {
  const parts: SQL[] = [sql`r.account_id = ${query.accountId}::uuid`];
  if (query.entityIds)
    parts.push(query.entityIds.length > 0 ? sql`r.entity_id in (${uuidList(query.entityIds)})` : sql`false`);
  if (query.ids) parts.push(query.ids.length > 0 ? sql`r.id in (${uuidList(query.ids)})` : sql`false`);
  if (query.archived !== undefined) parts.push(sql`r.archived = ${query.archived}`);
  if (query.entityId) parts.push(sql`r.entity_id = ${query.entityId}::uuid`);
  if (query.transferred !== undefined)
    parts.push(query.transferred ? sql`r.transferred_at is not null` : sql`r.transferred_at is null`);
  if (query.holding)
    parts.push(sql`r.serials @> ${query.holding.serial}::int8 and r.key_version = ${query.holding.keyVersion}`);
  return sql.join(parts, sql` and `);
}

/**
 * The reels matching `query` with their counts, each summed from the range rows (an activation or
 * a cancellation is one row whatever its length), by the indexes on (account_id, reel_id) and
 * (account_id, activation_id): never one row per seal. The subqueries name the account by its id
 * (docs/scale-out.md "Queries").
 */
function counted(query: ReelQuery): SQL {
  return sql`
    select r.id, r.entity_id, e.name as entity_name, r.first_serial, r.last_serial, r.key_version, r.demo,
      r.archived, r.archived_at, r.transferred_at, r.transferred_from_entity_id, fe.name as from_entity_name,
      r.created_at, r.last_serial - r.first_serial + 1 as total,
      coalesce((
        select sum(a.last_serial - a.first_serial + 1) from ${sealActivations} a
        where a.account_id = ${query.accountId}::uuid and a.reel_id = r.id
      ), 0)::int8 as activated,
      coalesce((
        select sum(c.last_serial - c.first_serial + 1) from ${sealActivations} a
        join ${sealCancellations} c on c.account_id = a.account_id and c.activation_id = a.id
        where a.account_id = ${query.accountId}::uuid and a.reel_id = r.id
      ), 0)::int8 as cancelled
    from ${reels} r
    join ${entities} e on e.account_id = r.account_id and e.id = r.entity_id
    left join ${entities} fe on fe.account_id = r.account_id and fe.id = r.transferred_from_entity_id
    where ${conditions(query)}`;
}

const STATUS_CONDITIONS: Record<contract.ReelStatus, SQL> = {
  new: sql`s.activated = 0`,
  inUse: sql`s.activated > 0 and s.activated < s.total`,
  usedUp: sql`s.activated >= s.total`,
};

const statusCondition = (status: contract.ReelStatus | undefined) => (status ? STATUS_CONDITIONS[status] : sql`true`);

const SORT_COLUMNS: Record<SortField, SQL> = {
  createdAt: sql`s.created_at`,
  total: sql`s.total`,
  activated: sql`s.activated`,
  left: sql`(s.total - s.activated)`,
  entityName: sql`lower(s.entity_name)`,
  transferredAt: sql`s.transferred_at`,
};

export interface Page {
  sort?: { field: SortField; order: SortOrder };
  limit: number;
  offset: number;
}

interface Row {
  id: string;
  entity_id: string;
  entity_name: string;
  first_serial: string | number;
  last_serial: string | number;
  key_version: number;
  demo: boolean;
  archived: boolean;
  archived_at: string | Date | null;
  transferred_at: string | Date | null;
  transferred_from_entity_id: string | null;
  from_entity_name: string | null;
  created_at: string | Date;
  total: string | number;
  activated: string | number;
  cancelled: string | number;
}

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

function toRecord(row: Row): ReelRecord {
  return {
    id: row.id,
    entityId: row.entity_id,
    entityName: row.entity_name,
    firstSerial: Number(row.first_serial),
    lastSerial: Number(row.last_serial),
    keyVersion: Number(row.key_version),
    demo: row.demo,
    archived: row.archived,
    archivedAt: toDate(row.archived_at),
    transferredAt: toDate(row.transferred_at),
    transferredFromEntityId: row.transferred_from_entity_id,
    fromEntityName: row.from_entity_name,
    createdAt: new Date(row.created_at),
    total: Number(row.total),
    activated: Number(row.activated),
    cancelled: Number(row.cancelled),
  };
}

/** One page of reels; by default the newest first, the pieces of a split reel in serial order. */
export async function findReelRecords(db: Db, query: ReelQuery, page: Page): Promise<ReelRecord[]> {
  const { field, order } = page.sort ?? { field: 'createdAt', order: 'desc' };
  const direction = order === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const result = await db.execute(sql`
    select * from (${counted(query)}) s
    where ${statusCondition(query.status)}
    order by ${SORT_COLUMNS[field]} ${direction}, s.first_serial asc, s.id asc
    limit ${page.limit} offset ${page.offset}`);
  return rowsOf<Row>(result).map(toRecord);
}

export async function countReels(db: Db, query: ReelQuery): Promise<number> {
  // Without a status filter the counts of activations are not needed to count the reels.
  const result = query.status
    ? await db.execute(sql`select count(*) as n from (${counted(query)}) s where ${statusCondition(query.status)}`)
    : await db.execute(sql`select count(*) as n from ${reels} r where ${conditions(query)}`);
  const [row] = rowsOf<{ n: string | number }>(result);
  return Number(row?.n ?? 0);
}

export interface StockRecord {
  reels: number;
  total: number;
  activated: number;
  byStatus: Record<contract.ReelStatus, number>;
}

/** The dashboard's figures: reels of the scope not archived, their seals and how many are activated. */
export async function findStock(db: Db, query: ReelQuery): Promise<StockRecord> {
  const result = await db.execute(sql`
    select count(*) as reels, coalesce(sum(s.total), 0) as total, coalesce(sum(s.activated), 0) as activated,
      count(*) filter (where ${STATUS_CONDITIONS.new}) as new,
      count(*) filter (where ${STATUS_CONDITIONS.inUse}) as in_use,
      count(*) filter (where ${STATUS_CONDITIONS.usedUp}) as used_up
    from (${counted(query)}) s`);
  const [row] = rowsOf<Record<string, string | number>>(result);
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    reels: n('reels'),
    total: n('total'),
    activated: n('activated'),
    byStatus: { new: n('new'), inUse: n('in_use'), usedUp: n('used_up') },
  };
}
