import { AppError, ERRORS } from '@seal/shared';
import { isUniqueViolation } from '../../db/unique-violation';

/** Unknown and foreign ids answer alike, so an id tells nothing about another account. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new AppError(ERRORS.common.notFound);
  return row;
}

/**
 * A write that lost a race with another one taking the same name: the unique index refused it
 * after the name was checked free. Answered as the check would have.
 */
export async function uniquelyWritten<T>(write: () => Promise<T>, error: AppError): Promise<T> {
  try {
    return await write();
  } catch (cause) {
    if (isUniqueViolation(cause)) throw error;
    throw cause;
  }
}
