import { help, type InputOf, type Language, type ListInput } from '@seal/shared';
import { rpc } from '../../../api/rpc';

/** One page of the news for ResourceTable, titles in `language`. */
export const findNewsPage = (language: Language) => (input: ListInput, signal: AbortSignal) =>
  rpc(help.findNews, { ...input, language } as InputOf<typeof help.findNews>, { signal });
