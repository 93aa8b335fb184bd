import { useMutation, useQueryClient } from '@tanstack/react-query';
import { brand, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { brandKeys } from './use-brand';

/** Creates or replaces the brand (cerv.cerv_admin or prod.edit); the form shows the errors. */
export const saveBrand = (input: InputOf<typeof brand.saveBrand>) => rpc(brand.saveBrand, input);

export function useSaveBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBrand,
    meta: { errorDisplay: 'inline' },
    onSuccess: (saved) => client.setQueryData(brandKeys.all, saved),
  });
}
