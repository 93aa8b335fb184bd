import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { SEAL_STATUS } from '@seal/shared';
import { useTestApp } from '../../apps/server/test/use-test-app';
import { getSealState } from '../../apps/server/src/modules/seals/seal-state.service';
import {
  lastCode,
  newReel,
  productId,
  SEAL_RIGHTS,
  settleMailsAfterAll,
  userWith,
} from '../../apps/server/src/modules/activation/test-support';
import { activateRange, createSealClient, lastMonth, lastMonthConsultations } from './client';
import { localDocument, TYPES_FILE, typesOf } from './generate';

const t = await useTestApp();
settleMailsAfterAll(t);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

describe('the example client (examples/seal-client)', () => {
  it('activates a range of seals and reads last month consultations over HTTP', async () => {
    const user = await userWith(t, [...SEAL_RIGHTS, 'stat.view']);
    // The user makes a token for the program, as in the console's settings (docs/api-tokens.md),
    // with the rights it needs among theirs: the program calls with it alone.
    const made = (
      await t.call('apiToken', 'create', { name: 'ERP link', rights: [...SEAL_RIGHTS, 'stat.view'] }, user.cookie)
    ).json();
    expect(made.data.token).toMatch(/^sct_/);
    const client = createSealClient(baseUrl, made.data.token);
    const reel = await newReel(t, 50);
    const product = await productId(t, 'Dark chocolate 70%');

    const count = await activateRange(client, { first: reel.ref(0), last: reel.ref(49), productId: product }, () =>
      lastCode(t.database.db, user.email),
    );

    expect(count).toBe(50);
    const state = await getSealState(
      { db: t.database.db, keyring: t.services.sealKeyring },
      t.demo.accountId,
      [t.demo.entityId],
      reel.ref(25),
    );
    expect(state).toMatchObject({ status: SEAL_STATUS.active, activation: { productId: product } });

    const today = new Date();
    const consultations = await lastMonthConsultations(client, today);
    const viaCallApi = (await t.call('statModel', 'getConsultationStats', lastMonth(today), user.cookie)).json();
    expect(consultations).toEqual({
      total: viaCallApi.data.total,
      perDay: viaCallApi.data.series,
      byCountry: viaCallApi.data.byCountry,
    });
    expect(Array.isArray(consultations.perDay)).toBe(true);
  });

  it('its committed types are what openapi-typescript makes of the current document (npm run openapi:client)', async () => {
    const fresh = await typesOf(await localDocument());
    expect(fs.readFileSync(TYPES_FILE, 'utf8') === fresh, 'stale: run npm run openapi:client').toBe(true);
  }, 120_000);
});

it('tells the month before, across a year', () => {
  expect(lastMonth(new Date('2027-01-15T12:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  expect(lastMonth(new Date('2026-03-01T00:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
});
