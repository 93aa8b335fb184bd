/** The wine screens' addresses (app/routes/route-table.ts). */
export const WINE_PATHS = {
  estates: '/products/estates',
  estateNew: '/products/estates/new',
  estateEdit: (id: string) => `/products/estates/edit?id=${id}`,
  wines: '/products/wines',
  wineNew: '/products/wines/new',
  wineEdit: (id: string) => `/products/wines/edit?id=${id}`,
};
