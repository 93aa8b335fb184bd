import { useMutation, useQueryClient } from '@tanstack/react-query';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { mediaQueryKey } from '../../../components/media-picker/find-media';

/** The server downloads the image a GS1 file names into the media library and answers the media. */
export const importGs1Image = (url: string) => rpc(products.importGs1Image, { url });

/** A refusal shows beside the GS1 outcome (no toast): the rest of the file was still read. */
export const useImportGs1Image = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importGs1Image,
    meta: { errorDisplay: 'inline' },
    onSuccess: () => client.invalidateQueries({ queryKey: mediaQueryKey }),
  });
};
