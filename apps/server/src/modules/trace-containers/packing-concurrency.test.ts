import { describe, expect, it } from 'vitest';
import { ERRORS, traceContainers as contract } from '@seal/shared';
import { caller } from '../../../test/calls';
import { useTestApp } from '../../../test/use-test-app';
import { caseFields, createProductContainer, demoRange, productBySku } from './test-support';

const t = await useTestApp();
const admin = caller(t, await t.login('admin@demo.test'));
const oliveOil = await productBySku(t, t.demo.accountId);

describe('concurrent packs', () => {
  it('put a seal in one container only: the other pack is refused with the holder', async () => {
    const caseOf6 = await createProductContainer(admin, oliveOil, caseFields());
    const vars = { productContainerId: caseOf6.id, ranges: [demoRange(5_000, 5_003)] };
    const answers = (await Promise.all([admin(contract.pack, vars), admin(contract.pack, vars)])).map((r) => r.json());
    const won = answers.filter((answer) => answer.code === 0);
    expect(won).toHaveLength(1);
    expect(answers.find((answer) => answer.code !== 0)).toMatchObject({
      code: ERRORS.traceability.alreadyPacked.code,
      params: { code: won[0].data.container.code },
    });
  });

  it('give each new SSCC container its own serial', async () => {
    const ssccCase = await createProductContainer(
      admin,
      oliveOil,
      caseFields({ codeKind: 'sscc', ssccPrefix: '0376999999' }),
    );
    const packs = [0, 1, 2, 3].map((index) =>
      admin(contract.pack, {
        productContainerId: ssccCase.id,
        ranges: [demoRange(5_100 + 2 * index, 5_101 + 2 * index)],
      }),
    );
    const codes = (await Promise.all(packs)).map((response) => response.json().data.container.code as string);
    expect(new Set(codes).size).toBe(4);
    expect(codes.map((code) => Number(code.slice(10, 17))).sort()).toEqual([1, 2, 3, 4]);
  });
});
