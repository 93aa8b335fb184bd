import { and, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Right } from '@seal/shared';
import type { ApiToken, ApiTokenStatus } from '@seal/shared/contract/api-tokens';
import type { Db } from '../../db/client';
import { claimGlobalKeys, findGlobalKey } from '../../db/global-keys';
import { runPrepared } from '../../db/prepared';
import { accounts, apiTokens, entities, groups, userGroups, users } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';

type Row = typeof apiTokens.$inferSelect;
export type ListedRow = Row & { userName: string; userEmail: string; entityName: string | null };

const statusOf = (row: Row, now: Date): ApiTokenStatus =>
  row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';

export const toApiToken = (row: ListedRow, now: Date): ApiToken => ({
  id: row.id,
  name: row.name,
  userId: row.userId,
  userName: row.userName,
  userEmail: row.userEmail,
  rights: row.rights as Right[],
  entityId: row.entityId,
  entityName: row.entityName,
  hint: row.hint,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  lastIp: row.lastIp,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  status: statusOf(row, now),
});

/** Not revoked and not expired. */
const live = (now: Date) =>
  and(isNull(apiTokens.revokedAt), or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, now)));

/** The account's tokens acting as one of `userIds`, newest first, with their user's and entity's names. */
export async function listTokens(
  db: Db,
  accountId: string,
  userIds: readonly string[],
  includeRevoked: boolean,
): Promise<ListedRow[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      token: apiTokens,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      userEmail: users.email,
      entityName: entities.name,
    })
    .from(apiTokens)
    .innerJoin(users, onAccount(apiTokens, apiTokens.userId, users))
    .leftJoin(entities, onAccount(apiTokens, apiTokens.entityId, entities))
    .where(
      inAccount(
        apiTokens,
        accountId,
        inArray(apiTokens.userId, [...userIds]),
        includeRevoked ? undefined : isNull(apiTokens.revokedAt),
      ),
    )
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(({ token, ...names }) => ({ ...token, ...names }));
}

/** Holds the account's row until the transaction ends, so two makings cannot both pass the count. */
export async function lockAccount(db: Db, accountId: string) {
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

export async function countLiveTokens(db: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, accountId), live(now)));
  return row?.n ?? 0;
}

/** Inserts a token with its secret's global look-up (global_keys): call it inside a transaction. */
export async function insertToken(db: Db, values: typeof apiTokens.$inferInsert) {
  const [row] = await db.insert(apiTokens).values(values).returning();
  await claimGlobalKeys(db, 'api_token_secret', [{ value: row!.secretHash, accountId: row!.accountId, id: row!.id }]);
  return row!;
}

/** A token of the account not yet revoked. */
export async function findToken(db: Db, accountId: string, tokenId: string) {
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.accountId, accountId), eq(apiTokens.id, tokenId), isNull(apiTokens.revokedAt)));
  return row;
}

export async function revokeToken(db: Db, accountId: string, tokenId: string) {
  await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.accountId, accountId), eq(apiTokens.id, tokenId)));
}

/** The account's users of `entityIds`, enabled, with the rights of their groups. */
export async function findUsersWithRights(db: Db, accountId: string, entityIds: readonly string[]) {
  if (entityIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      entityId: users.entityId,
      rights: sql<string[]>`coalesce(array_agg(distinct r.name) filter (where r.name is not null), '{}')`,
    })
    .from(users)
    .leftJoin(userGroups, and(eq(userGroups.accountId, users.accountId), eq(userGroups.userId, users.id)))
    .leftJoin(groups, and(eq(groups.accountId, userGroups.accountId), eq(groups.id, userGroups.groupId)))
    .leftJoin(sql`unnest(${groups.rights}) as r(name)`, sql`true`)
    .where(and(eq(users.accountId, accountId), inArray(users.entityId, [...entityIds]), eq(users.disabled, false)))
    .groupBy(users.accountId, users.id)
    .orderBy(users.lastName, users.firstName);
  return rows.map((row) => ({ ...row, rights: [...row.rights].sort() as Right[] }));
}

/** What a bearer's secret opens, read in one statement on the hot path of every call it makes. */
export interface BearerRow {
  id: string;
  name: string;
  account_id: string;
  user_id: string;
  /** The token's entity, else the user's. */
  entity_id: string;
  user_type: string;
  /** The token's rights the user holds now. */
  rights: string[] | null;
  /** Its expiry in epoch milliseconds (a number whatever the driver makes of timestamps). */
  expires_ms: number | string | null;
  revoked: boolean;
  /** Last use unknown or older than a minute: to be written again. */
  stale: boolean;
  user_disabled: boolean;
  /** The entity or one above it is disabled, or the token's entity is no longer at or below the user's. */
  place_refused: boolean;
}

/**
 * The token a secret's hash opens, with the rights it holds now (its own, less those the user's
 * groups no longer grant) and whether its user and entity still let it work, walking the entity
 * chain up from the token's entity (a disabled entity takes those below with it). Two round trips:
 * global_keys names the token's account and id, then one statement reads within that account
 * (on a distributed database, on its shard only).
 */
export async function findBearer(db: Db, secretHash: string): Promise<BearerRow | undefined> {
  const token = await findGlobalKey(db, 'api_token_secret', secretHash);
  if (!token) return undefined;
  // Prepared, planned once: planning this statement cost more than running it (bench/api-token.mjs).
  const [row] = await runPrepared<BearerRow>(db, 'api_token_bearer', BEARER_SQL, [
    secretHash,
    token.accountId,
    token.id,
  ]);
  return row;
}

const BEARER_SQL = `
  with recursive token as (
    select t.id, t.name, t.account_id, t.user_id, t.rights, t.expires_at, t.revoked_at, t.last_used_at,
      coalesce(t.entity_id, u.entity_id) as entity_id, u.entity_id as user_entity_id,
      u.user_type, u.disabled as user_disabled
    from api_tokens t join users u on u.account_id = $2::uuid and u.id = t.user_id
    where t.account_id = $2::uuid and t.id = $3::uuid and t.secret_hash = $1::text
  ), chain(id, parent_id, disabled, depth) as (
    select e.id, e.parent_id, e.disabled, 0 from entities e join token on e.account_id = $2::uuid
      and e.id = token.entity_id
    union all
    select e.id, e.parent_id, e.disabled, chain.depth + 1 from entities e join chain on e.account_id = $2::uuid
      and e.id = chain.parent_id
    where chain.depth < 64
  )
  select token.id, token.name, token.account_id, token.user_id, token.entity_id, token.user_type,
    (extract(epoch from token.expires_at) * 1000)::float8 as expires_ms, token.revoked_at is not null as revoked,
    (token.last_used_at is null or token.last_used_at < now() - interval '1 minute') as stale, token.user_disabled,
    array(
      select distinct r from user_groups ug join groups g on g.account_id = $2::uuid and g.id = ug.group_id,
        unnest(g.rights) r
      where ug.account_id = $2::uuid and ug.user_id = token.user_id and r = any(token.rights)
    ) as rights,
    coalesce((select bool_or(disabled) from chain), true)
      or not exists (select 1 from chain where chain.id = token.user_entity_id) as place_refused
  from token`;

/** Last use and address, written at most once a minute per token: a busy client does not write on every call. */
export async function touchToken(db: Db, accountId: string, tokenId: string, ip: string) {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()`, lastIp: ip })
    .where(
      and(
        eq(apiTokens.accountId, accountId),
        eq(apiTokens.id, tokenId),
        or(isNull(apiTokens.lastUsedAt), sql`${apiTokens.lastUsedAt} < now() - interval '1 minute'`),
      ),
    );
}
