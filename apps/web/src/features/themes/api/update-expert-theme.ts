import { useMutation, useQueryClient } from '@tanstack/react-query';
import { themes, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { themeKeys } from './keys';

export type UpdateExpertThemeInput = InputOf<typeof themes.updateExpert>;

export const updateExpertTheme = (input: UpdateExpertThemeInput) => rpc(themes.updateExpert, input);

/** Saves from the expert mode: its errors show on the page's fields (the title) or as its toast. */
export function useUpdateExpertTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateExpertTheme,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: themeKeys.all }),
  });
}
