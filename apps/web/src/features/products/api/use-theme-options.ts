import { useQuery } from '@tanstack/react-query';
import { themes } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { productKeys } from './keys';

export const findThemeOptions = (signal?: AbortSignal) => rpc(themes.options, {}, { signal });

/** The themes a product's display template may name (an account has a handful: all at once). */
export const useThemeOptions = () =>
  useQuery({
    queryKey: [...productKeys.options, 'themes'],
    queryFn: ({ signal }) => findThemeOptions(signal),
    meta: { silent: true },
  });
