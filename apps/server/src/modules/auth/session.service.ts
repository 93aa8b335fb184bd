import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inArray, ne } from 'drizzle-orm';
import { toRightsMap, type UserType } from '@seal/shared';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { inAccount } from '../../db/tenant-scope';
import { bearerSecret } from '../api-tokens/api-token-secret';
import { bearerSession } from '../api-tokens/api-token-session';
import type { SessionContext } from './session-context';
import {
  deleteExpiredSessionsOfUser,
  deleteSession,
  findLiveSession,
  insertSessionToken,
  releaseSessionTokens,
} from './session-tokens.repository';

export const SESSION_COOKIE = 'seal_session';

/** 256 random bits; only their SHA-256 is stored, so a leaked table opens no session. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionDeps {
  db: Db;
  /** The clock tokens expire by. */
  now: () => Date;
  sessionHours: number;
  secureCookie: boolean;
  sameSite: 'lax' | 'none';
}

export interface NewSession {
  userId: string;
  accountId: string;
  entityId: string;
  userType: UserType;
  rights: string[];
  ip: string;
  userAgent: string;
}

export function createSessionService({ db, now, sessionHours, secureCookie, sameSite }: SessionDeps) {
  return {
    async create(executor: Db, session: NewSession) {
      const token = newToken();
      const expiresAt = new Date(Date.now() + sessionHours * 3600_000);
      const tokenHash = hashToken(token);
      await executor.transaction(async (tx) => {
        // The user's expired sessions go at each login, so the table does not grow with them.
        await deleteExpiredSessionsOfUser(tx, session.accountId, session.userId, new Date());
        await tx.insert(sessions).values({ ...session, tokenHash, expiresAt });
        await insertSessionToken(tx, { tokenHash, accountId: session.accountId, userId: session.userId, expiresAt });
      });
      return { token, tokenHash, expiresAt };
    },

    /**
     * The caller's session: an API token when the request carries `Authorization: Bearer` (then it
     * alone decides, whatever cookie comes with it), else the session cookie. Every path that reads
     * the session (/callAPI, the REST and EPCIS routes, downloads) takes tokens this way.
     */
    async fromRequest(request: FastifyRequest): Promise<SessionContext | null> {
      const secret = bearerSecret(request.headers.authorization);
      if (secret !== undefined) return secret === '' ? null : bearerSession(db, secret, request.ip, now());
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100) return null;
      const tokenHash = hashToken(token);
      const row = await findLiveSession(db, tokenHash, new Date());
      if (!row) return null;
      return {
        tokenHash,
        userId: row.userId,
        accountId: row.accountId,
        entityId: row.entityId,
        userType: row.userType,
        rights: toRightsMap(row.rights),
        expiresAt: row.expiresAt,
      };
    },

    async end(executor: Db, tokenHash: string) {
      await executor.transaction((tx) => deleteSession(tx, tokenHash));
    },

    /** Ends every session of the account's users, but the one `keepTokenHash` names (the caller's own). */
    async endAllOfUser(executor: Db, accountId: string, userId: string | readonly string[], keepTokenHash?: string) {
      const ids = typeof userId === 'string' ? [userId] : [...userId];
      if (ids.length === 0) return 0;
      return executor.transaction(async (tx) => {
        const rows = await tx
          .delete(sessions)
          .where(
            inAccount(
              sessions,
              accountId,
              inArray(sessions.userId, ids),
              keepTokenHash === undefined ? undefined : ne(sessions.tokenHash, keepTokenHash),
            ),
          )
          .returning({ tokenHash: sessions.tokenHash });
        await releaseSessionTokens(
          tx,
          rows.map((row) => row.tokenHash),
        );
        return rows.length;
      });
    },

    writeCookie(reply: FastifyReply, token: string | null, expiresAt?: Date) {
      if (token === null) {
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return;
      }
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite,
        secure: secureCookie || sameSite === 'none',
        ...(expiresAt ? { expires: expiresAt } : {}),
      });
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
