import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, markUnavailable } from './unavailable';

const pgError = (code: string, message = 'error') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a lost or refused connection, also wrapped as drizzle wraps it', () => {
    for (const error of [
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('08006'),
      pgError('53300', 'sorry, too many clients already'),
      pgError('ECONNREFUSED'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      markUnavailable(pgError('42501', 'permission denied for database "seal"')),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
    }
  });

  it('leaves the errors of a statement alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key'),
      pgError('42501', 'permission denied for table'),
      new Error('x'),
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
