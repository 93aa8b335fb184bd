import { media, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useMediaMutation } from './use-media-mutation';

/** Refused with media.nameUsed when another media of the account has the name (whatever its case). */
export const renameMedia = (vars: InputOf<typeof media.renameMedia>) => rpc(media.renameMedia, vars);

export const useRenameMedia = () => useMediaMutation(renameMedia);
