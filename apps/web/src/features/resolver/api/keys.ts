/** Cache keys of the resolver screens; saving or removing anything refreshes `all`. */
export const resolverKeys = {
  all: ['resolver'] as const,
  items: ['resolver', 'items'] as const,
  headers: ['resolver', 'headers'] as const,
  footers: ['resolver', 'footers'] as const,
  menus: ['resolver', 'menus'] as const,
  item: (id: string) => ['resolver', 'item', id] as const,
  header: (id: string) => ['resolver', 'header', id] as const,
  footer: (id: string) => ['resolver', 'footer', id] as const,
  menu: (id: string) => ['resolver', 'menu', id] as const,
  /** Every item, header or footer at once: the menu form's choices. */
  choices: (kind: 'items' | 'headers' | 'footers') => ['resolver', 'choices', kind] as const,
  links: ['resolver', 'links'] as const,
};
