import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { consultationReference, consultationSerial } from '../../db/seed/consultation';
import { asChallenge, asResult, consultAs, countOf, recordedFor, rightBubble, NO_THROTTLE } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const C = ERRORS.consultation;

describe('an answer shown again (the language switch of the page)', () => {
  it('is the same answer in the other language, neither recorded nor counted towards the thresholds', async () => {
    const ref = consultationReference('thresholds');
    const serial = consultationSerial('thresholds');
    const first = asResult((await consultAs(t, { ref, lang: 'fr' })).answer);
    expect(first.code).toBe(C.valid.code);
    expect(first.again).toEqual(expect.any(String));
    // Switching language back and forth more often than the suspect threshold (3) turns nothing suspect.
    for (const lang of ['en', 'zh', 'en', 'fr', 'en'] as const) {
      const again = asResult((await consultAs(t, { ref, lang, again: first.again! })).answer);
      expect(again).toMatchObject({ code: C.valid.code, ref, product: { title: expect.any(String) } });
    }
    expect(await recordedFor(t, serial)).toHaveLength(1);
    expect(await countOf(t, serial)).toBe(1);
  });

  it('asks no new challenge of a seal whose challenge was passed', async () => {
    const ref = consultationReference('captcha3');
    const challenge = asChallenge((await consultAs(t, { ref })).answer);
    const passed = asResult(
      (await consultAs(t, { ref, token: challenge.token, bubble: rightBubble(challenge, 'captcha3') })).answer,
    );
    expect(passed.code).toBe(C.valid.code);
    const again = asResult((await consultAs(t, { ref, lang: 'zh', again: passed.again! })).answer);
    expect(again.code).toBe(C.valid.code);
    expect(await recordedFor(t, consultationSerial('captcha3'))).toHaveLength(1);
  });

  it('stands for its own seal only: another reference, a forged or a foreign token is checked and recorded', async () => {
    const own = asResult((await consultAs(t, { ref: consultationReference('valid') })).answer);
    const other = consultationReference('thresholds', 0, 1);
    expect(asResult((await consultAs(t, { ref: other, again: own.again! })).answer).code).toBe(C.valid.code);
    expect(asResult((await consultAs(t, { ref: other, again: `${own.again}x` })).answer).code).toBe(C.valid.code);
    const [form] = own.form ? [own.form.token] : [];
    expect(asResult((await consultAs(t, { ref: other, again: form! })).answer).code).toBe(C.valid.code);
    expect(await recordedFor(t, consultationSerial('thresholds', 0, 1))).toHaveLength(3);
    // A challenge cannot be skipped with the token of another seal's answer.
    const guarded = consultationReference('captcha3', 0, 1);
    expect((await consultAs(t, { ref: guarded, again: own.again! })).answer.kind).toBe('challenge');
  });

  it('is given for known seals only', async () => {
    expect(asResult((await consultAs(t, { ref: 'ZZZZ-ZZZZ-ZZZZ' })).answer).again).toBeNull();
    expect(asResult((await consultAs(t, {})).answer).again).toBeNull();
  });
});
