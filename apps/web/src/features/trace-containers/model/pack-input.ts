import { z } from 'zod';
import { traceContainers, traceEvents } from '@seal/shared';
import type { PackInput } from '../api/pack';

/** Words of a pasted or scanned text: one per line (commas, semicolons and blanks also separate). */
export const wordsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((word) => word.trim())
    .filter(Boolean);

const zRange = z.object({ first: z.string().trim().min(1).max(40), last: z.string().trim().min(1).max(40) });

/** The pack form: where to pack (a new container of a product container, or an existing code) and what. */
export const zPackForm = z
  .object({
    target: z.enum(['new', 'existing']),
    productContainerId: z.string().nullish(),
    code: z.string().trim().max(40).nullish(),
    references: z.string().max(600_000).optional(),
    ranges: z.array(zRange).max(traceEvents.EVENT_RANGES_MAX).default([]),
    containerCodes: z.string().max(10_000).optional(),
  })
  .superRefine((form, context) => {
    if (form.target === 'new' && !form.productContainerId) {
      context.addIssue({ code: 'custom', path: ['productContainerId'], message: 'validation.required' });
    }
    if (form.target === 'existing' && !form.code) {
      context.addIssue({ code: 'custom', path: ['code'], message: 'validation.required' });
    }
    const references = wordsOf(form.references);
    if (references.length > traceEvents.EVENT_TYPED_REFERENCES_MAX) {
      const max = traceEvents.EVENT_TYPED_REFERENCES_MAX;
      context.addIssue({ code: 'too_big', origin: 'array', maximum: max, path: ['references'], message: '' });
    }
    if (wordsOf(form.containerCodes).length > traceContainers.PACK_CHILDREN_MAX) {
      const max = traceContainers.PACK_CHILDREN_MAX;
      context.addIssue({ code: 'too_big', origin: 'array', maximum: max, path: ['containerCodes'], message: '' });
    }
  });
export type PackForm = z.output<typeof zPackForm>;

/** The pack call of the form's values. */
export function toPackInput(form: PackForm): PackInput {
  return {
    ...(form.target === 'new' ? { productContainerId: form.productContainerId! } : { code: form.code! }),
    references: wordsOf(form.references),
    ranges: form.ranges,
    containerCodes: wordsOf(form.containerCodes).map((code) => code.toUpperCase()),
  };
}
