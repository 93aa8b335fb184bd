import type { activation } from '@seal/shared';

type Confirmation = { challengeId: string; code: string };

/**
 * The three calls of a flow that writes seals (activation or cancellation), all taking the same
 * target: check it, e-mail a code bound to it, write it with that code.
 */
export interface SealFlow<I> {
  kind: 'activation' | 'cancellation';
  check: (input: I, signal?: AbortSignal) => Promise<activation.CheckResult>;
  requestCode: (input: I) => Promise<activation.CodeRequest>;
  write: (input: I & Confirmation) => Promise<activation.WriteResult>;
}
