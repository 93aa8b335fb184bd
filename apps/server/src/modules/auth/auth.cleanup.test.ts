import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle, passwordTokens, sessions } from '../../db/schema';
import { useTestApp } from '../../../test/use-test-app';
import { waitFor } from '../../../test/helpers';
import { CLEANUP, CLEANUP_QUEUE } from './auth.cleanup';

const t = await useTestApp();

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const key = () => randomBytes(16).toString('hex');

async function addSession(expiresAt: Date) {
  const tokenHash = key();
  const { demo } = t;
  await t.database.db.insert(sessions).values({
    tokenHash,
    userId: demo.userIds.user,
    accountId: demo.accountId,
    entityId: demo.entityId,
    userType: 'internal',
    rights: [],
    expiresAt,
  });
  return tokenHash;
}

async function addLink(values: { expiresAt: Date; usedAt?: Date }) {
  const tokenHash = key();
  await t.database.db
    .insert(passwordTokens)
    .values({ tokenHash, accountId: t.demo.accountId, userId: t.demo.userIds.user, purpose: 'reset', ...values });
  return tokenHash;
}

async function addThrottle(windowStartedAt: Date, blockedUntil: Date | null = null) {
  const row = `ip:${key()}`;
  await t.database.db.insert(loginThrottle).values({ key: row, failures: 3, windowStartedAt, blockedUntil });
  return row;
}

const linkAge = CLEANUP.passwordLinkDays * DAY;
const throttleAge = CLEANUP.throttleHours * HOUR;

describe('the auth cleanup job', () => {
  it('is scheduled at start, in UTC, under its queue', async () => {
    const { rows } = await t.database.executeSql(`select name, cron, timezone from pgboss.schedule where name = $1`, [
      CLEANUP_QUEUE,
    ]);
    expect(rows).toEqual([{ name: CLEANUP_QUEUE, cron: CLEANUP.cron, timezone: 'UTC' }]);
  });

  it('removes the rows kept past their retention and leaves the others', async () => {
    const gone = {
      sessions: [await addSession(ago(HOUR))],
      links: [
        await addLink({ expiresAt: ago(linkAge + DAY) }),
        await addLink({ expiresAt: ago(linkAge - HOUR), usedAt: ago(linkAge + HOUR) }),
      ],
      throttle: [await addThrottle(ago(throttleAge + HOUR)), await addThrottle(ago(3 * DAY), ago(throttleAge + HOUR))],
    };
    const kept = {
      sessions: [await addSession(new Date(Date.now() + HOUR))],
      links: [
        await addLink({ expiresAt: new Date(Date.now() + HOUR) }),
        // Used or expired recently: still answers "already used" when opened again.
        await addLink({ expiresAt: new Date(Date.now() + HOUR), usedAt: ago(HOUR) }),
        await addLink({ expiresAt: ago(linkAge - DAY) }),
      ],
      throttle: [
        await addThrottle(ago(HOUR)),
        await addThrottle(ago(throttleAge + HOUR), new Date(Date.now() + HOUR)),
        await addThrottle(ago(3 * DAY), ago(throttleAge - HOUR)),
      ],
    };

    const present = async () => ({
      sessions: (
        await t.database.db
          .select({ k: sessions.tokenHash })
          .from(sessions)
          .where(inArray(sessions.tokenHash, [...gone.sessions, ...kept.sessions]))
      ).map((r) => r.k),
      links: (
        await t.database.db
          .select({ k: passwordTokens.tokenHash })
          .from(passwordTokens)
          .where(inArray(passwordTokens.tokenHash, [...gone.links, ...kept.links]))
      ).map((r) => r.k),
      throttle: (
        await t.database.db
          .select({ k: loginThrottle.key })
          .from(loginThrottle)
          .where(inArray(loginThrottle.key, [...gone.throttle, ...kept.throttle]))
      ).map((r) => r.k),
    });
    expect((await present()).sessions).toHaveLength(2);

    // What the schedule queues each hour, run by the worker registered at start.
    await t.jobs.send(CLEANUP_QUEUE, {});
    const after = await waitFor(
      async () => {
        const now = await present();
        return now.sessions.length === 1 && now.links.length === 3 && now.throttle.length === 3 && now;
      },
      { what: 'the cleanup job to run' },
    );
    expect(new Set(after.sessions)).toEqual(new Set(kept.sessions));
    expect(new Set(after.links)).toEqual(new Set(kept.links));
    expect(new Set(after.throttle)).toEqual(new Set(kept.throttle));
  });
});
