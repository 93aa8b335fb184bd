import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { AuditEntry } from '../modules/action-log/action-log.service';
import type { SessionContext } from '../modules/auth/session-context';
import type { Services } from '../services';

// Defined beside what writes them, so those services need nothing from the call layer above them.
export type { AuditEntry, SessionContext };

/** Handed to every handler: the database (a transaction for methods that change data), the caller and the services. */
export interface CallContext {
  db: Db;
  session: SessionContext | null;
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
  services: Services;
  /** Sets the session cookie (login) or clears it. */
  setSessionCookie(token: string | null, expiresAt?: Date): void;
  /** Adds what changed to the action-log entry the dispatcher writes for a mutating method. */
  audit(entry: AuditEntry): void;
}

/** A handler that needs a session gets one. */
export type SessionCallContext = CallContext & { session: SessionContext };
