import { describe, expect, it } from 'vitest';
import { ERRORS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { consultationReference, consultationSerial } from '../../db/seed/consultation';
import { asChallenge, asResult, consultAs, recordedFor, rightBubble } from './test-support';

const t = await useTestApp({
  CONSULTATION_THROTTLE: 'perIp=4,perReference=8,failuresPerIpReference=2,failuresPerReference=3',
});
const C = ERRORS.consultation;

describe('POST /api/consultation throttling (105)', () => {
  it('per IP address: past the limit, 105 with the time to wait, recorded; other addresses go on', async () => {
    const ip = '203.0.113.10';
    for (let plus = 0; plus < 4; plus++)
      expect(asResult((await consultAs(t, { ref: consultationReference('load', 0, plus) }, ip)).answer).code).toBe(0);
    const { response, answer } = await consultAs(t, { ref: consultationReference('load', 0, 4) }, ip);
    expect(asResult(answer)).toMatchObject({ code: C.temporarilyBlocked.code, key: C.temporarilyBlocked.key });
    const wait = asResult(answer).retryAfterSeconds!;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(response.headers['retry-after']).toBe(String(wait));
    // A missing reference counts against the address too.
    expect(asResult((await consultAs(t, {}, ip)).answer).code).toBe(C.temporarilyBlocked.code);
    // Recorded in the seal's history, as an error (it does not count towards the thresholds).
    const rows105 = await recordedFor(t, consultationSerial('load', 0, 4));
    expect(rows105).toMatchObject([{ outcome: 105, account_id: t.demo.accountId }]);
    const { rows } = await t.database.executeSql(
      // The seal's in seal_consultations, the missing reference's (no owner) in unmatched_consultations.
      `select reference from (
         select reference, created_at from seal_consultations where outcome = 105 and host(ip) = $1
         union all select reference, created_at from unmatched_consultations where outcome = 105 and host(ip) = $1
       ) x order by created_at`,
      [ip],
    );
    expect(rows.map((one) => one.reference)).toEqual([consultationReference('load', 0, 4), '']);
    expect(
      asResult((await consultAs(t, { ref: consultationReference('load', 0, 4) }, '203.0.113.11')).answer).code,
    ).toBe(0);
  });

  it('per reference, from any address: past the limit the reference answers 105', async () => {
    const ref = consultationReference('load', 0, 20);
    for (let index = 0; index < 8; index++)
      expect(asResult((await consultAs(t, { ref }, `198.51.100.${index}`)).answer).code).toBe(0);
    expect(asResult((await consultAs(t, { ref }, '198.51.100.9')).answer).code).toBe(C.temporarilyBlocked.code);
    // Spelled another way, it is the same seal.
    const spelled = ref.toLowerCase().replaceAll('-', ' ');
    expect(asResult((await consultAs(t, { ref: spelled }, '198.51.100.10')).answer).code).toBe(
      C.temporarilyBlocked.code,
    );
    expect(
      asResult((await consultAs(t, { ref: consultationReference('load', 0, 21) }, '198.51.100.9')).answer).code,
    ).toBe(0);
  });

  it('failed answers per address and reference: guessing bubbles ends in 105, even for the right one', async () => {
    // A challenge and each answer to it are requests about the reference: 7 here, under its limit of 8.
    const ip = '192.0.2.50';
    const guess = async (token: string, bubble: string) => (await consultAs(t, { token, bubble }, ip)).answer;
    const first = asChallenge((await consultAs(t, { ref: consultationReference('captcha3') }, ip)).answer);
    const wrong = first.bubbles!.find((option) => option.id !== rightBubble(first, 'captcha3'))!.id;
    const second = asChallenge(await guess(first.token, wrong));
    expect(second.error?.code).toBe(C.invalidCaptcha.code);
    const third = asChallenge(
      await guess(second.token, second.bubbles!.find((o) => o.id !== rightBubble(second, 'captcha3'))!.id),
    );
    expect(third.error?.code).toBe(C.invalidCaptcha.code);
    expect(asResult(await guess(third.token, rightBubble(third, 'captcha3'))).code).toBe(C.temporarilyBlocked.code);
    // Another address may still try, until the reference's own failure limit.
    const elsewhere = asChallenge(
      (await consultAs(t, { ref: consultationReference('captcha3') }, '192.0.2.51')).answer,
    );
    const fail = asChallenge((await consultAs(t, { token: elsewhere.token, bubble: 'nope' }, '192.0.2.51')).answer);
    expect(fail.error?.code).toBe(C.invalidCaptcha.code);
    expect(asResult((await consultAs(t, { ref: consultationReference('captcha3') }, '192.0.2.52')).answer).code).toBe(
      C.temporarilyBlocked.code,
    );
    const outcomes = (await recordedFor(t, consultationSerial('captcha3'))).map((row) => row.outcome);
    expect(outcomes).toEqual([C.invalidCaptcha.code, C.invalidCaptcha.code, 105, C.invalidCaptcha.code, 105]);
  });
});
