import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser, waitFor } from '../../../test/helpers';
import { startSmtp } from '../../../test/smtp';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Seal Console <no-reply@seal.test>',
    PUBLIC_URL: 'https://console.example.test',
  });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

const arrivedFor = (to: string) =>
  waitFor(() => smtp.received.find((mail) => mail.to.includes(to)), { what: `a mail to ${to}` });

describe('mail over SMTP (SMTP_URL)', () => {
  it('delivers the reset mail, whose link sets a new password once', async () => {
    const user = await createUser(t.database.db, {
      accountId: t.demo.accountId,
      entityId: t.demo.entityId,
      password: 'Before-smtp-1',
    });
    expect((await t.call('userModel', 'resetPwd', { email: user.email })).json()).toEqual({
      code: 0,
      data: { code: 0, sent: true, user: { login: user.email } },
    });

    const mail = await arrivedFor(user.email);
    expect(mail.from).toBe('no-reply@seal.test');
    const message = mail.text;
    expect(message).toMatch(/^Subject: Reset your Seal Console password/m);
    const token = message.match(/https:\/\/console\.example\.test\/resetPassword\?token=([\w-]+)/)?.[1];
    expect(token, 'a /resetPassword link in the mail').toBeDefined();

    expect((await t.call('userModel', 'checkPasswordToken', { token, purpose: 'reset' })).json()).toEqual({
      code: 0,
      data: { email: user.email },
    });
    const set = { token, purpose: 'reset', password: 'After-smtp-1', confirmation: 'After-smtp-1' };
    expect((await t.call('userModel', 'setPassword', set)).json().code).toBe(0);
    expect((await t.call('userModel', 'login', { email: user.email, password: 'After-smtp-1' })).statusCode).toBe(200);
    expect((await t.call('userModel', 'login', { email: user.email, password: 'Before-smtp-1' })).statusCode).toBe(401);

    const again = await t.call('userModel', 'setPassword', {
      ...set,
      password: 'Again-smtp-1',
      confirmation: 'Again-smtp-1',
    });
    expect(again.json()).toEqual({ code: 1008, key: 'auth.linkUsed' });

    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    await waitFor(
      async () =>
        (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.status === 'sent',
      {
        what: 'the outbox row marked sent',
      },
    );
  });

  it('sends the mail in the language of the user, with an HTML part', async () => {
    const user = await createUser(t.database.db, { accountId: t.demo.accountId, entityId: t.demo.entityId });
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, user.id));
    await t.call('userModel', 'resetPwd', { email: user.email });
    const message = (await arrivedFor(user.email)).text;
    expect(message).toMatch(/Content-Type: text\/html/i);
    expect(message).toMatch(/^Subject: =\?UTF-8\?/m); // "Réinitialisez ..." is encoded
    expect(message).toContain('Choisir un nouveau mot de passe');
  });

  it('tries again when the SMTP server refuses a mail for a while, and sends it once', async () => {
    smtp.state.rejectNext = 1;
    const user = await createUser(t.database.db, { accountId: t.demo.accountId, entityId: t.demo.entityId });
    await t.call('userModel', 'resetPwd', { email: user.email });
    await arrivedFor(user.email);
    expect(smtp.state.rejectNext).toBe(0);
    const [row] = await waitFor(
      async () => {
        const rows = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
        return rows[0]?.status === 'sent' && rows;
      },
      { what: 'the outbox row marked sent after the retry' },
    );
    expect(row!.error).toBeNull();
    expect(smtp.received.filter((mail) => mail.to.includes(user.email))).toHaveLength(1);
  });

  it('sends a written mail with its text and escaped HTML parts, and answers sent', async () => {
    const admin = await t.login('admin@demo.test');
    const vars = {
      receiver: 'guest@demo.test',
      subject: 'Seal report',
      textMessage: 'Plain body',
      htmlMessage: '<p>Rich <b>body</b></p><script>alert(1)</script>',
    };
    const response = await t.call('mailModel', 'sendMail', vars, admin);
    expect(response.json()).toEqual({ code: 0, data: { sent: true, status: 'sent' } });
    const message = (await arrivedFor('guest@demo.test')).text;
    expect(message).toMatch(/Content-Type: text\/plain/i);
    expect(message).toContain('Plain body');
    expect(message).toMatch(/Content-Type: text\/html/i);
    expect(message).toContain('<p>Rich body</p>');
    expect(message).not.toContain('<script>');
  });

  it('answers common.mailFailed when the SMTP server refuses, and keeps the failure in the outbox', async () => {
    const admin = await t.login('admin@demo.test');
    smtp.state.rejectNext = 1;
    const vars = { receiver: 'user@demo.test', subject: 'Refused report', textMessage: 'Body' };
    const response = await t.call('mailModel', 'sendMail', vars, admin);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 502, key: 'common.mailFailed' });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Refused report'));
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row!.error).toContain('Mailbox busy');
  });
});
