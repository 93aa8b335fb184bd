import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS, notifications, SEAL_STATUS, type InputOf, type Right } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { sessionCookie } from '../../../test/helpers';
import type { TestApp } from '../../../test/app';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { caskCertificates, caskLicences, entities, reels, sealStateChanges } from '../../db/schema';
import { DEMO_SEAL_KEY, DEMO_KEY_VERSION } from '../seals/demo-seal-key';
import { encodeReference } from '../seals/reference-codec';

/**
 * Cask certificates are notifications of type `cert` (docs/notifications.md): one per certificate
 * covering seals of the user's seal scope, for a user holding certicask.view.
 */
const t = await useTestApp();
const db = t.database.db;
let nextSerial = 710_000_000;
const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 12, minute));
const ref = (serial: number) => encodeReference(serial, DEMO_SEAL_KEY);
const [licence] = await db.select().from(caskLicences).where(eq(caskLicences.accountId, t.demo.accountId)).limit(1);

/** An entity of its own with one reel (so its notifications start at none), and a user there holding `rights`. */
async function freshPlace(t: TestApp, rights: Right[] = ['secu.history', 'certicask.view']) {
  const { accountId, entityId } = t.demo;
  const [entity] = await db
    .insert(entities)
    .values({ accountId, parentId: entityId, name: `Certificates ${randomUUID()}` })
    .returning();
  const firstSerial = nextSerial;
  nextSerial += 1000;
  await db.insert(reels).values({
    accountId,
    entityId: entity!.id,
    firstSerial,
    lastSerial: firstSerial + 999,
    keyVersion: DEMO_KEY_VERSION,
  });
  const cookie = await sessionCookie(db, { id: t.demo.userIds.admin, accountId, entityId: entity!.id }, rights);
  return { accountId, entityId: entity!.id, firstSerial, call: caller(t, cookie) };
}
type Place = Awaited<ReturnType<typeof freshPlace>>;

/** A certificate of seals `first..last` of the place's reel, issued at `minute`. */
async function certificate(place: Place, first: number, last: number, minute: number) {
  const [firstSerial, lastSerial] = [place.firstSerial + first, place.firstSerial + last];
  const [row] = await db
    .insert(caskCertificates)
    .values({
      accountId: place.accountId,
      number: `C2026-9${String(nextSerial + first).slice(-5)}`,
      subject: 'bottles',
      firstSerial,
      lastSerial,
      keyVersion: DEMO_KEY_VERSION,
      firstReference: ref(firstSerial),
      lastReference: ref(lastSerial),
      content: {
        product: { id: randomUUID(), title: 'Wine', gtin: null },
        vintage: null,
        estateName: null,
        container: null,
        plots: [],
        providers: [],
      },
      licenceId: licence!.id,
      deviceName: 'Tablet',
      deviceIdentifier: 'TAB-1',
      issuedAt: at(minute),
    })
    .returning();
  return row!;
}

const page = (place: Place, input: InputOf<typeof notifications.getNotifications> = {}) =>
  place.call(notifications.getNotifications, input).then((r) => dataOf(notifications.getNotifications, r));

describe('certificate notifications', () => {
  // First, before the other tests add certificates to the demo account.
  it('tells the demo administrator of the demo certificates', async () => {
    const { admin } = await asAdministrator(t);
    const { notifs } = dataOf(
      notifications.getNotifications,
      await admin(notifications.getNotifications, { limit2: 100 }),
    );
    const told = notifs.filter((n) => n.certificate !== null);
    expect(told).toHaveLength(2);
    for (const notification of told) {
      expect(notification).toMatchObject({
        type: 'cert',
        statut_id: 1,
        id: `certificate:${notification.certificate!.id}`,
      });
      expect(notification.certificate!.number).toMatch(/^C\d{4}-\d{6}$/);
    }
  });

  it("lists a certificate of the scope's seals as `cert`, state 1, its first reference and number, among the state changes", async () => {
    const place = await freshPlace(t);
    await db.insert(sealStateChanges).values({
      accountId: place.accountId,
      serial: place.firstSerial + 50,
      state: SEAL_STATUS.suspect,
      reason: 'test',
      createdAt: at(1),
    });
    const issued = await certificate(place, 10, 15, 2);
    const { notifs, unread } = await page(place);
    expect(unread).toBe(2);
    expect(notifs).toEqual([
      {
        id: `certificate:${issued.id}`,
        type: 'cert',
        statut_id: 1,
        ref: issued.firstReference,
        date: at(2).toISOString().replace('.000Z', '.000000Z'),
        act_id: place.accountId,
        form_id: null,
        certificate: { id: issued.id, number: issued.number },
        unread: true,
      },
      expect.objectContaining({ type: 'cert', statut_id: SEAL_STATUS.suspect, certificate: null }),
    ]);
  });

  it('finds it by a reference it covers and by state 1; not by another state nor among forms', async () => {
    const place = await freshPlace(t);
    const issued = await certificate(place, 20, 29, 3);
    const id = `certificate:${issued.id}`;
    const ids = async (input: InputOf<typeof notifications.getNotifications>) =>
      (await page(place, input)).notifs.map((n) => n.id);
    expect(await ids({ data_key: { ref: ref(place.firstSerial + 25) } })).toEqual([id]);
    expect(await ids({ data_key: { ref: ref(place.firstSerial + 30) } })).toEqual([]);
    expect(await ids({ data_key: { statut_id: 1 } })).toEqual([id]);
    expect(await ids({ data_key: { statut_id: SEAL_STATUS.suspect } })).toEqual([]);
    expect(await ids({ types: ['form'] })).toEqual([]);
  });

  it('is marked read by its id, as any other', async () => {
    const place = await freshPlace(t);
    await certificate(place, 1, 1, 4);
    const later = await certificate(place, 2, 2, 5);
    const { notifs } = await page(place);
    const marked = dataOf(
      notifications.markAllRead,
      await place.call(notifications.markAllRead, { notifid: notifs[1]!.id }),
    );
    expect(marked.last_read).toBe(notifs[1]!.date);
    const after = await page(place);
    expect(after.notifs.map((n) => [n.certificate?.id, n.unread])).toEqual([
      [later.id, true],
      [notifs[1]!.certificate!.id, false],
    ]);
  });

  it('is not shown to a user without certicask.view, who cannot mark it read either', async () => {
    const place = await freshPlace(t, ['secu.history']);
    const issued = await certificate(place, 1, 3, 6);
    expect((await page(place)).notifs).toEqual([]);
    expectError(
      await place.call(notifications.markAllRead, { notifid: `certificate:${issued.id}` }),
      ERRORS.common.notFound,
    );
  });

  it("is not shown for another entity's seals", async () => {
    const mine = await freshPlace(t);
    const sibling = await freshPlace(t);
    const issued = await certificate(sibling, 1, 3, 7);
    expect((await page(mine)).notifs).toEqual([]);
    expectError(
      await mine.call(notifications.markAllRead, { notifid: `certificate:${issued.id}` }),
      ERRORS.common.notFound,
    );
  });
});
