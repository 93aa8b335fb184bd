import { activation, type RightsMap } from '@seal/shared';

export type SealMethod = activation.SealMethod;

/** The activation methods a user may choose: each needs its own right (spec 000 section 6). */
export function activationMethods(rights: RightsMap): SealMethod[] {
  return activation.SEAL_METHODS.filter((method) => rights[activation.ACTIVATION_METHOD_RIGHTS[method]] === true);
}

/** Cancelling needs secu.cancel alone; the seals are named by any of the methods. */
export function cancellationMethods(): SealMethod[] {
  return [...activation.SEAL_METHODS];
}

/** The references a method asks for: one, a first and a last, or a list (one per line). */
export type ReferenceShape = 'one' | 'range' | 'list';

export const REFERENCE_SHAPE: Record<SealMethod, ReferenceShape> = {
  reel: 'one',
  single: 'one',
  range: 'range',
  reels: 'list',
  multiple: 'list',
};
