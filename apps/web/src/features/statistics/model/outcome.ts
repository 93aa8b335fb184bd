import { ERRORS } from '@seal/shared';

const KEY_OF_CODE = new Map<number, string>(Object.values(ERRORS.consultation).map((error) => [error.code, error.key]));

/**
 * The i18n key of a consultation outcome's catalogue message (spec 001 section 8): 100 ->
 * `errors.consultation.invalidReference`. Consultation codes are looked up among the consultation
 * errors only (114 is another message elsewhere); an unknown code has the unknown one.
 */
export const outcomeMessageKey = (outcome: number) =>
  `errors.${KEY_OF_CODE.get(outcome) ?? ERRORS.consultation.unknown.key}`;
