import type { TFunction } from 'i18next';
import { CONTAINER_LEVEL_NAMES } from '@seal/shared/contract/trace-containers';

/** A container's level as read: 1 to 3 by their name (item, case, pallet), the others by their number. */
export function levelLabel(t: TFunction<'seal-history'>, level: number): string {
  const name = CONTAINER_LEVEL_NAMES[level as keyof typeof CONTAINER_LEVEL_NAMES];
  return name
    ? t('containers.levelNamed', { level, name: t(`containers.levelNames.${name}`) })
    : t('containers.levelNumber', { level });
}
