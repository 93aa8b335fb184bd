import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { AppError } from './app-error';
import { parseResponse } from './parse-response';

const failure = (status: number, body: unknown): AppError => {
  try {
    parseResponse(status, body);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
};

describe('parseResponse', () => {
  it('returns the data of a success envelope', () => {
    expect(parseResponse(200, { code: 0, data: { sent: true } })).toEqual({ sent: true });
  });

  it('returns a plain REST body as it is', () => {
    expect(parseResponse(200, { adminUrl: 'https://admin.example', version: '1' })).toEqual({
      adminUrl: 'https://admin.example',
      version: '1',
    });
  });

  it('turns a catalogue error into an AppError with its key, params and fields', () => {
    const error = failure(400, {
      code: 400,
      key: 'common.validation',
      params: { count: 1 },
      fields: [{ path: 'email', key: 'validation.email' }, { bad: true }],
    });
    expect(error.messageKey).toBe('errors.common.validation');
    expect(error.params).toEqual({ count: 1 });
    expect(error.fields).toEqual([{ path: 'email', key: 'validation.email' }]);
    expect(error.status).toBe(400);
  });

  it('keeps a business 401 (wrong password) apart from a missing session', () => {
    const wrongPassword = failure(401, { code: 1003, key: 'auth.invalidCredentials' });
    expect(wrongPassword.is(ERRORS.auth.invalidCredentials)).toBe(true);
    expect(wrongPassword.isSessionMissing).toBe(false);
    expect(failure(401, { code: 401, key: 'common.sessionRequired' }).isSessionMissing).toBe(true);
    expect(failure(401, '').isSessionMissing).toBe(true);
  });

  it('maps answers without envelope by HTTP status', () => {
    expect(failure(413, '<html>Too large</html>').key).toBe('common.tooLarge');
    expect(failure(429, undefined).key).toBe('common.throttled');
    expect(failure(502, 'Bad gateway').key).toBe('common.internal');
  });
});
