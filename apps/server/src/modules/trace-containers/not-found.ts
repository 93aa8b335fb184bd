import { AppError, ERRORS } from '@seal/shared';

/** Unknown and foreign ids answer alike, so an id tells nothing about another account. */
export const notFound = () => new AppError(ERRORS.common.notFound);
