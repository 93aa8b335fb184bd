import { useMutation, useQueryClient } from '@tanstack/react-query';
import { themes, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { themeKeys } from './keys';

export type CreateExpertThemeInput = InputOf<typeof themes.createExpert>;

export const createExpertTheme = (input: CreateExpertThemeInput) => rpc(themes.createExpert, input);

/** Saves from the expert mode: its errors show on the page's fields (the title) or as its toast. */
export function useCreateExpertTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createExpertTheme,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: themeKeys.all }),
  });
}
