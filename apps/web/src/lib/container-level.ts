import type { TFunction } from 'i18next';
import { CONTAINER_LEVEL_NAMES } from '@seal/shared/contract/trace-containers';

/**
 * A container's level as read: 1 to 3 by their name (item, case, pallet), the others by their
 * number. `t` is bound to an area whose texts hold `levelNamed`, `levelNumber` and `levelNames.*`
 * (the container screens, the private consultation).
 */
export function levelLabel(t: TFunction, level: number): string {
  const name = CONTAINER_LEVEL_NAMES[level as keyof typeof CONTAINER_LEVEL_NAMES];
  return name ? t('levelNamed', { level, name: t(`levelNames.${name}`) }) : t('levelNumber', { level });
}
