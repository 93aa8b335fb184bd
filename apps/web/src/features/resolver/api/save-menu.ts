import { resolver, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type SaveMenuInput = InputOf<typeof resolver.saveMenu>;

/** Creates the menu, or updates it when `menuId` is given. */
export const saveMenu = (input: SaveMenuInput) => rpc(resolver.saveMenu, input);
