import { eq } from 'drizzle-orm';
import type { Right } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller } from '../../../test/calls';
import { createUser, sessionCookie } from '../../../test/helpers';
import { productTexts, users } from '../../db/schema';

/** Every right of the statistics screens. */
export const STAT_RIGHTS: readonly Right[] = ['stat.view', 'stat.feedback', 'stat.activation'];

/** A user of an account's entity holding exactly `rights`, in `language`: their typed caller and id. */
export async function statUser(
  t: TestApp,
  rights: readonly Right[],
  options: { account?: 'demo' | 'other'; entityId?: string; language?: 'en' | 'fr' | 'zh' } = {},
) {
  const seeded = t[options.account ?? 'demo'];
  const place = { accountId: seeded.accountId, entityId: options.entityId ?? seeded.entityId };
  const user = await createUser(t.database.db, { ...place, rights });
  if (options.language)
    await t.database.db.update(users).set({ language: options.language }).where(eq(users.id, user.id));
  const cookie = await sessionCookie(t.database.db, { id: user.id, ...place }, rights);
  return { call: caller(t, cookie), cookie, id: user.id };
}

/** The id of the demo account's product titled `title` in English. */
export async function productIdOf(t: TestApp, title: string, account: 'demo' | 'other' = 'demo') {
  const rows = await t.database.db
    .select({ id: productTexts.productId, accountId: productTexts.accountId })
    .from(productTexts)
    .where(eq(productTexts.title, title));
  const row = rows.find((candidate) => candidate.accountId === t[account].accountId);
  if (!row) throw new Error(`no product ${title}`);
  return row.id;
}
