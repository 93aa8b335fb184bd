import { queryOptions, useQuery } from '@tanstack/react-query';
import { reels } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { reelKeys } from './keys';

export const transferTargetsQuery = queryOptions({
  queryKey: reelKeys.targets,
  queryFn: ({ signal }) => rpc(reels.findTransferTargets, {}, { signal }).then((result) => result.rows),
});

/** The entities a reel may go to: the session's own and those below it. */
export const useTransferTargets = () => useQuery(transferTargetsQuery);
