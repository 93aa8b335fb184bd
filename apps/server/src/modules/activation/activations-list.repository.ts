import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { activation, Language, ListResult, ParsedInputOf } from '@seal/shared';
import type { Db } from '../../db/client';
import { entities, products, reels, sealActivations, sealCancellations, users } from '../../db/schema';
import { inAccount, onAccount } from '../../db/tenant-scope';
import type { SealKeyring } from '../seals/reference-codec';
import type { SealScope } from '../seals/seal-scope';
import {
  containsPattern,
  countOf,
  dateRange,
  holdsSeal,
  printed,
  productTitle,
  sealOf,
  titleMatches,
  toIso,
  userName,
} from './list-support';

type FindActivationsInput = ParsedInputOf<typeof activation.findActivations>;

const a = sealActivations;
const cancelledSome = (accountId: string) => sql`exists (select 1 from ${sealCancellations}
  where ${inAccount(sealCancellations, accountId, eq(sealCancellations.activationId, a.id))})`;

const inScope = (scope: SealScope) => sql`${a.entityId} = any(${`{${scope.entityIds.join(',')}}`}::uuid[])`;

function listWhere(keyring: SealKeyring, scope: SealScope, { search, filters }: FindActivationsInput): SQL {
  const conditions: (SQL | undefined)[] = [inAccount(a, scope.accountId), inScope(scope)];
  if (search) {
    const pattern = containsPattern(search);
    const seal = sealOf(keyring, search);
    conditions.push(
      or(
        titleMatches(scope.accountId, pattern),
        ilike(entities.name, pattern),
        sql`${userName} ilike ${pattern}`,
        ilike(a.targetCountry, pattern),
        seal ? holdsSeal(sql`${a.serials}`, sql`${reels.keyVersion}`, seal) : undefined,
      ),
    );
  }
  if (filters.productId) conditions.push(eq(a.productId, filters.productId));
  if (filters.status === 'cancelled') conditions.push(eq(a.status, 'cancelled'));
  if (filters.status === 'partlyCancelled')
    conditions.push(and(eq(a.status, 'active'), cancelledSome(scope.accountId)));
  if (filters.status === 'active')
    conditions.push(and(eq(a.status, 'active'), sql`not ${cancelledSome(scope.accountId)}`));
  if (filters.method) conditions.push(eq(a.method, filters.method));
  if (filters.targetCountry) conditions.push(eq(a.targetCountry, filters.targetCountry));
  conditions.push(...dateRange(a.createdAt, filters.from, filters.to));
  if (filters.reference !== undefined) {
    const seal = sealOf(keyring, filters.reference);
    conditions.push(seal ? holdsSeal(sql`${a.serials}`, sql`${reels.keyVersion}`, seal) : sql`false`);
  }
  return and(...conditions)!;
}

const SORT_COLUMNS = {
  activatedAt: a.createdAt,
  count: sql`${a.lastSerial} - ${a.firstSerial}`,
  firstReference: a.firstSerial,
  targetCountry: a.targetCountry,
  deliveryDate: a.deliveryDate,
} as const;

const joins = {
  reels: onAccount(a, a.reelId, reels),
  entities: onAccount(a, a.entityId, entities),
  users: onAccount(a, a.activatedBy, users),
  products: onAccount(a, a.productId, products),
};

/** The activations with what a row shows of their reel, entity, user and product. */
const selectRows = (db: Db, accountId: string, language: Language | undefined) =>
  db
    .select({
      id: a.id,
      firstSerial: a.firstSerial,
      lastSerial: a.lastSerial,
      reelId: a.reelId,
      reelFirstSerial: reels.firstSerial,
      keyVersion: reels.keyVersion,
      productId: a.productId,
      productTitle: productTitle(accountId, language),
      entityId: a.entityId,
      entityName: entities.name,
      method: a.method,
      targetCountry: a.targetCountry,
      deliveryDate: a.deliveryDate,
      activatedById: a.activatedBy,
      activatedByName: userName,
      activatedAt: a.createdAt,
      status: a.status,
      cancelledSome: sql<boolean>`${cancelledSome(accountId)}`,
      dynamicData: a.dynamicData,
    })
    .from(a)
    .innerJoin(reels, joins.reels)
    .innerJoin(entities, joins.entities)
    .innerJoin(users, joins.users)
    .innerJoin(products, joins.products);

const selectCount = (db: Db) =>
  db
    .select({ value: count() })
    .from(a)
    .innerJoin(reels, joins.reels)
    .innerJoin(entities, joins.entities)
    .innerJoin(users, joins.users)
    .innerJoin(products, joins.products);

type ActivationRecord = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(keyring: SealKeyring, record: ActivationRecord): activation.ActivationRow {
  return {
    id: record.id,
    firstReference: printed(keyring, record.keyVersion, record.firstSerial),
    lastReference: printed(keyring, record.keyVersion, record.lastSerial),
    count: record.lastSerial - record.firstSerial + 1,
    reelId: record.reelId,
    reelReference: printed(keyring, record.keyVersion, record.reelFirstSerial),
    productId: record.productId,
    productTitle: record.productTitle,
    entityId: record.entityId,
    entityName: record.entityName,
    method: record.method,
    targetCountry: record.targetCountry,
    deliveryDate: record.deliveryDate,
    activatedBy: { id: record.activatedById, name: record.activatedByName },
    activatedAt: toIso(record.activatedAt),
    status: record.status === 'cancelled' ? 'cancelled' : record.cancelledSome ? 'partlyCancelled' : 'active',
    dynamicData: Object.fromEntries(Object.entries(record.dynamicData).map(([key, value]) => [key, String(value)])),
  };
}

/** activationModel.findActivations: the activations of the seal scope, a page at a time. */
export async function findActivations(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  input: FindActivationsInput,
): Promise<ListResult<activation.ActivationRow>> {
  const where = listWhere(keyring, scope, input);
  const { field, order } = input.sort ?? { field: 'activatedAt', order: 'desc' };
  const column = SORT_COLUMNS[field];
  const records = await selectRows(db, scope.accountId, input.language)
    .where(where)
    .orderBy(order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(a.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const total = await selectCount(db).where(where);
  return { rows: records.map((record) => toRow(keyring, record)), total: countOf(total) };
}

/** One activation of the seal scope as the list shows it; undefined when it is not the scope's. */
export async function findActivationRow(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  activationId: string,
  language?: Language,
): Promise<activation.ActivationRow | undefined> {
  const [record] = await selectRows(db, scope.accountId, language).where(
    inAccount(a, scope.accountId, inScope(scope), eq(a.id, activationId)),
  );
  return record && toRow(keyring, record);
}
