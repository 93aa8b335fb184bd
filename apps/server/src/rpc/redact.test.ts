import { describe, expect, it } from 'vitest';
import { redact } from './redact';

describe('redact', () => {
  it('hides passwords, tokens and codes at any depth, and keeps the rest', () => {
    const input = {
      email: 'a@b.test',
      password: 'p1',
      confirmation: 'p1',
      current: 'p0',
      users: [{ name: 'Ann', resetToken: 't' }],
      nested: { securityCode: '123', count: 2, tags: ['x'] },
    };
    expect(redact(input)).toEqual({
      email: 'a@b.test',
      password: '[redacted]',
      confirmation: '[redacted]',
      current: '[redacted]',
      users: [{ name: 'Ann', resetToken: '[redacted]' }],
      nested: { securityCode: '[redacted]', count: 2, tags: ['x'] },
    });
    expect(input.password).toBe('p1');
  });

  it('keeps fields that only contain the word code, such as postal and product codes', () => {
    expect(redact({ postalCode: '75001', productCode: 'ABC1234567890', code: '42', controlKey: 'k' })).toEqual({
      postalCode: '75001',
      productCode: 'ABC1234567890',
      code: '[redacted]',
      controlKey: '[redacted]',
    });
  });

  it('leaves values that are not objects as they are', () => {
    expect(redact(null)).toBeNull();
    expect(redact('password')).toBe('password');
    expect(redact(3)).toBe(3);
  });
});
