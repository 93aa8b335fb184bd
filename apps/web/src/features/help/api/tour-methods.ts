import type { help } from '@seal/shared';
import { methodRef } from '../../../api/method-ref';

/** Light refs: the first-login offer loads beside every console screen, without the contract's schemas. */
export const getTourState = methodRef<typeof help.getTourState>('helpModel', 'getTourState');
export const endTour = methodRef<typeof help.endTour>('helpModel', 'endTour');
