import { resolver, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type SaveHeaderInput = InputOf<typeof resolver.saveHeader>;

/** Creates the header, or updates it when `headerId` is given. */
export const saveHeader = (input: SaveHeaderInput) => rpc(resolver.saveHeader, input);
