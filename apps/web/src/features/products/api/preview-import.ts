import { useMutation } from '@tanstack/react-query';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Sends the CSV once: the server keeps it as a draft and answers what each row would do. */
export const previewImport = (input: { csv: string; fileName?: string }) => rpc(products.previewImport, input);

/** The page shows a refused file beside the drop zone (no toast). */
export const usePreviewImport = () => useMutation({ mutationFn: previewImport, meta: { errorDisplay: 'inline' } });
