import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import {
  consultationReference,
  consultationSerial,
  DEMO_CONTROL_KEY,
  type ConsultationSeal,
} from '../../db/seed/consultation';
import { DEMO_SEAL_KEY } from '../seals/demo-seal-key';
import { ccpOf } from '../seals/seal-secrets';
import { CHALLENGE_TTL_SECONDS } from './challenge';
import { signToken } from './public-token';
import { asChallenge, asResult, consultAs, NO_THROTTLE, recordedFor, rightBubble } from './test-support';

let clock = new Date();
const t = await useTestApp(NO_THROTTLE, { now: () => clock });
const C = ERRORS.consultation;

const challengeOf = async (seal: ConsultationSeal) =>
  asChallenge((await consultAs(t, { ref: consultationReference(seal) })).answer);
const outcomes = async (seal: ConsultationSeal) =>
  (await recordedFor(t, consultationSerial(seal))).map((row) => row.outcome);
const ccp = (seal: ConsultationSeal, length: 3 | 6) => ccpOf(consultationSerial(seal), DEMO_SEAL_KEY, length);

describe('the challenge of a product with a captcha or a code', () => {
  it.each([
    ['captcha3', 3],
    ['captcha6', 6],
    ['captcha9Ccp6', 9],
  ] as const)('%s: shows %i bubble patterns, one of them the seal', async (seal, count) => {
    const challenge = await challengeOf(seal);
    expect(challenge).toMatchObject({ ref: consultationReference(seal), error: null });
    expect(challenge.bubbles).toHaveLength(count);
    expect(new Set(challenge.bubbles!.map((option) => option.id)).size).toBe(count);
    expect(rightBubble(challenge, seal)).toBeTruthy();
    // A challenge is no consultation yet: nothing is recorded until it is answered.
    expect(await outcomes(seal)).toEqual([]);
  });

  it('answers the seal once the bubble picked is its own; 108 and a new challenge otherwise', async () => {
    const first = await challengeOf('captcha3');
    const wrong = first.bubbles!.find((option) => option.id !== rightBubble(first, 'captcha3'))!;
    const retry = asChallenge((await consultAs(t, { token: first.token, bubble: wrong.id })).answer);
    expect(retry.error).toEqual({ code: C.invalidCaptcha.code, key: C.invalidCaptcha.key });
    expect(retry.token).not.toBe(first.token);
    const valid = asResult((await consultAs(t, { token: retry.token, bubble: rightBubble(retry, 'captcha3') })).answer);
    expect(valid).toMatchObject({
      code: 0,
      ref: consultationReference('captcha3'),
      // The phone asks in French (Accept-Language).
      product: { title: 'Thé noir 100 g' },
    });
    expect(await outcomes('captcha3')).toEqual([C.invalidCaptcha.code, 0]);
  });

  it('shows the same patterns at every challenge, under ids that change', async () => {
    const [a, b] = [await challengeOf('captcha6'), await challengeOf('captcha6')];
    const patterns = (challenge: typeof a) => challenge.bubbles!.map((option) => JSON.stringify(option.pattern)).sort();
    expect(patterns(a)).toEqual(patterns(b));
    expect(a.bubbles!.map((option) => option.id)).not.toEqual(b.bubbles!.map((option) => option.id));
    // An id of one challenge means nothing in another.
    const crossed = asChallenge((await consultAs(t, { token: b.token, bubble: rightBubble(a, 'captcha6') })).answer);
    expect(crossed.error?.code).toBe(C.invalidCaptcha.code);
  });

  it('9 bubbles and a 6-character CCP: 106 without the code, 107 with a wrong one, valid with both right', async () => {
    const seal = 'captcha9Ccp6';
    const challenge = await challengeOf(seal);
    expect(challenge.code).toEqual({ kind: 'ccp', length: 6 });
    const bubble = rightBubble(challenge, seal);
    const missing = asChallenge((await consultAs(t, { token: challenge.token, bubble })).answer);
    expect(missing.error?.code).toBe(C.controlKeyNeeded.code);
    const wrong = asChallenge(
      (await consultAs(t, { token: missing.token, bubble: rightBubble(missing, seal), code: 'AAAAAA' })).answer,
    );
    expect(wrong.error?.code).toBe(C.invalidCcp.code);
    // Typed in lower case, with a space: read as printed.
    const code = ccp(seal, 6)
      .toLowerCase()
      .replace(/^(...)/, '$1 ');
    const valid = asResult((await consultAs(t, { token: wrong.token, bubble: rightBubble(wrong, seal), code })).answer);
    expect(valid.code).toBe(0);
    expect(await outcomes(seal)).toEqual([C.controlKeyNeeded.code, C.invalidCcp.code, 0]);
  });

  it('a 3-character CCP without captcha: no bubbles, 107 when wrong', async () => {
    const challenge = await challengeOf('ccp3');
    expect(challenge).toMatchObject({ bubbles: null, code: { kind: 'ccp', length: 3 } });
    const wrong = asChallenge(
      (await consultAs(t, { token: challenge.token, code: ccp('ccp3', 3) === 'AAA' ? 'CCC' : 'AAA' })).answer,
    );
    expect(wrong.error?.code).toBe(C.invalidCcp.code);
    expect(asResult((await consultAs(t, { token: wrong.token, code: ccp('ccp3', 3) })).answer).code).toBe(0);
  });

  it("the product's control key (CCP manual): 109 when wrong, valid whatever its case", async () => {
    const challenge = await challengeOf('controlKey');
    expect(challenge).toMatchObject({ bubbles: null, code: { kind: 'controlKey', length: 5 } });
    const wrong = asChallenge((await consultAs(t, { token: challenge.token, code: 'A1B2C' })).answer);
    expect(wrong.error?.code).toBe(C.invalidControlKey.code);
    const valid = asResult((await consultAs(t, { token: wrong.token, code: DEMO_CONTROL_KEY.toLowerCase() })).answer);
    expect(valid.code).toBe(0);
    expect(await outcomes('controlKey')).toEqual([C.invalidControlKey.code, 0]);
  });
});

