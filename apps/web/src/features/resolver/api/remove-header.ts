import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeHeader = (headerId: string) => rpc(resolver.removeHeader, { headerId });
