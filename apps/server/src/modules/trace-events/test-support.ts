import { ALL_RIGHTS, type Right } from '@seal/shared';
import type { EventModelFields } from '@seal/shared/contract/trace-events';
import type { TestApp } from '../../../test/app';
import { caller } from '../../../test/calls';
import { createUser, sessionCookie } from '../../../test/helpers';

/** Every right of the traceability application. */
export const TRAC_RIGHTS: readonly Right[] = ALL_RIGHTS.filter((right) => right.startsWith('trac.'));

/** A user of an account's entity holding exactly `rights`: their typed caller and id. */
export async function userWith(
  t: TestApp,
  rights: readonly Right[],
  options: { account?: 'demo' | 'other'; entityId?: string } = {},
) {
  const seeded = t[options.account ?? 'demo'];
  const place = { accountId: seeded.accountId, entityId: options.entityId ?? seeded.entityId };
  const user = await createUser(t.database.db, { ...place, rights });
  const cookie = await sessionCookie(t.database.db, { id: user.id, ...place }, rights);
  return { call: caller(t, cookie), cookie, id: user.id };
}

/** A sound event model: a lot number (AI 10) and a carrier list, on no site. */
export const modelFields = (overrides: Partial<EventModelFields> = {}): EventModelFields => ({
  name: { en: 'Bottling', fr: 'Mise en bouteille' },
  items: [
    { label: { en: 'Lot number' }, format: 'text', aiTag: '10', mandatory: true },
    {
      label: { en: 'Carrier' },
      format: 'list',
      aiTag: 'carrier',
      listItems: [{ label: { en: 'Road' } }, { label: { en: 'Sea', fr: 'Mer' } }],
    },
  ],
  options: { public: true, severalReferences: true },
  target: 'none',
  bizStep: 'commissioning',
  ...overrides,
});
