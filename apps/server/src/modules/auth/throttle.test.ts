import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { THROTTLE } from './throttle';

const t = await useTestApp();

const GOOD = 'Demo-pass-2026';
const loginFrom = (ip: string, email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/callAPI',
    remoteAddress: ip,
    payload: { methodModel: 'userModel', methodName: 'login', methodVars: { email, password } },
  });

async function failTimes(ip: string, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const response = await loginFrom(ip, email, `wrong-password-${i}`);
    expect(response.json().code, `failure ${i + 1} from ${ip}`).toBe(1003);
  }
}

describe('login throttling', () => {
  it(`blocks one e-mail from one IP after ${THROTTLE.maxPerPair} failures, even with the right password`, async () => {
    await failTimes('10.1.0.1', 'user@demo.test', THROTTLE.maxPerPair);
    const blocked = await loginFrom('10.1.0.1', 'user@demo.test', GOOD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 429, key: 'common.throttled' });
    expect(blocked.cookies.find((c) => c.name === 'seal_session')).toBeUndefined();
  });

  it('lets no more guesses through when they are sent all at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom('10.6.0.1', 'admin@demo.test', `parallel-guess-${i}`)),
    );
    const codes = answers.map((response) => response.json().code);
    expect(codes.filter((code) => code === 1003)).toHaveLength(THROTTLE.maxPerPair);
    expect(codes.filter((code) => code === 429)).toHaveLength(20 - THROTTLE.maxPerPair);
  });

  it('lets the real user in from another IP: an attacker cannot lock the account', async () => {
    const response = await loginFrom('10.1.0.2', 'user@demo.test', GOOD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.email).toBe('user@demo.test');
  });

  it('lets another account log in from the blocked pair’s IP', async () => {
    expect((await loginFrom('10.1.0.1', 'admin@demo.test', GOOD)).statusCode).toBe(200);
  });

  it('counts unknown e-mails too, so probing addresses is throttled alike', async () => {
    await failTimes('10.1.0.3', 'nobody@demo.test', THROTTLE.maxPerPair);
    expect((await loginFrom('10.1.0.3', 'nobody@demo.test', GOOD)).statusCode).toBe(429);
  });

  it(`blocks an IP after ${THROTTLE.maxPerIp} failures spread over many e-mails, and only that IP`, async () => {
    for (let i = 0; i < THROTTLE.maxPerIp; i++) {
      expect((await loginFrom('10.2.0.1', `probe${i}@demo.test`, 'wrong-password')).json().code).toBe(1003);
    }
    expect((await loginFrom('10.2.0.1', 'guest@demo.test', GOOD)).statusCode).toBe(429);
    expect((await loginFrom('10.2.0.2', 'guest@demo.test', GOOD)).statusCode).toBe(200);
  });

  it('forgets the failures of a pair once the user logs in', async () => {
    await failTimes('10.3.0.1', 'guest@demo.test', THROTTLE.maxPerPair - 1);
    expect((await loginFrom('10.3.0.1', 'guest@demo.test', GOOD)).statusCode).toBe(200);
    await failTimes('10.3.0.1', 'guest@demo.test', THROTTLE.maxPerPair - 1);
    expect((await loginFrom('10.3.0.1', 'guest@demo.test', GOOD)).statusCode).toBe(200);
  });

  it('does not count right passwords against the IP: many users behind one address can log in', async () => {
    for (let i = 0; i <= THROTTLE.maxPerIp; i++) {
      expect((await loginFrom('10.7.0.1', 'guest@demo.test', GOOD)).statusCode, `login ${i + 1}`).toBe(200);
    }
  });

  it('starts the count again once the window has passed', async () => {
    await failTimes('10.4.0.1', 'guest@demo.test', THROTTLE.maxPerPair - 1);
    await t.database.db
      .update(loginThrottle)
      .set({ windowStartedAt: sql`now() - interval '${sql.raw(String(THROTTLE.windowMinutes + 1))} minutes'` });
    await failTimes('10.4.0.1', 'guest@demo.test', THROTTLE.maxPerPair - 1);
    expect((await loginFrom('10.4.0.1', 'guest@demo.test', GOOD)).statusCode).toBe(200);
  });

  it('lets the pair in again once the block has passed', async () => {
    await failTimes('10.5.0.1', 'guest@demo.test', THROTTLE.maxPerPair);
    expect((await loginFrom('10.5.0.1', 'guest@demo.test', GOOD)).statusCode).toBe(429);
    await t.database.db.update(loginThrottle).set({ blockedUntil: sql`now() - interval '1 second'` });
    expect((await loginFrom('10.5.0.1', 'guest@demo.test', GOOD)).statusCode).toBe(200);
  });
});
