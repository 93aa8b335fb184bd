import { expect, test } from '@playwright/test';
import { demoPalletCode } from '../../apps/server/src/db/seed/traceability-containers';
import { DEMO_ADMIN } from '../support/env';
import { login } from '../support/session';
import { verifyContainerFromSearch } from './helpers';

test('[ADMIN][FIND_SSCC]: the global search reads a pallet SSCC in its GS1 form and opens its cases of olive oil seals', async ({
  page,
}) => {
  await login(page, DEMO_ADMIN);
  const sscc = demoPalletCode();
  await verifyContainerFromSearch(page, `(00)${sscc}`);

  const consultation = page.getByTestId('container-consultation');
  await expect(consultation.getByTestId('container-code')).toHaveText(sscc);
  await expect(consultation).toContainText('level 3 (pallet)');
  const tree = consultation.getByTestId('container-tree');
  await expect(tree.getByTestId('tree-container')).toHaveCount(3);
  await expect(tree).toContainText('level 2 (case) · Olive oil 50 cl · 6 seals');

  // A case of the tree opens its own consultation, which names the pallet above it.
  await tree.getByTestId('tree-container').nth(1).getByRole('link').click();
  await expect(page.getByTestId('container-ancestor')).toContainText(sscc);
  await expect(page.getByTestId('container-consultation')).toContainText('level 2 (case)');
});
