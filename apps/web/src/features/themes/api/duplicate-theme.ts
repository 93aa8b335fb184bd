import { themes } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** A copy of a theme under a new title (refused with theme.titleUsed when the title is taken). */
export const duplicateTheme = (themeId: string, title: string) => rpc(themes.duplicate, { themeId, title });
