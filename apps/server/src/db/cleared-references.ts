import { and, eq, inArray, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import {
  alerts,
  caskCertificates,
  caskContainers,
  caskProviders,
  containers,
  epcisCaptures,
  eventModels,
  media,
  products,
  qrCodeSets,
  resolverFooters,
  resolverHeaders,
  resolverMenus,
  themes,
  traceEvents,
  users,
  wineEstates,
} from './schema';

/**
 * The optional references between tenant tables that the deletion of what they name clears. They
 * were ON DELETE SET NULL; once their foreign keys carry account_id ((account_id, x) -> (account_id,
 * id), docs/scale-out.md), SET NULL would clear account_id too, and Citus refuses it: the delete
 * paths clear them with clearReferencesTo, in the transaction of the delete, before deleting.
 */
const CLEARED: { target: PgTable; table: PgTable & { accountId: Column }; column: Column; key: string }[] = [
  { target: users, table: alerts, column: alerts.createdBy, key: 'createdBy' },
  { target: users, table: themes, column: themes.createdBy, key: 'createdBy' },
  { target: users, table: containers, column: containers.createdBy, key: 'createdBy' },
  { target: users, table: eventModels, column: eventModels.createdBy, key: 'createdBy' },
  { target: users, table: traceEvents, column: traceEvents.declaredBy, key: 'declaredBy' },
  { target: users, table: epcisCaptures, column: epcisCaptures.userId, key: 'userId' },
  { target: media, table: resolverHeaders, column: resolverHeaders.logoMediaId, key: 'logoMediaId' },
  { target: media, table: resolverMenus, column: resolverMenus.logoMediaId, key: 'logoMediaId' },
  { target: media, table: resolverMenus, column: resolverMenus.backgroundMediaId, key: 'backgroundMediaId' },
  { target: media, table: wineEstates, column: wineEstates.emblemMediaId, key: 'emblemMediaId' },
  { target: media, table: wineEstates, column: wineEstates.pictureMediaId, key: 'pictureMediaId' },
  { target: resolverHeaders, table: resolverMenus, column: resolverMenus.headerId, key: 'headerId' },
  { target: resolverFooters, table: resolverMenus, column: resolverMenus.footerId, key: 'footerId' },
  { target: products, table: qrCodeSets, column: qrCodeSets.productId, key: 'productId' },
  { target: products, table: caskCertificates, column: caskCertificates.productId, key: 'productId' },
  { target: caskContainers, table: caskCertificates, column: caskCertificates.containerId, key: 'containerId' },
  { target: caskProviders, table: caskContainers, column: caskContainers.providerId, key: 'providerId' },
];

/** The (table, column) pairs cleared when rows of `target` are deleted: what the catalogue test compares with the schema. */
export function clearedReferences(): { table: PgTable; column: Column; target: PgTable }[] {
  return CLEARED.map(({ table, column, target }) => ({ table, column, target }));
}

/** Clears every optional reference of the account to rows `ids` of `target`: call it before deleting them. */
export async function clearReferencesTo(db: Db, target: PgTable, accountId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  for (const reference of CLEARED) {
    if (reference.target !== target) continue;
    await db
      .update(reference.table)
      .set({ [reference.key]: null } as never)
      .where(and(eq(reference.table.accountId, accountId), inArray(reference.column, [...ids])));
  }
}
