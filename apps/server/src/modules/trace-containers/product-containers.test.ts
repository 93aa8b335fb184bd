import { describe, expect, it } from 'vitest';
import { ERRORS, traceContainers as contract } from '@seal/shared';
import { caller, dataOf, expectError } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { caseFields, createModel, createProductContainer, freshGtin, palletFields, productBySku } from './test-support';

const t = await useTestApp();
const admin = caller(t, await t.login('admin@demo.test'));
const oliveOil = await productBySku(t, t.demo.accountId);
const wineCase = await productBySku(t, t.demo.accountId, 'DEMO-CASE-6');
const otherProduct = await productBySku(t, t.other.accountId);

describe('productContainer.create', () => {
  it('stores the GTIN in its 14-digit form, with the model, product and parent shown', async () => {
    const pallet = await createProductContainer(admin, oliveOil, palletFields());
    const model = await createModel(admin, caseFields());
    const created = dataOf(
      contract.createProductContainer,
      await admin(contract.createProductContainer, {
        containerModelId: model.id,
        productId: oliveOil,
        gtin: '3560070462933',
        parentId: pallet.id,
      }),
    );
    expect(created).toMatchObject({
      gtin: '03560070462933',
      level: 2,
      containerModelName: 'Case of 6',
      productTitle: 'Olive oil 50 cl',
      parentId: pallet.id,
      parentGtin: pallet.gtin,
      containerCount: 0,
    });
  });

  it('refuses a GTIN the account already has, whatever its length (900)', async () => {
    const model = await createModel(admin, caseFields());
    const first = { containerModelId: model.id, productId: oliveOil, gtin: '4006381333948' };
    dataOf(contract.createProductContainer, await admin(contract.createProductContainer, first));
    expectError(
      await admin(contract.createProductContainer, { ...first, gtin: '04006381333948', productId: wineCase }),
      ERRORS.containerModel.eanExists,
    );
  });

  it('refuses an invalid GTIN on its field', async () => {
    const model = await createModel(admin, caseFields());
    const response = await admin(contract.createProductContainer, {
      containerModelId: model.id,
      productId: oliveOil,
      gtin: '4006381333949',
    });
    expectError(response, ERRORS.common.validation);
    expect(response.json().fields).toEqual([{ path: 'gtin', key: 'validation.gtin' }]);
  });

  it('refuses a parent of a level not above, or whose model takes no containers (901)', async () => {
    const caseModel = await createModel(admin, caseFields());
    const otherCase = await createProductContainer(admin, oliveOil, caseFields());
    const objectsPallet = await createProductContainer(admin, oliveOil, palletFields({ contentType: 'objects' }));
    for (const parentId of [otherCase.id, objectsPallet.id]) {
      expectError(
        await admin(contract.createProductContainer, {
          containerModelId: caseModel.id,
          productId: oliveOil,
          gtin: freshGtin(),
          parentId,
        }),
        ERRORS.containerModel.notAdded,
      );
    }
  });

  it("answers notFound for another account's product", async () => {
    const model = await createModel(admin, caseFields());
    expectError(
      await admin(contract.createProductContainer, {
        containerModelId: model.id,
        productId: otherProduct,
        gtin: freshGtin(),
      }),
      ERRORS.common.notFound,
    );
  });
});

describe('productContainer.update and remove', () => {
  it('keeps the parent above the product containers it holds (901)', async () => {
    const pallet = await createProductContainer(admin, oliveOil, palletFields());
    await createProductContainer(admin, oliveOil, caseFields(), pallet.id);
    const lowModel = await createModel(admin, caseFields({ name: 'Low', level: 2, contentType: 'both' }));
    expectError(
      await admin(contract.updateProductContainer, {
        productContainerId: pallet.id,
        containerModelId: lowModel.id,
        productId: oliveOil,
        gtin: pallet.gtin,
      }),
      ERRORS.containerModel.notAdded,
    );
  });

  it('changes the GTIN, and refuses one of another product container (900)', async () => {
    const a = await createProductContainer(admin, oliveOil, caseFields());
    const b = await createProductContainer(admin, oliveOil, caseFields());
    const gtin = freshGtin();
    const fields = { productContainerId: a.id, containerModelId: a.containerModelId, productId: oliveOil };
    expect(
      dataOf(contract.updateProductContainer, await admin(contract.updateProductContainer, { ...fields, gtin })).gtin,
    ).toBe(gtin);
    expectError(
      await admin(contract.updateProductContainer, { ...fields, gtin: b.gtin }),
      ERRORS.containerModel.eanExists,
    );
  });

  it('refuses to remove the parent of other product containers (902), then removes it once free', async () => {
    const pallet = await createProductContainer(admin, oliveOil, palletFields());
    const child = await createProductContainer(admin, oliveOil, caseFields(), pallet.id);
    expectError(
      await admin(contract.removeProductContainer, { productContainerId: pallet.id }),
      ERRORS.containerModel.inUse,
    );
    dataOf(
      contract.removeProductContainer,
      await admin(contract.removeProductContainer, { productContainerId: child.id }),
    );
    dataOf(
      contract.removeProductContainer,
      await admin(contract.removeProductContainer, { productContainerId: pallet.id }),
    );
    expectError(await admin(contract.getProductContainer, { productContainerId: pallet.id }), ERRORS.common.notFound);
  });

  it('lists by model and searches GTINs and product titles', async () => {
    const made = await createProductContainer(admin, wineCase, caseFields());
    const byModel = dataOf(
      contract.listProductContainers,
      await admin(contract.listProductContainers, { filters: { containerModelId: made.containerModelId } }),
    );
    expect(byModel.rows.map((row) => row.id)).toEqual([made.id]);
    const byTitle = dataOf(
      contract.listProductContainers,
      await admin(contract.listProductContainers, { search: 'wine CASE' }),
    );
    expect(byTitle.rows.map((row) => row.id)).toContain(made.id);
    const byGtin = dataOf(
      contract.listProductContainers,
      await admin(contract.listProductContainers, { search: made.gtin }),
    );
    expect(byGtin.rows.map((row) => row.id)).toEqual([made.id]);
  });
});
