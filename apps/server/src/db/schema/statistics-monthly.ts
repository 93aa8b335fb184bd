import { date, foreignKey, integer, pgTable, primaryKey, smallint, text, unique, uuid } from 'drizzle-orm/pg-core';
import { entities, tenantAccountId } from './organisation';
import { products } from './products';

/*
 * The monthly summary of the daily rollup (consultation_daily), for ranges read by month: a year
 * of figures then reads twelve months of summary rows instead of 365 days of rollup rows. Only
 * closed months are summarised: the consultation path writes today's rollup row only, so a month
 * that ended before yesterday never changes again (the rollup rebuild drops the summary). A
 * month is summarised by the first statistics call that needs it (modules/statistics,
 * monthly-summary.ts), in one statement that marks it done.
 */

/** One row per month (its first day), entity, product, country, language and outcome. */
export const consultationMonthly = pgTable(
  'consultation_monthly',
  {
    accountId: tenantAccountId(),
    month: date('month', { mode: 'string' }).notNull(),
    entityId: uuid('entity_id').notNull(),
    productId: uuid('product_id'),
    country: text('country').notNull(),
    language: text('language').notNull(),
    outcome: smallint('outcome').notNull(),
    consultations: integer('consultations').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'consultation_monthly_entity_id_fk',
      columns: [t.accountId, t.entityId],
      foreignColumns: [entities.accountId, entities.id],
    }),
    foreignKey({
      name: 'consultation_monthly_product_id_fk',
      columns: [t.accountId, t.productId],
      foreignColumns: [products.accountId, products.id],
    }),
    unique('consultation_monthly_key')
      .on(t.accountId, t.month, t.entityId, t.productId, t.country, t.language, t.outcome)
      .nullsNotDistinct(),
  ],
);

/** The months of an account already summarised in consultation_monthly. */
export const consultationMonthlyDone = pgTable(
  'consultation_monthly_done',
  {
    accountId: tenantAccountId(),
    month: date('month', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.month] })],
);
