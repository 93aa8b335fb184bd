import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activation, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { activationKeys } from './keys';

export type ChangeActivationProductInput = InputOf<typeof activation.changeActivationProduct>;

export const changeActivationProduct = (input: ChangeActivationProductInput) =>
  rpc(activation.changeActivationProduct, input);

/** The dialog shows the refusal (206: the product has dynamic data) beside its field, no toast. */
export function useChangeActivationProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeActivationProduct,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: activationKeys.activations }),
  });
}
