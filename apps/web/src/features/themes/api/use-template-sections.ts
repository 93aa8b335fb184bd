import { useQuery } from '@tanstack/react-query';
import { themes } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { themeKeys } from './keys';

export const getTemplateSections = (themeId: string, signal?: AbortSignal) =>
  rpc(themes.getTemplateSections, { tmpid: themeId }, { signal });

/** The sections of a theme as stored (spec 001 section 7): what an old-version theme shows. */
export const useTemplateSections = (themeId: string | undefined) =>
  useQuery({
    queryKey: themeKeys.sections(themeId ?? ''),
    queryFn: ({ signal }) => getTemplateSections(themeId ?? '', signal),
    enabled: Boolean(themeId),
    meta: { silent: true },
  });
