import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS, mail } from '@seal/shared';
import { companySettings, mailOutbox } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { expectError, fieldsOf } from '../../../test/calls';
import { createUser } from '../../../test/helpers';
import { MAILS_PER_WINDOW } from './send-mail';
import { renderMessage } from './templates';

const t = await useTestApp();

/** A user holding cerv.view only, logged in: each has a rate count of their own. */
async function sender() {
  const place = { accountId: t.demo.accountId, entityId: t.demo.entityId };
  const user = await createUser(t.database.db, { ...place, rights: ['cerv.view'], password: 'Mail-pass-1' });
  return t.login(user.email, 'Mail-pass-1');
}
const send = (cookie: string, receiver: string, subject = 'Hello') =>
  t.call('mailModel', 'sendMail', { receiver, subject, textMessage: 'Body' }, cookie);
const rowsTo = (to: string[]) => t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, to));

describe('mailModel.sendMail recipients', () => {
  it('refuses an address outside the account, naming it, and writes no mail at all', async () => {
    const cookie = await sender();
    const response = await send(cookie, 'user@demo.test, stranger@spam.test, other.admin@demo.test', 'Relay?');
    expectError(response, ERRORS.common.mailRecipient, {
      recipients: ['stranger@spam.test', 'other.admin@demo.test'],
    });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'Relay?'))).toEqual([]);
  });

  it("mails the account's support address", async () => {
    await t.database.db
      .insert(companySettings)
      .values({ accountId: t.demo.accountId, supportEmail: 'Support@Demo-Brand.test' })
      .onConflictDoUpdate({ target: companySettings.accountId, set: { supportEmail: 'Support@Demo-Brand.test' } });
    const response = await send(await sender(), 'support@demo-brand.test');
    expect(response.json()).toEqual({ code: 0, data: { sent: false, status: 'stored' } });
    expect(await rowsTo(['support@demo-brand.test'])).toHaveLength(1);
  });

  it(`refuses more than ${mail.MAIL_MAX_RECIPIENTS} addresses`, async () => {
    const many = Array.from({ length: mail.MAIL_MAX_RECIPIENTS + 1 }, (_, i) => `user${i}@demo.test`).join(', ');
    expect(fieldsOf(await send(await sender(), many))).toEqual(['receiver validation.tooLong']);
  });
});

describe('mailModel.sendMail rate', () => {
  it(`lets one user make ${MAILS_PER_WINDOW} calls in the window, then answers 429; others go on`, async () => {
    const cookie = await sender();
    for (let i = 0; i < MAILS_PER_WINDOW; i++) expect((await send(cookie, 'user@demo.test')).json().code).toBe(0);
    expectError(await send(cookie, 'user@demo.test', 'One too many'), ERRORS.common.throttled);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'One too many'))).toEqual([]);
    expect((await send(await sender(), 'user@demo.test')).json().code).toBe(0);
  });
});

describe('the HTML part of a written mail', () => {
  it('keeps the text of the HTML, escaped, and none of its markup', () => {
    const html = '<p>Dear <b>team</b> &amp; co,</p><script>alert(1)</script><a href="https://evil.test">click</a>';
    const written = renderMessage('S', 'Plain', html);
    expect(written.text).toBe('Plain');
    expect(written.html).not.toMatch(/<(script|a|b)\b/i);
    expect(written.html).toContain('Dear team &amp; co,');
    expect(written.html).toContain('click');
    expect(renderMessage('S', 'a < b\n\nnext').html).toBe('<p>a &lt; b</p>\n<p>next</p>');
  });
});
