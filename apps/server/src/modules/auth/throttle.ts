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

export const throttleKeys = (email: string, ip: string) => ({ pair: `pair:${email}|${ip}`, ip: `ip:${ip}` });

export async function isBlocked(db: Db, keys: string[]): Promise<boolean> {
  for (const key of keys) {
    const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key));
    if (row?.blockedUntil && row.blockedUntil > new Date()) return true;
  }
  return false;
}

export async function recordFailure(db: Db, key: string, max: number): Promise<void> {
  const window = sql.raw(`interval '${THROTTLE.windowMinutes} minutes'`);
  const block = sql.raw(`interval '${THROTTLE.blockMinutes} minutes'`);
  // One upsert: a stale window starts again at 1; reaching the maximum blocks the key.
  await db.execute(sql`
    insert into login_throttle (key, failures, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when login_throttle.window_started_at < now() - ${window} then 1 else login_throttle.failures + 1 end,
      window_started_at = case when login_throttle.window_started_at < now() - ${window} then now() else login_throttle.window_started_at end,
      blocked_until = case
        when login_throttle.window_started_at >= now() - ${window} and login_throttle.failures + 1 >= ${max}
        then now() + ${block} else login_throttle.blocked_until end`);
}

export async function clearKey(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
