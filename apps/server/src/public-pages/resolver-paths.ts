import { PUBLIC_ROUTES } from '@seal/shared/contract/consultation';
import type { TenantKey } from '../db/tenant-scope';
import type { FollowedItem, MenuPicture } from '../modules/resolver/public-menu.repository';

/** Where a menu's pictures are served: only the pictures a menu shows (resolver-route.ts). */
export const RESOLVER_PICTURES = `${PUBLIC_ROUTES.resolver}/picture`;

/** A menu's picture, by the menu's key: the look-up reads the one account the address names. */
export const resolverPictureHref = (menu: TenantKey, which: MenuPicture) =>
  `${RESOLVER_PICTURES}/${menu.accountId}/${menu.id}/${which}`;

/**
 * An item followed from a product's menu: the ids only (the account, which the look-up reads by,
 * the product and the item), never an address (no open redirect).
 */
export function resolverFollowHref({ accountId, productId, itemId }: FollowedItem) {
  const query = new URLSearchParams({ account: accountId, product: productId, item: itemId });
  return `${PUBLIC_ROUTES.resolverGo}?${query.toString()}`;
}

/** The check of a reference, past its product's resolver-first menu (check=1, check-route.ts). */
export function checkHrefOf(path: string, ref: string, carried: Record<string, string>) {
  return `${path}?${new URLSearchParams({ ...carried, ref, check: '1' }).toString()}`;
}
