import { and, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { loginThrottle, passwordTokens, sessions, sessionTokens } from '../../db/schema';
import { releaseSessionTokens } from './session-tokens.repository';
import type { Jobs } from '../jobs/jobs';

export const CLEANUP_QUEUE = 'auth.cleanup';

/**
 * How long auth rows that no longer serve are kept (docs/operations.md). An expired session opens
 * nothing, so it goes at once. A used or expired password link is kept a week so that a person who
 * opens it again is told it was used rather than that it is unknown. A throttle row is kept a day
 * after its window and its block have passed: by then it would count from zero anyway.
 */
export const CLEANUP = {
  cron: '23 * * * *',
  passwordLinkDays: 7,
  throttleHours: 24,
} as const;

export interface CleanupCounts {
  sessions: number;
  passwordLinks: number;
  throttleRows: number;
}

export async function cleanUpAuthRows(db: Db, now = new Date()): Promise<CleanupCounts> {
  const linkCutoff = new Date(now.getTime() - CLEANUP.passwordLinkDays * 86_400_000);
  const throttleCutoff = new Date(now.getTime() - CLEANUP.throttleHours * 3_600_000);
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ key: sessions.tokenHash });
  await releaseSessionTokens(
    db,
    expiredSessions.map((row) => row.key),
  );
  // Tokens whose session went another way (with its user, by a cascade) go when they expire.
  await db.delete(sessionTokens).where(lt(sessionTokens.expiresAt, now));
  const oldLinks = await db
    .delete(passwordTokens)
    .where(or(lt(passwordTokens.usedAt, linkCutoff), lt(passwordTokens.expiresAt, linkCutoff)))
    .returning({ key: passwordTokens.tokenHash });
  const oldThrottle = await db
    .delete(loginThrottle)
    .where(
      and(
        lt(loginThrottle.windowStartedAt, throttleCutoff),
        or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, throttleCutoff)),
      ),
    )
    .returning({ key: loginThrottle.key });
  return { sessions: expiredSessions.length, passwordLinks: oldLinks.length, throttleRows: oldThrottle.length };
}

/** Registers the hourly cleanup at start; the job runs on whichever server takes it. */
export async function scheduleAuthCleanup({ db, jobs, log }: { db: Db; jobs: Jobs; log: FastifyBaseLogger }) {
  await jobs.schedule(CLEANUP_QUEUE, CLEANUP.cron, async () => {
    const counts = await cleanUpAuthRows(db);
    log.info(counts, 'auth rows cleaned up');
  });
}
