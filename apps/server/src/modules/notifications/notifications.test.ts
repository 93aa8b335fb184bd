import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERRORS, notifications, SEAL_STATUS, UI, type InputOf } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { sessionCookie } from '../../../test/helpers';
import type { TestApp } from '../../../test/app';
import { useTestApp } from '../../../test/use-test-app';
import { consumerForms, entities, reels, sealStateChanges } from '../../db/schema';
import { DEMO_KEY_VERSION } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';

const t = await useTestApp();
let nextSerial = 700_000_000;

/** An entity of its own with one reel, so its notifications start at none. */
async function freshPlace(t: TestApp, account: 'demo' | 'other' = 'demo') {
  const { accountId, entityId } = t[account];
  const [entity] = await t.database.db
    .insert(entities)
    .values({ accountId, parentId: entityId, name: `Notifications ${randomUUID()}` })
    .returning();
  const firstSerial = nextSerial;
  nextSerial += 1000;
  await t.database.db.insert(reels).values({
    accountId,
    entityId: entity!.id,
    firstSerial,
    lastSerial: firstSerial + 999,
    keyVersion: DEMO_KEY_VERSION,
  });
  const userId = t[account].userIds.admin;
  const cookie = await sessionCookie(t.database.db, { id: userId, accountId, entityId: entity!.id }, ['secu.history']);
  return { accountId, entityId: entity!.id, userId, firstSerial, call: caller(t, cookie) };
}
type Place = Awaited<ReturnType<typeof freshPlace>>;

const minutesAgo = (minutes: number) => new Date(Date.UTC(2026, 5, 1, 12) - minutes * 60_000);

/** State changes of the place's seals, one a minute, the newest `count` minutes... ago. */
async function changes(t: TestApp, place: Place, count: number, state: number = SEAL_STATUS.suspect) {
  await t.database.db.insert(sealStateChanges).values(
    Array.from({ length: count }, (_, i) => ({
      accountId: place.accountId,
      serial: place.firstSerial + i,
      state,
      reason: 'test',
      createdAt: minutesAgo(count - i),
    })),
  );
}

const page = (place: Place, input: InputOf<typeof notifications.getNotifications> = {}) =>
  place.call(notifications.getNotifications, input).then((r) => dataOf(notifications.getNotifications, r));

describe('userModel.getNotifications', () => {
  it('lists the state changes and forms of the scope, newest first, with their references', async () => {
    const place = await freshPlace(t);
    await changes(t, place, 2);
    await t.database.db.insert(consumerForms).values({
      accountId: place.accountId,
      entityId: place.entityId,
      serial: place.firstSerial + 5,
      reference: 'TYPED-REF',
      kind: 'feedback',
      createdAt: minutesAgo(0),
    });
    const { notifs, last_read, unread } = await page(place);
    expect(last_read).toBeNull();
    expect(unread).toBe(3);
    expect(notifs.map((n) => [n.type, n.statut_id, n.unread])).toEqual([
      ['form', 0, true],
      ['cert', SEAL_STATUS.suspect, true],
      ['cert', SEAL_STATUS.suspect, true],
    ]);
    expect(notifs[0]).toMatchObject({ ref: 'TYPED-REF', act_id: place.accountId });
    expect(notifs[0]!.form_id).toBeTruthy();
    const key = t.services.sealKeyring.keys.get(DEMO_KEY_VERSION)!;
    expect(notifs[1]!.ref).toBe(encodeReference(place.firstSerial + 1, key));
  });

  it('pages 30 then 15 more, without overlap, and filters by type, reference and state', async () => {
    const place = await freshPlace(t);
    await changes(t, place, 50);
    const first = await page(place, { limit1: 0, limit2: UI.notificationPage });
    const more = await page(place, { limit1: UI.notificationPage, limit2: UI.notificationMore });
    expect(first.notifs).toHaveLength(30);
    expect(more.notifs).toHaveLength(15);
    const ids = [...first.notifs, ...more.notifs].map((n) => n.id);
    expect(new Set(ids).size).toBe(45);
    const dates = [...first.notifs, ...more.notifs].map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await page(place, { types: ['form'] })).notifs).toEqual([]);
    const ref = first.notifs[3]!.ref;
    expect((await page(place, { data_key: { ref } })).notifs.map((n) => n.id)).toEqual([first.notifs[3]!.id]);
    expect((await page(place, { data_key: { statut_id: SEAL_STATUS.fraudulent } })).notifs).toEqual([]);
  });

  it('counts unread up to one over the badge', async () => {
    const place = await freshPlace(t);
    await changes(t, place, 14);
    expect((await page(place)).unread).toBe(UI.badgeMax + 1);
  });

  it('refuses another user or account as usr_id or act_id', async () => {
    const place = await freshPlace(t);
    expectError(await place.call(notifications.getNotifications, { usr_id: randomUUID() }), ERRORS.common.notFound);
    expectError(
      await place.call(notifications.getNotifications, { act_id: t.other.accountId }),
      ERRORS.common.notFound,
    );
    dataOf(
      notifications.getNotifications,
      await place.call(notifications.getNotifications, { usr_id: place.userId, act_id: place.accountId }),
    );
  });

  it("never shows another entity's or account's notifications", async () => {
    const mine = await freshPlace(t);
    const sibling = await freshPlace(t);
    const other = await freshPlace(t, 'other');
    await changes(t, sibling, 3);
    await changes(t, other, 3);
    expect((await page(mine)).notifs).toEqual([]);
    expectError(
      await mine.call(notifications.markAllRead, { notifid: (await page(other)).notifs[0]!.id }),
      ERRORS.common.notFound,
    );
  });
});

describe('userModel.markAllRead', () => {
  it('sets last_read to the date of the notification: it and earlier ones are read, later ones are not', async () => {
    const place = await freshPlace(t);
    await changes(t, place, 5);
    const before = await page(place);
    const middle = before.notifs[2]!;
    const marked = dataOf(
      notifications.markAllRead,
      await place.call(notifications.markAllRead, { notifid: middle.id }),
    );
    expect(marked.last_read).toBe(middle.date);
    const after = await page(place);
    expect(after.last_read).toBe(middle.date);
    expect(after.notifs.map((n) => n.unread)).toEqual([true, true, false, false, false]);
    expect(after.unread).toBe(2);
    await place.call(notifications.markAllRead, { notifid: after.notifs[0]!.id });
    expect((await page(place)).unread).toBe(0);
  });

  it('refuses an unknown notification', async () => {
    const place = await freshPlace(t);
    expectError(await place.call(notifications.markAllRead, { notifid: 'cert:0' }), ERRORS.common.notFound);
  });
});

describe('subscriptions', () => {
  it('saves them with UpdateNotifs and answers them at GET /api/user/preference', async () => {
    const place = await freshPlace(t);
    const saved = dataOf(
      notifications.updateNotifs,
      await place.call(notifications.updateNotifs, { notifications: ['fraudulent', 'form'] }),
    );
    expect(saved.notifications).toEqual(['form', 'fraudulent']);
    const cookie = await sessionCookie(
      t.database.db,
      { id: place.userId, accountId: place.accountId, entityId: place.entityId },
      [],
    );
    const response = await t.app.inject({
      method: 'GET',
      url: notifications.USER_PREFERENCE_PATH,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { kind: 'form', subscribed: true },
      { kind: 'suspect', subscribed: false },
      { kind: 'fraudulent', subscribed: true },
    ]);
    expect((await t.app.inject({ method: 'GET', url: notifications.USER_PREFERENCE_PATH })).statusCode).toBe(401);
  });
});
