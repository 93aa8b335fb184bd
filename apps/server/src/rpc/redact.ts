/**
 * Secrets never reach the action log: passwords and their confirmation, tokens, security codes
 * and control keys. Matched on whole words of the key, so `postalCode` or `productCode` stay.
 */
const SECRET = /^(password|confirmation|current|code|captcha)$|password|token|securitycode|controlkey|secret/i;

/** Removes secrets from what the action log keeps of a method's input. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, SECRET.test(key) ? '[redacted]' : redact(inner)]),
    );
  }
  return value;
}
