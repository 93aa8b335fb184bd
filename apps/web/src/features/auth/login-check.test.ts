import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zEmail, zPassword } from '@seal/shared';
import { checkLogin } from './login-check';

// The shared rules the hand check must agree with (the schema the login form used before).
const ZLoginForm = z.object({ email: zEmail, password: zPassword });

const samples = [
  { email: 'User@Demo.test ', password: 'Demo-pass-2026' },
  { email: '', password: '' },
  { email: 'not-an-email', password: 'short' },
  { email: 'a@b.c', password: 'x'.repeat(33) },
  { email: 'ok@example.com', password: 'x'.repeat(8) },
  { email: 'ok@example.com', password: 'x'.repeat(32) },
  { email: 'two@@example.com', password: 'Demo-pass-2026' },
  { email: `${'a'.repeat(250)}@b.fr`, password: 'Demo-pass-2026' },
];

describe('checkLogin', () => {
  it.each(samples)('agrees with the shared schema on %o', (sample) => {
    // An empty field is no value, as antd forms gave it: the shared schema then says "required".
    const parsed = ZLoginForm.safeParse({ email: sample.email || undefined, password: sample.password || undefined });
    const checked = checkLogin(sample);
    if (parsed.success) {
      expect(checked.issues).toEqual({});
      expect(checked.values).toEqual(parsed.data);
    } else {
      const expected = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
      expect(checked.issues).toEqual(expected);
    }
  });
});
