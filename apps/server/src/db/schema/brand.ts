import { foreignKey, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { media } from './media';
import { accounts } from './organisation';

/** The brand shown to consumers: one per account (sub-entities sell under their company's brand). */
export const brands = pgTable(
  'brands',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    name: text('name').notNull(),
    history: text('history'),
    ownerFirstName: text('owner_first_name'),
    ownerLastName: text('owner_last_name'),
    contact: text('contact'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    socialNetworks: jsonb('social_networks').$type<{ network: string; url: string }[]>().notNull().default([]),
    logoId: uuid('logo_id'),
    languages: text('languages').array().notNull().default(['en']),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'brands_logo_id_fk',
      columns: [t.accountId, t.logoId],
      foreignColumns: [media.accountId, media.id],
    }),
  ],
);
