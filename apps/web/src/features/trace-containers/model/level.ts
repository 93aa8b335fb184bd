import type { TFunction } from 'i18next';
import { traceContainers } from '@seal/shared';

/** A level as read: levels 1 to 3 by their name (item, case, pallet), the others by their number. */
export function levelLabel(t: TFunction<'trace-containers'>, level: number): string {
  const name = traceContainers.CONTAINER_LEVEL_NAMES[level as keyof typeof traceContainers.CONTAINER_LEVEL_NAMES];
  return name ? t('levelNamed', { level, name: t(`levelNames.${name}`) }) : t('levelNumber', { level });
}
