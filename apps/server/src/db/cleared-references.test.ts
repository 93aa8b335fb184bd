import { randomBytes } from 'node:crypto';
import { and, eq, getTableName, type Column } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../test/app';
import { deleteMedia } from '../modules/media/media.repository';
import { deleteUser } from '../modules/organisation/users/users.repository';
import type { Database } from './client';
import { clearedReferences } from './cleared-references';
import { media, passwordTokens, resolverMenus, themes, users, wineEstates } from './schema';

/*
 * The references that were ON DELETE SET NULL are cleared by the delete paths (clearReferencesTo):
 * the list matches the schema's foreign keys, and deleting a user or a media clears what named it.
 */

const demo = inject('demo');
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the references cleared on delete (src/db/cleared-references.ts)', () => {
  it.each(clearedReferences().map((reference) => [getTableName(reference.table), reference.column.name, reference]))(
    '%s.%s is a composite foreign key that neither sets null nor cascades',
    async (_table, _column, reference: { table: PgTable; column: Column; target: PgTable }) => {
      const keys = getTableConfig(reference.table).foreignKeys.map((key) => key.reference());
      const key = keys.find((candidate) => candidate.columns.some((column) => column.name === reference.column.name));
      expect(key?.columns.map((column) => column.name)).toEqual(['account_id', reference.column.name]);
      expect(getTableName(key!.foreignTable)).toBe(getTableName(reference.target));
      const { rows } = await database.executeSql(
        `select k.confdeltype::text as action from pg_constraint k
          where k.conrelid = $1::regclass and k.contype = 'f'
            and k.conkey = array[(select attnum from pg_attribute where attrelid = k.conrelid and attname = 'account_id'),
                                 (select attnum from pg_attribute where attrelid = k.conrelid and attname = $2)]::int2[]`,
        [getTableName(reference.table), reference.column.name],
      );
      expect(rows).toEqual([{ action: 'a' }]);
    },
  );

  it("deleting a user clears the authorship of their themes and deletes their password links, in the user's transaction", async () => {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({
        accountId: demo.accountId,
        entityId: demo.entityId,
        email: `leaving-${randomBytes(4).toString('hex')}@demo.test`,
        firstName: 'Leaving',
        lastName: 'User',
        userType: 'internal',
      })
      .returning();
    const authored = await db
      .update(themes)
      .set({ createdBy: user!.id })
      .where(eq(themes.accountId, demo.accountId))
      .returning({ id: themes.id });
    expect(authored.length).toBeGreaterThan(0);
    await db.insert(passwordTokens).values({
      tokenHash: randomBytes(16).toString('hex'),
      accountId: demo.accountId,
      userId: user!.id,
      purpose: 'init',
      expiresAt: new Date(Date.now() + 3_600_000),
    });

    await db.transaction((tx) => deleteUser(tx as never, demo.accountId, user!.id));

    expect(await db.select().from(users).where(eq(users.id, user!.id))).toEqual([]);
    expect(await db.select().from(passwordTokens).where(eq(passwordTokens.userId, user!.id))).toEqual([]);
    const after = await db
      .select({ createdBy: themes.createdBy })
      .from(themes)
      .where(eq(themes.accountId, demo.accountId));
    expect(after.length).toBe(authored.length);
    expect(after.every((theme) => theme.createdBy === null)).toBe(true);
  });

  it('deleting a media clears the resolver menus and wine estates that showed it', async () => {
    const { db } = database;
    const [picture] = await db
      .insert(media)
      .values({
        accountId: demo.accountId,
        name: `Picture ${randomBytes(4).toString('hex')}`,
        type: 'png',
        contentType: 'image/png',
        size: 1,
        content: Buffer.from([0]),
      })
      .returning({ id: media.id });
    const menus = await db
      .update(resolverMenus)
      .set({ logoMediaId: picture!.id, backgroundMediaId: picture!.id })
      .where(eq(resolverMenus.accountId, demo.accountId))
      .returning({ id: resolverMenus.id });
    const estates = await db
      .update(wineEstates)
      .set({ emblemMediaId: picture!.id, pictureMediaId: picture!.id })
      .where(eq(wineEstates.accountId, demo.accountId))
      .returning({ id: wineEstates.id });
    expect(menus.length).toBeGreaterThan(0);
    expect(estates.length).toBeGreaterThan(0);

    await db.transaction((tx) => deleteMedia(tx as never, demo.accountId, picture!.id));

    expect(
      await db
        .select()
        .from(media)
        .where(and(eq(media.accountId, demo.accountId), eq(media.id, picture!.id))),
    ).toEqual([]);
    const menusAfter = await db
      .select({ logo: resolverMenus.logoMediaId, background: resolverMenus.backgroundMediaId })
      .from(resolverMenus)
      .where(eq(resolverMenus.accountId, demo.accountId));
    expect(menusAfter.every((menu) => menu.logo === null && menu.background === null)).toBe(true);
    const estatesAfter = await db
      .select({ emblem: wineEstates.emblemMediaId, picture: wineEstates.pictureMediaId })
      .from(wineEstates)
      .where(eq(wineEstates.accountId, demo.accountId));
    expect(estatesAfter.every((estate) => estate.emblem === null && estate.picture === null)).toBe(true);
  });
});
