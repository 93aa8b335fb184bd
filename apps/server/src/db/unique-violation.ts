import type { AppError } from '@seal/shared';

/**
 * A unique index refused the row (PostgreSQL 23505). Drizzle wraps the driver's error, and pg and
 * PGlite both carry the SQLSTATE in `code`; `constraint` names the index when the driver gives it.
 */
export function isUniqueViolation(error: unknown, constraint?: string | readonly string[]): boolean {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505')
      return (
        constraint === undefined ||
        name === undefined ||
        (typeof constraint === 'string' ? name === constraint : constraint.includes(name as string))
      );
  }
  return false;
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
