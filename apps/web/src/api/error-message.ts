import { ERRORS } from '@seal/shared';
import i18n from '../i18n';
import { toAppError } from './app-error';
import { notify } from './notify';

/** The translated message of any error; unknown keys fall back to the generic support message. */
export function errorMessage(error: unknown): string {
  const appError = toAppError(error);
  return i18n.t(appError.messageKey, {
    ...appError.params,
    defaultValue: i18n.t('errors.common.internal'),
  });
}

/** A validation key (`validation.email`) translated; its message states its limits in words. */
export function validationMessage(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, { ...params, defaultValue: i18n.t('validation.invalid') });
}

/**
 * The one toast for failed calls. Expired sessions, transfers over the limit and network loss
 * already produced their own debounced message in the request layer, so they are not repeated here.
 */
export function showError(error: unknown): void {
  const appError = toAppError(error);
  if (appError.isSessionMissing || appError.isNetwork || appError.is(ERRORS.common.tooLarge)) return;
  notify.error(errorMessage(appError));
}
