import { useMutation, useQueryClient } from '@tanstack/react-query';
import { themes, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { themeKeys } from './keys';

export type CreateThemeInput = InputOf<typeof themes.create>;

export const createTheme = (input: CreateThemeInput) => rpc(themes.create, input);

/** Saves from the editor: its errors show on the editor's fields (the title) or as its toast. */
export function useCreateTheme() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createTheme,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: themeKeys.all }),
  });
}
