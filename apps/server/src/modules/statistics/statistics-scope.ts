import { sql, type SQL } from 'drizzle-orm';
import { AppError, ERRORS } from '@seal/shared';
import { STAT_MAX_DAYS, type StatGranularity, type zStatScope } from '@seal/shared/contract/statistics';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { entities } from '../../db/schema';
import type { SessionContext } from '../../rpc/context';
import { entityScope } from '../auth/entity-scope';

/** A range over this many days reads by day; a longer one by month. */
export const DAY_GRANULARITY_MAX_DAYS = 92;

/** What every statistics query filters on: the account, its entities, the days (UTC, both included). */
export interface StatQueryScope {
  accountId: string;
  entityIds: readonly string[];
  from: string;
  to: string;
  granularity: StatGranularity;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** Days from `from` to `to`, both included. */
export const daysIn = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/**
 * The scope of a statistics call (contract header): the session's entity; with orga.master_stat,
 * any entity below it, alone or with its own sub-entities. Another entity is common.notFound, as
 * any id outside the caller's reach; `withSubEntities` without the right is common.forbidden.
 */
export async function resolveStatScope(
  db: Db,
  session: SessionContext,
  input: z.output<typeof zStatScope>,
): Promise<StatQueryScope> {
  const days = daysIn(input.from, input.to);
  if (!(days >= 1 && days <= STAT_MAX_DAYS))
    throw new AppError(ERRORS.common.validation, { from: input.from, to: input.to, maxDays: STAT_MAX_DAYS });
  const granularity: StatGranularity = days <= DAY_GRANULARITY_MAX_DAYS ? 'day' : 'month';
  const base = { accountId: session.accountId, from: input.from, to: input.to, granularity };

  if (session.rights['orga.master_stat'] !== true) {
    if (input.entityId && input.entityId !== session.entityId) throw new AppError(ERRORS.common.notFound);
    if (input.withSubEntities) throw new AppError(ERRORS.common.forbidden);
    return { ...base, entityIds: [session.entityId] };
  }
  const reachable = (await entityScope(db, session, 'orga.master_stat')).entityIds;
  const chosen = input.entityId ?? session.entityId;
  if (!reachable.includes(chosen)) throw new AppError(ERRORS.common.notFound);
  if (!input.withSubEntities) return { ...base, entityIds: [chosen] };
  return { ...base, entityIds: await entitiesBelow(db, session.accountId, chosen) };
}

/** The entity and every one below it, itself first. */
async function entitiesBelow(db: Db, accountId: string, entityId: string): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with recursive below(id) as (
      select ${entityId}::uuid
      union
      select e.id from ${entities} e join below b on e.parent_id = b.id where e.account_id = ${accountId}
    )
    select id from below`);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  return [entityId, ...ids.filter((id) => id !== entityId)];
}

/** `column` is one of the scope's entities. */
export const inEntities = (column: SQL, scope: StatQueryScope) =>
  sql`${column} = any(${`{${scope.entityIds.join(',')}}`}::uuid[])`;

/** Midnight UTC starting `isoDate`, as a timestamptz. */
export const utcStart = (isoDate: string) => sql`((${isoDate}::date)::timestamp at time zone 'utc')`;

/** A timestamptz column within the scope's days (UTC). */
export const createdInRange = (column: SQL, scope: StatQueryScope) =>
  sql`${column} >= ${utcStart(scope.from)} and ${column} < ${utcStart(scope.to)} + interval '1 day'`;

/** Every period of the range, oldest first: days `2026-03-01` or months `2026-03`. */
export function periodsOf(scope: Pick<StatQueryScope, 'from' | 'to' | 'granularity'>): string[] {
  const periods: string[] = [];
  if (scope.granularity === 'day') {
    for (let day = dayNumber(scope.from); day <= dayNumber(scope.to); day += 1)
      periods.push(new Date(day * DAY_MS).toISOString().slice(0, 10));
    return periods;
  }
  return monthsOf(scope.from, scope.to);
}

/** The months from `from`'s to `to`'s, both included, as `2026-03`. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const period = `${year}-${String(month).padStart(2, '0')}`;
    months.push(period);
    if (period >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** A series with every period, the empty ones as 0. */
export function fillSeries(periods: readonly string[], counts: ReadonlyMap<string, number>) {
  return periods.map((period) => ({ period, count: counts.get(period) ?? 0 }));
}
