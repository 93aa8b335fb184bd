import { z } from 'zod';
import { zAddress, zText } from '../validation';
import { zId } from '../contract/id';

/**
 * An estate (spec 000 "Estate"): who makes the wines, where, and what the vineyard is. The name
 * and the producer's name are free text (spec 001 section 5: 2 to 45 characters, without
 * `< > ( ) ' " / [ ] =`; the typographic apostrophe ’ of "Château d’Yquem" is allowed).
 */
export const PRODUCER_TYPES = ['winegrower', 'cooperative', 'merchant', 'estate'] as const;
export type ProducerType = (typeof PRODUCER_TYPES)[number];

/** History, vineyard and terroir are prose: a few paragraphs each. */
export const ESTATE_PROSE_MAX = 4000;

const zProse = z
  .string()
  .trim()
  .max(ESTATE_PROSE_MAX, { message: 'validation.tooLong' })
  .nullish()
  .transform((value) => value || null);

const zMediaId = zId.nullish().transform((value) => value ?? null);

export const zEstateFields = z.object({
  name: zText,
  producerName: zText,
  producerType: z.enum(PRODUCER_TYPES),
  address: zAddress,
  history: zProse,
  /** Vineyard characteristics: surface, age of the vines, how it is worked. */
  vineyard: zProse,
  /** Terroir characteristics: soils, exposure, climate. */
  terroir: zProse,
  /** Pictures of the account's media library. */
  emblemMediaId: zMediaId,
  pictureMediaId: zMediaId,
});
export type EstateFields = z.output<typeof zEstateFields>;
export type EstateFieldsInput = z.input<typeof zEstateFields>;
