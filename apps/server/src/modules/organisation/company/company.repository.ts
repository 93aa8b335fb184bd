import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { companySettings, entities, users } from '../../../db/schema';
import { onAccount } from '../../../db/tenant-scope';

export async function findSettings(db: Db, accountId: string) {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.accountId, accountId));
  return row;
}

export async function saveSettings(db: Db, values: typeof companySettings.$inferInsert) {
  const { accountId: _accountId, ...changes } = values;
  await db
    .insert(companySettings)
    .values(values)
    .onConflictDoUpdate({ target: companySettings.accountId, set: changes });
}

/** Whether the user belongs to the account's top entity (the one without a parent). */
export async function isInTopEntity(db: Db, accountId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ parentId: entities.parentId })
    .from(users)
    .innerJoin(entities, onAccount(users, users.entityId, entities))
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return row !== undefined && row.parentId === null;
}
