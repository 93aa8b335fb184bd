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

type FindCancellationsInput = ParsedInputOf<typeof activation.findCancellations>;

const c = sealCancellations;
const a = sealActivations;

const joins = {
  activations: onAccount(c, c.activationId, a),
  reels: onAccount(a, a.reelId, reels),
  entities: onAccount(c, c.entityId, entities),
  users: onAccount(c, c.cancelledBy, users),
  products: onAccount(a, a.productId, products),
};

const selectRows = (db: Db, accountId: string, language: Language | undefined) =>
  db
    .select({
      id: c.id,
      activationId: c.activationId,
      firstSerial: c.firstSerial,
      lastSerial: c.lastSerial,
      keyVersion: reels.keyVersion,
      productId: a.productId,
      productTitle: productTitle(accountId, language),
      entityName: entities.name,
      reason: c.reason,
      cancelledById: c.cancelledBy,
      cancelledByName: userName,
      cancelledAt: c.createdAt,
    })
    .from(c)
    .innerJoin(a, joins.activations)
    .innerJoin(reels, joins.reels)
    .innerJoin(entities, joins.entities)
    .innerJoin(users, joins.users)
    .innerJoin(products, joins.products);

const selectCount = (db: Db) =>
  db
    .select({ value: count() })
    .from(c)
    .innerJoin(a, joins.activations)
    .innerJoin(reels, joins.reels)
    .innerJoin(entities, joins.entities)
    .innerJoin(users, joins.users)
    .innerJoin(products, joins.products);

function listWhere(keyring: SealKeyring, scope: SealScope, { search, filters }: FindCancellationsInput): SQL {
  const conditions: (SQL | undefined)[] = [
    inAccount(c, scope.accountId),
    sql`${c.entityId} = any(${`{${scope.entityIds.join(',')}}`}::uuid[])`,
  ];
  if (search) {
    const pattern = containsPattern(search);
    const seal = sealOf(keyring, search);
    conditions.push(
      or(
        titleMatches(scope.accountId, pattern),
        ilike(entities.name, pattern),
        sql`${userName} ilike ${pattern}`,
        ilike(c.reason, pattern),
        seal ? holdsSeal(sql`${c.serials}`, sql`${reels.keyVersion}`, seal) : undefined,
      ),
    );
  }
  if (filters.productId) conditions.push(eq(a.productId, filters.productId));
  conditions.push(...dateRange(c.createdAt, filters.from, filters.to));
  if (filters.reference !== undefined) {
    const seal = sealOf(keyring, filters.reference);
    conditions.push(seal ? holdsSeal(sql`${c.serials}`, sql`${reels.keyVersion}`, seal) : sql`false`);
  }
  return and(...conditions)!;
}

const SORT_COLUMNS = {
  cancelledAt: c.createdAt,
  count: sql`${c.lastSerial} - ${c.firstSerial}`,
  firstReference: c.firstSerial,
} as const;

/**
 * cancellationModel.findCancellations: the cancellations of the seal scope, a page at a time.
 * `search` matches product titles, entity and user names, the reason and a reference.
 */
export async function findCancellations(
  db: Db,
  keyring: SealKeyring,
  scope: SealScope,
  input: FindCancellationsInput,
): Promise<ListResult<activation.CancellationRow>> {
  const where = listWhere(keyring, scope, input);
  const { field, order } = input.sort ?? { field: 'cancelledAt', order: 'desc' };
  const column = SORT_COLUMNS[field];
  const records = await selectRows(db, scope.accountId, input.language)
    .where(where)
    .orderBy(order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(c.id))
    .limit(input.size)
    .offset((input.page - 1) * input.size);
  const total = await selectCount(db).where(where);
  const rows = records.map((record): activation.CancellationRow => ({
    id: record.id,
    activationId: record.activationId,
    firstReference: printed(keyring, record.keyVersion, record.firstSerial),
    lastReference: printed(keyring, record.keyVersion, record.lastSerial),
    count: record.lastSerial - record.firstSerial + 1,
    productId: record.productId,
    productTitle: record.productTitle,
    entityName: record.entityName,
    reason: record.reason,
    cancelledBy: { id: record.cancelledById, name: record.cancelledByName },
    cancelledAt: toIso(record.cancelledAt),
  }));
  return { rows, total: countOf(total) };
}
