import { statistics } from '@seal/shared';

type StatPreset = statistics.StatPreset;
type StatScope = statistics.StatScope;
const { STAT_MAX_DAYS, STAT_PRESETS } = statistics;

/**
 * The period and scope every statistics screen shares, kept in the URL (shareable, survives a
 * reload, the back button works): `period` (a preset of spec 001 section 9, or `range` with `from`
 * and `to`), `entity` (a sub-entity, with orga.master_stat) and `sum=1` (its sub-entities added).
 * Days are UTC days, as the statistics methods count them.
 */
export type PeriodChoice = StatPreset | 'range';

export interface StatPeriod {
  choice: PeriodChoice;
  /** `2026-01-31`, both included. */
  from: string;
  to: string;
}

export interface StatSelection extends StatPeriod {
  entityId?: string;
  withSubEntities: boolean;
}

export const DEFAULT_PRESET: StatPreset = 'last12Months';
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC day of an instant, `2026-01-31`. */
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/**
 * The days of a preset ending today: the last 30 days (today and the 29 before), or the last 12
 * months (the current month and the 11 before it, from their first day, so months are whole).
 */
export function presetRange(preset: StatPreset, today: Date): { from: string; to: string } {
  const to = isoDay(today);
  if (preset === 'last30Days') return { from: isoDay(new Date(today.getTime() - 29 * DAY_MS)), to };
  return { from: isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11, 1))), to };
}

const isDay = (value: string | null): value is string =>
  value !== null && ISO_DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Whether a typed range is one the statistics accept: ordered and at most STAT_MAX_DAYS long. */
export const isValidRange = (from: string, to: string) =>
  isDay(from) && isDay(to) && from <= to && daysBetween(from, to) <= STAT_MAX_DAYS;

/** The selection a URL says; anything missing or invalid falls back to the default preset. */
export function readSelection(params: URLSearchParams, today: Date): StatSelection {
  const entityId = params.get('entity') || undefined;
  const withSubEntities = params.get('sum') === '1';
  const scope = { ...(entityId ? { entityId } : {}), withSubEntities };
  const period = params.get('period');
  if (period === 'range') {
    const from = params.get('from');
    const to = params.get('to');
    if (isDay(from) && isDay(to) && isValidRange(from, to)) return { choice: 'range', from, to, ...scope };
  }
  const preset = STAT_PRESETS.includes(period as StatPreset) ? (period as StatPreset) : DEFAULT_PRESET;
  return { choice: preset, ...presetRange(preset, today), ...scope };
}

/** The URL of a selection, other parameters (a list's page, sort...) kept. */
export function writeSelection(params: URLSearchParams, selection: StatSelection): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['period', 'from', 'to', 'entity', 'sum']) next.delete(key);
  if (selection.choice !== DEFAULT_PRESET) next.set('period', selection.choice);
  if (selection.choice === 'range') {
    next.set('from', selection.from);
    next.set('to', selection.to);
  }
  if (selection.entityId) next.set('entity', selection.entityId);
  if (selection.withSubEntities) next.set('sum', '1');
  // A list shows its first page again for another period or scope.
  next.delete('page');
  return next;
}

/** What the statistics methods take for a selection. */
export const scopeOf = (selection: StatSelection): StatScope => ({
  from: selection.from,
  to: selection.to,
  ...(selection.entityId ? { entityId: selection.entityId } : {}),
  withSubEntities: selection.withSubEntities,
});
