import { foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './organisation';
import { users } from './users';

type LocalizedText = { en: string; fr?: string; zh?: string };

/**
 * A news item published by the operator (`npm run help -- news add`, docs/help.md) for every
 * account: no account_id, it belongs to the service, not to a tenant.
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Its address, /help/news/<slug>. */
    slug: text('slug').notNull().unique(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    /** Markdown per language. */
    body: jsonb('body').$type<LocalizedText>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_items_published_idx').on(t.publishedAt)],
);

/** A news item a user has opened: what is not here is unread. */
export const newsReads = pgTable(
  'news_reads',
  {
    accountId: tenantAccountId(),
    userId: uuid('user_id').notNull(),
    newsId: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'news_reads_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.userId, t.newsId] }),
    index('news_reads_news_idx').on(t.newsId),
  ],
);

/** The presentation tour was taken or dismissed: it is no longer offered at login. */
export const tourStates = pgTable(
  'tour_states',
  {
    accountId: tenantAccountId(),
    userId: uuid('user_id').notNull(),
    outcome: text('outcome', { enum: ['finished', 'dismissed'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'tour_states_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.userId] }),
  ],
);
