import type { TFunction } from 'i18next';

/**
 * A container's level as read: the levels the texts name (1 item, 2 case, 3 pallet) by their name,
 * the others by their number. The texts hold the names, so a seal's page needs no contract for them.
 */
export function levelLabel(t: TFunction<'seal-history'>, level: number): string {
  const name = t(`containers.levelNames.${level}`, { defaultValue: '' });
  return name ? t('containers.levelNamed', { level, name }) : t('containers.levelNumber', { level });
}
