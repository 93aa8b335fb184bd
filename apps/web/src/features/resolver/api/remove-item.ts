import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeItem = (itemId: string) => rpc(resolver.removeItem, { itemId });
