import type { MenuProps } from 'antd';
import type { TFunction } from 'i18next';
import type { MenuSectionView } from '../routes/menu-model';

type Items = NonNullable<MenuProps['items']>;

/** A section has a second-level menu when it holds more than one entry. */
export const hasSubmenu = (section: MenuSectionView) =>
  section.groups.reduce((count, group) => count + group.entries.length, 0) > 1;

/** The entries of a section as menu items keyed by path, in labelled sub-groups. */
export function sectionEntryItems(section: MenuSectionView, t: TFunction): Items {
  const entry = (route: MenuSectionView['groups'][number]['entries'][number]) => ({
    key: route.path,
    label: t(`routes.${route.id}`),
    'data-testid': `menu-entry-${route.id}`,
  });
  if (section.groups.length === 1) return section.groups[0]?.entries.map(entry) ?? [];
  return section.groups.map((group) => ({
    type: 'group' as const,
    key: `group-${group.id}`,
    label: t(`menuGroups.${group.id}`),
    children: group.entries.map(entry),
  }));
}
