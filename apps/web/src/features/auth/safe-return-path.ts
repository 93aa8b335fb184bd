/**
 * The page to return to after login, from the navigation state the guard left. Only paths of
 * this site are followed ("/x", never "//evil.example" or "https://..."), and never back to a
 * page of the login flow.
 */
export function safeReturnPath(state: unknown, fallback = '/home'): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) {
    return fallback;
  }
  return /^\/(login|resetPassword|initPassword)\b/.test(from) ? fallback : from;
}

export function stateEmail(state: unknown): string | undefined {
  const email = typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof email === 'string' ? email : undefined;
}
