import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RightsMap } from '@seal/shared';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { entities, products } from '../../db/schema';

/**
 * The products a session sees and edits (docs/decisions/0003-products-media-brand.md): those its
 * entity created and, with orga.master_product, those of every entity below it. Titles, SKUs and
 * GTINs stay unique in the whole account, whoever sees them.
 */
export interface ProductScope {
  accountId: string;
  entityIds: readonly string[];
}

export async function productScope(
  db: Db,
  session: { accountId: string; entityId: string; rights: RightsMap },
): Promise<ProductScope> {
  const { accountId, entityId, rights } = session;
  if (rights['orga.master_product'] !== true) return { accountId, entityIds: [entityId] };
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

/** The products of the scope, as a condition on the products table. */
export const inProductScope = (scope: ProductScope): SQL =>
  and(eq(products.accountId, scope.accountId), inArray(products.entityId, [...scope.entityIds]))!;
