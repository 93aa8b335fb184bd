import { queryOptions, useQuery } from '@tanstack/react-query';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { productKeys } from './keys';

export const getProduct = (productId: string, signal?: AbortSignal) =>
  rpc(products.getProduct, { productId }, { signal });

export const productQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: productKeys.detail(productId),
    queryFn: ({ signal }) => getProduct(productId, signal),
    // The wizard starts from the stored product, never from a stale copy.
    staleTime: 0,
    meta: { silent: true },
  });

export const useProduct = (productId: string | undefined) =>
  useQuery({ ...productQueryOptions(productId ?? ''), enabled: Boolean(productId) });
