const SECRET = /password|confirmation|current|token|code/i;

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
