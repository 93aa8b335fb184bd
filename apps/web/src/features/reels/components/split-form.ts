import { z } from 'zod';
import { ERRORS, activation, readReference, type reels } from '@seal/shared';
import { AppError } from '../../../api/app-error';

/** How the form names the end of the part: a count of seals from the first, or the last reference. */
export type SplitEnd = 'quantity' | 'last';

/**
 * Field messages beyond the method's own: a typo caught by the check character (a shell
 * validation key, as schema messages must be), and a quantity running past the reel.
 */
export const SPLIT_KEYS = {
  unreadable: 'validation.referenceTypo',
  quantityTooLarge: 'reels:split.quantityTooLarge',
} as const;

const unreadable = (value: string) => !readReference(value).ok;

/**
 * The split form of a reel of `size` seals: the first reference (prefilled with the reel's), then
 * a quantity from 1 to the reel's size or a last reference, checked for typos before any call.
 * Its output is the method's input, with only the end chosen.
 */
export function splitFormSchema(size: number) {
  return z
    .object({
      first: activation.zReferenceText,
      end: z.enum(['quantity', 'last']),
      quantity: z.number().int().min(1).max(size).optional(),
      last: z.string().trim().optional(),
    })
    .superRefine((value, context) => {
      const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (unreadable(value.first)) issue('first', SPLIT_KEYS.unreadable);
      if (value.end === 'quantity' && value.quantity === undefined) issue('quantity', 'validation.required');
      if (value.end === 'last' && !value.last) issue('last', 'validation.required');
      else if (value.end === 'last' && unreadable(value.last!)) issue('last', SPLIT_KEYS.unreadable);
    })
    .transform((value): reels.SplitReelInput =>
      value.end === 'quantity'
        ? { first: value.first, quantity: value.quantity }
        : { first: value.first, last: value.last },
    );
}

/** The field a refusal of the split is about, so the form shows it there. */
function fieldOf(
  error: AppError,
  end: SplitEnd,
): { path: string; key: string; params?: Record<string, unknown> } | undefined {
  if (error.is(ERRORS.reelSplit.invalidReel)) return { path: 'first', key: error.messageKey };
  if (error.is(ERRORS.reelSplit.invalidLast)) return { path: 'last', key: error.messageKey };
  if (error.is(ERRORS.reelSplit.lastNotOnReel))
    return end === 'quantity'
      ? { path: 'quantity', key: SPLIT_KEYS.quantityTooLarge, params: { max: error.params.maxQuantity } }
      : { path: 'last', key: error.messageKey };
  return undefined;
}

/** A refusal with its field named; the others (401 used, 402 not split) stay above the buttons. */
export function withSplitErrorField(error: unknown, input: reels.SplitReelInput): unknown {
  if (!(error instanceof AppError) || error.fields.length > 0) return error;
  const field = fieldOf(error, input.quantity === undefined ? 'last' : 'quantity');
  return field ? new AppError(error.error, error.params, [field]) : error;
}
