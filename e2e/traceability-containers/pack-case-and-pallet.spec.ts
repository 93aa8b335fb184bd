import { expect, test, type Page } from '@playwright/test';
import { consoleCheckLetter } from '../../packages/shared/src/traceability/container-codes';
import { seriousViolations } from '../support/accessibility';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import {
  createModel,
  createProductContainer,
  demoReference,
  gtin14,
  openContainers,
  pickRemote,
  SEALS,
  verifyContainerFromSearch,
} from './helpers';

const CASE_GTIN = gtin14('1376000000201');
const PALLET_GTIN = gtin14('1376000000301');

/** Packs into a new container of the product container of `gtin`; answers the new container's code. */
async function packNew(page: Page, gtin: string, fill: (form: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await openContainers(page, 'packed');
  await page.getByTestId('container-pack').click();
  const form = page.getByTestId('pack-form');
  await pickRemote(page, form.getByTestId('pack-product-container'), gtin, gtin);
  await expect(form.getByTestId('pack-limits')).toBeVisible();
  await fill(form);
  await form.getByTestId('form-submit').click();
  const result = page.getByTestId('pack-result');
  await expect(result).toBeVisible();
  return (await result.getByTestId('container-code').textContent())!.trim();
}

/** A well-formed console code no container has (its check letter right), and the same with a wrong one. */
function consoleCodes(): { unknown: string; invalid: string } {
  for (let n = 0; n < 10_000; n += 1) {
    const body = `SC26-ZZZZZZZ${String(n).padStart(4, '0')}`;
    const check = consoleCheckLetter(body);
    if (check) return { unknown: body + check, invalid: body + (check === 'A' ? 'B' : 'A') };
  }
  throw new Error('no console code body with a check letter');
}

test('[ADMIN][PACK_CONTAINERS]: admin packs demo seals into a case and the case into a pallet, then finds the pallet from the global search', async ({
  page,
}) => {
  test.slow();
  await login(page, DEMO_ADMIN);
  await createModel(page, { name: 'Journey case of 12', level: 2, content: 'Objects only', min: 1, max: 12 });
  await createModel(page, { name: 'Journey pallet', level: 3, content: 'Containers only', min: 1, max: 10 });
  await createProductContainer(page, { model: 'Journey pallet', gtin: PALLET_GTIN });
  await createProductContainer(page, { model: 'Journey case of 12', gtin: CASE_GTIN, parentGtin: PALLET_GTIN });

  // The case: a range of six demo seals, one typed, and a line that is no reference (ignored, counted).
  const caseCode = await packNew(page, CASE_GTIN, async (form) => {
    await expect(form.getByTestId('pack-limits')).toContainText('Level 2 (case)');
    await expect(form.getByTestId('pack-limits')).toContainText('1 to 12');
    await expect(form.getByTestId('pack-count')).toHaveText('0');
    await form.getByTestId('pack-references').fill(`${demoReference(SEALS.caseTyped)}\nnot-a-reference`);
    await form.getByTestId('pack-range-add').click();
    await form.getByTestId('pack-range-first-0').fill(demoReference(SEALS.caseFirst));
    await form.getByTestId('pack-range-last-0').fill(demoReference(SEALS.caseLast));
    expect(await seriousViolations(page)).toEqual([]);
  });
  const caseResult = page.getByTestId('pack-result');
  await expect(caseResult.getByTestId('pack-seals-added')).toContainText('7');
  await expect(caseResult.getByTestId('pack-ignored-count')).toContainText('1');
  await expect(caseResult.getByTestId('pack-ignored')).toContainText('not-a-reference');
  await expect(caseResult.getByTestId('pack-ignored')).toContainText('not a reference');
  expect(await seriousViolations(page)).toEqual([]);

  // The pallet takes containers only: the case, by its code.
  const palletCode = await packNew(page, PALLET_GTIN, async (form) => {
    await expect(form.getByTestId('pack-limits')).toContainText('Containers only');
    await expect(form.getByTestId('pack-references')).toHaveCount(0);
    await form.getByTestId('pack-container-codes').fill(caseCode);
  });
  await expect(page.getByTestId('pack-result').getByTestId('pack-containers-added')).toContainText('1');

  // A model in use cannot be modified: its page says so and offers a copy.
  await openContainers(page, 'models');
  const caseModel = page.getByTestId('models-table').locator('tr', { hasText: 'Journey case of 12' });
  await expect(caseModel.getByTestId('model-in-use-tag')).toBeVisible();
  await caseModel.getByTestId('model-edit').click();
  await expect(page.getByTestId('model-in-use')).toContainText('This model is in use and cannot be modified.');
  await expect(page.getByTestId('model-in-use').getByTestId('model-copy')).toBeVisible();
  await expect(page.getByTestId('model-form').getByLabel('Name', { exact: true })).toBeDisabled();

  // The global search recognises the pallet's code and opens its consultation: the case inside, its seals.
  await verifyContainerFromSearch(page, palletCode.toLowerCase(), palletCode);
  const consultation = page.getByTestId('container-consultation');
  await expect(consultation.getByTestId('container-code')).toHaveText(palletCode);
  const tree = consultation.getByTestId('container-tree');
  await expect(tree).toContainText(caseCode);
  await expect(tree).toContainText('level 2 (case)');
  await expect(tree.getByText(demoReference(SEALS.caseFirst))).toBeVisible();
  await expect(tree.getByText(demoReference(SEALS.caseTyped))).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A seal of the case leads to its own consultation, which names the containers it is packed in.
  await tree.getByText(demoReference(SEALS.caseTyped)).click();
  await expect(page.getByTestId('reference-input')).toHaveValue(demoReference(SEALS.caseTyped));
  const containers = page.getByTestId('reference-containers');
  await expect(containers).toContainText(caseCode);
  await expect(containers).toContainText(palletCode);

  // A code of the container shape with a wrong check letter is refused (103); a well-formed one no container has is unknown (116).
  const { unknown, invalid } = consoleCodes();
  await verifyContainerFromSearch(page, invalid);
  await expect(page.getByTestId('container-error')).toHaveText('This is not a valid container code.');
  await verifyContainerFromSearch(page, unknown);
  await expect(page.getByTestId('container-error')).toHaveText('No container has this code.');
});
