import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@seal/shared';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { logCollector } from '../../../test/helpers';
import { renderMail, TEMPLATE_NAMES, templateLanguages } from './templates';

describe('the local outbox (no SMTP_URL)', () => {
  const log = logCollector();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { logger: { level: 'info', stream: log.stream } });
  });
  afterAll(() => t.stop());

  it('keeps each mail in mail_outbox with status stored, logs it, and answers so', async () => {
    const admin = await t.login('admin@demo.test');
    const recipients = ['user@demo.test', 'guest@demo.test'];
    const response = await t.call(
      'mailModel',
      'sendMail',
      { receiver: 'user@demo.test, Guest@demo.test', subject: 'Quarterly seals', textMessage: 'Hello' },
      admin,
    );
    expect(response.json()).toEqual({ code: 0, data: { sent: false, status: 'stored' } });

    const rows = await t.database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, recipients));
    expect(rows.map((row) => [row.to, row.status, row.subject]).sort()).toEqual([
      ['guest@demo.test', 'stored', 'Quarterly seals'],
      ['user@demo.test', 'stored', 'Quarterly seals'],
    ]);
    expect(rows.every((row) => row.accountId === t.demo.accountId && row.sentAt === null)).toBe(true);
    for (const row of rows) {
      expect(log.lines.find((line) => line.mailId === row.id)).toMatchObject({
        msg: 'mail kept in the local outbox',
        to: row.to,
      });
    }
  });

  it('names the one bad address of a receiver list', async () => {
    const admin = await t.login('admin@demo.test');
    const response = await t.call(
      'mailModel',
      'sendMail',
      { receiver: 'user@demo.test, not-an-address', subject: 'x', textMessage: 'x' },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { path: string }) => field.path)).toEqual(['receiver']);
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, 'x'))).toEqual([]);
  });
});

describe('mail templates', () => {
  const params = {
    firstName: 'Ann',
    link: 'https://console.example.test/resetPassword?token=abc',
    hours: 2,
    subject: 'S',
    text: 'T',
  };

  it.each(TEMPLATE_NAMES)('%s exists in English, French and Chinese', (name) => {
    expect([...templateLanguages(name)].sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const mail = renderMail(name, language, params);
      expect(mail.subject.length, `${name}/${language} subject`).toBeGreaterThan(0);
      expect(mail.text.length, `${name}/${language} text`).toBeGreaterThan(0);
      expect(mail.text + mail.subject + mail.html).not.toMatch(/\{\{|\}\}/);
    }
  });

  it.each(TEMPLATE_NAMES.filter((name) => name !== 'message'))(
    '%s is translated, not copied, in each language',
    (name) => {
      const subjects = LANGUAGES.map((language) => renderMail(name, language, params).subject);
      expect(new Set(subjects).size).toBe(LANGUAGES.length);
    },
  );

  it('puts the link, the name and the validity in the password mails', () => {
    const mail = renderMail('resetPassword', 'fr', params);
    expect(mail.text).toContain(params.link);
    expect(mail.text).toContain('Ann');
    expect(mail.text).toContain('2 heures');
    expect(mail.html).toContain(`href="${params.link}"`);
  });

  it('escapes the parameters in the HTML part', () => {
    const mail = renderMail('message', 'en', { subject: 'Hi', text: '<script>alert("x")</script> & <b>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;');
    const linked = renderMail('initPassword', 'en', {
      firstName: '<i>Eve</i>',
      link: 'https://x.test/?a=1&b="2"',
      hours: 1,
    });
    expect(linked.html).toContain('&lt;i&gt;Eve&lt;/i&gt;');
    expect(linked.html).toContain('href="https://x.test/?a=1&amp;b=&quot;2&quot;"');
  });
});
