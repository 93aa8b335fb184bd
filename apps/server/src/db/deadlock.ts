import { sqlError } from './sql-state';

/** PostgreSQL's SQLSTATE for a transaction it aborted to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/** True when PostgreSQL aborted the statement to break a deadlock (drizzle wraps the driver's error). */
export function isDeadlock(error: unknown): boolean {
  return sqlError(error, DEADLOCK_DETECTED) !== undefined;
}

/**
 * Runs `transaction` again when PostgreSQL chose it as a deadlock's victim, up to `attempts` times in
 * all. Its work was rolled back whole, and the transaction it waited for has ended by then: the next
 * attempt meets that one's committed rows (an overlap answered with its catalogue error, say)
 * instead of failing with the database's bare message. Inside a caller's transaction it must be a
 * nested one (a savepoint), which the deadlock rolls back alone.
 */
export async function retryOnDeadlock<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isDeadlock(error)) throw error;
    }
  }
}
