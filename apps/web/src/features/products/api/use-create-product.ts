import { useMutation, useQueryClient } from '@tanstack/react-query';
import { products, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { productKeys } from './keys';

export type CreateProductInput = InputOf<typeof products.createProduct>;

export const createProduct = (input: CreateProductInput) => rpc(products.createProduct, input);

/** The wizard shows the errors beside the fields (no toast), and asks about a reused GTIN. */
export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
