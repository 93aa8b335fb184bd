import type { Locator } from '@playwright/test';

/** The text box of an antd InputNumber, whether the test id sits on the box or on its wrapper (with a suffix). */
export const numberInput = (scope: Locator, testId: string) =>
  scope.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();
