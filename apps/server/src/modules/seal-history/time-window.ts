import type { TimeWindow } from './seal-history.repository';

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The window of getAllRefConsultation: a day bound covers the whole day (UTC), from its start or
 * to its end; an instant with its offset is exact, both ends included.
 */
export function toTimeWindow(from: string | undefined, to: string | undefined): TimeWindow {
  const start = from ? new Date(DAY.test(from) ? `${from}T00:00:00Z` : from) : null;
  const end = to ? new Date(DAY.test(to) ? Date.parse(`${to}T00:00:00Z`) + DAY_MS : Date.parse(to) + 1) : null;
  return { from: start, until: end };
}

export const isWithin = (date: Date, window: TimeWindow) =>
  (!window.from || date.getTime() >= window.from.getTime()) &&
  (!window.until || date.getTime() < window.until.getTime());
