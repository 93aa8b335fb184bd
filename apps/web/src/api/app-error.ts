import { AppError as CatalogueAppError, ERRORS, type CatalogueError, type FieldIssue } from '@seal/shared';

/**
 * The one error of the client. Every failed call becomes an AppError carrying the catalogue
 * entry of the envelope (code, i18n key, HTTP status), its parameters and the failing fields.
 * It extends the shared AppError, so code shared with the server can test `instanceof` alike.
 */
export class AppError extends CatalogueAppError {
  constructor(
    error: CatalogueError,
    params: Record<string, unknown> = {},
    readonly fields: readonly FieldIssue[] = [],
  ) {
    super(error, params);
  }

  get status(): number {
    return this.error.status;
  }

  get code(): number {
    return this.error.code;
  }

  get key(): string {
    return this.error.key;
  }

  /** The i18n key of the message to show: `errors.<catalogue key>`. */
  get messageKey(): string {
    return `errors.${this.error.key}`;
  }

  is(entry: CatalogueError): boolean {
    return this.error.key === entry.key;
  }

  /** The request never reached the server (offline, DNS, CORS, aborted connection). */
  get isNetwork(): boolean {
    return this.is(ERRORS.auth.network);
  }

  /** HTTP 401 without a business reason: no session, or it expired. */
  get isSessionMissing(): boolean {
    return this.is(ERRORS.common.sessionRequired);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/** Anything thrown (a bug, a rejected promise) shown to the user as the generic support message. */
export function toAppError(error: unknown): AppError {
  return isAppError(error) ? error : new AppError(ERRORS.common.internal, { cause: String(error) });
}
