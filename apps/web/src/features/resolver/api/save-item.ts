import { resolver, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type SaveItemInput = InputOf<typeof resolver.saveItem>;

/** Creates the item, or updates it when `itemId` is given. */
export const saveItem = (input: SaveItemInput) => rpc(resolver.saveItem, input);
