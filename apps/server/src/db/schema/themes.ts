import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
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
import { users } from './users';

/**
 * Themes of the product page (docs/themes.md): the page a consumer sees after a scan. A theme is
 * made in the page editor (`editor`) or written in HTML and CSS (`expert`); one of the old version
 * (`legacy`) is shown, never edited (spec 001 section 5). Its pages are stored as sections, one
 * row each, which `themeModel.getTemplateSections` answers as spec 001 section 7 says.
 */
export const themes = pgTable(
  'themes',
  {
    id: uuid('id').notNull().defaultRandom(),
    accountId: tenantAccountId(),
    title: text('title').notNull(),
    /** The theme's own language: shown to a consumer whose language the theme has no page in. */
    language: text('language', { enum: ['en', 'fr', 'zh'] }).notNull(),
    multilingual: boolean('multilingual').notNull().default(false),
    mode: text('mode', { enum: ['editor', 'expert'] }).notNull(),
    legacy: boolean('legacy').notNull().default(false),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.id] }),
    foreignKey({
      name: 'themes_created_by_fk',
      columns: [t.accountId, t.createdBy],
      foreignColumns: [users.accountId, users.id],
    }),
    // Spec 001 section 5: a theme's title is unique (in the account, whatever its case).
    uniqueIndex('themes_title_idx').on(t.accountId, sql`lower(${t.title})`),
    index('themes_account_idx').on(t.accountId, t.updatedAt),
  ],
);

/** A section of a theme's page in one language: the page itself (0) then its blocks in order. */
export const themeSections = pgTable(
  'theme_sections',
  {
    themeId: uuid('theme_id').notNull(),
    accountId: tenantAccountId(),
    lang: text('lang', { enum: ['en', 'fr', 'zh'] }).notNull(),
    sectionIdx: integer('section_idx').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'theme_sections_theme_id_fk',
      columns: [t.accountId, t.themeId],
      foreignColumns: [themes.accountId, themes.id],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.accountId, t.themeId, t.lang, t.sectionIdx] }),
  ],
);
