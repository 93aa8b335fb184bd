import { z } from 'zod';
import { traceEvents } from '@seal/shared';
import { toDeclareInput, type EventFormValues } from './event-form-values';

/**
 * The declaration form's schema: its values turned into the contract's input, checked by the
 * contract's own schema; the lines too long to be references ride along to be reported as ignored.
 */
export const eventFormSchema = z.preprocess(
  (values) => {
    const { input, tooLong } = toDeclareInput((values ?? {}) as EventFormValues);
    return { ...input, tooLong };
  },
  traceEvents.zEventFields.extend({ tooLong: z.array(z.string()) }),
);
