import { ERRORS } from '@seal/shared';
import { AppError } from '../../api/app-error';

/** The field a refusal of the library is about, so the form shows it there. */
function fieldOf(error: AppError): string | undefined {
  if (error.is(ERRORS.media.nameUsed)) return 'name';
  const fileErrors = [
    ERRORS.media.invalidImage,
    ERRORS.media.tooLarge,
    ERRORS.media.importFailed,
    ERRORS.media.addressRefused,
  ];
  if (fileErrors.some((fileError) => error.is(fileError))) return 'file';
  return undefined;
}

/** A refusal with its field named (an upload's name already used lands on the name). */
export function withMediaErrorField(error: unknown): unknown {
  if (!(error instanceof AppError) || error.fields.length > 0) return error;
  const path = fieldOf(error);
  return path
    ? new AppError(error.error, error.params, [{ path, key: error.messageKey, params: error.params }])
    : error;
}
