import { sql } from 'drizzle-orm';
import type { RightsMap } from '@seal/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { entities } from '../../db/schema';

/**
 * The entities whose data a session sees in one area: its current entity and, with the area's
 * master right (orga.master_product, orga.master_security, orga.master_stat), every entity below
 * it. Products, reels, activations and statistics all read their scope here.
 */
export interface EntityScope {
  accountId: string;
  /** The session's entity first, then those below it. */
  entityIds: readonly string[];
}

export type MasterRight = 'orga.master_product' | 'orga.master_security' | 'orga.master_stat' | 'orga.master_orga';

export async function entityScope(
  db: Db,
  session: { accountId: string; entityId: string; rights: RightsMap },
  masterRight: MasterRight,
): Promise<EntityScope> {
  const { accountId, entityId, rights } = session;
  if (rights[masterRight] !== true) return { accountId, entityIds: [entityId] };
  // The entity and every one below it, at any depth (an account holds a handful to a few hundred).
  const result = await db.execute<{ id: string }>(sql`
    with recursive below(id) as (
      select ${entityId}::uuid
      union
      select e.id from ${entities} e join below b on e.parent_id = b.id where e.account_id = ${accountId}
    )
    select id from below`);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  return { accountId, entityIds: [entityId, ...ids.filter((id) => id !== entityId)] };
}
