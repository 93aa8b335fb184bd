import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeFooter = (footerId: string) => rpc(resolver.removeFooter, { footerId });
