import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { searchRow } from '../resolver/helpers';
import { createModel, uniqueName } from './helpers';

test('[ADMIN][EVENT_MODEL]: an admin makes an event model with a data item; the shared rules speak on the form first', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);

  await test.step('two items with one AI tag: the form points at the second, as the server would', async () => {
    await page.goto('/tracability/eventmodel/new');
    await page.getByTestId('model-name-en').fill(uniqueName('Refused model'));
    for (const index of [0, 1]) {
      await page.getByTestId('item-add').click();
      await page.getByTestId(`item-${index}-label-en`).fill(`Label ${index}`);
      await page.getByTestId(`item-${index}-ai-tag`).fill('10');
    }
    await page.getByTestId('form-submit').click();
    await expect(page.getByTestId('item-1').locator('.ant-form-item-explain-error')).toBeVisible();
    await expect(page).toHaveURL(/\/eventmodel\/new$/);
  });

  await test.step('a model with its batch item lands in the list', async () => {
    const name = await createModel(page, 'Bottling', { item: { label: 'Batch', aiTag: '10' } });
    const row = await searchRow(page, page.getByTestId('event-models-table'), name);
    await expect(row).toBeVisible();
    await expect(row.locator('td').nth(1)).toHaveText('1'); // one data item
  });
});
