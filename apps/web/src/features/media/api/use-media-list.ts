import { media, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { mediaQueryKey } from '../../../components/media-picker/find-media';

export type FindMediaInput = InputOf<typeof media.findMedia>;

export const findMedia = (input: FindMediaInput, signal?: AbortSignal) => rpc(media.findMedia, input, { signal });

/** The page a ResourceTable asks for (its URL filters are checked by the server's schema). */
export const findMediaPage = (input: ListInput, signal: AbortSignal) => findMedia(input as FindMediaInput, signal);

export const mediaListKey = [...mediaQueryKey, 'list'] as const;
