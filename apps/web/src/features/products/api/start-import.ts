import { useMutation } from '@tanstack/react-query';
import { products, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type StartImportInput = InputOf<typeof products.startImport>;

/** Queues a previewed draft; its progress is then polled with getImport. */
export const startImport = (input: StartImportInput) => rpc(products.startImport, input);

export const useStartImport = () => useMutation({ mutationFn: startImport });
