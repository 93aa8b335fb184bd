import { z } from 'zod';
import { readEventData, traceEvents } from '@seal/shared';
import { toDeclareInput, type EventFormValues } from './event-form-values';

/**
 * The declaration form's schema for a model: its values turned into the contract's input, checked
 * by the contract's own schema, then its data values by the model's items (`readEventData`, the
 * server's own check, issues on `data.<aiTag>`). The lines too long to be references ride along
 * to be reported as ignored.
 */
export const eventFormSchema = (items: readonly traceEvents.EventModelItem[]) =>
  z.preprocess(
    (values) => {
      const { input, tooLong } = toDeclareInput((values ?? {}) as EventFormValues);
      return { ...input, tooLong };
    },
    traceEvents.zEventFields.extend({ tooLong: z.array(z.string()) }).superRefine((fields, ctx) => {
      for (const issue of readEventData(items, fields.data).issues) {
        const path = issue.path.startsWith('data.') ? ['data', issue.path.slice('data.'.length)] : [issue.path];
        ctx.addIssue({ code: 'custom', path, message: issue.key });
      }
    }),
  );
