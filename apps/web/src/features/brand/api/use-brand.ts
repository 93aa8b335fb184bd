import { queryOptions, useQuery } from '@tanstack/react-query';
import { brand } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export const brandKeys = { all: ['brand'] } as const;

/** The account's brand; null until it is first saved. */
export const getBrand = (signal?: AbortSignal) => rpc(brand.getBrand, {}, { signal });

export const brandQueryOptions = queryOptions({
  queryKey: brandKeys.all,
  queryFn: ({ signal }) => getBrand(signal),
  meta: { silent: true },
});

export const useBrand = () => useQuery(brandQueryOptions);
