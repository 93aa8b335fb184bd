import { ERRORS } from '@seal/shared';
import { AppError } from '../../../api/app-error';

/** The field a refusal of a transfer is about: the reel's reference, or the target entity. */
function fieldOf(error: AppError): string | undefined {
  if (error.is(ERRORS.reelTransfer.missing)) return 'reference';
  if (error.is(ERRORS.common.notFound) || error.is(ERRORS.organisation.entityDisabled)) return 'entityId';
  if (error.is(ERRORS.reelTransfer.notTransferred)) return 'entityId';
  return undefined;
}

/** A refusal with its field named; the others (already transferred, no activation, archived) stay above the buttons. */
export function withTransferErrorField(error: unknown): unknown {
  if (!(error instanceof AppError) || error.fields.length > 0) return error;
  const path = fieldOf(error);
  return path
    ? new AppError(error.error, error.params, [{ path, key: error.messageKey, params: error.params }])
    : error;
}
