import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { alerts, ERRORS, type InputOf } from '@seal/shared';
import { useTestApp } from '../../../test/use-test-app';
import { caller, cookieWithRights, dataOf, expectError } from '../../../test/calls';
import { products as productsTable } from '../../db/schema';
import { NO_THROTTLE } from '../consultation/test-support';
import { loadActivation, loadSeal } from './test-support';

const t = await useTestApp(NO_THROTTLE);
const admin = caller(t, await t.login('admin@demo.test'));
const A = ERRORS.alert;
const plainProduct = (await loadActivation(t)).productId;

type Fields = InputOf<typeof alerts.createAlert>;
const range = (first: number, last: number): Fields => ({
  name: `Range ${first}-${last}`,
  type: 'range',
  firstReference: loadSeal(first).reference,
  lastReference: loadSeal(last).reference,
  limit: 3,
  to: ['watch@demo.test'],
});
const create = (fields: Fields) => admin(alerts.createAlert, fields);

describe('alertModel.createAlert: the rules of an alert', () => {
  it('creates a range alert, listed with its references, limit and recipients', async () => {
    const { id } = dataOf(
      alerts.createAlert,
      await create({ ...range(10, 19), cc: ['c@demo.test'], bcc: ['b@demo.test'] }),
    );
    const alert = dataOf(alerts.getAlert, await admin(alerts.getAlert, { alertId: id }));
    expect(alert).toMatchObject({
      type: 'range',
      firstReference: loadSeal(10).reference,
      lastReference: loadSeal(19).reference,
      limit: 3,
      targetCountry: false,
      to: ['watch@demo.test'],
      cc: ['c@demo.test'],
      bcc: ['b@demo.test'],
      lastDelivery: null,
    });
    const list = dataOf(alerts.listAlerts, await admin(alerts.listAlerts, {}));
    expect(list.rows.map((row) => row.id)).toContain(id);
  });

  it('refuses a range overlapping another alert, or the same range again (one alert per range)', async () => {
    dataOf(alerts.createAlert, await create(range(30, 39)));
    const again = await create(range(30, 39));
    expectError(again, A.rangeOverlap);
    // Named on its field: the wizard goes back to the step of the references.
    expect(again.json().fields).toEqual([{ path: 'firstReference', key: 'errors.alert.rangeOverlap' }]);
    expectError(await create(range(35, 45)), A.rangeOverlap);
    expectError(await create(range(20, 30)), A.rangeOverlap);
    dataOf(alerts.createAlert, await create(range(40, 45)));
  });

  it('refuses a range whose references are not the account’s seals, or in the wrong order', async () => {
    expectError(await create(range(59, 50)), A.invalidRange);
    expectError(await create({ ...range(50, 59), lastReference: 'NOT-A-REFERENCE' }), A.invalidRange);
    expectError(await create({ ...range(50, 59), firstReference: null }), A.rangeRequired);
  });

  it('creates one alert per product: a second on the same product is refused', async () => {
    const fields: Fields = {
      name: 'Plain tea',
      type: 'product',
      productId: plainProduct,
      limit: 0,
      to: ['p@demo.test'],
    };
    const { id } = dataOf(alerts.createAlert, await create(fields));
    expectError(await create({ ...fields, name: 'Plain tea again' }), A.productTaken);
    expectError(await create({ ...fields, productId: null }), A.productRequired);
    dataOf(alerts.deleteAlert, await admin(alerts.deleteAlert, { alertId: id }));
    dataOf(alerts.createAlert, await create(fields));
  });

  it('refuses a product of the account outside the user’s scope, or archived, as not found', async () => {
    const [archived] = await t.database.db
      .select({ id: productsTable.id })
      .from(productsTable)
      .where(eq(productsTable.archived, true));
    expect(archived).toBeDefined();
    expectError(
      await create({ name: 'Archived', type: 'product', productId: archived!.id, limit: 0, to: ['a@demo.test'] }),
      ERRORS.common.notFound,
    );
    const [other] = await t.database.db
      .select({ id: productsTable.id })
      .from(productsTable)
      .where(eq(productsTable.accountId, t.other.accountId));
    expectError(
      await create({ name: 'Foreign', type: 'product', productId: other!.id, limit: 0, to: ['a@demo.test'] }),
      ERRORS.common.notFound,
    );
  });

  it('refuses no To recipient, an address twice in one list, and an invalid address', async () => {
    expectError(await create({ ...range(60, 61), to: [] }), A.toRequired);
    expectError(await create({ ...range(60, 61), to: ['a@demo.test', 'A@demo.test'] }), A.duplicateRecipient);
    expectError(await create({ ...range(60, 61), cc: ['c@demo.test', 'c@demo.test'] }), A.duplicateRecipient);
    expectError(await create({ ...range(60, 61), bcc: ['not an address'] }), ERRORS.common.validation);
    // The same address in two different lists is allowed.
    dataOf(alerts.createAlert, await create({ ...range(60, 61), cc: ['watch@demo.test'] }));
  });

  it('refuses a negative or fractional limit', async () => {
    expectError(await create({ ...range(70, 71), limit: -1 }), ERRORS.common.validation);
    expectError(await create({ ...range(70, 71), limit: 1.5 }), ERRORS.common.validation);
  });

  it('needs secu.alert_create to create, secu.alert_delete to delete, secu.alert_view to list', async () => {
    const viewer = caller(t, await cookieWithRights(t, ['secu.alert_view']));
    expectError(await viewer(alerts.createAlert, range(80, 81)), ERRORS.common.forbidden);
    const { id } = dataOf(alerts.createAlert, await create(range(80, 81)));
    expectError(await viewer(alerts.deleteAlert, { alertId: id }), ERRORS.common.forbidden);
    dataOf(alerts.listAlerts, await viewer(alerts.listAlerts, {}));
    const creator = caller(t, await cookieWithRights(t, ['secu.alert_create']));
    expectError(await creator(alerts.listAlerts, {}), ERRORS.common.forbidden);
    const deleter = caller(t, await cookieWithRights(t, ['secu.alert_delete']));
    dataOf(alerts.deleteAlert, await deleter(alerts.deleteAlert, { alertId: id }));
    expectError(await admin(alerts.getAlert, { alertId: id }), ERRORS.common.notFound);
  });
});
