import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginThrottle } from '../../db/schema';

/**
 * Failed logins are counted per (e-mail, IP) pair and per IP, never per account alone: an attacker
 * can slow down their own address, but cannot lock a real user out from theirs.
 */
export const THROTTLE = {
  windowMinutes: 15,
  blockMinutes: 15,
  maxPerPair: 5,
  maxPerIp: 30,
} as const;

export interface ThrottleKey {
  key: string;
  max: number;
}

export const throttleKeys = (email: string, ip: string) => ({
  pair: { key: `pair:${email}|${ip}`, max: THROTTLE.maxPerPair },
  ip: { key: `ip:${ip}`, max: THROTTLE.maxPerIp },
});

const window = sql.raw(`interval '${THROTTLE.windowMinutes} minutes'`);
const block = sql.raw(`interval '${THROTTLE.blockMinutes} minutes'`);
// A count starts again when its window has passed (unless a block is in force) or its block has ended.
const stale = sql`(${loginThrottle.blockedUntil} is null and ${loginThrottle.windowStartedAt} < now() - ${window})
  or ${loginThrottle.blockedUntil} <= now()`;

/**
 * Counts an attempt on every key BEFORE the password is checked, in one atomic upsert per key: a
 * check made first and a count made after would let a burst of parallel guesses all pass the check.
 * Answers false when a key is over its maximum; going over blocks the key for `blockMinutes`.
 */
export async function takeAttempt(db: Db, keys: ThrottleKey[]): Promise<boolean> {
  let allowed = true;
  for (const { key, max } of keys) {
    const [row] = await db
      .insert(loginThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: sql`case when ${stale} then 1 else ${loginThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${stale} then now() else ${loginThrottle.windowStartedAt} end`,
          blockedUntil: sql`case when ${stale} then null
            when ${loginThrottle.failures} + 1 > ${max} then coalesce(${loginThrottle.blockedUntil}, now() + ${block})
            else ${loginThrottle.blockedUntil} end`,
        },
      })
      .returning({ failures: loginThrottle.failures });
    if (row!.failures > max) allowed = false;
  }
  return allowed;
}

/**
 * A right password: the pair's count is forgotten and the attempt given back to the IP, so the
 * logins of many users behind one address do not add up.
 */
export async function passAttempt(db: Db, keys: { pair: ThrottleKey; ip: ThrottleKey }): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, keys.pair.key));
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, keys.ip.key));
}
