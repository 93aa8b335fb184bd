import { LIMITS } from '@seal/shared/constants';
import { isEmail, normaliseEmail } from '@seal/shared/validation/email-format';

export interface LoginValues {
  email: string;
  password: string;
}
export type LoginIssues = Partial<Record<keyof LoginValues, string>>;

/**
 * The login form's two fields checked by the shared rules (`zEmail`, `zPassword`) without zod,
 * which the login page does not load: the same e-mail rule and password length, the same i18n
 * keys. A test holds the two in step with the shared schema.
 */
export function checkLogin(raw: LoginValues): { values: LoginValues; issues: LoginIssues } {
  const values = { email: normaliseEmail(raw.email), password: raw.password };
  const issues: LoginIssues = {};
  if (values.email === '') issues.email = 'validation.required';
  else if (!isEmail(values.email)) issues.email = 'validation.email';
  const { min, max } = LIMITS.password;
  if (values.password === '') issues.password = 'validation.required';
  else if (values.password.length < min || values.password.length > max) issues.password = 'validation.password.length';
  return { values, issues };
}
