import { xmlImport, type InputOf, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type XmlImportsInput = InputOf<typeof xmlImport.findXmlImports>;

/** The page a ResourceTable asks for (its URL state is checked by the server's schema). */
export const findXmlImportsPage = (input: ListInput, signal: AbortSignal) =>
  rpc(xmlImport.findXmlImports, input as XmlImportsInput, { signal });
