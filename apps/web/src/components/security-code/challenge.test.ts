import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { AppError } from '../../api/app-error';
import { codeError, codeIssues, requestKey, type Challenge } from './challenge';

const challenge = (input: unknown, extra: Partial<Challenge> = {}): Challenge => ({
  request: { challengeId: 'c', expiresAt: '2026-01-01T10:10:00Z', sentTo: 'j***@demo.test', triesLeft: 5 },
  for: requestKey(input),
  triesLeft: 5,
  expired: false,
  ...extra,
});

describe('security code', () => {
  it('asks for a code sent for this very request, then 6 digits', () => {
    const input = { lines: [1] };
    expect(codeIssues(null, requestKey(input), '123456')[0]?.key).toBe('securityCode.sendFirst');
    expect(codeIssues(challenge({ lines: [2] }), requestKey(input), '123456')[0]?.key).toBe('securityCode.sendFirst');
    expect(codeIssues(challenge(input), requestKey(input), '12a')[0]).toMatchObject({ path: 'code' });
    expect(codeIssues(challenge(input), requestKey(input), ' 123456 ')).toEqual([]);
    expect(codeIssues(challenge(input, { expired: true }), requestKey(input), '123456')[0]?.key).toBe(
      'errors.activation.securityCodeExpired',
    );
  });

  it('tells the tries left after a wrong code, and needs a new code when none is left', () => {
    const used = challenge({});
    let now: Challenge = used;
    const shown = codeError(new AppError(ERRORS.activation.invalidSecurityCode, { triesLeft: 0 }), used, (next) => {
      now = next;
    }) as AppError;
    expect(shown.fields.map((field) => field.path)).toEqual(['code', 'code']);
    expect(now).toMatchObject({ triesLeft: 0, expired: true });
  });
});
