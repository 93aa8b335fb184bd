import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { SEAL_STATUS, type Language, type SealStatus } from '@seal/shared';
import type { NotificationKind } from '@seal/shared/contract/organisation-common';
import { useTestApp } from '../../../test/use-test-app';
import { createUser, waitFor } from '../../../test/helpers';
import { entities, mailOutbox, productTexts, userProfiles, users } from '../../db/schema';
import { startSmtp } from '../../../test/smtp';
import { CONSULTATION_JOBS, type ConsultationJobData } from '../consultation/consultation-jobs';
import { postForm, sealWithForm, solvedAltcha } from '../consumer-forms/test-support';
import { noticeHandlers } from './consultation-notices.worker';

const smtp = await startSmtp();
afterAll(() => smtp.close());
const t = await useTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://console.example.test' });
const db = t.database.db;
const { demo } = t;

/** A user of `entityId` with these subscriptions, language and type. */
async function member(
  entityId: string,
  options: { notifications?: NotificationKind[]; language?: Language; admin?: boolean; disabled?: boolean } = {},
) {
  const user = await createUser(db, { accountId: demo.accountId, entityId });
  await db
    .update(users)
    .set({
      language: options.language ?? 'en',
      userType: options.admin ? 'admin' : 'internal',
      disabled: options.disabled ?? false,
    })
    .where(eq(users.id, user.id));
  await db
    .insert(userProfiles)
    .values({ userId: user.id, accountId: demo.accountId, notifications: options.notifications ?? [] });
  return user.email;
}

const [sibling] = await db
  .insert(entities)
  .values({ accountId: demo.accountId, parentId: demo.entityId, name: 'Notices sibling' })
  .returning({ id: entities.id });
const ALL: NotificationKind[] = ['form', 'suspect', 'fraudulent'];
const people = {
  demoAdmin: 'admin@demo.test',
  demoUser: 'user@demo.test',
  suspectFr: await member(demo.subEntityId, { notifications: ['suspect'], language: 'fr' }),
  fraudulentZh: await member(demo.subEntityId, { notifications: ['fraudulent'], language: 'zh' }),
  formEn: await member(demo.subEntityId, { notifications: ['form'] }),
  nothing: await member(demo.subEntityId),
  adminFr: await member(demo.subEntityId, { admin: true, language: 'fr' }),
  disabled: await member(demo.subEntityId, { notifications: ALL, admin: true, disabled: true }),
  sibling: await member(sibling!.id, { notifications: ALL, admin: true }),
};

/** A seal of the sub-entity on a product titled in English and French (not in Chinese). */
async function subEntitySeal() {
  const seal = await sealWithForm(t, 'feedback', demo.subEntityId);
  await db.insert(productTexts).values([
    { productId: seal.productId!, accountId: demo.accountId, language: 'en', title: `Notice tea ${seal.serial}` },
    { productId: seal.productId!, accountId: demo.accountId, language: 'fr', title: `Thé des avis ${seal.serial}` },
  ]);
  return seal;
}

const jobOf = (seal: Awaited<ReturnType<typeof subEntitySeal>>, state: SealStatus): ConsultationJobData => ({
  accountId: seal.accountId,
  entityId: seal.entityId,
  serial: seal.serial,
  reference: seal.reference,
  state,
  productId: seal.productId,
});

