import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { ERRORS, SEAL_STATUS, sealHistory } from '@seal/shared';
import * as schema from '../src/db/schema';
import type { DemoData } from '../src/db/seed/demo';
import { demoSealReference, type DemoSeal } from '../src/db/seed/seals';
import { encodeReference } from '../src/modules/seals/reference-codec';
import { KEY_0 } from '../src/modules/seals/test-keys';
import type { TestApp } from './app';
import { dataOf, expectError } from './calls';
import { describeTenantIsolation } from './tenant-isolation';

const TABLES = [
  schema.sealConsultations,
  schema.sealConsultationCounts,
  schema.consumerForms,
  schema.sealStateChanges,
  schema.sealCancellations,
  schema.actionLog,
] satisfies Table[];

interface Tenant extends DemoData {
  /** The account's demo seal with a history (consultations, an error, a form). */
  ref: string;
  /** Its seals in every state, by name. */
  seal: (name: DemoSeal) => string;
}

/** Each seeded account has its own block of demo seals (the demo's 0, the other's 1). */
function prepare(t: TestApp, _cookie: string, seeded: DemoData): Promise<Tenant> {
  const block = seeded.accountId === t.demo.accountId ? 0 : 1;
  const seal = (name: DemoSeal) => demoSealReference(name, block);
  return Promise.resolve({ ...seeded, ref: seal('activeWithThresholds'), seal });
}

/** A well-formed reference no reel holds. */
const NEVER_ISSUED = encodeReference(424_242_424, KEY_0);
const SINCE = '2019-01-01';

describeTenantIsolation<Tenant>({
  area: 'seal history',
  namespaces: [sealHistory],
  minMethodsWithIds: 2,
  tables: TABLES,
  prepare,
  fixtures: {
    'privateConsultationModel.getSealData': (o) => ({ ref: o.ref, lang: 'en', act_id: o.accountId }),
    'privateConsultationModel.getAllRefConsultation': (o) => ({ ref: o.ref, date_from: SINCE, act_id: o.accountId }),
  },
  // act_id is the name spec 001 gives the account (actor) id of both calls.
  idKeyExceptions: ['act_id'],
  more: (context) => {
    const DEMO_SEALS: DemoSeal[] = ['activeWithThresholds', 'stolen', 'hiddenStolen', 'fraudulent', 'cancelled'];

    it("answers another account's seal exactly like a reference never issued, in getSealData", async () => {
      const { demo, intruder } = context();
      const never = dataOf(sealHistory.getSealData, await intruder(sealHistory.getSealData, { ref: NEVER_ISSUED }));
      for (const name of DEMO_SEALS) {
        const ref = demo.seal(name);
        const answer = dataOf(sealHistory.getSealData, await intruder(sealHistory.getSealData, { ref }));
        expect(answer).toEqual({ ...never, ref });
      }
    });

    it("answers another account's seal exactly like a reference never issued, in getAllRefConsultation", async () => {
      const { demo, other, intruder } = context();
      const ask = (ref: string) =>
        intruder(sealHistory.getAllRefConsultation, { ref, date_from: SINCE, act_id: other.accountId });
      const never = await ask(NEVER_ISSUED);
      expectError(never, ERRORS.consultation.invalidReference);
      for (const name of DEMO_SEALS) {
        const response = await ask(demo.seal(name));
        expect([response.statusCode, response.json()]).toEqual([never.statusCode, never.json()]);
      }
      // Its own seal under the same offsets answers its own history.
      const own = dataOf(sealHistory.getAllRefConsultation, await ask(other.ref));
      expect(own.nb_consult_total).toBe(2);
    });

    it("changes no state of another account's seal and answers it like a reference never issued", async () => {
      const { t, demo, intruder } = context();
      const stateChanges = async () => (await t.database.db.select().from(schema.sealStateChanges)).length;
      const logged = async () => (await t.database.db.select().from(schema.actionLog)).length;
      const [changesBefore, logBefore] = [await stateChanges(), await logged()];
      const change = (ref: string, state: number) =>
        intruder(sealHistory.changeSealState, { ref, state: state as never, reason: 'intrusion' });
      const never = await change(NEVER_ISSUED, SEAL_STATUS.blocked);
      expectError(never, ERRORS.consultation.invalidReference);
      for (const [name, state] of [
        ['activeWithThresholds', SEAL_STATUS.stolen],
        ['stolen', SEAL_STATUS.active],
        ['blocked', SEAL_STATUS.active],
        ['suspect', SEAL_STATUS.active],
      ] as const) {
        const response = await change(demo.seal(name), state);
        expect([response.statusCode, response.json()]).toEqual([never.statusCode, never.json()]);
      }
      expect([await stateChanges(), await logged()]).toEqual([changesBefore, logBefore]);
    });
  },
});
