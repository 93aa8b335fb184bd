import { themes, type InputOf } from '@seal/shared';
import { rpc } from '../../../api/rpc';

export type PreviewExpertInput = InputOf<typeof themes.previewExpert>;

/** The expert page as the public will get it: sanitised HTML and CSS, and what was removed. */
export const previewExpert = (input: PreviewExpertInput, signal?: AbortSignal) =>
  rpc(themes.previewExpert, input, { signal });
