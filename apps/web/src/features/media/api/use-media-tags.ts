import { queryOptions, useQuery } from '@tanstack/react-query';
import { media } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { mediaQueryKey } from '../../../components/media-picker/find-media';

/** The tags in use, for the tag filter and the tag suggestions. */
export const findMediaTags = (signal?: AbortSignal) => rpc(media.findMediaTags, {}, { signal });

export const mediaTagsQueryOptions = queryOptions({
  queryKey: [...mediaQueryKey, 'tags'],
  queryFn: ({ signal }) => findMediaTags(signal),
});

export const useMediaTags = () => useQuery(mediaTagsQueryOptions);
