import { sql } from 'drizzle-orm';
import type { NotificationType } from '@seal/shared/contract/notifications';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { EntityScope } from '../auth/entity-scope';

/** A certificate is issued for seals in service: its notification carries state 1 (active). */
export const CERTIFICATE_STATUS = 1;

export interface NotificationRow {
  id: string;
  type: NotificationType;
  statut_id: number;
  serial: number;
  /** A form's reference as the consumer typed it; null for a state change (encoded from the serial). */
  reference: string | null;
  key_version: number | null;
  date: string;
  form_id: string | null;
  certificate_id: string | null;
  certificate_number: string | null;
}

export interface NotificationFilter {
  types: readonly NotificationType[];
  serial?: number;
  statusMax: number;
  statutId?: number;
  /** The scope's cask certificates are notifications too (`cert`, state 1), for a user who may read them. */
  certificates: boolean;
}

/**
 * The consumer forms, the state changes and the cask certificates of the scope's seals, as one list
 * newest first. Each side reads its (account_id, created_at) or (account_id, issued_at) index
 * backwards; a change or a certificate is the scope's when the reel holding its (first) serial is.
 * `since` counts those later than a date (the unread ones) instead.
 */
function notificationsSql(scope: EntityScope, filter: NotificationFilter) {
  const entities = sql`array[${sql.join(
    scope.entityIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;
  const wants = (type: NotificationType) => filter.types.includes(type);
  const serial = (column: string) =>
    filter.serial === undefined ? sql`true` : sql`${sql.raw(column)} = ${filter.serial}`;
  const status = (column: string) =>
    sql`${sql.raw(column)} between 0 and ${filter.statusMax}${
      filter.statutId === undefined ? sql`` : sql` and ${sql.raw(column)} = ${filter.statutId}`
    }`;
  const forms = sql`
    select 'form:' || f.id as id, 'form' as type, 0::int2 as statut_id, f.serial, f.reference,
      null::int2 as key_version, f.created_at as date, f.id as form_id,
      null::uuid as certificate_id, null::text as certificate_number
    from consumer_forms f
    where f.account_id = ${scope.accountId} and f.entity_id = any(${entities}) and ${serial('f.serial')}
      and ${status('0')}`;
  const changes = sql`
    select 'cert:' || c.id as id, 'cert' as type, c.state as statut_id, c.serial, null as reference,
      r.key_version, c.created_at as date, null::uuid as form_id,
      null::uuid as certificate_id, null::text as certificate_number
    from seal_state_changes c
    join reels r on r.account_id = c.account_id and r.serials @> c.serial
    where c.account_id = ${scope.accountId} and r.entity_id = any(${entities}) and ${serial('c.serial')}
      and ${status('c.state')}`;
  // A certificate names its first seal; it covers the serial looked for when its range does.
  const certificates = sql`
    select 'certificate:' || k.id as id, 'cert' as type, ${CERTIFICATE_STATUS}::int2 as statut_id, k.first_serial as serial,
      k.first_reference as reference, k.key_version, k.issued_at as date, null::uuid as form_id,
      k.id as certificate_id, k.number as certificate_number
    from cask_certificates k
    join reels r on r.account_id = k.account_id and r.serials @> k.first_serial
    where k.account_id = ${scope.accountId} and r.entity_id = any(${entities})
      and ${filter.serial === undefined ? sql`true` : sql`k.serials @> ${filter.serial}::int8`}
      and ${status(String(CERTIFICATE_STATUS))}`;
  const parts = [
    wants('form') ? forms : null,
    wants('cert') ? changes : null,
    wants('cert') && filter.certificates ? certificates : null,
  ].filter((part) => part !== null);
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

export async function listNotifications(
  db: Db,
  scope: EntityScope,
  filter: NotificationFilter,
  page: { offset: number; count: number },
): Promise<NotificationRow[]> {
  const union = notificationsSql(scope, filter);
  if (!union) return [];
  const result = await db.execute(sql`
    select id, type, statut_id::int as statut_id, serial::float8 as serial, reference, key_version::int as key_version,
      to_char(date at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as date, form_id,
      certificate_id, certificate_number
    from (${union}) n
    order by n.date desc, n.id desc
    limit ${page.count} offset ${page.offset}`);
  return rowsOf<NotificationRow>(result);
}

/** How many are later than `since` (all when null), counted up to `cap`. */
export async function countUnread(
  db: Db,
  scope: EntityScope,
  filter: NotificationFilter,
  since: string | null,
  cap: number,
) {
  const union = notificationsSql(scope, filter);
  if (!union) return 0;
  const result = await db.execute(sql`
    select count(*)::int as count from (
      select 1 from (${union}) n where ${since === null ? sql`true` : sql`n.date > ${since}::timestamptz`} limit ${cap}
    ) capped`);
  return rowsOf<{ count: number }>(result)[0]?.count ?? 0;
}

/** The date of one notification of the scope (`form:<uuid>`, `cert:<id>` or `certificate:<uuid>`), or null. */
export async function notificationDate(
  db: Db,
  scope: EntityScope,
  id: string,
  filter: { statusMax: number; certificates: boolean },
) {
  const union = notificationsSql(scope, { types: ['form', 'cert'], ...filter });
  const result = await db.execute(sql`
    select to_char(date at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as date from (${union}) n where n.id = ${id}`);
  return rowsOf<{ date: string }>(result)[0]?.date ?? null;
}

export async function lastRead(db: Db, user: { userId: string; accountId: string }): Promise<string | null> {
  const result = await db.execute(sql`
    select to_char(last_read at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as last_read
    from notification_reads where account_id = ${user.accountId} and user_id = ${user.userId}`);
  return rowsOf<{ last_read: string }>(result)[0]?.last_read ?? null;
}

export async function setLastRead(db: Db, user: { userId: string; accountId: string }, date: string) {
  await db.execute(sql`
    insert into notification_reads (user_id, account_id, last_read) values (${user.userId}, ${user.accountId}, ${date})
    on conflict (account_id, user_id) do update set last_read = excluded.last_read`);
}

export async function subscriptions(db: Db, userId: string): Promise<string[]> {
  const result = await db.execute(sql`select notifications from user_profiles where user_id = ${userId}`);
  return rowsOf<{ notifications: string[] }>(result)[0]?.notifications ?? [];
}

export async function setSubscriptions(db: Db, user: { userId: string; accountId: string }, kinds: readonly string[]) {
  await db.execute(sql`
    insert into user_profiles (user_id, account_id, notifications)
    values (${user.userId}, ${user.accountId}, ${sql`array[${sql.join(
      kinds.map((kind) => sql`${kind}`),
      sql`, `,
    )}]::text[]`})
    on conflict (account_id, user_id) do update set notifications = excluded.notifications`);
}
