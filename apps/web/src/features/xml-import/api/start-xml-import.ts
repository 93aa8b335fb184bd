import { useMutation, useQueryClient } from '@tanstack/react-query';
import { xmlImport, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';
import { xmlImportKeys } from './keys';

export type StartXmlImportInput = InputOf<typeof xmlImport.startXmlImport>;

/** Checks the typed code and queues the activation; its progress is then polled with getXmlImport. */
export const startXmlImport = (input: StartXmlImportInput) => rpc(xmlImport.startXmlImport, input);

/** A wrong code is shown under the code field (no toast); the import, once queued, is polled. */
export function useStartXmlImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startXmlImport,
    meta: { errorDisplay: 'inline' },
    onSuccess: (started) => client.setQueryData(xmlImportKeys.detail(started.importId), started),
  });
}
