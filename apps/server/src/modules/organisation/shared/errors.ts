import { AppError, ERRORS } from '@seal/shared';

/** Unknown and foreign ids answer alike, so an id tells nothing about another account. */
export const notFound = () => new AppError(ERRORS.common.notFound);

export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw notFound();
  return row;
}

// Any area's writes meet unique indexes; the helpers live beside the database client.
export { isUniqueViolation, unique } from '../../../db/unique-violation';
