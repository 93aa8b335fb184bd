import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, help } from '@seal/shared';
import { SUPPORT_MESSAGES_PER_WINDOW } from '@seal/shared/contract/help';
import { createTestApp, type TestApp } from '../../../test/app';
import { caller, dataOf, expectError } from '../../../test/calls';
import { waitFor } from '../../../test/helpers';
import { startSmtp } from '../../../test/smtp';
import { useTestApp } from '../../../test/use-test-app';
import { DEMO_USERS } from '../../db/seed/demo';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    SUPPORT_EMAIL: 'support@seal-producer.test',
    PUBLIC_URL: 'https://console.example.test',
  });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

const message = {
  subject: 'Reels missing',
  message: 'Two reels of our last order never arrived.',
  page: '/security/reels',
};

describe('helpModel.sendSupportMessage (SMTP)', () => {
  it("mails the producer's support with the user, the account and the page it was sent from", async () => {
    const admin = caller(t, await t.login(DEMO_USERS.admin));
    expect(dataOf(help.sendSupportMessage, await admin(help.sendSupportMessage, message))).toEqual({ queued: true });
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes('support@seal-producer.test')), {
      what: 'the support mail',
    });
    expect(mail.text).toMatch(/^Subject: \[Support\] Reels missing/m);
    expect(mail.text).toContain('Alice Admin <admin@demo.test>');
    expect(mail.text).toContain(`(${t.demo.accountId})`);
    expect(mail.text).toContain('Page: https://console.example.test/security/reels');
    expect(mail.text).toContain('Two reels of our last order never arrived.');
  });

  it('escapes what the user wrote in the HTML part', async () => {
    const user = caller(t, await t.login(DEMO_USERS.user));
    const body = { ...message, subject: 'Markup', message: 'Look <script>alert(1)</script> <b>here</b>' };
    expect((await user(help.sendSupportMessage, body)).json().code).toBe(0);
    const mail = await waitFor(() => smtp.received.find((m) => m.text.includes('Subject: [Support] Markup')), {
      what: 'the mail with markup',
    });
    expect(mail.text).toContain('&lt;script&gt;');
    // The text part carries it as typed; no HTML part carries the tag.
    expect(mail.text).not.toMatch(/<p>[^\n]*<script>/);
  });

  it('refuses more than the allowed messages per user in the window', async () => {
    const cookie = await t.login('other.admin@demo.test');
    const other = caller(t, cookie);
    for (let i = 0; i < SUPPORT_MESSAGES_PER_WINDOW; i++) {
      expect((await other(help.sendSupportMessage, message)).json().code).toBe(0);
    }
    expectError(await other(help.sendSupportMessage, message), ERRORS.common.throttled);
  });

  it('needs cerv.view: the guest is refused', async () => {
    const guest = caller(t, await t.login(DEMO_USERS.guest));
    expect((await guest(help.sendSupportMessage, message)).statusCode).toBe(403);
    expect((await guest(help.getSupportContact, {})).statusCode).toBe(403);
  });

  it('refuses a page that is not a console path', async () => {
    const admin = caller(t, await t.login(DEMO_USERS.admin));
    const response = await admin(help.sendSupportMessage, { ...message, page: 'https://evil.test/' });
    expect(response.statusCode).toBe(400);
  });
});

describe('helpModel.getSupportContact', () => {
  it("shows the producer's support address and the account's own support contact", async () => {
    const admin = caller(t, await t.login(DEMO_USERS.admin));
    await t.call(
      'organisationModel',
      'updateCompanySettings',
      { businessName: 'Demo Brand', supportEmail: 'help@demo-brand.test', supportUrl: 'https://demo-brand.test/help' },
      await t.login(DEMO_USERS.admin),
    );
    expect(dataOf(help.getSupportContact, await admin(help.getSupportContact, {}))).toEqual({
      producerEmail: 'support@seal-producer.test',
      account: {
        businessName: 'Demo Brand',
        supportEmail: 'help@demo-brand.test',
        supportUrl: 'https://demo-brand.test/help',
      },
    });
    // The other account sees its own contact, not the demo account's.
    const other = caller(t, await t.login('other.admin@demo.test'));
    const contact = dataOf(help.getSupportContact, await other(help.getSupportContact, {}));
    expect(contact.account.supportEmail).not.toBe('help@demo-brand.test');
  });
});

describe('without SUPPORT_EMAIL', () => {
  const bare = useTestApp();
  it('answers help.supportUnavailable and shows no producer address', async () => {
    const app = await bare;
    const admin = caller(app, await app.login(DEMO_USERS.admin));
    expectError(await admin(help.sendSupportMessage, message), ERRORS.help.supportUnavailable);
    expect(dataOf(help.getSupportContact, await admin(help.getSupportContact, {})).producerEmail).toBeNull();
  });
});
