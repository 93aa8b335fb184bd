import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import type { MenuPicture } from '../modules/resolver/public-menu.repository';

/** Where a menu's pictures are served: only the pictures a menu shows (resolver-route.ts). */
export const RESOLVER_PICTURES = `${PUBLIC_ROUTES.resolver}/picture`;

export const resolverPictureHref = (menuId: string, which: MenuPicture) => `${RESOLVER_PICTURES}/${menuId}/${which}`;

/** An item followed from a product's menu: the ids only, never an address (no open redirect). */
export const resolverFollowHref = (productId: string, itemId: string) =>
  `${PUBLIC_ROUTES.resolverGo}?${new URLSearchParams({ product: productId, item: itemId }).toString()}`;

/** The check of a reference, past its product's resolver-first menu (check=1, check-route.ts). */
export function checkHrefOf(path: string, ref: string, carried: Record<string, string>) {
  return `${path}?${new URLSearchParams({ ...carried, ref, check: '1' }).toString()}`;
}
