import { resolver, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type SaveFooterInput = InputOf<typeof resolver.saveFooter>;

/** Creates the footer, or updates it when `footerId` is given. */
export const saveFooter = (input: SaveFooterInput) => rpc(resolver.saveFooter, input);
