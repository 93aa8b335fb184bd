import { useState } from 'react';
import type { WidgetPeriod } from '@seal/shared/dashboard/widget-periods';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';
import { periodOf, withPeriod, type PeriodWidget } from './widget-period';

/** A widget's period, remembered locally from one visit to the next. */
export function useWidgetPeriod(widget: PeriodWidget) {
  const [period, setPeriod] = useState(() => periodOf(readStored(STORAGE_KEYS.dashboardPeriods), widget));
  const choose = (next: WidgetPeriod) => {
    setPeriod(next);
    writeStored(STORAGE_KEYS.dashboardPeriods, withPeriod(readStored(STORAGE_KEYS.dashboardPeriods), widget, next));
  };
  return [period, choose] as const;
}
