import { useMutation } from '@tanstack/react-query';
import { xmlImport } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** E-mails the user a security code bound to this import. */
export const requestXmlImportCode = (importId: string) => rpc(xmlImport.requestXmlImportCode, { importId });

export const useRequestXmlImportCode = () => useMutation({ mutationFn: requestXmlImportCode });
