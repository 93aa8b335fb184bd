import { resolver } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const removeMenu = (menuId: string) => rpc(resolver.removeMenu, { menuId });
