import { describe, expect, it } from 'vitest';
import { ERRORS, SEAL_STATUS } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { consultationReference, consultationSerial } from '../../db/seed/consultation';
import { CONSULTATION_JOBS } from './consultation-jobs';
import { asResult, consultAs, countOf, jobsFor, NO_THROTTLE } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const C = ERRORS.consultation;

const stateChanges = async (serial: number) =>
  (
    await t.database.executeSql(
      'select state, reason, changed_by from seal_state_changes where serial = $1 order by id',
      [serial],
    )
  ).rows;

describe('consultation thresholds (suspect 3, fraudulent 5)', () => {
  it('turn a seal suspect at its 3rd consultation, fraudulent at its 5th, and queue the owner notifications', async () => {
    const ref = consultationReference('thresholds');
    const serial = consultationSerial('thresholds');
    const codes: number[] = [];
    for (let index = 0; index < 6; index++) codes.push(asResult((await consultAs(t, { ref })).answer).code);
    // The consultation that reaches a threshold is answered with the state it found; the next see the new one.
    expect(codes).toEqual([0, 0, 0, C.suspect.code, C.suspect.code, C.fraudulent.code]);
    expect(await countOf(t, serial)).toBe(6);
    expect(await stateChanges(serial)).toEqual([
      { state: SEAL_STATUS.suspect, reason: 'Suspect threshold reached (3 consultations)', changed_by: null },
      { state: SEAL_STATUS.fraudulent, reason: 'Fraudulent threshold reached (5 consultations)', changed_by: null },
    ]);
    const jobs = await jobsFor(t, CONSULTATION_JOBS.stateChanged, serial);
    expect(jobs).toEqual(
      [SEAL_STATUS.suspect, SEAL_STATUS.fraudulent].map((state) => ({
        accountId: t.demo.accountId,
        entityId: t.demo.entityId,
        serial,
        reference: ref,
        state,
        productId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      })),
    );
  });

  it('count errors for nothing: a wrong reference or a refused frame leaves the counter alone', async () => {
    const serial = consultationSerial('thresholds', 0, 1);
    await consultAs(t, { ref: consultationReference('thresholds', 0, 1), embed: 'not a token' });
    expect(await countOf(t, serial)).toBe(0);
    expect(await stateChanges(serial)).toEqual([]);
  });

  it('move a seal once however many consultations reach the threshold at the same moment', async () => {
    const ref = consultationReference('thresholds', 0, 2);
    const serial = consultationSerial('thresholds', 0, 2);
    await Promise.all(Array.from({ length: 12 }, () => consultAs(t, { ref })));
    expect(await countOf(t, serial)).toBe(12);
    expect((await stateChanges(serial)).map((row) => row.state)).toEqual([SEAL_STATUS.suspect, SEAL_STATUS.fraudulent]);
    expect(await jobsFor(t, CONSULTATION_JOBS.stateChanged, serial)).toHaveLength(2);
  });

  it('leave a seal stolen or blocked as it is, while counting its consultations', async () => {
    const serial = consultationSerial('thresholds', 0, 3);
    await t.database.executeSql(
      `insert into seal_state_changes (account_id, serial, state, reason) values ($1, $2, $3, 'Stolen')`,
      [t.demo.accountId, serial, SEAL_STATUS.stolen],
    );
    for (let index = 0; index < 5; index++)
      expect(asResult((await consultAs(t, { ref: consultationReference('thresholds', 0, 3) })).answer).code).toBe(
        C.stolen.code,
      );
    expect(await countOf(t, serial)).toBe(5);
    expect((await stateChanges(serial)).map((row) => row.state)).toEqual([SEAL_STATUS.stolen]);
  });
});
