import { themes } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/**
 * Deletes a theme. One that products show is refused with theme.inUse (params.products, count)
 * unless `detach`: the list asks first, naming them, then deletes with detach.
 */
export const removeTheme = (themeId: string, detach = false) => rpc(themes.remove, { themeId, detach });
