/**
 * The blocks of a theme's page (docs/themes.md), rendered by the server on the public page and by
 * the page editor in its preview: one set of components, so what the brand designs is what the
 * consumer sees. Plain React with inline styles: no antd, no script of their own.
 */
export * from './context';
export * from './style';
export * from './content-blocks';
export * from './product-blocks';
export * from './seal-blocks';
export * from './columns';
export * from './theme-page';
