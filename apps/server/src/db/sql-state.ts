/**
 * The driver's error with SQLSTATE `code` under whatever wraps it (Drizzle's "Failed query" keeps
 * it as its cause; pg and PGlite both carry the code in `code`), with the constraint it names when
 * the driver gives one; undefined when no error of the chain has that code.
 */
export function sqlError(error: unknown, code: string): { constraint?: string } | undefined {
  for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
    const found = current as { code?: unknown; constraint?: unknown };
    if (found.code === code) return typeof found.constraint === 'string' ? { constraint: found.constraint } : {};
  }
  return undefined;
}
