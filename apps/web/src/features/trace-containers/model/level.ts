import type { TFunction } from 'i18next';
import { traceContainers } from '@seal/shared';

/** A level as read: levels 1 to 3 have a name (item, case, pallet), the others their number only. */
export function levelLabel(t: TFunction, level: number): string {
  const name = traceContainers.CONTAINER_LEVEL_NAMES[level as keyof typeof traceContainers.CONTAINER_LEVEL_NAMES];
  return name
    ? t('trace-containers:levelNamed', { level, name: t(`trace-containers:levelNames.${name}`) })
    : t('trace-containers:levelNumber', { level });
}
