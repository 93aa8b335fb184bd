import type { TFunction } from 'i18next';

/** Puck's own texts (its buttons, menus and tooltips) in the console's language. */
const KEYS = [
  'header-undo',
  'header-redo',
  'header-toggle-leftsidebar',
  'header-toggle-rightsidebar',
  'header-toggle-menubar',
  'action-selectparent',
  'action-duplicate',
  'action-delete',
  'label-page',
  'label-component',
  'outline-empty',
  'outline-item-collapse',
  'outline-item-expand',
  'outline-header-title',
  'outline-header-collapseall',
  'outline-item-duplicate',
  'outline-item-delete',
  'drawer-category-collapse',
  'drawer-category-expand',
  'drawer-category-other',
  'field-readonly',
  'field-arrayitem-summary',
  'field-arrayitem-duplicate',
  'field-arrayitem-delete',
  'viewport-zoom-in',
  'viewport-zoom-out',
  'viewport-zoom-auto',
  'viewport-toggle-menu',
  'viewport-switch',
  'viewport-switch-default',
  'plugin-blocks',
  'plugin-outline',
  'plugin-fields',
  'plugin-components',
  'layout-maximize',
  'layout-minimize',
  'loader-loading',
] as const;

export function puckDictionary(t: TFunction): Record<string, string> {
  // Puck fills {title}, {index}, {count}, {zoom} and {label} itself (i18next's are {{double}}).
  return Object.fromEntries(KEYS.map((key) => [key, t(`puck.${key}`)]));
}
