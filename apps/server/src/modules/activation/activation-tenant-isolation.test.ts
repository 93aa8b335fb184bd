import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Table } from 'drizzle-orm';
import { activation, methodKey } from '@seal/shared';
import type { TestApp } from '../../../test/app';
import { caller, dataOf } from '../../../test/calls';
import { describeTenantIsolation } from '../../../test/tenant-isolation';
import * as schema from '../../db/schema';
import type { DemoData } from '../../db/seed/demo';
import { issueReels } from '../seals/reels.service';
import { KEY_0 } from '../seals/test-keys';
import { activateRanges } from './activate-ranges';
import { lastCode, productId, ref } from './test-support';

interface Tenant extends DemoData {
  chocolateId: string;
  wineCaseId: string;
  /** References of a fresh reel of the account: [first, last] of the ranges the fixtures use. */
  checked: [string, string];
  toActivate: [string, string];
  toCancel: [string, string];
  activationCode: { challengeId: string; code: string };
  cancellationCode: { challengeId: string; code: string };
  activationId: string;
}

const REASON = 'Isolation check';

async function prepareTenant(t: TestApp, cookie: string, seeded: DemoData): Promise<Tenant> {
  const call = caller(t, cookie);
  const account = seeded.accountId === t.demo.accountId ? 'demo' : 'other';
  const chocolateId = await productId(t, 'Dark chocolate 70%', account);
  const [reel] = await issueReels(t.database.db, KEY_0, {
    accountId: seeded.accountId,
    entityId: seeded.entityId,
    reels: 1,
    size: 100,
  });
  const at = (offset: number) => ref(reel!.firstSerial + offset);
  const span = (first: number, last: number): [string, string] => [at(first), at(last)];
  const actor = { accountId: seeded.accountId, entityId: seeded.entityId, userId: seeded.userIds.admin };
  const write = async (first: number, last: number) =>
    (
      await activateRanges(
        t.database.db,
        actor,
        [{ reelId: reel!.id, firstSerial: reel!.firstSerial + first, lastSerial: reel!.firstSerial + last }],
        { productId: chocolateId, dynamicData: {}, targetCountry: null, deliveryDate: null, method: 'range' },
      )
    ).ids[0]!;
  const activationId = await write(20, 29);
  await write(30, 39);
  const [admin] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, seeded.userIds.admin));

  const toActivate = span(10, 19);
  const asked = dataOf(
    activation.requestActivationCode,
    await call(activation.requestActivationCode, {
      method: 'range',
      first: toActivate[0],
      last: toActivate[1],
      productId: chocolateId,
    }),
  );
  const activationCode = { challengeId: asked.challengeId, code: await lastCode(t.database.db, admin!.email) };
  const toCancel = span(30, 39);
  const askedCancel = dataOf(
    activation.requestCancellationCode,
    await call(activation.requestCancellationCode, {
      method: 'range',
      first: toCancel[0],
      last: toCancel[1],
      reason: REASON,
    }),
  );
  const cancellationCode = { challengeId: askedCancel.challengeId, code: await lastCode(t.database.db, admin!.email) };
  return {
    ...seeded,
    chocolateId,
    wineCaseId: await productId(t, 'Wine case of 6', account),
    checked: span(0, 9),
    toActivate,
    toCancel,
    activationCode,
    cancellationCode,
    activationId,
  };
}

type Fixture = (o: Tenant) => Record<string, unknown>;
const FIXTURES: Record<string, Fixture> = {
  'activationModel.checkActivation': (o) => ({
    method: 'range',
    first: o.checked[0],
    last: o.checked[1],
    productId: o.chocolateId,
  }),
  'activationModel.requestActivationCode': (o) => ({
    method: 'range',
    first: o.checked[0],
    last: o.checked[1],
    productId: o.chocolateId,
  }),
  'activationModel.activate': (o) => ({
    method: 'range',
    first: o.toActivate[0],
    last: o.toActivate[1],
    productId: o.chocolateId,
    ...o.activationCode,
  }),
  'activationModel.findActivations': (o) => ({ filters: { productId: o.chocolateId } }),
  'activationModel.changeActivationProduct': (o) => ({ activationId: o.activationId, productId: o.wineCaseId }),
  'cancellationModel.cancel': (o) => ({
    method: 'range',
    first: o.toCancel[0],
    last: o.toCancel[1],
    reason: REASON,
    ...o.cancellationCode,
  }),
  'cancellationModel.findCancellations': (o) => ({ filters: { productId: o.chocolateId } }),
};

/** The mail job updates a mail's delivery status on its own time: what a method writes is the mail itself. */
const queuedPart = ({ status: _status, error: _error, sentAt: _sentAt, ...mail }: Record<string, unknown>) => mail;

describeTenantIsolation<Tenant>({
  area: 'activation and cancellation',
  namespaces: [activation],
  minMethodsWithIds: 7,
  tables: [
    schema.reels,
    schema.sealActivations,
    schema.sealCancellations,
    schema.securityChallenges,
    schema.mailOutbox,
    schema.actionLog,
  ] satisfies Table[],
  prepare: prepareTenant,
  fixtures: FIXTURES,
  stable: (table, row) => (table === schema.mailOutbox ? queuedPart(row) : row),
  more: (context) => {
    it("checks, lists and writes nothing of another account's seals", async () => {
      const { demo, intruder, contracts } = context();
      const readers = contracts.filter((contract) => contract.name.startsWith('find'));
      for (const contract of readers) {
        const response = await intruder(contract, {} as never);
        expect(response.json(), methodKey(contract)).toMatchObject({ code: 0 });
        for (const secret of [demo.activationId, demo.chocolateId, ...demo.toCancel, ...demo.toActivate])
          expect(response.body.includes(secret), `${methodKey(contract)} shows ${secret}`).toBe(false);
      }
      const foreignSeals = await intruder(activation.checkCancellation, {
        method: 'range',
        first: demo.toCancel[0],
        last: demo.toCancel[1],
      });
      expect(dataOf(activation.checkCancellation, foreignSeals).ranges[0]!.problem?.code).toBe(207);
    });
  },
});
