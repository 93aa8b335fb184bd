import { useMutation } from '@tanstack/react-query';
import { products } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** Reads the product fields of a GS1 Web Vocabulary file (JSON-LD); product.gs1Invalid otherwise. */
export const parseGs1 = (json: string) => rpc(products.parseGs1, { json });

export const useParseGs1 = () => useMutation({ mutationFn: parseGs1 });
