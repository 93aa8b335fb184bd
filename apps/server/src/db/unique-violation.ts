import type { AppError } from '@seal/shared';
import { sqlError } from './sql-state';

/**
 * A unique index refused the row (PostgreSQL 23505). Drizzle wraps the driver's error, and pg and
 * PGlite both carry the SQLSTATE in `code`; `constraint` names the index when the driver gives it.
 */
export function isUniqueViolation(error: unknown, constraint?: string | readonly string[]): boolean {
  const found = sqlError(error, '23505');
  if (!found) return false;
  const name = found.constraint;
  return (
    constraint === undefined ||
    name === undefined ||
    (typeof constraint === 'string' ? name === constraint : constraint.includes(name))
  );
}

/**
 * Runs an insert or update and turns a unique violation (of `constraint`, or of one of them) into
 * the catalogue error the user should see.
 */
export async function unique<T>(
  write: () => Promise<T>,
  error: AppError,
  constraint?: string | readonly string[],
): Promise<T> {
  try {
    return await write();
  } catch (cause) {
    if (isUniqueViolation(cause, constraint)) throw error;
    throw cause;
  }
}
