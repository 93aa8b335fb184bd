import { useMutation, useQueryClient } from '@tanstack/react-query';
import { themes, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { themeKeys } from './keys';

export type UpdateThemeInput = InputOf<typeof themes.update>;

export const updateTheme = (input: UpdateThemeInput) => rpc(themes.update, input);

/** Saves from the editor: its errors show on the editor's fields (the title) or as its toast. */
export function useUpdateTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTheme,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: themeKeys.all }),
  });
}
