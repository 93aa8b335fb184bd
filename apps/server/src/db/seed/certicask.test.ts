import { describe, expect, it } from 'vitest';
import { certicask } from '@seal/shared';
import { caller, dataOf } from '../../../test/calls';
import { asAdministrator, useTestApp } from '../../../test/use-test-app';
import { deviceCall } from '../../modules/certicask/test-support';
import { DEMO_DEVICE_KEY } from './certicask';

const t = await useTestApp();
const { admin } = await asAdministrator(t);
const names = <T extends { name: string }>(rows: T[]) => rows.map((row) => row.name).sort();

describe('the demo cask certification', () => {
  it('has plots, a cooper, an oenologist and a bottler, oak barrels and a stainless steel vat', async () => {
    const plots = dataOf(certicask.plots.list, await admin(certicask.plots.list, {})).rows;
    expect(names(plots)).toEqual(['Clos du Moulin', 'La Croix Blanche', 'Les Grands Champs']);
    const providers = dataOf(certicask.providers.list, await admin(certicask.providers.list, {})).rows;
    expect(providers.map((row) => row.activity).sort()).toEqual(['bottler', 'cooper', 'oenologist']);
    const containers = dataOf(certicask.cellarContainers.list, await admin(certicask.cellarContainers.list, {})).rows;
    expect(containers.map((row) => [row.name, row.material, row.providerName])).toEqual(
      expect.arrayContaining([
        ['Oak barrel 12', 'oak', 'Tonnellerie Martin'],
        ['Oak barrel 13', 'oak', 'Tonnellerie Martin'],
        ['Stainless steel vat 3', 'stainless_steel', null],
      ]),
    );
  });

  it('has a validated order of three licences (used on the Cellar tablet, free, revoked), one awaiting payment, one cancelled', async () => {
    const orders = dataOf(certicask.listLicenceOrders, await admin(certicask.listLicenceOrders, {})).rows;
    expect(orders.map((row) => [row.state, row.quantity]).sort()).toEqual([
      ['awaitingPayment', 2],
      ['cancelled', 1],
      ['validated', 3],
    ]);
    expect(orders.find((row) => row.state === 'cancelled')!.creditNote).not.toBeNull();
    const licences = dataOf(certicask.listLicences, await admin(certicask.listLicences, {})).rows;
    expect(licences.map((row) => [row.state, row.device?.name ?? null]).sort()).toEqual([
      ['free', null],
      ['revoked', 'Harvest phone'],
      ['used', 'Cellar tablet'],
    ]);
    // The tablet's published key opens the device API.
    expect((await deviceCall(t, DEMO_DEVICE_KEY)).statusCode).toBe(200);
  });

  it('gives the other account one plot, provider, container, licence order and licence', async () => {
    const other = caller(t, await t.login('other.admin@demo.test'));
    for (const list of [certicask.plots.list, certicask.providers.list, certicask.cellarContainers.list])
      expect((await other(list, {})).json().data.total).toBe(1);
    expect(dataOf(certicask.listLicenceOrders, await other(certicask.listLicenceOrders, {})).rows).toMatchObject([
      { state: 'validated', quantity: 1 },
    ]);
    expect(dataOf(certicask.listLicences, await other(certicask.listLicences, {})).rows).toMatchObject([
      { state: 'free' },
    ]);
  });
});
