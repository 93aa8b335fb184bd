import { ERRORS, type activation, type FieldIssue } from '@seal/shared';
import { AppError, isAppError } from '../../api/app-error';

/** The code e-mailed for one request: what the code step shows and the submit sends. */
export interface Challenge {
  request: activation.CodeRequest;
  /** The request it was asked for (its key): another request needs another code. */
  for: string;
  triesLeft: number;
  /** Expired, used up by wrong tries, or refused by the server as such (104): a new one is needed. */
  expired: boolean;
}

/** The same request gives the same key: a code belongs to the request it was asked for. */
export const requestKey = (input: unknown) => JSON.stringify(input);

const CODE = /^\d{6}$/;

/** What stops the code step: no code asked for this request, an expired one, or not 6 digits typed. */
export function codeIssues(challenge: Challenge | null, key: string, code: unknown): FieldIssue[] {
  if (!challenge || challenge.for !== key) return [{ path: '', key: 'securityCode.sendFirst' }];
  if (challenge.expired) return [{ path: '', key: 'errors.activation.securityCodeExpired' }];
  if (!CODE.test(String(code ?? '').trim())) return [{ path: 'code', key: 'securityCode.format' }];
  return [];
}

/**
 * A wrong code (103) tells the tries left beside the field; an expired or used-up one (104) asks
 * for a new code. Any other error shows as it is. Answers the error to throw to the form.
 */
export function codeError(error: unknown, used: Challenge, setChallenge: (challenge: Challenge) => void): unknown {
  if (!isAppError(error)) return error;
  if (error.is(ERRORS.activation.invalidSecurityCode)) {
    const told = error.params.triesLeft;
    const triesLeft = typeof told === 'number' ? told : Math.max(0, used.triesLeft - 1);
    setChallenge({ ...used, triesLeft, expired: triesLeft === 0 });
    return new AppError(error.error, error.params, [
      { path: 'code', key: 'errors.activation.invalidSecurityCode' },
      { path: 'code', key: 'securityCode.tries', params: { count: triesLeft } },
    ]);
  }
  if (error.is(ERRORS.activation.securityCodeExpired)) setChallenge({ ...used, expired: true });
  return error;
}
