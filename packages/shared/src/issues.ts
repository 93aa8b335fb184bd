import type { z } from 'zod';
import type { FieldIssue } from './errors';

/**
 * Turns zod issues into field errors carrying i18n keys. Our schemas give their own key as the
 * message ('validation.xxx'); zod's built-in checks map to generic keys with their limits as params.
 * Server and web both use it, so a form shows the same message the method would answer.
 */
export function toFieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.message.startsWith('validation.')) return { path, key: issue.message };
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined) return { path, key: 'validation.required' };
        // Text where a number belongs: a CSV cell such as "abc" in validity_days.
        return { path, key: issue.expected === 'number' ? 'validation.number' : 'validation.invalid' };
      case 'too_small':
        return issue.origin === 'string' && Number(issue.minimum) === 1
          ? { path, key: 'validation.required' }
          : { path, key: 'validation.tooShort', params: { min: Number(issue.minimum) } };
      case 'too_big':
        return { path, key: 'validation.tooLong', params: { max: Number(issue.maximum) } };
      case 'invalid_value':
        return { path, key: 'validation.choice' };
      default:
        return { path, key: 'validation.invalid' };
    }
  });
}

/** A string holding a character no field may hold (NUL, half a surrogate pair), refused by the envelope. */
export const UNSAFE_CHARACTERS_KEY = 'validation.characters';

/** Keys `toFieldIssues` and the envelope can produce on their own (beyond the schemas' own keys). */
export const GENERIC_VALIDATION_KEYS = [
  'validation.required',
  'validation.invalid',
  'validation.number',
  'validation.tooShort',
  'validation.tooLong',
  'validation.choice',
  UNSAFE_CHARACTERS_KEY,
] as const;
