import { and, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { organisation, ParsedInputOf } from '@seal/shared';
import type { Db } from '../../../db/client';
import { actionLog, entities, users } from '../../../db/schema';
import { onAccount } from '../../../db/tenant-scope';
import { containsPattern, orderBy, startsWithPattern } from '../shared/list';

type Input = ParsedInputOf<typeof organisation.listActionLog>;

export interface LogScope {
  accountId: string;
  entityIds: readonly string[];
  /** Set when the caller sees only their own actions. */
  userId?: string;
}

function where(scope: LogScope, { search, filters }: Input): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(actionLog.accountId, scope.accountId),
    inArray(actionLog.entityId, [...scope.entityIds]),
    scope.userId ? eq(actionLog.userId, scope.userId) : undefined,
    filters.userId ? eq(actionLog.userId, filters.userId) : undefined,
    filters.from ? gte(actionLog.at, new Date(filters.from)) : undefined,
    filters.to ? lt(actionLog.at, new Date(filters.to)) : undefined,
    filters.method ? eq(actionLog.method, filters.method) : undefined,
    filters.model ? ilike(actionLog.method, startsWithPattern(`${filters.model}.`)) : undefined,
  ];
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(actionLog.method, pattern), ilike(actionLog.targetId, pattern)));
  }
  return and(...conditions);
}

export async function listActions(db: Db, scope: LogScope, input: Input) {
  const condition = where(scope, input);
  const rows = await db
    .select({
      log: actionLog,
      userEmail: users.email,
      userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      entityName: entities.name,
    })
    .from(actionLog)
    .leftJoin(users, onAccount(actionLog, actionLog.userId, users))
    .leftJoin(entities, onAccount(actionLog, actionLog.entityId, entities))
    .where(condition)
    .orderBy(
      ...orderBy(
        { at: actionLog.at, method: actionLog.method },
        input.sort,
        { field: 'at', order: 'desc' },
        actionLog.id,
      ),
    )
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const [total] = await db.select({ value: count() }).from(actionLog).where(condition);
  return { rows, total: total?.value ?? 0 };
}

export async function isUserOfAccount(db: Db, accountId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return row !== undefined;
}
