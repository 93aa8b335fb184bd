import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { entities, users } from '../../../db/schema';

/** The entity a user belongs to (their home, whatever entity their session was switched to). */
export async function findHomeEntityId(db: Db, accountId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ entityId: users.entityId })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.id, userId)));
  return row?.entityId;
}

export interface EntityNode {
  id: string;
  parentId: string | null;
  name: string;
  disabled: boolean;
}

/** Every entity of the account: a handful to a few hundred rows, walked in memory. */
export async function findEntityTree(db: Db, accountId: string): Promise<EntityNode[]> {
  return db
    .select({ id: entities.id, parentId: entities.parentId, name: entities.name, disabled: entities.disabled })
    .from(entities)
    .where(eq(entities.accountId, accountId));
}
