import { foreignKey, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DRAFT_FORMS } from '@seal/shared/contract/drafts';
import { tenantAccountId } from './organisation';
import { users } from './users';

/**
 * A user's draft of a long form (docs/drafts.md): what they typed and the step they were on, kept
 * until they save the form or start again. One per user, form and key (`new` or the edited id).
 */
export const formDrafts = pgTable(
  'form_drafts',
  {
    accountId: tenantAccountId(),
    userId: uuid('user_id').notNull(),
    form: text('form', { enum: DRAFT_FORMS }).notNull(),
    key: text('key').notNull(),
    step: smallint('step').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'form_drafts_user_id_fk',
      columns: [t.accountId, t.userId],
      foreignColumns: [users.accountId, users.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.userId, t.form, t.key] }),
  ],
);
