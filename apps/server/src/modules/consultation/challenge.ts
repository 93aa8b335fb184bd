import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ERRORS, type CatalogueError } from '@seal/shared';
import type { ConsultCodeKind, ConsultInput, PublicAnswer } from '@seal/shared/contract/consultation';
import type { PublicProductRecord } from '../seals/public-seal.repository';
import type { SealKey } from '../seals/reference-codec';
import { bubbleOptionsOf, ccpOf } from '../seals/seal-secrets';
import { signToken } from './public-token';

/*
 * The challenge of a product with a captcha (3, 6 or 9 bubbles) and/or a code (a per-seal CCP of
 * 3 or 6 characters, or the product's 5-character control key): what the consumer must answer,
 * holding the seal, before being told anything about it (docs/consultation.md).
 */

/** What a challenge token carries (readable by the consumer: never the right answer). */
export interface ChallengeTokenData {
  /** The serial, the key version and the printed reference of the seal. */
  s: number;
  v: number;
  r: string;
  /** The ids of the bubble options shown, in their order (empty without a captcha). */
  o: string[];
  /** The nonce the option ids are derived from: one challenge's ids say nothing of another's. */
  n: string;
}

/** A challenge is answered within this time. */
export const CHALLENGE_TTL_SECONDS = 10 * 60;

export interface ChallengeSpec {
  /** Bubble options shown: 3, 6 or 9; 0 without a captcha. */
  bubbles: number;
  code: { kind: ConsultCodeKind; expected: string } | null;
}

/** What the product asks of a consumer holding seal `serial`, or null when it asks nothing. */
export function challengeSpecOf(product: PublicProductRecord, serial: number, key: SealKey): ChallengeSpec | null {
  const bubbles = [3, 6, 9].includes(product.captcha) ? product.captcha : 0;
  let code: ChallengeSpec['code'] = null;
  if (product.ccpType === '3' || product.ccpType === '6')
    code = { kind: 'ccp', expected: ccpOf(serial, key, product.ccpType === '3' ? 3 : 6) };
  else if (product.ccpType === 'manual' && product.controlKey)
    code = { kind: 'controlKey', expected: product.controlKey.toUpperCase() };
  return bubbles > 0 || code ? { bubbles, code } : null;
}

/** The id of option `index` of a challenge (0 is the seal's own pattern): an HMAC the consumer cannot forge. */
const optionId = (secret: string, nonce: string, index: number) =>
  createHmac('sha256', secret).update(`bubble-option:${nonce}:${index}`).digest('base64url').slice(0, 16);

const sameText = (a: string, b: string) => {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
};

export interface ChallengedSeal {
  serial: number;
  keyVersion: number;
  reference: string;
}

/** A new challenge: the options in a random order, a fresh nonce, a short-lived signed token. */
export function issueChallenge(
  secret: string,
  seal: ChallengedSeal,
  key: SealKey,
  spec: ChallengeSpec,
  now: Date,
  error: CatalogueError | null,
): Extract<PublicAnswer, { kind: 'challenge' }> {
  const nonce = randomBytes(12).toString('base64url');
  const patterns = spec.bubbles > 0 ? bubbleOptionsOf(seal.serial, key, spec.bubbles) : [];
  const order = patterns.map((_, index) => index);
  for (let index = order.length - 1; index > 0; index--) {
    const pick = randomInt(index + 1);
    [order[index], order[pick]] = [order[pick]!, order[index]!];
  }
  const options = order.map((index) => ({ id: optionId(secret, nonce, index), pattern: patterns[index]! }));
  const data: ChallengeTokenData = {
    s: seal.serial,
    v: seal.keyVersion,
    r: seal.reference,
    o: options.map((option) => option.id),
    n: nonce,
  };
  return {
    kind: 'challenge',
    ref: seal.reference,
    token: signToken(secret, 'challenge', data, CHALLENGE_TTL_SECONDS, now),
    error: error ? { code: error.code, key: error.key } : null,
    bubbles: options.length > 0 ? options : null,
    code: spec.code ? { kind: spec.code.kind, length: spec.code.expected.length } : null,
  };
}

/** Typed codes are read without case, spaces or dashes: "ab3 7k" is AB37K. */
const normaliseCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

/**
 * The failure of an answer, or null when it is right: 106 a code is needed and none was typed,
 * 108 the bubble picked is not the seal's, 107 the CCP or 109 the control key is wrong. Compared
 * in constant time.
 */
export function checkAnswer(
  secret: string,
  token: ChallengeTokenData,
  input: Pick<ConsultInput, 'bubble' | 'code'>,
  spec: ChallengeSpec,
): CatalogueError | null {
  const code = normaliseCode(input.code ?? '');
  if (spec.code && !code) return ERRORS.consultation.controlKeyNeeded;
  if (spec.bubbles > 0) {
    const picked = input.bubble ?? '';
    if (!token.o.includes(picked) || !sameText(picked, optionId(secret, token.n, 0)))
      return ERRORS.consultation.invalidCaptcha;
  }
  if (spec.code && !sameText(code, spec.code.expected))
    return spec.code.kind === 'ccp' ? ERRORS.consultation.invalidCcp : ERRORS.consultation.invalidControlKey;
  return null;
}
