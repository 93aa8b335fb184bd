import { eq } from 'drizzle-orm';
import { sessions } from '../src/db/schema';
import { describeAuthorizationMatrix } from './authorization-matrix';
import { sessionCookie } from './helpers';

/**
 * The authorization matrix with session cookies. The users with no right log in the real way; the
 * other sessions are written with exactly the rights a login would have read.
 */
await describeAuthorizationMatrix({
  label: 'session cookie',
  credential: (t, user, rights, who) =>
    who === 'nobody' ? t.login(user.email, 'Nobody-pass-1') : sessionCookie(t.database.db, user, rights),
  async expired(t, user) {
    const cookie = await sessionCookie(t.database.db, user, []);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    return cookie;
  },
});
