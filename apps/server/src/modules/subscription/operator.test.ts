import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { ERRORS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { waitFor } from '../../../test/helpers';
import { companySettings, entities, mailOutbox, preRegistrationFiles, preRegistrations, users } from '../../db/schema';
import { addresses } from '../consumer-forms/test-support';
import { markReceived, refusePreRegistration, validatePreRegistration } from './operator.service';
import { PRE_REGISTRATION_RETENTION_DAYS } from './subscription-jobs';
import { purgePreRegistrations } from './subscription.purge';
import { postSubscription, validForm } from './test-support';

const t = await useTestApp({ PUBLIC_URL: 'https://console.example.test' });
const db = t.database.db;
const deps = () => ({ db, services: t.services });
const nextIp = addresses(92);
let count = 0;

/** A pre-registration sent through the form, as the applicant of `language`. */
async function preRegistered(language: 'en' | 'fr' | 'zh' = 'en') {
  const email = `operator${++count}@brand-${count}.test`;
  const form = validForm(email);
  form.applicant.language = language;
  form.company.name = `Brand number ${count}`;
  const response = await postSubscription(t, nextIp(), form);
  expect(response.statusCode, response.body).toBe(200);
  return { email, number: response.json().number as string };
}

const lastMailTo = async (to: string) => {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
};

const expectAppError = async (promise: Promise<unknown>, key: string) =>
  expect(promise).rejects.toMatchObject({ error: { key } });

describe('validating a pre-registration (npm run subscription -- validate)', () => {
  it('opens the account with its first administrator, who sets a password through the mail and logs in', async () => {
    const { email, number } = await preRegistered('fr');
    expect(await markReceived(db, number)).toEqual({ number, email });
    const done = await validatePreRegistration(deps(), number);

    const [entity] = await db.select().from(entities).where(eq(entities.id, done.entityId));
    expect(entity).toMatchObject({
      accountId: done.accountId,
      parentId: null,
      name: expect.stringMatching(/^Brand number/),
    });
    const [settings] = await db.select().from(companySettings).where(eq(companySettings.accountId, done.accountId));
    expect(settings).toMatchObject({ vatNumber: 'FR40303265045', country: 'FR', town: 'Paris' });
    const [row] = await db.select().from(preRegistrations).where(eq(preRegistrations.email, email));
    expect(row).toMatchObject({ status: 'validated', accountId: done.accountId });

    const mail = await waitFor(() => lastMailTo(email), { what: 'the password mail' });
    expect(mail.subject).toBe('Votre compte Seal Console est prêt');
    const token = /https:\/\/console\.example\.test\/initPassword\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    const set = await t.call('userModel', 'setPassword', {
      token,
      purpose: 'init',
      password: 'First-pass-1',
      confirmation: 'First-pass-1',
    });
    expect(set.json()).toEqual({ code: 0, data: { email } });
    const cookie = await t.login(email, 'First-pass-1');
    const session = (await t.call('userModel', 'getSession', {}, cookie)).json().data;
    expect(session).toMatchObject({ account: { id: done.accountId }, entity: { id: done.entityId } });
    expect(session.rights['orga.create_user']).toBe(true);
    const [admin] = await db.select().from(users).where(eq(users.email, email));
    expect(admin).toMatchObject({ userType: 'admin', language: 'fr' });
  });

  it('takes a pre-registration once: validated, it can be neither validated, refused nor received again', async () => {
    const { number } = await preRegistered();
    await validatePreRegistration(deps(), number);
    await expectAppError(validatePreRegistration(deps(), number), ERRORS.subscription.wrongStatus.key);
    await expectAppError(refusePreRegistration(deps(), number, 'Too late'), ERRORS.subscription.wrongStatus.key);
    await expectAppError(markReceived(db, number), ERRORS.subscription.wrongStatus.key);
    await expectAppError(validatePreRegistration(deps(), 'SUB-999999'), ERRORS.common.notFound.key);
  });

  it('creates nothing when the e-mail became a user meanwhile', async () => {
    const { email, number } = await preRegistered();
    const first = await validatePreRegistration(deps(), number);
    // The same address registered again once its first pre-registration was validated is refused
    // by the form; here one slipped in before (status reset by hand), so validation must refuse it.
    await db
      .update(preRegistrations)
      .set({ status: 'pending', accountId: null })
      .where(eq(preRegistrations.email, email));
    await expectAppError(validatePreRegistration(deps(), number), ERRORS.organisation.emailUsed.key);
    const accounts = await db.select().from(entities).where(eq(entities.legalRepresentativeEmail, email));
    expect(accounts.map((entity) => entity.accountId)).toEqual([first.accountId]);
  });
});

describe('refusing a pre-registration (npm run subscription -- refuse)', () => {
  it("mails the reason in the applicant's language and frees the e-mail for a new registration", async () => {
    const { email, number } = await preRegistered('zh');
    await refusePreRegistration(deps(), number, 'The trademark certificate is not readable.');
    const [row] = await db.select().from(preRegistrations).where(eq(preRegistrations.email, email));
    expect(row).toMatchObject({ status: 'refused', refusalReason: 'The trademark certificate is not readable.' });
    const mail = await lastMailTo(email);
    expect(mail).toMatchObject({ subject: `您的 Seal Console 预注册 ${number}` });
    expect(mail!.text).toContain('The trademark certificate is not readable.');
    expect(mail!.text).toContain('https://console.example.test/subscription');
    expect((await postSubscription(t, nextIp(), validForm(email))).statusCode).toBe(200);
  });
});

describe('the purge of pre-registrations', () => {
  it(`deletes those not validated after ${PRE_REGISTRATION_RETENTION_DAYS} days with their files, keeps validated ones without their files`, async () => {
    const old = await preRegistered();
    const validated = await preRegistered();
    const recent = await preRegistered();
    const { accountId } = await validatePreRegistration(deps(), validated.number);
    const past = new Date(Date.now() - (PRE_REGISTRATION_RETENTION_DAYS + 1) * 86_400_000);
    for (const email of [old.email, validated.email])
      await db
        .update(preRegistrations)
        .set({ createdAt: past, decidedAt: past })
        .where(eq(preRegistrations.email, email));

    const counts = await purgePreRegistrations(db);
    expect(counts.preRegistrations).toBeGreaterThanOrEqual(1);
    const left = async (email: string) => db.select().from(preRegistrations).where(eq(preRegistrations.email, email));
    expect(await left(old.email)).toEqual([]);
    const [kept] = await left(validated.email);
    expect(kept).toMatchObject({ status: 'validated', accountId });
    expect(
      await db.select().from(preRegistrationFiles).where(eq(preRegistrationFiles.preRegistrationId, kept!.id)),
    ).toEqual([]);
    const [fresh] = await left(recent.email);
    const files = await db
      .select()
      .from(preRegistrationFiles)
      .where(and(eq(preRegistrationFiles.preRegistrationId, fresh!.id)));
    expect(files).toHaveLength(2);
  });
});
