import { media, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { useMediaMutation } from './use-media-mutation';

/** A blank tag removes it. */
export const tagMedia = (vars: InputOf<typeof media.tagMedia>) => rpc(media.tagMedia, vars);

export const useTagMedia = () => useMediaMutation(tagMedia);
