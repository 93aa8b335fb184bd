const UNAVAILABLE = Symbol.for('seal.databaseUnavailable');

/**
 * SQLSTATEs of a connection lost or refused: class 08 (connection exception), the server shutting
 * down or ending the session (57P01 terminated by an administrator, 57P02 crash, 57P03 cannot
 * connect now, 57P05 idle session timeout), too many connections (53300).
 */
const LOST_STATES = /^(08...|57P0[1235]|53300)$/;
/** What node-postgres says when the socket under a connection ended. */
const LOST_MESSAGES = /^Connection terminated|is not queryable|^timeout exceeded when trying to connect/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

/**
 * Marks an error met while getting a connection: whatever it says (refused, not allowed to
 * connect, too many clients), no statement ran and the database could not be used.
 */
export function markUnavailable<E>(error: E): E {
  if (error && typeof error === 'object') (error as Record<symbol, boolean>)[UNAVAILABLE] = true;
  return error;
}

/**
 * Whether an error says the database cannot be reached right now (a restart, a failover, a cut
 * connection, connections refused), rather than that the statement itself was wrong. Such a call
 * is answered 503 common.unavailable, and the same call may succeed once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError) in `cause`; a few levels are enough.
  for (let depth = 0; depth < 5 && error && typeof error === 'object'; depth++) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if ((error as Record<symbol, unknown>)[UNAVAILABLE] === true) return true;
    if (typeof code === 'string' && (LOST_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
    error = (error as { cause?: unknown }).cause;
  }
  return false;
}
