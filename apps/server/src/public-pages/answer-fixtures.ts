import { ERRORS } from '@seal/shared';
import type { OwnerContact, PublicAnswer, PublicProduct } from '@seal/shared/contract/consultation';

/*
 * Answers of the check as the engine gives them (PublicAnswer), for the pages' rendering and
 * route tests: every outcome of the catalogue, a challenge of each kind, the largest answer.
 */

type Result = Extract<PublicAnswer, { kind: 'result' }>;
type Challenge = Extract<PublicAnswer, { kind: 'challenge' }>;

export const FIXTURE_REF = 'K7QX-M2PL-9RTW-B';

export const FIXTURE_PRODUCT: PublicProduct = {
  title: 'Dark chocolate 70%',
  description: 'Single-origin dark chocolate, 100 g bar in a sealed gold wrapper.',
  imageUrl: '/api/consultation/media/chocolate.png',
  brand: 'Maison Cacao',
  gtin: '03012345678901',
  activatedAt: '2026-03-14T09:30:00.000Z',
  validUntil: '2027-03-14T00:00:00.000Z',
  data: [
    { label: 'Batch', value: 'B-2026-031' },
    { label: 'Origin', value: 'Peru' },
  ],
  productPageUrl: 'https://maison-cacao.example/dark-70',
};

export const FIXTURE_CONTACT: OwnerContact = {
  company: 'Maison Cacao',
  email: 'support@maison-cacao.example',
  url: 'https://maison-cacao.example',
  serviceEmail: 'help@seal-console.example',
};

export function result(key: keyof typeof ERRORS.consultation, extra: Partial<Result> = {}): Result {
  const { code, key: catalogueKey } = ERRORS.consultation[key];
  return {
    kind: 'result',
    code,
    key: catalogueKey,
    ref: FIXTURE_REF,
    demo: false,
    product: null,
    contact: null,
    form: null,
    redirectUrl: null,
    retryAfterSeconds: null,
    again: null,
    theme: null,
    ...extra,
  };
}

/** A genuine seal: the product, the feedback form, the contacts. */
export const VALID = result('valid', {
  product: FIXTURE_PRODUCT,
  contact: FIXTURE_CONTACT,
  form: { token: 'form-token-valid', kind: 'feedback' },
});

export const DEMO = result('valid', { demo: true, product: FIXTURE_PRODUCT });

/** The outcomes a consumer may be shown, each with what the engine sends with it. */
export const ERROR_ANSWERS: Result[] = [
  result('blocked', { contact: FIXTURE_CONTACT }),
  result('invalidReference', { contact: { ...FIXTURE_CONTACT, company: null, email: null, url: null } }),
  result('missingReference', { ref: '' }),
  result('notActivated', { contact: FIXTURE_CONTACT, form: { token: 'form-token-contact', kind: 'contact' } }),
  result('invalidProduct', { contact: FIXTURE_CONTACT }),
  result('temporarilyBlocked', { retryAfterSeconds: 125 }),
  result('controlKeyNeeded'),
  result('invalidCcp'),
  result('invalidCaptcha'),
  result('invalidControlKey'),
  result('expired', { contact: FIXTURE_CONTACT }),
  result('invalidSession'),
  result('cancelled', { contact: FIXTURE_CONTACT }),
  result('suspect', { contact: FIXTURE_CONTACT }),
  result('fraudulent', { contact: FIXTURE_CONTACT, form: { token: 'form-token-contact', kind: 'contact' } }),
  result('stolen', { contact: FIXTURE_CONTACT }),
];

const square = (cx: number, cy: number) => [
  { x: cx - 15, y: cy - 15, r: 6 },
  { x: cx + 15, y: cy + 10, r: 9 },
  { x: cx, y: cy + 20, r: 4 },
];

export const CHALLENGE: Challenge = {
  kind: 'challenge',
  ref: FIXTURE_REF,
  token: 'challenge-token-1',
  error: null,
  bubbles: [
    { id: 'b1', pattern: square(50, 40) },
    { id: 'b2', pattern: square(40, 55) },
    { id: 'b3', pattern: square(60, 50) },
  ],
  code: { kind: 'ccp', length: 3 },
};

export const CHALLENGE_CONTROL_KEY: Challenge = {
  ...CHALLENGE,
  bubbles: null,
  code: { kind: 'controlKey', length: 5 },
  error: { code: ERRORS.consultation.invalidControlKey.code, key: ERRORS.consultation.invalidControlKey.key },
};

export const CHALLENGE_AFTER_WRONG_BUBBLE: Challenge = {
  ...CHALLENGE,
  token: 'challenge-token-2',
  error: { code: ERRORS.consultation.invalidCaptcha.code, key: ERRORS.consultation.invalidCaptcha.key },
};

/** A large answer: a long title and description, a dozen dynamic data, the contacts and the form. */
export const LARGE_VALID = result('valid', {
  product: {
    ...FIXTURE_PRODUCT,
    title: 'T'.repeat(120),
    description: 'D'.repeat(1500),
    data: Array.from({ length: 12 }, (_, index) => ({
      label: `Label ${index}`.padEnd(45, 'l'),
      value: 'v'.repeat(120),
    })),
  },
  contact: FIXTURE_CONTACT,
  form: { token: 'f'.repeat(400), kind: 'contact' },
});
