import type { FastifyBaseLogger } from 'fastify';
import type { RightsMap, UserType } from '@seal/shared';
import type { Db } from '../db/client';
import type { Services } from '../services';

/** What the server knows of the caller, read from the session row. */
export interface SessionContext {
  tokenHash: string;
  userId: string;
  accountId: string;
  entityId: string;
  userType: UserType;
  rights: RightsMap;
  expiresAt: Date;
}

export interface AuditEntry {
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

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
