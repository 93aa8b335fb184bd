/** Cache keys of the products area: a change of a product refreshes `all` (lists and details). */
export const productKeys = {
  all: ['products'],
  lists: ['products', 'list'],
  detail: (productId: string) => ['products', 'detail', productId],
  options: ['products', 'options'],
  imports: ['products', 'import'],
} as const;
