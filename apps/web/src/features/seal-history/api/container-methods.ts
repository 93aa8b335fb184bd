import type { traceContainers } from '@seal/shared';
import { methodRef } from '../../../api/method-ref';

/**
 * The container methods of the private consultation as light refs: a seal's page asks where it is
 * packed without loading the traceability contracts (see method-ref.ts).
 */
export const containerMethods = {
  lookup: methodRef<typeof traceContainers.lookup>('container', 'lookup'),
  ofReference: methodRef<typeof traceContainers.ofReference>('container', 'ofReference'),
};
