const DAY_MS = 86_400_000;
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * A range of days picked in a table filter (`f.at=2026-01-01&f.at=2026-01-31`, both days included,
 * in the user's time zone) as the instants the log filters on: `from` included, `to` excluded.
 */
export function dayRange(value: unknown): { from?: string; to?: string } {
  const [from, to] = Array.isArray(value) ? value : [];
  const start = (day: string) => new Date(`${day}T00:00:00`);
  return {
    ...(isDay(from) ? { from: start(from).toISOString() } : {}),
    ...(isDay(to) ? { to: new Date(start(to).getTime() + DAY_MS).toISOString() } : {}),
  };
}
