import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import { consultationReference, consultationSerial, LOAD_SEALS } from '../../db/seed/consultation';
import { asResult, consultAs, NO_THROTTLE } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const N = 200;

/** Rows and counter totals of the load seals. */
async function tally() {
  const [first, last] = [consultationSerial('load'), consultationSerial('load', 0, LOAD_SEALS - 1)];
  const { rows } = await t.database.executeSql(
    `select (select count(*)::int from seal_consultations where serial between $1 and $2) as rows,
       (select coalesce(sum(consultations), 0)::int from seal_consultation_counts where serial between $1 and $2) as counted,
       (select count(*)::int from seal_consultation_counts where serial between $1 and $2) as seals`,
    [first, last],
  );
  return rows[0] as { rows: number; counted: number; seals: number };
}

describe(`${N} concurrent consultations`, () => {
  it('of one seal: exactly N rows, and its counter went up by N', async () => {
    const before = await tally();
    const ref = consultationReference('load');
    const answers = await Promise.all(
      Array.from({ length: N }, (_, index) => consultAs(t, { ref }, `10.0.${index >> 8}.${index & 255}`)),
    );
    expect(answers.every(({ answer }) => asResult(answer).code === 0)).toBe(true);
    const after = await tally();
    expect(after.rows - before.rows).toBe(N);
    expect(after.counted - before.counted).toBe(N);
    const { rows } = await t.database.executeSql(
      'select consultations from seal_consultation_counts where serial = $1',
      [consultationSerial('load')],
    );
    expect(rows[0]!.consultations).toBe(N);
  });

  it('of N different seals: exactly N rows, N new counters of one each', async () => {
    const before = await tally();
    const answers = await Promise.all(
      Array.from({ length: N }, (_, index) => consultAs(t, { ref: consultationReference('load', 0, 1 + index) })),
    );
    expect(answers.every(({ answer }) => asResult(answer).code === 0)).toBe(true);
    const after = await tally();
    expect(after.rows - before.rows).toBe(N);
    expect(after.counted - before.counted).toBe(N);
    expect(after.seals - before.seals).toBe(N);
  });
});
