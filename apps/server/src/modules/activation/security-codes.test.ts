import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activation, AppError, ERRORS } from '@seal/shared';
import { dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { actionLog, securityChallenges, users } from '../../db/schema';
import { CODES_PER_WINDOW, consumeSecurityCode, requestSecurityCode, requireOwnChallenge } from './security-codes';
import { activationsOn, newReel, productId, sessionContext, settleMailsAfterAll, userWith } from './test-support';
import { codeIn, startSmtp } from '../../../test/smtp';

const smtp = await startSmtp();
afterAll(() => smtp.close());
/** The server's clock: tests move it forward to let codes expire. */
const clock = { now: new Date('2026-03-02T09:00:00Z') };
const t = await useTestApp({ SMTP_URL: smtp.url }, { now: () => clock.now });
settleMailsAfterAll(t);
let chocolate: string;

beforeAll(async () => {
  chocolate = await productId(t, 'Dark chocolate 70%');
});

/** A user who may activate by range, with a fresh reel, and the request of its first ten seals. */
async function setUp(language: 'en' | 'fr' | 'zh' = 'en') {
  const user = await userWith(t, ['secu.by_range', 'secu.single_ref', 'secu.cancel']);
  await t.database.db.update(users).set({ language }).where(eq(users.id, user.id));
  const reel = await newReel(t, 100);
  const input = { method: 'range', first: reel.ref(0), last: reel.ref(9), productId: chocolate } as const;
  let mails = 0;
  /** Asks a code for `request` and reads it from the mail the SMTP server received. */
  const ask = async (request: activation.ActivationInput = input) => {
    const answer = dataOf(activation.requestActivationCode, await user.call(activation.requestActivationCode, request));
    return { ...answer, code: codeIn(await smtp.mailFor(user.email, ++mails)) };
  };
  const confirm = (challengeId: string, code: string, request: activation.ActivationInput = input) =>
    user.call(activation.activate, { ...request, challengeId, code });
  return { user, reel, input, ask, confirm };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('security codes', () => {
  it("mails 6 digits to the session's user in their language over SMTP, and stores only a hash of them", async () => {
    const { user, reel, ask, confirm } = await setUp('fr');
    const asked = await ask();
    expect(asked).toMatchObject({
      expiresAt: new Date(clock.now.getTime() + 10 * 60_000).toISOString(),
      sentTo: `${user.email[0]}***@test.test`,
      triesLeft: 5,
    });
    expect(asked.code).toMatch(/^\d{6}$/);
    const mail = await smtp.mailFor(user.email);
    expect(mail.text).toContain('Votre code de sécurité pour confirmer une activation de scellés');
    expect(mail.text).toContain('valable 10 minutes');

    const [stored] = await t.database.db
      .select()
      .from(securityChallenges)
      .where(eq(securityChallenges.id, asked.challengeId));
    expect(stored).toMatchObject({ userId: user.id, purpose: 'activation', triesLeft: 5, usedAt: null });
    expect(JSON.stringify(stored)).not.toContain(asked.code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    expect(dataOf(activation.activate, await confirm(asked.challengeId, asked.code)).count).toBe(10);
    expect(await activationsOn(t.database.db, t.demo.accountId, reel.id)).toHaveLength(1);
    const [logged] = await t.database.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.userId, user.id), eq(actionLog.method, 'activationModel.activate')));
    expect(logged!.input).toMatchObject({ code: '[redacted]', challengeId: asked.challengeId });
  });

  it('writes the mail in English and Chinese for users of those languages', async () => {
    for (const [language, words] of [
      ['en', 'Your security code to confirm an activation of seals is:'],
      ['zh', '用于确认激活封签的安全码是'],
    ] as const) {
      const { user, ask } = await setUp(language);
      await ask();
      expect((await smtp.mailFor(user.email)).text).toContain(words);
    }
  });

  it('counts each wrong code though the call fails, and ends the code after 5 wrong tries', async () => {
    const { reel, ask, confirm } = await setUp();
    const { challengeId, code } = await ask();
    for (const triesLeft of [4, 3, 2, 1, 0])
      expectError(await confirm(challengeId, wrong(code)), ERRORS.activation.invalidSecurityCode, { triesLeft });
    const [row] = await t.database.db.select().from(securityChallenges).where(eq(securityChallenges.id, challengeId));
    expect(row!.triesLeft).toBe(0);
    expectError(await confirm(challengeId, code), ERRORS.activation.securityCodeExpired);
    expect(await activationsOn(t.database.db, t.demo.accountId, reel.id)).toEqual([]);
  });

  it('cannot be tried more than 5 times by parallel calls', async () => {
    const { ask, confirm } = await setUp();
    const { challengeId, code } = await ask();
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(challengeId, wrong(code))));
    const keys = answers.map((answer) => answer.json().key);
    expect(keys.filter((key) => key === ERRORS.activation.invalidSecurityCode.key)).toHaveLength(5);
    expect(keys.filter((key) => key === ERRORS.activation.securityCodeExpired.key)).toHaveLength(7);
  });

  it('is valid 10 minutes by the server clock', async () => {
    const late = await setUp();
    const first = await late.ask();
    const onTime = await setUp();
    const second = await onTime.ask();
    const start = clock.now;
    try {
      clock.now = new Date(start.getTime() + 10 * 60_000 - 1_000);
      expect(dataOf(activation.activate, await onTime.confirm(second.challengeId, second.code)).count).toBe(10);
      clock.now = new Date(start.getTime() + 10 * 60_000);
      expectError(await late.confirm(first.challengeId, first.code), ERRORS.activation.securityCodeExpired);
    } finally {
      clock.now = start;
    }
  });

  it('confirms only the request it was asked for, and only for its user', async () => {
    const { reel, input, ask, confirm } = await setUp();
    const { challengeId, code } = await ask();
    const other = { ...input, last: reel.ref(10) };
    expectError(await confirm(challengeId, code, other), ERRORS.activation.securityCodeExpired);
    expectError(
      await confirm(challengeId, code, { ...input, targetCountry: 'DE' }),
      ERRORS.activation.securityCodeExpired,
    );
    const stranger = await userWith(t, ['secu.by_range']);
    expectError(await stranger.call(activation.activate, { ...input, challengeId, code }), ERRORS.common.notFound);
    // None of these used the code or a try: it still confirms its own request, typed another way.
    const typedAgain = { ...input, first: input.first.toLowerCase().replaceAll('-', '') };
    expect(dataOf(activation.activate, await confirm(challengeId, code, typedAgain)).count).toBe(10);
  });

  it("reads and writes the user's codes within the session's account: another account finds none", async () => {
    const { user, input, ask, confirm } = await setUp();
    const { challengeId, code } = await ask();
    const elsewhere = sessionContext(t, { id: user.id, accountId: t.other.accountId });
    const notFound = new AppError(ERRORS.common.notFound);
    await expect(requireOwnChallenge(elsewhere, challengeId)).rejects.toEqual(notFound);
    await expect(consumeSecurityCode(elsewhere, 'activation', input, { challengeId, code })).rejects.toEqual(notFound);
    await expect(requestSecurityCode(elsewhere, 'activation', input)).rejects.toEqual(
      new AppError(ERRORS.common.sessionRequired),
    );
    // Nothing was used, tried or replaced: the code still confirms its request.
    const [stored] = await t.database.db
      .select()
      .from(securityChallenges)
      .where(eq(securityChallenges.id, challengeId));
    expect(stored).toMatchObject({ triesLeft: 5, usedAt: null });
    expect(dataOf(activation.activate, await confirm(challengeId, code)).count).toBe(10);
  });

  it('is used once, for its purpose, and replaced when the same request asks a new one', async () => {
    const { user, ask, confirm } = await setUp();
    const first = await ask();
    const second = await ask();
    expectError(await confirm(first.challengeId, first.code), ERRORS.activation.securityCodeExpired);
    expect(dataOf(activation.activate, await confirm(second.challengeId, second.code)).count).toBe(10);

    // The functions the XML batches use: a code for a request, used once.
    const ctx = sessionContext(t, { id: user.id });
    const request = { file: 'batch.xml', ranges: [[1, 2]] };
    const code = async () => codeIn(await smtp.mailFor(user.email, 3));
    const asked = await requestSecurityCode(ctx, 'xmlImport', request);
    const confirmation = { challengeId: asked.challengeId, code: await code() };
    await consumeSecurityCode(ctx, 'xmlImport', { ranges: [[1, 2]], file: 'batch.xml' }, confirmation);
    await expect(consumeSecurityCode(ctx, 'xmlImport', request, confirmation)).rejects.toEqual(
      new AppError(ERRORS.activation.securityCodeExpired),
    );
    await expect(consumeSecurityCode(ctx, 'activation', request, confirmation)).rejects.toEqual(
      new AppError(ERRORS.activation.securityCodeExpired),
    );
  });

  it('refuses to check a code inside a transaction, where a wrong try would be rolled back', async () => {
    const { user } = await setUp();
    const asked = await requestSecurityCode(sessionContext(t, { id: user.id }), 'xmlImport', { n: 1 });
    await expect(
      t.database.db.transaction((tx) =>
        consumeSecurityCode(
          sessionContext(t, { id: user.id }, tx as never),
          'xmlImport',
          { n: 1 },
          {
            challengeId: asked.challengeId,
            code: '000000',
          },
        ),
      ),
    ).rejects.toThrow(/outside the transaction/);
  });

  it(`sends at most ${CODES_PER_WINDOW} codes a user in 15 minutes`, async () => {
    const { user, reel } = await setUp();
    const answers = [];
    for (let index = 0; index <= CODES_PER_WINDOW; index++) {
      const single = { method: 'single', reference: reel.ref(index), productId: chocolate } as const;
      answers.push(await user.call(activation.requestActivationCode, single));
    }
    expect(answers.slice(0, CODES_PER_WINDOW).every((answer) => answer.statusCode === 200)).toBe(true);
    expectError(answers[CODES_PER_WINDOW]!, ERRORS.common.throttled);
    const challenges = await t.database.db
      .select()
      .from(securityChallenges)
      .where(eq(securityChallenges.userId, user.id))
      .orderBy(desc(securityChallenges.createdAt));
    expect(challenges).toHaveLength(CODES_PER_WINDOW);
  });
});
