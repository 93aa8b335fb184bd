import { foreignKey, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantAccountId } from './organisation';
import { users } from './users';

/**
 * The date up to which a user has read their notifications (spec 000 section 4: a notification is
 * unread when its date is later). The notifications themselves are the consumer forms and state
 * changes of the user's seals (modules/notifications).
 */
export const notificationReads = pgTable(
  'notification_reads',
  {
    userId: uuid('user_id').notNull(),
    accountId: tenantAccountId(),
    lastRead: timestamp('last_read', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    foreignKey({
      name: 'notification_reads_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
  ],
);
