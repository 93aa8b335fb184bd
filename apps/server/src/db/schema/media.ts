import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantAccountId } from './organisation';

/** Binary content: pg hands back a Buffer, PGlite a Uint8Array; both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * The media library: images kept in the database (at most 1 MB each), so every server behind a
 * load balancer serves them and a backup holds them. `content_type` is the type read from the
 * content when it was uploaded, never the one the browser declared.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    name: text('name').notNull(),
    tag: text('tag'),
    type: text('type', { enum: ['png', 'jpeg', 'svg', 'ico'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    // Names are unique in an account whatever their case (spec 001 section 5).
    uniqueIndex('media_name_idx').on(t.accountId, sql`lower(${t.name})`),
    index('media_account_idx').on(t.accountId, t.createdAt),
  ],
);
