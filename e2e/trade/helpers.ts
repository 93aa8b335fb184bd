import { expect, type Locator, type Page } from '@playwright/test';
import { apiSession, callApi } from '../support/users';

export const next = (page: Page) => page.getByTestId('wizard-next').click();

/** The title of the wizard's current step. */
export const currentStep = (page: Page) => page.locator('.ant-steps-item-active .ant-steps-item-title');

/** Opens an antd Select and picks its first option, or the one whose text holds `text`. */
export async function pickOption(page: Page, select: Locator, text?: string) {
  await expect(async () => {
    await select.click();
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    const option = text ? options.filter({ hasText: text }).first() : options.first();
    await option.click({ timeout: 2_000 });
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Whether the bytes are a PDF file (its header). */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

/**
 * The Demo Company's delivery address, which a request needs (company settings): set by the demo
 * administrator when the demo data left it empty, kept as it is otherwise.
 */
export async function ensureDeliveryAddress(): Promise<void> {
  const admin = await apiSession();
  try {
    const settings = await callApi<Record<string, unknown>>(admin, 'organisationModel', 'getCompanySettings');
    if (settings.deliveryAddress) return;
    const { updatedAt: _updatedAt, ...input } = settings;
    await callApi(admin, 'organisationModel', 'updateCompanySettings', {
      ...input,
      deliveryAddress: '12 Warehouse Street, 75019 Paris',
    });
  } finally {
    await admin.dispose();
  }
}