/** The mails written about a reference: who to, with what subject. */
const outboxAbout = async (reference: string) =>
  (
    await db
      .select({ to: mailOutbox.to, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${reference}%`))
  ).sort((a, b) => a.to.localeCompare(b.to));

/** The mail `to` received over SMTP about `reference`. */
const received = (to: string, reference: string) =>
  waitFor(() => smtp.received.find((mail) => mail.to.includes(to) && mail.text.includes(reference)), {
    what: `the mail to ${to} about ${reference}`,
  });

const sorted = (...emails: string[]) => [...emails].sort((a, b) => a.localeCompare(b));

describe('the notice of a seal turned suspect by its threshold', () => {
  it('mails the users subscribed to suspect, of the seal’s entity and above, each in their language', async () => {
    const seal = await subEntitySeal();
    await t.jobs.send(CONSULTATION_JOBS.stateChanged, jobOf(seal, SEAL_STATUS.suspect));
    const mail = await received(people.suspectFr, seal.reference);
    expect(mail.text).toContain(`Produit : Thé des avis ${seal.serial}`);
    expect(mail.text).toContain('https://console.example.test/privateconsultation');
    await received(people.demoUser, seal.reference);
    expect(await outboxAbout(seal.reference)).toEqual(
      [
        { to: people.demoAdmin, subject: `Seal ${seal.reference} is now suspect` },
        { to: people.demoUser, subject: `Seal ${seal.reference} is now suspect` },
        { to: people.suspectFr, subject: `Le scellé ${seal.reference} est désormais suspect` },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
  });

  it('mails once when its job runs twice', async () => {
    const seal = await subEntitySeal();
    const handlers = noticeHandlers({ db, services: t.services, log: t.app.log });
    const job = { id: randomUUID() };
    await handlers[CONSULTATION_JOBS.stateChanged](jobOf(seal, SEAL_STATUS.suspect), job);
    await handlers[CONSULTATION_JOBS.stateChanged](jobOf(seal, SEAL_STATUS.suspect), job);
    expect((await outboxAbout(seal.reference)).map((mail) => mail.to)).toEqual(
      sorted(people.demoAdmin, people.demoUser, people.suspectFr),
    );
  });

  it('mails nobody for a state that has no notice', async () => {
    const seal = await subEntitySeal();
    const handlers = noticeHandlers({ db, services: t.services, log: t.app.log });
    await handlers[CONSULTATION_JOBS.stateChanged](jobOf(seal, SEAL_STATUS.blocked), { id: randomUUID() });
    expect(await outboxAbout(seal.reference)).toEqual([]);
  });
});

describe('the notice of a seal turned fraudulent by its threshold', () => {
  it('mails the users subscribed to fraudulent, naming the product in its default language when theirs is missing', async () => {
    const seal = await subEntitySeal();
    await t.jobs.send(CONSULTATION_JOBS.stateChanged, jobOf(seal, SEAL_STATUS.fraudulent));
    const mail = await received(people.fraudulentZh, seal.reference);
    expect(mail.text).toContain('欺诈');
    expect(mail.text).toContain(`产品：Notice tea ${seal.serial}`);
    await received(people.demoAdmin, seal.reference);
    expect((await outboxAbout(seal.reference)).map((row) => row.to)).toEqual(
      sorted(people.demoAdmin, people.fraudulentZh),
    );
  });
});

describe('the notice of a consumer form', () => {
  it('mails the users subscribed to form, without what the consumer wrote', async () => {
    const seal = await subEntitySeal();
    const response = await postForm(t, '10.78.0.1', {
      token: seal.token,
      altcha: await solvedAltcha(t),
      requestType: 'differentImage',
      email: 'private.consumer@example.com',
      comment: 'My private comment',
      latitude: '1',
      longitude: '2',
      consent: 'yes',
    });
    expect(response.json()).toEqual({ ok: true });
    const mail = await received(people.formEn, seal.reference);
    expect(mail.text).toContain(`A consumer sent a feedback form about the seal ${seal.reference}.`);
    expect(mail.text).toContain('Request: the picture differs.');
    expect(mail.text).toContain('https://console.example.test/statistics/consumerfeedback');
    for (const secret of ['private.consumer@example.com', 'My private comment', 'Latitude'])
      expect(mail.text).not.toContain(secret);
    await received(people.demoAdmin, seal.reference);
    expect((await outboxAbout(seal.reference)).map((row) => row.to)).toEqual(sorted(people.demoAdmin, people.formEn));
  });
});

describe('the owner alert of a hidden stolen seal consulted', () => {
  it('mails the administrators of the seal’s entity and above, whatever their subscriptions', async () => {
    const seal = await subEntitySeal();
    await t.jobs.send(CONSULTATION_JOBS.hiddenStolen, jobOf(seal, SEAL_STATUS.hiddenStolen));
    const mail = await received(people.adminFr, seal.reference);
    expect(mail.text).toContain('déclaré volé sans en avertir les consommateurs');
    await received(people.demoAdmin, seal.reference);
    expect(await outboxAbout(seal.reference)).toEqual(
      [
        { to: people.adminFr, subject: `Le scellé volé ${seal.reference} a été consulté` },
        { to: people.demoAdmin, subject: `Stolen seal ${seal.reference} was consulted` },
      ].sort((a, b) => a.to.localeCompare(b.to)),
    );
  });
});
