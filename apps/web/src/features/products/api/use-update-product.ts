import { useMutation, useQueryClient } from '@tanstack/react-query';
import { products, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { productKeys } from './keys';

export type UpdateProductInput = InputOf<typeof products.updateProduct>;

export const updateProduct = (input: UpdateProductInput) => rpc(products.updateProduct, input);

/** The whole form: restricted fields left out keep their stored value. Errors show in the wizard. */
export function useUpdateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.lists }),
  });
}
