import { UI } from '../constants';
import { isSscc } from '../traceability/container-codes';

/*
 * Shapes used by the global search to recognise a typed code. Spec 5 only sketches them
 * ("exact patterns beyond this: not shown"); what is guessed is marked so. Matching ignores
 * case and surrounding blanks. Shapes that could be plain words require a digit, so long
 * words such as "authentication" (14 letters) stay a text search.
 */
const PRODUCT_SHAPES: readonly RegExp[] = [
  // 13: 7 alphanumerics then 6 digits (spec).
  /^[A-Z0-9]{7}\d{6}$/,
  // 14: the spec has two unseen patterns; the seal reference shape (letters, digits, dashes)
  // covers any 14-char alphanumeric code too, so one pattern holds both (a digit is required).
  /^(?=.*\d)[A-Z0-9-]{14}$/,
  // 15: guessed to follow the 13 shape, 9 alphanumerics then 6 digits. No dash, so it never
  // collides with the dashed 15-char container code.
  /^[A-Z0-9]{9}\d{6}$/,
];

const CONTAINER_SHAPES: readonly RegExp[] = [
  // 17: two letters, two digits, dash, seven letters, four digits, a letter (spec).
  /^[A-Z]{2}\d{2}-[A-Z]{7}\d{4}[A-Z]$/,
  // 16: two letters then 14 alphanumerics (spec), with a digit.
  /^[A-Z]{2}(?=.*\d)[A-Z0-9]{14}$/,
  // 14 or 15 with a dash: guessed as the 17-char prefix (two letters, two digits, dash) then
  // 9 or 10 alphanumerics. A 14-char one also looks like a seal reference; see detectCode.
  /^[A-Z]{2}\d{2}-[A-Z0-9]{9,10}$/,
];

const matches = (shapes: readonly RegExp[], word: string) => {
  const value = word.trim().toUpperCase();
  return shapes.some((shape) => shape.test(value));
};

export const isProductCode = (word: string) => matches(PRODUCT_SHAPES, word);

/**
 * A container code: one of the spec's shapes, or a GS1 SSCC (18 digits, bare or after its "(00)" or
 * "00" Application Identifier). An SSCC is only digits, like many numbers that are no code, so it
 * counts only with its right check digit.
 */
export const isContainerCode = (word: string) => matches(CONTAINER_SHAPES, word) || isSscc(word);

export type DetectedCode = 'product' | 'container';

/**
 * What a search word looks like. Words under UI.codeDetectionMinLength are never codes.
 * Product wins a tie (a 14-char dashed word can be both): seals are what is searched most.
 */
export function detectCode(word: string): DetectedCode | null {
  if (word.trim().length < UI.codeDetectionMinLength) return null;
  if (isProductCode(word)) return 'product';
  if (isContainerCode(word)) return 'container';
  return null;
}
