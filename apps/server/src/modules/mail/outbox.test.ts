import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RIGHTS } from '@seal/shared';
import { mailOutbox } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed/demo';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, sessionCookie } from '../../../test/helpers';
import { startSmtp } from '../../../test/smtp';

const list = (t: TestApp, cookie: string, vars: object = {}) => t.call('mailModel', 'listOutbox', vars, cookie);
const mail = (accountId: string | null, to: string, subject: string, createdAt: Date) => ({
  accountId,
  to,
  subject,
  text: `${subject}: your security code is 123456, https://console.test/resetPassword?token=abc`,
  status: 'stored' as const,
  createdAt,
});

describe('mailModel.listOutbox without SMTP_URL (the local outbox)', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminCookie = await t.login(DEMO_USERS.admin);
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
    await t.database.db.insert(mailOutbox).values([
      mail(t.demo.accountId, DEMO_USERS.user, 'Older code', at(1)),
      mail(t.demo.accountId, 'Guest@Demo.test', 'Newer link', at(2)),
      // The account's mail to an address of no user (its support address): not a user's mail.
      mail(t.demo.accountId, 'support@elsewhere.test', 'To support', at(3)),
      // Another account's mail, even to a user of this one: not this account's.
      mail(t.other.accountId, DEMO_USERS.user, 'Other account', at(4)),
      mail(t.other.accountId, `other.${DEMO_USERS.admin}`, 'Other admin', at(5)),
      mail(null, DEMO_USERS.admin, 'No account', at(6)),
    ]);
  });
  afterAll(() => t.stop());

  it("answers the account's mails to its users, newest first, code and links whole", async () => {
    const response = await list(t, adminCookie);
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json().data;
    expect(rows.map((row: { subject: string }) => row.subject)).toEqual(['Newer link', 'Older code']);
    expect(total).toBe(2);
    expect(rows[1]).toMatchObject({
      to: DEMO_USERS.user,
      status: 'stored',
      createdAt: '2026-01-01T10:01:00.000Z',
      text: 'Older code: your security code is 123456, https://console.test/resetPassword?token=abc',
    });
  });

  it('shows a mail the console has just written, and finds it by subject or recipient', async () => {
    const sent = await t.call(
      'mailModel',
      'sendMail',
      { receiver: DEMO_USERS.guest, subject: 'Seals delivered', textMessage: 'Reel 42 has arrived.' },
      adminCookie,
    );
    expect(sent.json().data.status).toBe('stored');
    const first = (await list(t, adminCookie)).json().data.rows[0];
    expect(first).toMatchObject({ to: DEMO_USERS.guest, subject: 'Seals delivered' });
    expect(first.text).toContain('Reel 42 has arrived.');
    const bySubject = (await list(t, adminCookie, { search: 'delivered' })).json().data.rows;
    expect(bySubject.map((row: { subject: string }) => row.subject)).toEqual(['Seals delivered']);
    const byRecipient = (await list(t, adminCookie, { search: 'user@demo' })).json().data.rows;
    expect(byRecipient.map((row: { subject: string }) => row.subject)).toEqual(['Older code']);
  });

  it('refuses a user without the rights to manage users (the guest)', async () => {
    const response = await list(t, await t.login(DEMO_USERS.guest));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, key: 'common.forbidden' });
  });

  it('shows an administrator of a sub-entity only the mails of its users, and the entities below only with orga.master_orga', async () => {
    const place = { accountId: t.demo.accountId, entityId: t.demo.subEntityId };
    const local = await createUser(t.database.db, { ...place, rights: ALL_RIGHTS });
    await t.database.db
      .insert(mailOutbox)
      .values(mail(t.demo.accountId, local.email.toUpperCase(), 'Sub-entity mail', new Date()));
    const cookie = await sessionCookie(t.database.db, { id: local.id, ...place }, ALL_RIGHTS);
    const rows = (await list(t, cookie)).json().data.rows;
    expect(rows.map((row: { subject: string }) => row.subject)).toEqual(['Sub-entity mail']);
    // The head office's administrator sees it too: the sub-entity is below their entity (orga.master_orga).
    const all = (await list(t, adminCookie)).json().data.rows;
    expect(all.map((row: { subject: string }) => row.subject)).toContain('Sub-entity mail');
    // A head-office manager of users without the master right reads the head office's mails only.
    const head = { accountId: t.demo.accountId, entityId: t.demo.entityId };
    const manager = await createUser(t.database.db, { ...head, rights: ['orga.view', 'orga.edit_user'] });
    const managerCookie = await sessionCookie(t.database.db, { id: manager.id, ...head }, [
      'orga.view',
      'orga.edit_user',
    ]);
    const own = (await list(t, managerCookie)).json().data.rows;
    expect(own.map((row: { subject: string }) => row.subject)).not.toContain('Sub-entity mail');
    expect(own.map((row: { subject: string }) => row.subject)).toContain('Older code');
  });

  it('tells the console that mails stay in the local outbox', async () => {
    const session = await t.call('userModel', 'getSession', {}, adminCookie);
    expect(session.json().data.localMail).toBe(true);
  });
});

describe('mailModel.listOutbox with SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.stop();
    await smtp?.close();
  });

  it('has no outbox to read: notFound, and the session does not offer it', async () => {
    const adminCookie = await t.login(DEMO_USERS.admin);
    const response = await list(t, adminCookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ key: 'common.notFound' });
    const session = await t.call('userModel', 'getSession', {}, adminCookie);
    expect(session.json().data).not.toHaveProperty('localMail');
  });
});
