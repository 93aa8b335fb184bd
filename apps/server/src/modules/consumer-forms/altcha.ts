import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { AppError, ERRORS } from '@seal/shared';

/*
 * The consumer form's captcha: an altcha proof of work, made and checked here, with no third-party
 * service (docs/consumer-forms.md, docs/decisions/0017-consumer-form-captcha.md). The challenge is
 * altcha's deterministic one: the server derives the key of a random counter and signs it; the
 * browser counts up from 0 until its derived key matches, so the work is that counter's worth of
 * PBKDF2 runs, and checking a solution is one HMAC.
 */

export const ALTCHA = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 iterations per try. */
  cost: 1000,
  /**
   * The counter to find, drawn in this range: some 1,200 tries, about 0.5 s on one server core with
   * WebCrypto (bench/altcha-solve.mjs). A phone's core is a few times slower and the widget counts
   * on as many workers as it has cores: about a second. Checking a solution is one HMAC.
   */
  counter: { min: 800, max: 1600 },
  /** A challenge must be solved and the form sent within this time. */
  validityMinutes: 10,
} as const;

/** The altcha keys, each derived from SERVER_SECRET under its own label: nothing else signs with them. */
const keyOf = (secret: string, purpose: 'signature' | 'key-signature') =>
  createHmac('sha256', secret).update(`altcha:consumer-form:${purpose}`).digest('hex');

/** A new challenge, valid ALTCHA.validityMinutes from `now`: the JSON the altcha widget fetches. */
export function createFormChallenge(secret: string, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA.algorithm,
    cost: ALTCHA.cost,
    counter: randomInt(ALTCHA.counter.min, ALTCHA.counter.max + 1),
    deriveKey,
    hmacSignatureSecret: keyOf(secret, 'signature'),
    hmacKeySignatureSecret: keyOf(secret, 'key-signature'),
    expiresAt: new Date(now.getTime() + ALTCHA.validityMinutes * 60_000),
  });
}

/** What a checked payload is spent as: one form per challenge, remembered until the challenge expires. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The widget's field: base64 of the JSON {challenge, solution}; null for anything else. */
function parsePayload(text: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64').toString('utf8'));
    if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return null;
    const { challenge } = value;
    if (!isObject(challenge.parameters) || typeof challenge.signature !== 'string') return null;
    return value as unknown as Payload;
  } catch {
    return null;
  }
}

/**
 * The challenge a payload solves, when it is one of ours (signed with SERVER_SECRET's key), solved,
 * and not expired at `now` nor by the wall clock (verifySolution's own check). Anything else is
 * consumerForm.invalidCaptcha. Whether it was already used is the caller's check (spendCaptcha).
 */
export async function checkFormCaptcha(secret: string, text: string | undefined, now: Date): Promise<SolvedChallenge> {
  const refused = new AppError(ERRORS.consumerForm.invalidCaptcha);
  const payload = text ? parsePayload(text) : null;
  if (!payload) throw refused;
  const { parameters, signature } = payload.challenge;
  // Every challenge made here expires and uses one algorithm; one that does not was made elsewhere.
  if (parameters.algorithm !== ALTCHA.algorithm || typeof parameters.expiresAt !== 'number') throw refused;
  if (parameters.expiresAt * 1000 <= now.getTime()) throw refused;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: keyOf(secret, 'signature'),
      hmacKeySignatureSecret: keyOf(secret, 'key-signature'),
    });
    if (!result.verified) throw refused;
  } catch {
    // A malformed challenge (a cost that is not a number, say) throws inside altcha-lib.
    throw refused;
  }
  return { signature: signature!, expiresAt: new Date(parameters.expiresAt * 1000) };
}
