import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { heldBy } from '../../db/global-keys';
import { accounts, entities, groups, passwordTokens, userGroups, users } from '../../db/schema';

/** The user whose login is `email`, in any account: global_keys names the account, then the user is read by its key. */
export async function findUserByEmail(db: Db, email: string) {
  const holder = await heldBy(db, 'login_email', email, users);
  if (!holder) return undefined;
  const [row] = await db.select().from(users).where(holder);
  return row;
}

/** The user `id`; name the account when it is known, so that the look-up uses the primary key (account_id, id). */
export async function findUserById(db: Db, id: string, accountId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, id)));
  return row;
}

export async function findAccountAndEntity(db: Db, accountId: string, entityId: string) {
  const [row] = await db
    .select({ account: accounts, entity: entities })
    .from(entities)
    .innerJoin(accounts, eq(accounts.id, entities.accountId))
    .where(and(eq(entities.id, entityId), eq(entities.accountId, accountId)));
  return row;
}

/** Whether the entity or one above it is disabled: a disabled entity takes its sub-entities with it. */
export async function isEntityChainDisabled(db: Db, accountId: string, entityId: string): Promise<boolean> {
  const seen = new Set<string>();
  for (let id: string | null = entityId; id && !seen.has(id);) {
    seen.add(id);
    const [row] = await db
      .select({ parentId: entities.parentId, disabled: entities.disabled })
      .from(entities)
      .where(and(eq(entities.id, id), eq(entities.accountId, accountId)));
    if (!row || row.disabled) return true;
    id = row.parentId;
  }
  return false;
}

/** The rights of every group the user is in (one per application). */
export async function findUserRights(db: Db, accountId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ rights: groups.rights })
    .from(userGroups)
    .innerJoin(groups, and(eq(groups.accountId, userGroups.accountId), eq(groups.id, userGroups.groupId)))
    .where(and(eq(userGroups.accountId, accountId), eq(userGroups.userId, userId)));
  return [...new Set(rows.flatMap((row) => row.rights))].sort();
}

export async function updateUser(db: Db, accountId: string, id: string, values: Partial<typeof users.$inferInsert>) {
  // Drizzle refuses an update with nothing to set; an empty change is no change.
  if (Object.values(values).every((value) => value === undefined)) return;
  await db
    .update(users)
    .set(values)
    .where(and(eq(users.accountId, accountId), eq(users.id, id)));
}

export async function insertPasswordToken(db: Db, values: typeof passwordTokens.$inferInsert) {
  await db.insert(passwordTokens).values(values);
}

export async function findPasswordToken(db: Db, tokenHash: string) {
  const [row] = await db.select().from(passwordTokens).where(eq(passwordTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token used; false when it was already used or has expired (a concurrent use loses). */
export async function consumePasswordToken(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordTokens.userId });
  return rows.length === 1;
}

/** Whether a link of that purpose was made for the user since `since`. */
export async function hasTokenSince(db: Db, userId: string, purpose: 'reset' | 'init', since: Date): Promise<boolean> {
  const rows = await db
    .select({ userId: passwordTokens.userId })
    .from(passwordTokens)
    .where(
      and(eq(passwordTokens.userId, userId), eq(passwordTokens.purpose, purpose), gt(passwordTokens.createdAt, since)),
    )
    .limit(1);
  return rows.length > 0;
}

/** Earlier unused links of the same user and purpose stop working when a new one is sent. */
export async function revokePasswordTokens(db: Db, userId: string, purposes: Array<'reset' | 'init'>) {
  await db
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordTokens.userId, userId), inArray(passwordTokens.purpose, purposes), isNull(passwordTokens.usedAt)),
    );
}
