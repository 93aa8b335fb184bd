import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { RightsMap } from '@seal/shared';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { entityScope, type EntityScope } from '../auth/entity-scope';

/**
 * The products a session sees and edits (docs/decisions/0003-products-media-brand.md): those its
 * entity created and, with orga.master_product, those of every entity below it. Titles, SKUs and
 * GTINs stay unique in the whole account, whoever sees them.
 */
export type ProductScope = EntityScope;

export const productScope = (db: Db, session: { accountId: string; entityId: string; rights: RightsMap }) =>
  entityScope(db, session, 'orga.master_product');

/** The products of the scope, as a condition on the products table. */
export const inProductScope = (scope: ProductScope): SQL =>
  and(eq(products.accountId, scope.accountId), inArray(products.entityId, [...scope.entityIds]))!;
