import { date, foreignKey, index, integer, pgTable, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { entities, tenantAccountId } from './organisation';
import { products } from './products';

/**
 * The daily rollup of the consultations of an account's seals (DESIGN.md section 7): one row per
 * day (UTC), entity, product, country, language and outcome, with the count of consultations. The
 * public consultation's one recording statement upserts it with the raw rows, so it is always
 * exactly the raw log summed; statistics and the dashboard read it, never the raw log, and a
 * year of figures reads thousands of rows, not millions. A consultation of a reference that names
 * no seal has no owner and is not rolled up. Unknown country and language are ''.
 */
export const consultationDaily = pgTable(
  'consultation_daily',
  {
    accountId: tenantAccountId(),
    entityId: uuid('entity_id').notNull(),
    /** Null for a seal that was never activated (no product yet). */
    productId: uuid('product_id'),
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    outcome: smallint('outcome').notNull(),
    /**
     * Which of the key's rows: the recording statement writes the row of its database session's
     * shard, so concurrent statements on a busy key (one product, one country, one day) update
     * different rows instead of queuing on one row's lock. Readers sum the shards; a rebuild
     * writes shard 0.
     */
    shard: smallint('shard').notNull().default(0),
    consultations: integer('consultations').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'consultation_daily_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'consultation_daily_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    unique('consultation_daily_key')
      .on(t.accountId, t.day, t.entityId, t.productId, t.country, t.language, t.outcome, t.shard)
      .nullsNotDistinct(),
    index('consultation_daily_entity_idx').on(t.entityId, t.day),
  ],
);
