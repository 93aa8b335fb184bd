import { DASHBOARD_DEFAULT_PERIOD } from '@seal/shared/contract/dashboard';
import { isWidgetPeriod, type WidgetPeriod } from '@seal/shared/dashboard/widget-periods';

/** The widgets whose period can be chosen; the choice of each is remembered in local storage. */
export type PeriodWidget = 'consultations' | 'consultationErrors';

/** The remembered choices, read from what storage held (anything unreadable is ignored). */
export function parsePeriods(stored: string | null): Partial<Record<PeriodWidget, WidgetPeriod>> {
  try {
    const value: unknown = stored ? JSON.parse(stored) : {};
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter(([, period]) => isWidgetPeriod(period))) as Partial<
      Record<PeriodWidget, WidgetPeriod>
    >;
  } catch {
    return {};
  }
}

export const periodOf = (stored: string | null, widget: PeriodWidget): WidgetPeriod =>
  parsePeriods(stored)[widget] ?? DASHBOARD_DEFAULT_PERIOD;

export const withPeriod = (stored: string | null, widget: PeriodWidget, period: WidgetPeriod): string =>
  JSON.stringify({ ...parsePeriods(stored), [widget]: period });