describe('challenge tokens', () => {
  it('111 for a token past its time, with a fresh challenge when the reference is known', async () => {
    const challenge = await challengeOf('captcha3');
    clock = new Date(clock.getTime() + (CHALLENGE_TTL_SECONDS + 1) * 1000);
    try {
      const expired = asChallenge(
        (await consultAs(t, { ref: challenge.ref, token: challenge.token, bubble: rightBubble(challenge, 'captcha3') }))
          .answer,
      );
      expect(expired.error?.code).toBe(C.invalidSession.code);
      expect(asResult((await consultAs(t, { token: challenge.token, bubble: 'x' })).answer).code).toBe(
        C.invalidSession.code,
      );
    } finally {
      clock = new Date();
    }
  });

  it('111 for a tampered token: another seal, another purpose, a changed body or signature', async () => {
    const challenge = await challengeOf('captcha3');
    const [body, mac] = challenge.token.split('.') as [string, string];
    const envelope = JSON.parse(Buffer.from(body, 'base64url').toString());
    envelope.d.s += 1;
    const forgedBody = `${Buffer.from(JSON.stringify(envelope)).toString('base64url')}.${mac}`;
    const asForm = signToken(t.config.serverSecret, 'form', envelope.d, 600, new Date());
    const flipped = `${body}.${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [forgedBody, asForm, flipped, 'garbage']) {
      const answer = asResult((await consultAs(t, { token, bubble: rightBubble(challenge, 'captcha3') })).answer);
      expect(answer.code).toBe(C.invalidSession.code);
    }
    // A token of one seal sent with the reference of another.
    const other = asChallenge(
      (await consultAs(t, { ref: consultationReference('captcha6'), token: challenge.token })).answer,
    );
    expect(other).toMatchObject({ ref: consultationReference('captcha6'), error: { code: C.invalidSession.code } });
  });
});
