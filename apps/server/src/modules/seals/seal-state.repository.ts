import { getTableName } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { products, reelRanges, reels, sealActivations, sealCancellations, sealStateChanges } from '../../db/schema';

/** What the database knows of one seal: its reel, and what happened to it, each possibly absent. */
export interface SealRecord {
  reelId: string;
  reelFirstSerial: number;
  reelEntityId: string;
  reelArchived: boolean;
  demo: boolean;
  activationId: string | null;
  productId: string | null;
  targetCountry: string | null;
  deliveryDate: string | null;
  activatedAt: Date | null;
  validityDays: number | null;
  cancelledAt: Date | null;
  lastState: number | null;
  lastStateReason: string | null;
  lastStateAt: Date | null;
}

export interface SealRecordRow {
  reel_id: string;
  reel_first_serial: string | number;
  reel_entity_id: string;
  reel_archived: boolean;
  demo: boolean;
  activation_id: string | null;
  product_id: string | null;
  target_country: string | null;
  delivery_date: string | null;
  activated_at: string | Date | null;
  validity_days: number | null;
  cancelled_at: string | Date | null;
  last_state: number | null;
  last_state_reason: string | null;
  last_state_at: string | Date | null;
}

/**
 * One statement, one round trip, four index look-ups: the reel, the activation and the
 * cancellation holding the serial (GiST on account_id, serials) and its last state change (btree
 * on account_id, serial, id). The reel must be of the account,
 * of an entity in scope and printed with the reference's key version; otherwise nothing is found,
 * exactly as for a serial no reel holds.
 *
 * On PostgreSQL it runs as a named prepared statement: planning these joins costs about three times
 * executing them (0.5 ms against 0.2 ms), and each connection plans it once (bench/seal-state.mjs).
 */
export async function findSealRecord(
  db: Db,
  accountId: string,
  entityIds: readonly string[],
  serial: number,
  keyVersion: number,
): Promise<SealRecord | undefined> {
  if (entityIds.length === 0) return undefined;
  const { text, values } = sealRecordQuery(accountId, entityIds, serial, keyVersion);
  const [row] = await runPrepared<SealRecordRow>(db, 'seal_record', text, values);
  return row ? toRecord(row) : undefined;
}

/** The statement of findSealRecord and its values, apart so that its plan can be read (bench/seal-state.mjs). */
export function sealRecordQuery(accountId: string, entityIds: readonly string[], serial: number, keyVersion: number) {
  return { text: SEAL_RECORD_SQL, values: [serial, accountId, keyVersion, `{${entityIds.join(',')}}`] };
}

/**
 * The look-up every reading of a seal shares ($1 is the serial): the reel, its activation and
 * product, its cancellation and last state change. `extra` adds columns and joins (aliases r, a,
 * p, c, s) and says which reel may answer.
 */
export function sealRecordSql(extra: {
  /** The serial looked up: `$1::int8` unless the statement looks up several (a column of its own). */
  serial?: string;
  /** The account whose reel may answer, when known: else the global reel index finds it. */
  account?: string;
  columns?: string;
  activationColumns?: string;
  joins?: string;
  where: string;
}) {
  const serial = extra.serial ?? '$1::int8';
  // Every tenant table names the account itself when it is known, not through the reel's row: a
  // distributed database routes the statement to the account's shard only then (docs/scale-out.md).
  const owner = extra.account ?? 'r.account_id';
  return `
  select r.id as reel_id, r.first_serial as reel_first_serial, r.entity_id as reel_entity_id,
    r.archived as reel_archived, r.demo,
    a.id as activation_id, a.product_id, a.target_country, a.delivery_date::text, a.created_at as activated_at,
    p.validity_days,
    c.created_at as cancelled_at,
    s.state as last_state, s.reason as last_state_reason, s.created_at as last_state_at${extra.columns ? `,\n    ${extra.columns}` : ''}
  from (
    -- Reels are disjoint: at most one holds the serial, found by a GiST index of ranges. LIMIT 1
    -- says so to the planner: it keeps it from trading the index for another and a filter, and
    -- lets the generic plan of the prepared statement cost what a custom one does, so that it is
    -- kept instead of planning each look-up again. Without an account, the global reel index
    -- (reel_ranges) names the reel's account first, then the reel is read by its key.
    ${
      extra.account
        ? `select * from ${getTableName(reels)} where account_id = ${extra.account} and serials @> ${serial} limit 1`
        : `select r.* from ${getTableName(reelRanges)} g
      join ${getTableName(reels)} r on r.account_id = g.account_id and r.id = g.reel_id
      where g.serials @> ${serial} limit 1`
    }
  ) r
  left join lateral (
    select id, product_id, target_country, delivery_date, created_at${extra.activationColumns ? `, ${extra.activationColumns}` : ''}
    from ${getTableName(sealActivations)}
    where account_id = ${owner} and serials @> ${serial} limit 1
  ) a on true
  left join ${getTableName(products)} p on p.account_id = ${owner} and p.id = a.product_id
  left join lateral (
    select created_at from ${getTableName(sealCancellations)}
    where account_id = ${owner} and serials @> ${serial} limit 1
  ) c on true
  left join lateral (
    select state, reason, created_at from ${getTableName(sealStateChanges)}
    where account_id = ${owner} and serial = ${serial}
    order by id desc limit 1
  ) s on true${extra.joins ? `\n  ${extra.joins}` : ''}
  where ${extra.where}`;
}

/** $1 the serial, $2 the account, $3 the key version, $4 the entities of the scope. */
const SEAL_RECORD_SQL = sealRecordSql({
  account: '$2::uuid',
  where: 'r.account_id = $2::uuid and r.key_version = $3::int2 and r.entity_id = any($4::uuid[])',
});

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

export function toRecord(row: SealRecordRow): SealRecord {
  return {
    reelId: row.reel_id,
    reelFirstSerial: Number(row.reel_first_serial),
    reelEntityId: row.reel_entity_id,
    reelArchived: row.reel_archived,
    demo: row.demo,
    activationId: row.activation_id,
    productId: row.product_id,
    targetCountry: row.target_country,
    deliveryDate: row.delivery_date,
    activatedAt: toDate(row.activated_at),
    validityDays: row.validity_days,
    cancelledAt: toDate(row.cancelled_at),
    lastState: row.last_state,
    lastStateReason: row.last_state_reason,
    lastStateAt: toDate(row.last_state_at),
  };
}
